import { createHash, randomBytes } from 'node:crypto';
import type { Plan } from './accounts.js';
import type { Queryable } from './pool.js';

export interface ApiKey {
  id: number;
  accountId: number;
  /** The customer's name for it ("CI", "laptop"); "" when none was given. */
  name: string;
  keyPrefix: string;
  readOnly: boolean;
  /** YYYY-MM-DD: the key stops working at 00:00 UTC of that day. */
  expiresOn: string | null;
  allowedIps: string[] | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** tb_live_ + 32 random bytes in hex. */
export function generateApiKey(): string {
  return `tb_live_${randomBytes(32).toString('hex')}`;
}

const API_KEY_FORMAT = /^tb_live_[0-9a-f]{64}$/;

/** Whether `key` has the form generateApiKey gives every key: anything else is refused without a lookup. */
export function isWellFormedApiKey(key: string): boolean {
  return API_KEY_FORMAT.test(key);
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

const COLUMNS = `id, account_id AS "accountId", name, key_prefix AS "keyPrefix", read_only AS "readOnly",
  to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn", allowed_ips::text[] AS "allowedIps",
  revoked_at AS "revokedAt", created_at AS "createdAt"`;

export async function insertApiKey(
  q: Queryable,
  k: { accountId: number; key: string; name?: string; readOnly?: boolean; expiresOn?: string | null; allowedIps?: string[] | null },
): Promise<ApiKey> {
  const { rows } = await q.query<ApiKey>(
    `INSERT INTO api_keys (account_id, key_hash, key_prefix, read_only, expires_on, allowed_ips, name)
     VALUES ($1, $2, $3, $4, $5, $6::cidr[], $7) RETURNING ${COLUMNS}`,
    [k.accountId, hashApiKey(k.key), k.key.slice(0, 12), k.readOnly ?? false, k.expiresOn ?? null, k.allowedIps ?? null, k.name ?? ''],
  );
  return rows[0]!;
}

/** An account's keys, newest first, revoked ones included (never the key itself: only its prefix is kept). */
export async function listApiKeys(q: Queryable, accountId: number): Promise<ApiKey[]> {
  const { rows } = await q.query<ApiKey>(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = $1 ORDER BY id DESC`, [accountId]);
  return rows;
}

/** Revokes a key; with an account, only a key of that account (another's is as if it did not exist). */
export async function revokeApiKey(q: Queryable, id: number, accountId?: number): Promise<ApiKey | undefined> {
  const { rows } = await q.query<ApiKey>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND ($2::bigint IS NULL OR account_id = $2) RETURNING ${COLUMNS}`,
    [id, accountId ?? null],
  );
  return rows[0];
}

export interface KeyWithAccount extends ApiKey {
  plan: Plan;
  planExpired: boolean;
}

/** The key and its account's plan in one round trip: what authentication needs. */
export async function findKeyWithAccount(q: Queryable, hash: Buffer): Promise<KeyWithAccount | undefined> {
  const { rows } = await q.query<KeyWithAccount>(
    `SELECT k.id, k.account_id AS "accountId", k.key_prefix AS "keyPrefix", k.read_only AS "readOnly",
       to_char(k.expires_on, 'YYYY-MM-DD') AS "expiresOn", k.allowed_ips::text[] AS "allowedIps",
       k.revoked_at AS "revokedAt", k.created_at AS "createdAt", a.plan, a.plan_expired AS "planExpired"
     FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key_hash = $1`,
    [hash],
  );
  return rows[0];
}
