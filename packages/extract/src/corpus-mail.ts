// A corpus mail read as ingest reads it (services/ingest/src/parse.ts), so that the corpus scores what a stored mail
// is extracted from. Ingest also gives mailparser a decoder for charsets it does not know; no corpus mail has one.
import { simpleParser } from 'mailparser';
import type { ExtractInput } from './index.js';
import { MAIL_PARSE_OPTIONS, mailText } from './mail-parts.js';

export async function readCorpusMail(raw: Buffer): Promise<ExtractInput> {
  const parsed = await simpleParser(raw, MAIL_PARSE_OPTIONS);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return { subject: parsed.subject ?? '', text: mailText(parsed.text, html), html };
}
