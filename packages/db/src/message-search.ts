/** Search across one account's mail: the console's search and GET /v1/messages?search=. */
import type { Queryable } from './pool.js';

/** What a search asks for; every part narrows it (AND). Parsed from the search syntax by the front doors. */
export interface MailSearch {
  accountId: number;
  /** Free text, for the full-text index over subject and body (websearch syntax: "a phrase", or, -word). */
  text?: string | undefined;
  /** Substrings of the From header, of the subject, and of the inbox address, case-insensitive. */
  from?: string[] | undefined;
  subject?: string[] | undefined;
  to?: string[] | undefined;
  hasAttachment?: boolean | undefined;
  /** Received at or after, and strictly before. */
  after?: Date | undefined;
  before?: Date | undefined;
  unread?: boolean | undefined;
  limit: number;
}

export interface FoundMessageRow {
  id: string;
  address: string;
  from: string;
  subject: string;
  intro: string;
  receivedAt: Date;
  dataEndedAt: Date | null;
  extractedAt: Date | null;
  code: string | null;
  verificationLink: string | null;
  extractStatus: 'pending' | 'done' | 'failed';
  size: number;
  unread: boolean;
}

/** ILIKE's own wildcards, taken literally: "50%" finds "50%", not every subject with "50". */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest mail a first pass reads through before it asks the indexes instead. */
const RECENT = 1000;

/**
 * The newest messages of the account's inboxes that match, newest first; another account's never match.
 * Two passes, because no one plan is fast for both: a search that matches much of the mail is answered by
 * walking the newest mail (and stops after `limit`), one that matches little by the full-text and trigram
 * indexes. Postgres cannot tell them apart for a rare word (its statistics know only common ones), so the
 * first pass walks at most the newest 1,000 messages; only when that finds fewer than `limit` does the
 * second pass ask the indexes, with the order written so that it cannot walk the whole table instead.
 */
export async function searchMessages(q: Queryable, s: MailSearch): Promise<FoundMessageRow[]> {
  const params: unknown[] = [s.accountId];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  // A query of stop-words only is an empty tsquery, which matches nothing: that is the right answer.
  if (s.text) where.push(`m.search_document @@ websearch_to_tsquery('simple', ${param(s.text)})`);
  for (const f of s.from ?? []) where.push(`m.from_header ILIKE ${param(contains(f))}`);
  for (const f of s.subject ?? []) where.push(`m.subject ILIKE ${param(contains(f))}`);
  for (const f of s.to ?? []) where.push(`m.address ILIKE ${param(contains(f))}`);
  if (s.hasAttachment) where.push('EXISTS (SELECT 1 FROM attachments a WHERE a.message_id = m.id AND NOT a.inline)');
  if (s.after) where.push(`m.received_at >= ${param(s.after)}`);
  if (s.before) where.push(`m.received_at < ${param(s.before)}`);
  if (s.unread) where.push('m.read_at IS NULL');
  const limit = param(s.limit);
  const columns = `m.id, m.address, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt", m.code,
       m.verification_link AS "verificationLink", m.extract_status AS "extractStatus", m.size, m.read_at IS NULL AS unread,
       m.data_ended_at AS "dataEndedAt", m.extracted_at AS "extractedAt"`;
  const matching = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const recent = await q.query<FoundMessageRow>(
    `SELECT ${columns} FROM (
       SELECT m.*, i.address FROM messages m JOIN inboxes i ON i.id = m.inbox_id
       WHERE i.account_id = $1 ORDER BY m.received_at DESC, m.seq DESC LIMIT ${RECENT}) m
     ${matching} ORDER BY m.received_at DESC, m.seq DESC LIMIT ${limit}`,
    params,
  );
  if (recent.rows.length === s.limit || !where.length) return recent.rows;
  const { rows } = await q.query<FoundMessageRow>(
    `SELECT ${columns} FROM (SELECT m.*, i.address FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.account_id = $1) m
     ${matching} ORDER BY m.received_at + interval '0' DESC, m.seq DESC LIMIT ${limit}`,
    params,
  );
  return rows;
}

/** Marks a message read (the console opened it); the first time only. */
export async function markMessageRead(q: Queryable, id: string, inboxId: number): Promise<void> {
  await q.query('UPDATE messages SET read_at = now() WHERE id = $1 AND inbox_id = $2 AND read_at IS NULL', [id, inboxId]);
}

/** The messages beside one in its inbox's list (newest first): `newer` above it, `older` below. */
export async function messageNeighbours(
  q: Queryable,
  id: string,
  inboxId: number,
): Promise<{ newer: string | null; older: string | null }> {
  const { rows } = await q.query<{ newer: string | null; older: string | null }>(
    `WITH me AS (SELECT received_at, seq FROM messages WHERE id = $1 AND inbox_id = $2)
     SELECT
       (SELECT m.id FROM messages m, me WHERE m.inbox_id = $2 AND (m.received_at, m.seq) > (me.received_at, me.seq)
        ORDER BY m.received_at, m.seq LIMIT 1) AS newer,
       (SELECT m.id FROM messages m, me WHERE m.inbox_id = $2 AND (m.received_at, m.seq) < (me.received_at, me.seq)
        ORDER BY m.received_at DESC, m.seq DESC LIMIT 1) AS older`,
    [id, inboxId],
  );
  return rows[0] ?? { newer: null, older: null };
}
