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

export interface NewMessage {
  id: string;
  inboxId: number;
  envelopeFrom: string;
  from: string;
  subject: string;
  intro: string;
  text: string;
  html: string;
  raw: Buffer;
  attachments: NewAttachment[];
}

export interface MessageFilter {
  inboxId: number;
  /** Unix milliseconds; strictly after. */
  since?: number | undefined;
  from?: string | undefined;
  subject?: string | undefined;
}

const SUMMARY = `m.id, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt"`;

/** The shared WHERE clause of list and code queries; parameters $1..$4 in filter order. */
const FILTER = `m.inbox_id = $1
  AND ($2::bigint IS NULL OR m.received_at > timestamptz 'epoch' + $2::bigint * interval '1 millisecond')
  AND ($3::text IS NULL OR strpos(lower(m.from_header), lower($3::text)) > 0)
  AND ($4::text IS NULL OR strpos(lower(m.subject), lower($4::text)) > 0)`;

const filterParams = (f: MessageFilter) => [f.inboxId, f.since ?? null, f.from ?? null, f.subject ?? null];

export async function insertMessage(q: Queryable, m: NewMessage): Promise<{ receivedAt: Date }> {
  const { rows } = await q.query<{ receivedAt: Date }>(
    `INSERT INTO messages (id, inbox_id, envelope_from, from_header, subject, intro, text_body, html_body, raw, size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING received_at AS "receivedAt"`,
    [m.id, m.inboxId, m.envelopeFrom, m.from, m.subject, m.intro, m.text, m.html, m.raw, m.raw.length],
  );
  for (const [position, a] of m.attachments.entries()) {
    await q.query(
      `INSERT INTO attachments (id, message_id, position, filename, content_type, size, content_id, inline, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [a.id, m.id, position, a.filename, a.contentType, a.size, a.contentId, a.inline, a.content],
    );
  }
  return rows[0]!;
}

/** Newest first; ties within one millisecond keep arrival order. */
export async function listMessages(q: Queryable, f: MessageFilter & { limit: number }): Promise<MessageSummaryRow[]> {
  const { rows } = await q.query<MessageSummaryRow>(
    `SELECT ${SUMMARY} FROM messages m WHERE ${FILTER} ORDER BY m.received_at DESC, m.seq DESC LIMIT $5`,
    [...filterParams(f), f.limit],
  );
  return rows;
}

/** The newest matching message whose extraction found a code or a link. */
export async function findNewestWithCode(q: Queryable, f: MessageFilter): Promise<(MessageSummaryRow & { code: string | null; link: string | null }) | undefined> {
  const { rows } = await q.query<MessageSummaryRow & { code: string | null; link: string | null }>(
    `SELECT ${SUMMARY}, m.code, m.verification_link AS link FROM messages m
     WHERE ${FILTER} AND m.extract_status = 'done' AND (m.code IS NOT NULL OR m.verification_link IS NOT NULL)
     ORDER BY m.received_at DESC, m.seq DESC LIMIT 1`,
    filterParams(f),
  );
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

/** What the code-extractor needs: the parsed parts and where to publish the wake-up. */
export async function getMessageForExtraction(
  q: Queryable,
  id: string,
): Promise<{ id: string; subject: string; text: string; html: string; address: string; extractStatus: string } | undefined> {
  const { rows } = await q.query<{ id: string; subject: string; text: string; html: string; address: string; extractStatus: string }>(
    `SELECT m.id, m.subject, m.text_body AS text, m.html_body AS html, i.address, m.extract_status AS "extractStatus"
     FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = $1`,
    [id],
  );
  return rows[0];
}

export async function saveExtraction(
  q: Queryable,
  id: string,
  r: { code: string | null; links: LinkRow[]; verificationLink: string | null },
): Promise<void> {
  await q.query(
    `UPDATE messages SET extract_status = 'done', code = $2, links = $3::jsonb, verification_link = $4, extracted_at = now()
     WHERE id = $1`,
    [id, r.code, JSON.stringify(r.links), r.verificationLink],
  );
}

export async function markExtractionFailed(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE messages SET extract_status = 'failed', extracted_at = now() WHERE id = $1`, [id]);
}
