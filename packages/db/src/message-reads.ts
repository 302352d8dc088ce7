/** The reads of stored messages: the api's (and the console's) lists, waits, single messages and attachments. */
import type { LinkRow } from './extractions.js';
import type { Queryable } from './pool.js';

export interface MessageSummaryRow {
  id: string;
  from: string;
  subject: string;
  intro: string;
  /** When it was stored (its commit): lists are ordered and `since` judged by it. */
  receivedAt: Date;
  /** When the sender's DATA ended; null for mail stored before ingest recorded it. */
  dataEndedAt: Date | null;
  /** When its code and links were extracted (or extraction failed); null until then. */
  extractedAt: Date | null;
}

export interface MessageRow extends MessageSummaryRow {
  inboxId: number;
  text: string;
  html: string;
  extractStatus: 'pending' | 'done' | 'failed';
  code: string | null;
  links: LinkRow[];
  verificationLink: string | null;
  confidence: number | null;
}

export interface AttachmentRow {
  id: string;
  filename: string | null;
  contentType: string;
  size: number;
  contentId: string | null;
  inline: boolean;
}

export interface MessageFilter {
  inboxId: number;
  /** Unix milliseconds; strictly after. */
  since?: number | undefined;
  from?: string | undefined;
  subject?: string | undefined;
}

const SUMMARY = `m.id, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt",
  m.data_ended_at AS "dataEndedAt", m.extracted_at AS "extractedAt"`;

/**
 * The filter of list and code queries: messages of the inbox `inbox` received after `since` (Unix ms)
 * whose From and Subject contain `from` and `subject`, case-insensitively; each of the three may be NULL.
 */
const filterOn = (inbox: string, since: string, from: string, subject: string) => `m.inbox_id = ${inbox}
  AND (${since}::bigint IS NULL OR m.received_at > timestamptz 'epoch' + ${since}::bigint * interval '1 millisecond')
  AND (${from}::text IS NULL OR strpos(lower(m.from_header), lower(${from}::text)) > 0)
  AND (${subject}::text IS NULL OR strpos(lower(m.subject), lower(${subject}::text)) > 0)`;
const FILTER = filterOn('$1', '$2', '$3', '$4');

const filterParams = (f: MessageFilter) => [f.inboxId, f.since ?? null, f.from ?? null, f.subject ?? null];

export interface InboxPage {
  /** The inbox at that address, whoever owns it; undefined when there is none. */
  inbox: { id: number; accountId: number; address: string; expiresAt: Date | null } | undefined;
  /** Its newest matching messages: empty unless the inbox is the account's own and active. */
  messages: MessageSummaryRow[];
}

export interface InboxPageRequest {
  address: string;
  accountId: number;
  since?: number | undefined;
  from?: string | undefined;
  subject?: string | undefined;
  limit: number;
}

type InboxPageRow = {
  ord: string;
  inboxId: number | null;
  accountId: number;
  address: string;
  expiresAt: Date | null;
} & Partial<MessageSummaryRow>;

const INBOX_COLUMNS = `i.id AS "inboxId", i.account_id AS "accountId", i.address, CASE WHEN i.expires_at = 'infinity' THEN NULL ELSE i.expires_at END AS "expiresAt"`;

/** The first page of the inbox `i`, joined when it is the account's own and active (the columns of filterOn, the page size). */
const pageOf = (since: string, from: string, subject: string, pageSize: string, accountId: string) => `LEFT JOIN LATERAL (
       SELECT ${SUMMARY}, m.seq AS "pageSeq" FROM messages m
       WHERE ${filterOn('i.id', since, from, subject)}
       ORDER BY m.received_at DESC, m.seq DESC LIMIT ${pageSize}
     ) page ON i.account_id = ${accountId} AND i.expires_at > now()`;

/**
 * For each request, the inbox at its address and, when that is the account's own and still active, its
 * first page of messages, newest first (ties within one millisecond in arrival order): any number of
 * requests in one round trip (the hot path of the API, batched under load). Another account's mail never
 * leaves Postgres. Answers one page per request, in order.
 *
 * A lone request (the usual case, and a woken wait's re-query) has a statement of its own: Postgres keeps
 * one generic plan for it after its fifth run, where the batch's arrays make it plan every run again
 * (0.2–0.5 ms of the round trip, docs/benchmarks.md "Where a wake-up's time goes").
 */
export async function findInboxPages(q: Queryable, requests: InboxPageRequest[]): Promise<InboxPage[]> {
  if (requests.length === 0) return [];
  const [only] = requests;
  const { rows } = await q.query<InboxPageRow>(
    requests.length === 1
      ? {
          // Named: prepared once per connection, so Postgres does not parse it on every request.
          name: 'find-inbox-page',
          text: `SELECT 1 AS ord, ${INBOX_COLUMNS}, page.* FROM inboxes i
     ${pageOf('$3', '$4', '$5', '$6', '$2')}
     WHERE i.address = $1
     ORDER BY page."receivedAt" DESC, page."pageSeq" DESC`,
          values: [only!.address, only!.accountId, only!.since ?? null, only!.from ?? null, only!.subject ?? null, only!.limit],
        }
      : {
          name: 'find-inbox-pages',
          text: `SELECT r.ord, ${INBOX_COLUMNS}, page.*
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::int[])
       WITH ORDINALITY AS r (address, account_id, since, from_contains, subject_contains, page_size, ord)
     LEFT JOIN inboxes i ON i.address = r.address
     ${pageOf('r.since', 'r.from_contains', 'r.subject_contains', 'r.page_size', 'r.account_id')}
     ORDER BY r.ord, page."receivedAt" DESC, page."pageSeq" DESC`,
          values: [
            requests.map((r) => r.address),
            requests.map((r) => r.accountId),
            requests.map((r) => r.since ?? null),
            requests.map((r) => r.from ?? null),
            requests.map((r) => r.subject ?? null),
            requests.map((r) => r.limit),
          ],
        },
  );
  const pages: InboxPage[] = requests.map(() => ({ inbox: undefined, messages: [] }));
  for (const r of rows) {
    const page = pages[Number(r.ord) - 1]!;
    if (r.inboxId === null) continue;
    page.inbox ??= { id: r.inboxId, accountId: r.accountId, address: r.address, expiresAt: r.expiresAt };
    if (r.id !== null && r.id !== undefined)
      page.messages.push({
        id: r.id,
        from: r.from!,
        subject: r.subject!,
        intro: r.intro!,
        receivedAt: r.receivedAt!,
        dataEndedAt: r.dataEndedAt ?? null,
        extractedAt: r.extractedAt ?? null,
      });
  }
  return pages;
}

interface CodeFound {
  code: string | null;
  link: string | null;
  confidence: number | null;
}

/** The newest matching message whose extraction found a code or a link. */
export async function findNewestWithCode(q: Queryable, f: MessageFilter): Promise<(MessageSummaryRow & CodeFound) | undefined> {
  const { rows } = await q.query<MessageSummaryRow & CodeFound>({
    name: 'find-newest-with-code',
    text: `SELECT ${SUMMARY}, m.code, m.verification_link AS link, m.code_confidence AS confidence FROM messages m
     WHERE ${FILTER} AND m.extract_status = 'done' AND (m.code IS NOT NULL OR m.verification_link IS NOT NULL)
     ORDER BY m.received_at DESC, m.seq DESC LIMIT 1`,
    values: filterParams(f),
  });
  return rows[0];
}

export async function getMessage(q: Queryable, id: string, inboxId: number): Promise<MessageRow | undefined> {
  const { rows } = await q.query<MessageRow>(
    `SELECT ${SUMMARY}, m.inbox_id AS "inboxId", m.text_body AS text, m.html_body AS html,
       m.extract_status AS "extractStatus", m.code, m.links, m.verification_link AS "verificationLink", m.code_confidence AS confidence
     FROM messages m WHERE m.id = $1 AND m.inbox_id = $2`,
    [id, inboxId],
  );
  return rows[0];
}

export async function listAttachments(q: Queryable, messageId: string): Promise<AttachmentRow[]> {
  const { rows } = await q.query<AttachmentRow>(
    `SELECT id, filename, content_type AS "contentType", size, content_id AS "contentId", inline
     FROM attachments WHERE message_id = $1 ORDER BY position`,
    [messageId],
  );
  return rows;
}

export async function getAttachmentContent(
  q: Queryable,
  messageId: string,
  attachmentId: string,
  inboxId: number,
): Promise<(AttachmentRow & { content: Buffer }) | undefined> {
  const { rows } = await q.query<AttachmentRow & { content: Buffer }>(
    `SELECT a.id, a.filename, a.content_type AS "contentType", a.size, a.content_id AS "contentId", a.inline, a.content
     FROM attachments a JOIN messages m ON m.id = a.message_id
     WHERE a.message_id = $1 AND a.id = $2 AND m.inbox_id = $3`,
    [messageId, attachmentId, inboxId],
  );
  return rows[0];
}

export async function getRawMessage(q: Queryable, id: string, inboxId: number): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ raw: Buffer }>('SELECT raw FROM messages WHERE id = $1 AND inbox_id = $2', [id, inboxId]);
  return rows[0]?.raw;
}

/** What a wait that ended with nothing can say of the inbox's mail in its window (see WaitExplanation). */
export interface WaitFacts {
  arrived: number;
  withoutCode: number;
  withoutCodeSubjects: string[];
  /** Matching messages read for their code, with or without one, and the newest five subjects. */
  read: number;
  readSubjects: string[];
  notMatching: number;
  nearest: { from: string; subject: string; receivedAt: Date }[];
  pending: number;
  newestReceivedAt: Date | null;
}

/**
 * The facts of a wait's window in one statement: messages after `since` (all, when not given), those the
 * from/subject filter leaves out, matching ones read without a code or link, and ones still being read.
 */
export async function findWaitFacts(q: Queryable, f: MessageFilter): Promise<WaitFacts> {
  const matches = `(($3::text IS NULL OR strpos(lower(m.from_header), lower($3::text)) > 0)
    AND ($4::text IS NULL OR strpos(lower(m.subject), lower($4::text)) > 0))`;
  const { rows } = await q.query<WaitFacts>({
    name: 'find-wait-facts',
    text: `WITH w AS (
       SELECT m.from_header, m.subject, m.received_at, m.seq, m.extract_status, m.code IS NULL AND m.verification_link IS NULL AS empty,
         ${matches} AS matches
       FROM messages m
       WHERE m.inbox_id = $1 AND ($2::bigint IS NULL OR m.received_at > timestamptz 'epoch' + $2::bigint * interval '1 millisecond')
     )
     SELECT (SELECT count(*) FROM w)::int AS arrived,
       (SELECT count(*) FROM w WHERE matches AND extract_status <> 'pending' AND empty)::int AS "withoutCode",
       (SELECT coalesce(array_agg(subject), '{}') FROM (SELECT subject FROM w WHERE matches AND extract_status <> 'pending' AND empty
          ORDER BY received_at DESC, seq DESC LIMIT 5) s) AS "withoutCodeSubjects",
       (SELECT count(*) FROM w WHERE matches AND extract_status <> 'pending')::int AS read,
       (SELECT coalesce(array_agg(subject), '{}') FROM (SELECT subject FROM w WHERE matches AND extract_status <> 'pending'
          ORDER BY received_at DESC, seq DESC LIMIT 5) s) AS "readSubjects",
       (SELECT count(*) FROM w WHERE NOT matches)::int AS "notMatching",
       (SELECT coalesce(json_agg(json_build_object('from', from_header, 'subject', subject, 'receivedAt', received_at)), '[]')
          FROM (SELECT from_header, subject, received_at FROM w WHERE NOT matches ORDER BY received_at DESC, seq DESC LIMIT 3) s) AS nearest,
       (SELECT count(*) FROM w WHERE matches AND extract_status = 'pending')::int AS pending,
       (SELECT max(received_at) FROM messages WHERE inbox_id = $1) AS "newestReceivedAt"`,
    values: filterParams(f),
  });
  const facts = rows[0]!;
  return { ...facts, nearest: facts.nearest.map((n) => ({ ...n, receivedAt: new Date(n.receivedAt) })) };
}

export interface RecentForShape extends MessageSummaryRow {
  link: string | null;
}

/** The newest `limit` matching messages already read, without their bodies: candidates for a code of a given shape. */
export async function findRecentForShape(q: Queryable, f: MessageFilter, limit: number): Promise<RecentForShape[]> {
  const { rows } = await q.query<RecentForShape>({
    name: 'find-recent-for-shape',
    text: `SELECT ${SUMMARY}, m.verification_link AS link FROM messages m
     WHERE ${FILTER} AND m.extract_status <> 'pending'
     ORDER BY m.received_at DESC, m.seq DESC LIMIT $5`,
    values: [...filterParams(f), limit],
  });
  return rows;
}

/** The subject, text and HTML of these messages of one inbox, for extracting them again. */
export async function getCodeBodies(
  q: Queryable,
  inboxId: number,
  ids: string[],
): Promise<{ id: string; subject: string; text: string; html: string }[]> {
  const { rows } = await q.query<{ id: string; subject: string; text: string; html: string }>({
    name: 'get-code-bodies',
    text: 'SELECT id, subject, text_body AS text, html_body AS html FROM messages WHERE inbox_id = $1 AND id = ANY($2::text[])',
    values: [inboxId, ids],
  });
  return rows;
}
