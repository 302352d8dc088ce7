import { createHash, randomBytes } from 'node:crypto';
import type { Account } from './accounts.js';
import type { Queryable } from './pool.js';

/** A console session as its middleware needs it: whose, and the token its forms must carry. */
export interface ConsoleSession {
  accountId: number;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** A new session for the account; the token goes in the cookie and only its hash is stored. */
export async function insertConsoleSession(
  q: Queryable,
  s: { accountId: number; maxAgeMs: number; userAgent?: string | undefined },
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO console_sessions (token_hash, account_id, csrf_token, expires_at, user_agent)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond', $5)`,
    [hash(token), s.accountId, csrfToken, s.maxAgeMs, s.userAgent?.slice(0, 300) ?? null],
  );
  return { token, csrfToken };
}

/**
 * The live session of a token, its idle clock restarted (at most once a minute, to spare writes), or
 * undefined when it does not exist, has passed its absolute expiry or was idle longer than `idleMs`.
 */
export async function touchConsoleSession(q: Queryable, token: string, idleMs: number): Promise<ConsoleSession | undefined> {
  const { rows } = await q.query<ConsoleSession>(
    `WITH live AS (
       SELECT token_hash FROM console_sessions
       WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - $2 * interval '1 millisecond'
     ), touched AS (
       UPDATE console_sessions s SET last_seen_at = now() FROM live
       WHERE s.token_hash = live.token_hash AND s.last_seen_at < now() - interval '1 minute'
       RETURNING s.token_hash
     )
     SELECT account_id AS "accountId", csrf_token AS "csrfToken", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt"
     FROM console_sessions WHERE token_hash IN (SELECT token_hash FROM live)`,
    [hash(token), idleMs],
  );
  return rows[0];
}

export async function deleteConsoleSession(q: Queryable, token: string): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [hash(token)]);
}

/** Ends every session of the account, or every one but the token given (a password change keeps its own). */
export async function deleteConsoleSessions(q: Queryable, accountId: number, except?: string): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM console_sessions WHERE account_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)', [
    accountId,
    except === undefined ? null : hash(except),
  ]);
  return rowCount ?? 0;
}

export async function countConsoleSessions(q: Queryable, accountId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM console_sessions WHERE account_id = $1 AND expires_at > now()',
    [accountId],
  );
  return rows[0]!.n;
}

export async function purgeConsoleSessions(q: Queryable, idleMs: number): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM console_sessions WHERE expires_at < now() OR last_seen_at < now() - $1 * interval '1 millisecond'`,
    [idleMs],
  );
  return rowCount ?? 0;
}

/** The account and password hash of an email, for signing in. */
export async function findAccountCredentials(
  q: Queryable,
  email: string,
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const { rows } = await q.query<{ id: number; passwordHash: string | null }>(
    'SELECT id, password_hash AS "passwordHash" FROM accounts WHERE email = $1',
    [email.toLowerCase()],
  );
  return rows[0];
}

export async function setPasswordHash(q: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
}

/** Deletes an account and, through its foreign keys, its inboxes, mail, keys, webhooks, sessions and log. */
export async function deleteAccount(q: Queryable, accountId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM accounts WHERE id = $1', [accountId]);
  return (rowCount ?? 0) > 0;
}

export interface ConsoleInvite {
  email: string;
  plan: Account['plan'];
  expiresAt: Date;
}

/** An invitation for an email (sign-up closed); the token goes in the link and only its hash is stored. */
export async function insertConsoleInvite(
  q: Queryable,
  i: { email: string; plan: Account['plan']; ttlHours: number },
): Promise<{ token: string; invite: ConsoleInvite }> {
  const token = randomBytes(24).toString('base64url');
  const { rows } = await q.query<ConsoleInvite>(
    `INSERT INTO console_invites (token_hash, email, plan, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 hour')
     RETURNING email, plan, expires_at AS "expiresAt"`,
    [hash(token), i.email.toLowerCase(), i.plan, i.ttlHours],
  );
  return { token, invite: rows[0]! };
}

/** The unused, unexpired invitation of a token. */
export async function findConsoleInvite(q: Queryable, token: string): Promise<ConsoleInvite | undefined> {
  const { rows } = await q.query<ConsoleInvite>(
    `SELECT email, plan, expires_at AS "expiresAt" FROM console_invites WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hash(token)],
  );
  return rows[0];
}

/** Marks an invitation used; false when it was used or expired meanwhile (two sign-ups at once). */
export async function useConsoleInvite(q: Queryable, token: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE console_invites SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hash(token)],
  );
  return (rowCount ?? 0) > 0;
}
