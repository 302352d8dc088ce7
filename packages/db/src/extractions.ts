/** The code-extractor's reads and writes of messages. */
import type { Queryable } from './pool.js';

export interface LinkRow {
  url: string;
  text: string;
}

/** What the extraction of one message found, and which extractor found it. */
export interface Extracted {
  code: string | null;
  links: LinkRow[];
  verificationLink: string | null;
  /** Confidence in code (0–1), null without one. */
  confidence: number | null;
  extractorVersion: number;
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
    text: `UPDATE messages m SET extract_status = 'done', code = r.code, links = r.links, verification_link = r.link, extracted_at = now(),
       code_confidence = r.confidence, extractor_version = r.version
     FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::real[], $6::smallint[]) AS r(id, code, links, link, confidence, version)
     WHERE m.id = r.id AND m.extract_status = 'pending'`,
    values: [
      results.map((r) => r.id),
      results.map((r) => r.code),
      results.map((r) => JSON.stringify(r.links)),
      results.map((r) => r.verificationLink),
      results.map((r) => r.confidence),
      results.map((r) => r.extractorVersion),
    ],
  });
}

export async function markExtractionFailed(q: Queryable, id: string): Promise<void> {
  // Only a pending one: a duplicate job that extracted it meanwhile keeps its result.
  await q.query(`UPDATE messages SET extract_status = 'failed', extracted_at = now() WHERE id = $1 AND extract_status = 'pending'`, [id]);
}

/**
 * Messages of an inbox extracted by an older extractor than `version`, newest first: read again by the
 * api before it answers from their stored code.
 */
export async function listStaleExtractions(q: Queryable, inboxId: number, version: number, limit: number): Promise<ExtractionSource[]> {
  const { rows } = await q.query<ExtractionSource>({
    name: 'list-stale-extractions',
    text: `SELECT m.id, m.subject, m.text_body AS text, m.html_body AS html, '' AS address, m.extract_status AS "extractStatus"
     FROM messages m WHERE m.inbox_id = $1 AND m.extract_status = 'done' AND m.extractor_version < $2
     ORDER BY m.received_at DESC LIMIT $3`,
    values: [inboxId, version, limit],
  });
  return rows;
}

/**
 * Replaces older extractions with newer ones; a row already at that version or newer is left alone.
 * `extracted_at` stays: it is when the message's code first became readable (its `timings.extractedAt`),
 * which a later upgrade of the extractor must not move to the day someone read it.
 */
export async function saveReextractions(q: Queryable, results: ExtractionResult[]): Promise<void> {
  if (results.length === 0) return;
  await q.query({
    name: 'save-reextractions',
    text: `UPDATE messages m SET code = r.code, links = r.links, verification_link = r.link, code_confidence = r.confidence,
       extractor_version = r.version
     FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::real[], $6::smallint[]) AS r(id, code, links, link, confidence, version)
     WHERE m.id = r.id AND m.extract_status = 'done' AND m.extractor_version < r.version`,
    values: [
      results.map((r) => r.id),
      results.map((r) => r.code),
      results.map((r) => JSON.stringify(r.links)),
      results.map((r) => r.verificationLink),
      results.map((r) => r.confidence),
      results.map((r) => r.extractorVersion),
    ],
  });
}
