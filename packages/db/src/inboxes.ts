import type { Queryable } from './pool.js';

export interface Inbox {
  id: number;
  accountId: number;
  address: string;
  createdAt: Date;
  /** null for a permanent inbox, which never expires. */
  expiresAt: Date | null;
}

/** A permanent inbox's expires_at is 'infinity' in Postgres and null here. */
export const INBOX_EXPIRY = `CASE WHEN expires_at = 'infinity' THEN NULL ELSE expires_at END`;
const COLUMNS = `id, account_id AS "accountId", address, created_at AS "createdAt", ${INBOX_EXPIRY} AS "expiresAt"`;

/**
 * Inserts the inbox, expiring after `ttlMinutes` or, when `permanent`, never; returns undefined when the
 * address is already held (active or tombstoned).
 */
export async function insertInbox(
  q: Queryable,
  i: { accountId: number; address: string; ttlMinutes: number; permanent?: boolean },
): Promise<Inbox | undefined> {
  const { rows } = await q.query<Inbox>(
    `INSERT INTO inboxes (account_id, address, expires_at)
     VALUES ($1, $2, CASE WHEN $4 THEN 'infinity'::timestamptz ELSE date_trunc('milliseconds', now()) + $3 * interval '1 minute' END)
     ON CONFLICT (address) DO NOTHING RETURNING ${COLUMNS}`,
    [i.accountId, i.address, i.ttlMinutes, i.permanent ?? false],
  );
  return rows[0];
}

export async function findInboxByAddress(q: Queryable, address: string): Promise<Inbox | undefined> {
  const { rows } = await q.query<Inbox>(`SELECT ${COLUMNS} FROM inboxes WHERE address = $1`, [address]);
  return rows[0];
}

/** Active inboxes among the addresses: what SMTP may deliver to. */
export async function findActiveInboxes(q: Queryable, addresses: string[]): Promise<Inbox[]> {
  const { rows } = await q.query<Inbox>({
    name: 'find-active-inboxes',
    text: `SELECT ${COLUMNS} FROM inboxes WHERE address = ANY($1::text[]) AND expires_at > now()`,
    values: [addresses],
  });
  return rows;
}

export async function deleteInbox(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM inboxes WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * Purges inboxes whose tombstone has passed, with their mail (cascade), a batch at a time so one run
 * never holds long locks. Returns how many were purged.
 */
export async function purgeExpiredInboxes(q: Queryable, tombstoneHours: number, batch = 1000): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM inboxes WHERE id IN (
       SELECT id FROM inboxes WHERE expires_at < now() - $1 * interval '1 hour' ORDER BY expires_at LIMIT $2
       FOR UPDATE SKIP LOCKED)`,
    [tombstoneHours, batch],
  );
  return rowCount ?? 0;
}
