import { INBOX_EXPIRY, type Inbox } from './inboxes.js';
import type { MessageSummaryRow } from './message-reads.js';
import type { Queryable } from './pool.js';

export interface AccountInbox extends Inbox {
  messageCount: number;
}

/**
 * One page of an account's inboxes, active and expired (until purged), newest first; `search` is a
 * literal, case-insensitive part of the address; `before` the id the previous page ended at.
 */
export async function listAccountInboxes(
  q: Queryable,
  f: { accountId: number; search?: string | undefined; before?: number | undefined; limit: number },
): Promise<AccountInbox[]> {
  const { rows } = await q.query<AccountInbox>(
    `SELECT i.id, i.account_id AS "accountId", i.address, i.created_at AS "createdAt", ${INBOX_EXPIRY.replaceAll('expires_at', 'i.expires_at')} AS "expiresAt",
       (SELECT count(*)::int FROM messages m WHERE m.inbox_id = i.id) AS "messageCount"
     FROM inboxes i
     WHERE i.account_id = $1 AND ($2::text IS NULL OR strpos(i.address, lower($2)) > 0) AND ($3::bigint IS NULL OR i.id < $3)
     ORDER BY i.id DESC LIMIT $4`,
    [f.accountId, f.search || null, f.before ?? null, f.limit],
  );
  return rows;
}

/**
 * Inserts a permanent inbox only while the account holds fewer than `allowance` of them, deciding under
 * a per-account lock so that two at once cannot both take the last place. 'full' when none is left.
 */
export async function insertPermanentInbox(
  q: Queryable,
  i: { accountId: number; address: string; allowance: number },
): Promise<Inbox | 'full' | undefined> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('permanent-inboxes'), $1::int)`, [i.accountId % 2_147_483_647]);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inboxes WHERE account_id = $1 AND expires_at = 'infinity'`,
    [i.accountId],
  );
  if (rows[0]!.n >= i.allowance) return 'full';
  const inserted = await q.query<Inbox>(
    `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, $2, 'infinity')
     ON CONFLICT (address) DO NOTHING RETURNING id, account_id AS "accountId", address, created_at AS "createdAt", NULL::timestamptz AS "expiresAt"`,
    [i.accountId, i.address],
  );
  return inserted.rows[0];
}

export async function countPermanentInboxes(q: Queryable, accountId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inboxes WHERE account_id = $1 AND expires_at = 'infinity'`,
    [accountId],
  );
  return rows[0]!.n;
}

/** Deletes one message of the inbox (its attachments go with it); false when there is no such message. */
export async function deleteMessage(q: Queryable, id: string, inboxId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM messages WHERE id = $1 AND inbox_id = $2', [id, inboxId]);
  return (rowCount ?? 0) > 0;
}

/** Deletes every message of the inbox; returns how many. */
export async function deleteInboxMessages(q: Queryable, inboxId: number): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM messages WHERE inbox_id = $1', [inboxId]);
  return rowCount ?? 0;
}

export interface InboxMessageRow extends MessageSummaryRow {
  code: string | null;
  verificationLink: string | null;
  extractStatus: 'pending' | 'done' | 'failed';
  size: number;
  /** Not yet opened in the console. */
  unread: boolean;
}

/** The inbox's newest messages with what extraction found: the console's live view of an inbox. */
export async function listInboxMessages(q: Queryable, inboxId: number, limit: number): Promise<InboxMessageRow[]> {
  const { rows } = await q.query<InboxMessageRow>(
    `SELECT m.id, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt", m.code,
       m.verification_link AS "verificationLink", m.extract_status AS "extractStatus", m.size,
       m.read_at IS NULL AS unread
     FROM messages m WHERE m.inbox_id = $1 ORDER BY m.received_at DESC, m.seq DESC LIMIT $2`,
    [inboxId, limit],
  );
  return rows;
}
