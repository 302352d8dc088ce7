// The corpus's mails as the extractor takes them (subject, text, HTML), for the benchmarks: each directory's .eml
// files in name order, parsed once with mailparser as ingest parses them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export async function readMails(dirs) {
  const mails = [];
  for (const dir of dirs)
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()) {
      const p = await simpleParser(readFileSync(join(dir, f)));
      mails.push({ subject: p.subject ?? '', text: p.text ?? '', html: p.html || '' });
    }
  return mails;
}

/** A typical mail: under 4 KB of subject, text and HTML together. */
export const isTypical = (m) => m.subject.length + m.text.length + m.html.length < 4096;
