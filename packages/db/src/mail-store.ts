/** Ingest's write path: received mail, a copy per recipient, its attachments and its outbox rows. */
import type { Extracted } from './extractions.js';
import type { AttachmentRow } from './message-reads.js';
import type { OutboxRow } from './outbox.js';
import type { Queryable } from './pool.js';

export interface NewAttachment extends AttachmentRow {
  content: Buffer;
}

/**
 * `(…), (…)` for `rows` rows of parameters cast to `types`, numbered from $1. Binary columns go as one
 * Buffer parameter per row: in an array parameter, pg would spell every byte out as hex text.
 */
function typedTuples(types: readonly string[], rows: number): string {
  return Array.from({ length: rows }, (_, r) => `(${types.map((type, c) => `$${r * types.length + c + 1}::${type}`).join(', ')})`).join(
    ', ',
  );
}

const ATTACHMENT_CHUNK = 1000;
/** Shapes up to this many rows are prepared once per connection; rarer, larger ones are planned each time. */
const MAX_PREPARED_ROWS = 32;
const preparedName = (name: string, rows: number) => (rows <= MAX_PREPARED_ROWS ? { name } : {});

/** One received mail and the ids its copies take, one per recipient address. */
export interface IncomingMail {
  envelopeFrom: string;
  /** The SMTP client's address and HELO/EHLO name, for SPF (DECISIONS §12). */
  clientIp: string;
  helo: string;
  from: string;
  subject: string;
  intro: string;
  text: string;
  html: string;
  raw: Buffer;
  attachments: NewAttachment[];
  copies: { id: string; address: string }[];
  /** When the sender's DATA ended. */
  dataEndedAt: Date;
  /** Code and links found by ingest itself (small mail): stored as done, with no `extract` job. */
  extraction?: Extracted;
}

/** The copies insertMail stored (ids; an inbox gone meanwhile gets none) and the outbox rows it wrote for them. */
export interface StoredMail {
  stored: string[];
  outbox: OutboxRow[];
}

/**
 * Which stored messages get a `message.received` event: those whose inbox's account has an enabled webhook
 * when the message commits. An account with none (or only disabled ones) gets no event row at all, so a
 * webhook registered or re-registered later is never told of mail that arrived before it.
 */
const GETS_MESSAGE_EVENT = (accountId: string) => `EXISTS (SELECT 1 FROM webhooks w WHERE w.account_id = ${accountId} AND NOT w.disabled)`;

const MAIL_COLUMNS = [
  'int',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'bytea',
  'boolean',
  'text',
  'jsonb',
  'text',
  'real',
  'smallint',
  'timestamptz',
];

/**
 * Stores received mail, a copy for each recipient whose inbox is still active, with an `extract` outbox
 * row per copy (none when ingest already extracted the mail: its copies are stored done, with their code
 * and links) and a `message.received` row where GETS_MESSAGE_EVENT holds (for the rest the event would
 * be pure cost). One statement however many mails and recipients (the ingest's
 * group commit); the raw source goes once per mail, as a binary parameter. Returns the copies stored
 * and the outbox rows; the `extract` rows name exactly the copies stored and not extracted.
 * Attachments need `insertAttachments` in the same transaction.
 */
export async function insertMail(q: Queryable, mail: IncomingMail[]): Promise<StoredMail> {
  if (mail.length === 0) return { stored: [], outbox: [] };
  const copies = mail.flatMap((m, ord) => m.copies.map((c) => ({ ord, ...c })));
  const values = mail.length * MAIL_COLUMNS.length;
  const { rows } = await q.query<{ stored: string } & { [K in keyof OutboxRow]: OutboxRow[K] | null }>({
    ...preparedName(`insert-mail-${mail.length}`, mail.length),
    text: `WITH mail (ord, envelope_from, client_ip, helo, from_header, subject, intro, text_body, html_body, raw, extracted, code, links, link, confidence, version, data_ended_at) AS (VALUES ${typedTuples(MAIL_COLUMNS, mail.length)}),
     copy AS (SELECT * FROM unnest($${values + 1}::int[], $${values + 2}::text[], $${values + 3}::text[]) AS c (ord, id, address)),
     stored AS (
       INSERT INTO messages (id, inbox_id, envelope_from, client_ip, helo, from_header, subject, intro, text_body, html_body, raw, size,
         extract_status, code, links, verification_link, extracted_at, code_confidence, extractor_version, data_ended_at)
       SELECT c.id, i.id, m.envelope_from, m.client_ip, m.helo, m.from_header, m.subject, m.intro, m.text_body, m.html_body, m.raw, octet_length(m.raw),
         CASE WHEN m.extracted THEN 'done' ELSE 'pending' END, m.code, coalesce(m.links, '[]'), m.link, CASE WHEN m.extracted THEN now() END,
         m.confidence, coalesce(m.version, 1), m.data_ended_at
       FROM copy c JOIN mail m USING (ord) JOIN inboxes i ON i.address = c.address AND i.expires_at > now()
       ORDER BY c.ord
       RETURNING id, inbox_id, extract_status
     ),
     queued AS (
       INSERT INTO outbox (kind, message_id)
       SELECT e.kind, s.id FROM stored s JOIN inboxes i ON i.id = s.inbox_id
         CROSS JOIN (VALUES ('extract'), ('message.received')) e (kind)
       WHERE (e.kind = 'extract' AND s.extract_status = 'pending')
         OR (e.kind = 'message.received' AND ${GETS_MESSAGE_EVENT('i.account_id')})
       RETURNING id, kind, message_id, payload
     )
     SELECT s.id AS stored, o.id, o.kind, o.message_id AS "messageId", o.payload FROM stored s LEFT JOIN queued o ON o.message_id = s.id`,
    values: [
      ...mail.flatMap((m, ord) => [
        ord,
        m.envelopeFrom,
        m.clientIp,
        m.helo,
        m.from,
        m.subject,
        m.intro,
        m.text,
        m.html,
        m.raw,
        m.extraction !== undefined,
        m.extraction?.code ?? null,
        m.extraction ? JSON.stringify(m.extraction.links) : null,
        m.extraction?.verificationLink ?? null,
        m.extraction?.confidence ?? null,
        m.extraction?.extractorVersion ?? null,
        m.dataEndedAt,
      ]),
      copies.map((c) => c.ord),
      copies.map((c) => c.id),
      copies.map((c) => c.address),
    ],
  });
  return {
    stored: [...new Set(rows.map((r) => r.stored))],
    outbox: rows
      .filter((r): r is typeof r & { id: number } => r.id !== null)
      .map((r) => ({ id: r.id, kind: r.kind!, messageId: r.messageId, payload: r.payload! })),
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
