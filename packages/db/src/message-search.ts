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
  code: string | null;
  verificationLink: string | null;
  extractStatus: 'pending' | 'done' | 'failed';
  size: number;
  unread: boolean;
}

/** The indexed expression of 016: a query must write it exactly so for the index to answer it. */
export const SEARCH_DOCUMENT = `to_tsvector('simple', left(m.subject, 1000) || ' ' || left(m.text_body, 100000))`;

/** ILIKE's own wildcards, taken literally: "50%" finds "50%", not every subject with "50". */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest messages of the account's inboxes that match, newest first; another account's never match. */
export async function searchMessages(q: Queryable, s: MailSearch): Promise<FoundMessageRow[]> {
  const params: unknown[] = [s.accountId];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where = ['i.account_id = $1'];
  // A query of stop-words only is an empty tsquery, which matches nothing: that is the right answer.
  if (s.text) where.push(`${SEARCH_DOCUMENT} @@ websearch_to_tsquery('simple', ${param(s.text)})`);
  for (const f of s.from ?? []) where.push(`m.from_header ILIKE ${param(contains(f))}`);
  for (const f of s.subject ?? []) where.push(`m.subject ILIKE ${param(contains(f))}`);
  for (const f of s.to ?? []) where.push(`i.address ILIKE ${param(contains(f))}`);
  if (s.hasAttachment) where.push('EXISTS (SELECT 1 FROM attachments a WHERE a.message_id = m.id AND NOT a.inline)');
  if (s.after) where.push(`m.received_at >= ${param(s.after)}`);
  if (s.before) where.push(`m.received_at < ${param(s.before)}`);
  if (s.unread) where.push('m.read_at IS NULL');
  const { rows } = await q.query<FoundMessageRow>(
    `SELECT m.id, i.address, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt", m.code,
       m.verification_link AS "verificationLink", m.extract_status AS "extractStatus", m.size, m.read_at IS NULL AS unread
     FROM messages m JOIN inboxes i ON i.id = m.inbox_id
     WHERE ${where.join(' AND ')}
     ORDER BY m.received_at DESC, m.seq DESC LIMIT ${param(s.limit)}`,
    params,
  );
  return rows;
}

/** Marks a message read (the console opened it); the first time only. */
export async function markMessageRead(q: Queryable, id: string, inboxId: number): Promise<void> {
  await q.query('UPDATE messages SET read_at = now() WHERE id = $1 AND inbox_id = $2 AND read_at IS NULL', [id, inboxId]);
}
