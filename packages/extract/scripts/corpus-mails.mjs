// The corpus's mails as the extractor takes them (subject, text, HTML), for the benchmarks: each directory's .eml
// files in name order, parsed once as ingest parses them (src/corpus-mail.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readCorpusMail } from '../src/corpus-mail.ts';

export async function readMails(dirs) {
  const mails = [];
  for (const dir of dirs)
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()) {
      mails.push(await readCorpusMail(readFileSync(join(dir, f))));
    }
  return mails;
}

/** A typical mail: under 4 KB of subject, text and HTML together. */
export const isTypical = (m) => m.subject.length + m.text.length + m.html.length < 4096;
