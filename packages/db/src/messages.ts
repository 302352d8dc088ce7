import type { OutboxRow } from './outbox.js';
import type { Queryable } from './pool.js';

export interface MessageSummaryRow {
  id: string;
  from: string;
  subject: string;
  intro: string;
  receivedAt: Date;
}

export interface LinkRow {
  url: string;
  text: string;
}

export interface MessageRow extends MessageSummaryRow {
  inboxId: number;
  text: string;
  html: string;
  extractStatus: 'pending' | 'done' | 'failed';
  code: string | null;
  links: LinkRow[];
  verificationLink: string | null;
}

export interface AttachmentRow {
  id: string;
  filename: string | null;
  contentType: string;
  size: number;
  contentId: string | null;
  inline: boolean;
}

export interface NewAttachment extends AttachmentRow {
  content: Buffer;
}

export interface MessageFilter {
  inboxId: number;
  /** Unix milliseconds; strictly after. */
  since?: number | undefined;
  from?: string | undefined;
  subject?: string | undefined;
}

const SUMMARY = `m.id, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt"`;

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

/**
 * `(…), (…)` for `rows` rows of parameters cast to `types`, numbered from $1. Binary columns go as one
 * Buffer parameter per row: in an array parameter, pg would spell every byte out as hex text.
 */
function typedTuples(types: readonly string[], rows: number): string {
  return Array.from({ length: rows }, (_, r) => `(${types.map((type, c) => `$${r * types.length + c + 1}::${type}`).join(', ')})`).join(', ');
}

const ATTACHMENT_CHUNK = 1000;
/** Shapes up to this many rows are prepared once per connection; rarer, larger ones are planned each time. */
const MAX_PREPARED_ROWS = 32;
const preparedName = (name: string, rows: number) => (rows <= MAX_PREPARED_ROWS ? { name } : {});

/** One received mail and the ids its copies take, one per recipient address. */
export interface IncomingMail {
  envelopeFrom: string;
  from: string;
  subject: string;
  intro: string;
  text: string;
  html: string;
  raw: Buffer;
  attachments: NewAttachment[];
  copies: { id: string; address: string }[];
  /** Code and links found by ingest itself (small mail): stored as done, with no `extract` job. */
  extraction?: Extracted;
}

/** The copies insertMail stored (ids; an inbox gone meanwhile gets none) and the outbox rows it wrote for them. */
export interface StoredMail {
  stored: string[];
  outbox: OutboxRow[];
}

/** What the extraction of one message found. */
export interface Extracted {
  code: string | null;
  links: LinkRow[];
  verificationLink: string | null;
}

const MAIL_COLUMNS = ['int', 'text', 'text', 'text', 'text', 'text', 'text', 'bytea', 'boolean', 'text', 'jsonb', 'text'];

/**
 * Stores received mail, a copy for each recipient whose inbox is still active, with an `extract` outbox
 * row per copy (none when ingest already extracted the mail: its copies are stored done, with their code
 * and links) and a `message.received` row where the inbox's account has an enabled webhook (for the
 * rest the event would be pure cost). One statement however many mails and recipients (the ingest's
 * group commit); the raw source goes once per mail, as a binary parameter. Returns the copies stored
 * and the outbox rows; the `extract` rows name exactly the copies stored and not extracted.
 * Attachments need `insertAttachments` in the same transaction. `markSent` are outbox rows of earlier
 * groups handed to the queue since: marked sent by the same statement, which saves each group a commit
 * of its own.
 */
export async function insertMail(q: Queryable, mail: IncomingMail[], markSent: number[] = []): Promise<StoredMail> {
  if (mail.length === 0) return { stored: [], outbox: [] };
  const copies = mail.flatMap((m, ord) => m.copies.map((c) => ({ ord, ...c })));
  const values = mail.length * MAIL_COLUMNS.length;
  const { rows } = await q.query<{ stored: string } & { [K in keyof OutboxRow]: OutboxRow[K] | null }>({
    ...preparedName(`insert-mail-${mail.length}`, mail.length),
    text: `WITH mail (ord, envelope_from, from_header, subject, intro, text_body, html_body, raw, extracted, code, links, link) AS (VALUES ${typedTuples(MAIL_COLUMNS, mail.length)}),
     copy AS (SELECT * FROM unnest($${values + 1}::int[], $${values + 2}::text[], $${values + 3}::text[]) AS c (ord, id, address)),
     sent AS (UPDATE outbox SET sent_at = now() WHERE id = ANY($${values + 4}::bigint[]) AND sent_at IS NULL),
     stored AS (
       INSERT INTO messages (id, inbox_id, envelope_from, from_header, subject, intro, text_body, html_body, raw, size,
         extract_status, code, links, verification_link, extracted_at)
       SELECT c.id, i.id, m.envelope_from, m.from_header, m.subject, m.intro, m.text_body, m.html_body, m.raw, octet_length(m.raw),
         CASE WHEN m.extracted THEN 'done' ELSE 'pending' END, m.code, coalesce(m.links, '[]'), m.link, CASE WHEN m.extracted THEN now() END
       FROM copy c JOIN mail m USING (ord) JOIN inboxes i ON i.address = c.address AND i.expires_at > now()
       ORDER BY c.ord
       RETURNING id, inbox_id, extract_status
     ),
     queued AS (
       INSERT INTO outbox (kind, message_id)
       SELECT e.kind, s.id FROM stored s JOIN inboxes i ON i.id = s.inbox_id
         CROSS JOIN (VALUES ('extract'), ('message.received')) e (kind)
       WHERE (e.kind = 'extract' AND s.extract_status = 'pending')
         OR (e.kind = 'message.received' AND EXISTS (SELECT 1 FROM webhooks w WHERE w.account_id = i.account_id AND NOT w.disabled))
       RETURNING id, kind, message_id, payload
     )
     SELECT s.id AS stored, o.id, o.kind, o.message_id AS "messageId", o.payload FROM stored s LEFT JOIN queued o ON o.message_id = s.id`,
    values: [
      ...mail.flatMap((m, ord) => [
        ord, m.envelopeFrom, m.from, m.subject, m.intro, m.text, m.html, m.raw,
        m.extraction !== undefined, m.extraction?.code ?? null, m.extraction ? JSON.stringify(m.extraction.links) : null, m.extraction?.verificationLink ?? null,
      ]),
      copies.map((c) => c.ord),
      copies.map((c) => c.id),
      copies.map((c) => c.address),
      markSent,
    ],
  });
  return {
    stored: [...new Set(rows.map((r) => r.stored))],
    outbox: rows.filter((r): r is typeof r & { id: number } => r.id !== null).map((r) => ({ id: r.id, kind: r.kind!, messageId: r.messageId, payload: r.payload! })),
  };
}

const ATTACHMENT_COLUMNS = ['int', 'text', 'int', 'text', 'text', 'int', 'text', 'boolean', 'bytea'];

/**
 * Inserts the attachments of stored mail, once per copy: each attachment's bytes go to Postgres once,
 * however many recipients' copies were stored (a 7 MiB file to 50 inboxes would otherwise be 350 MB on
 * the wire). Chunked under Postgres' 65,535 parameters a statement.
 */
export async function insertAttachments(q: Queryable, mail: { copyIds: string[]; attachments: NewAttachment[] }[]): Promise<void> {
  const attachments = mail.flatMap((m, ord) => (m.copyIds.length ? m.attachments.map((a, position) => ({ ...a, ord, position })) : []));
  const copies = mail.flatMap((m, ord) => m.copyIds.map((id) => ({ ord, id })));
  for (let i = 0; i < attachments.length; i += ATTACHMENT_CHUNK) {
    const chunk = attachments.slice(i, i + ATTACHMENT_CHUNK);
    const values = chunk.length * ATTACHMENT_COLUMNS.length;
    await q.query({
      ...preparedName(`insert-attachments-${chunk.length}`, chunk.length),
      text: `INSERT INTO attachments (id, message_id, position, filename, content_type, size, content_id, inline, content)
       SELECT a.id, c.id, a.position, a.filename, a.content_type, a.size, a.content_id, a.inline, a.content
       FROM (VALUES ${typedTuples(ATTACHMENT_COLUMNS, chunk.length)}) AS a (ord, id, position, filename, content_type, size, content_id, inline, content)
       JOIN unnest($${values + 1}::int[], $${values + 2}::text[]) AS c (ord, id) USING (ord)`,
      values: [
        ...chunk.flatMap((a) => [a.ord, a.id, a.position, a.filename, a.contentType, a.size, a.contentId, a.inline, a.content]),
        copies.map((c) => c.ord),
        copies.map((c) => c.id),
      ],
    });
  }
}

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

/**
 * For each request, the inbox at its address and, when that is the account's own and still active, its
 * first page of messages, newest first (ties within one millisecond in arrival order): any number of
 * requests in one round trip (the hot path of the API, batched under load). Another account's mail never
 * leaves Postgres. Answers one page per request, in order.
 */
export async function findInboxPages(q: Queryable, requests: InboxPageRequest[]): Promise<InboxPage[]> {
  if (requests.length === 0) return [];
  const { rows } = await q.query<{ ord: string; inboxId: number | null; accountId: number; address: string; expiresAt: Date | null } & Partial<MessageSummaryRow>>({
    // Named: prepared once per connection, so Postgres does not parse and plan it on every request.
    name: 'find-inbox-pages',
    text: `SELECT r.ord, i.id AS "inboxId", i.account_id AS "accountId", i.address, CASE WHEN i.expires_at = 'infinity' THEN NULL ELSE i.expires_at END AS "expiresAt", page.*
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::int[])
       WITH ORDINALITY AS r (address, account_id, since, from_contains, subject_contains, page_size, ord)
     LEFT JOIN inboxes i ON i.address = r.address
     LEFT JOIN LATERAL (
       SELECT ${SUMMARY}, m.seq AS "pageSeq" FROM messages m
       WHERE ${filterOn('i.id', 'r.since', 'r.from_contains', 'r.subject_contains')}
       ORDER BY m.received_at DESC, m.seq DESC LIMIT r.page_size
     ) page ON i.account_id = r.account_id AND i.expires_at > now()
     ORDER BY r.ord, page."receivedAt" DESC, page."pageSeq" DESC`,
    values: [
      requests.map((r) => r.address),
      requests.map((r) => r.accountId),
      requests.map((r) => r.since ?? null),
      requests.map((r) => r.from ?? null),
      requests.map((r) => r.subject ?? null),
      requests.map((r) => r.limit),
    ],
  });
  const pages: InboxPage[] = requests.map(() => ({ inbox: undefined, messages: [] }));
  for (const r of rows) {
    const page = pages[Number(r.ord) - 1]!;
    if (r.inboxId === null) continue;
    page.inbox ??= { id: r.inboxId, accountId: r.accountId, address: r.address, expiresAt: r.expiresAt };
    if (r.id !== null && r.id !== undefined) page.messages.push({ id: r.id, from: r.from!, subject: r.subject!, intro: r.intro!, receivedAt: r.receivedAt! });
  }
  return pages;
}

/** The newest matching message whose extraction found a code or a link. */
export async function findNewestWithCode(q: Queryable, f: MessageFilter): Promise<(MessageSummaryRow & { code: string | null; link: string | null }) | undefined> {
  const { rows } = await q.query<MessageSummaryRow & { code: string | null; link: string | null }>({
    name: 'find-newest-with-code',
    text: `SELECT ${SUMMARY}, m.code, m.verification_link AS link FROM messages m
     WHERE ${FILTER} AND m.extract_status = 'done' AND (m.code IS NOT NULL OR m.verification_link IS NOT NULL)
     ORDER BY m.received_at DESC, m.seq DESC LIMIT 1`,
    values: filterParams(f),
  });
  return rows[0];
}

export async function getMessage(q: Queryable, id: string, inboxId: number): Promise<MessageRow | undefined> {
  const { rows } = await q.query<MessageRow>(
    `SELECT ${SUMMARY}, m.inbox_id AS "inboxId", m.text_body AS text, m.html_body AS html,
       m.extract_status AS "extractStatus", m.code, m.links, m.verification_link AS "verificationLink"
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

export interface ExtractionSource {
  id: string;
  subject: string;
  text: string;
  html: string;
  address: string;
  extractStatus: 'pending' | 'done' | 'failed';
}

/** What the code-extractor needs for each message, in one query; deleted messages are simply absent. */
export async function getMessagesForExtraction(q: Queryable, ids: string[]): Promise<ExtractionSource[]> {
  const { rows } = await q.query<ExtractionSource>({
    name: 'get-messages-for-extraction',
    text: `SELECT m.id, m.subject, m.text_body AS text, m.html_body AS html, i.address, m.extract_status AS "extractStatus"
     FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = ANY($1::text[])`,
    values: [ids],
  });
  return rows;
}

export interface ExtractionResult extends Extracted {
  id: string;
}

/** Saves many extractions in one statement; only messages still pending are changed. */
export async function saveExtractions(q: Queryable, results: ExtractionResult[]): Promise<void> {
  if (results.length === 0) return;
  await q.query({
    name: 'save-extractions',
    text: `UPDATE messages m SET extract_status = 'done', code = r.code, links = r.links, verification_link = r.link, extracted_at = now()
     FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[]) AS r(id, code, links, link)
     WHERE m.id = r.id AND m.extract_status = 'pending'`,
    values: [results.map((r) => r.id), results.map((r) => r.code), results.map((r) => JSON.stringify(r.links)), results.map((r) => r.verificationLink)],
  });
}

export async function markExtractionFailed(q: Queryable, id: string): Promise<void> {
  // Only a pending one: a duplicate job that extracted it meanwhile keeps its result.
  await q.query(`UPDATE messages SET extract_status = 'failed', extracted_at = now() WHERE id = $1 AND extract_status = 'pending'`, [id]);
}
