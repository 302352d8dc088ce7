// Parse-only check of an author's set (no extractor runs): node check.mjs <dir>
// Each .eml parses, has the headers a sender writes, and its expected code and link are in the mail as written.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

// mailparser from this package when run in place; an author's copy outside the repository names a checkout (MAILPARSER_FROM).
const own = new URL('../package.json', import.meta.url);
const require = createRequire(process.env.MAILPARSER_FROM ?? (existsSync(own) ? own : '/work/main/packages/extract/package.json'));
const { simpleParser } = require('mailparser');
const COUNTS = { decoys: 16, languages: 14, unlabelled: 10, alnum: 8, 'code-link': 6, links: 6 };
const PREFIX = { dc: 'decoys', un: 'unlabelled', an: 'alnum', cl: 'code-link', ln: 'links' };
const dir = process.argv[2];
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
const problems = [];
const counts = {};
const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"');
for (const f of files) {
  const want = expected[f];
  if (!want) {
    problems.push(`${f}: no entry in expected.json`);
    continue;
  }
  const prefix = f.split('-')[1];
  const family = PREFIX[prefix] ?? 'languages';
  if (want.family !== family) problems.push(`${f}: family ${want.family}, its prefix says ${family}`);
  counts[want.family] = (counts[want.family] ?? 0) + 1;
  const mail = await simpleParser(readFileSync(join(dir, f)));
  for (const h of ['from', 'to', 'subject', 'date', 'message-id']) if (!mail.headers.has(h)) problems.push(`${f}: no ${h} header`);
  const text = `${mail.subject ?? ''}\n${mail.text ?? ''}\n${decode(mail.html || '')}`;
  if (want.code !== null) {
    // A code printed in Arabic-Indic or Persian digits (٥٨٣٠٢٧, ۵۸۳۰۲۷) is typed, and expected, in ASCII digits.
    const ascii = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.codePointAt(0) ?? 0) & 0xf));
    const digits = ascii.replace(/[^0-9A-Za-z]/g, '');
    const bare = want.code.replace(/[^0-9A-Za-z]/g, '');
    if (!text.includes(want.code) && !digits.includes(bare)) problems.push(`${f}: code ${want.code} not found in the mail`);
  }
  if (want.verificationLink !== null && !text.includes(want.verificationLink))
    problems.push(`${f}: link not found as written in the mail (${want.verificationLink.slice(0, 60)}…)`);
  if (family === 'decoys' && (want.code !== null || want.verificationLink !== null)) problems.push(`${f}: a decoy expects nothing`);
}
for (const f of Object.keys(expected)) if (!files.includes(f)) problems.push(`${f}: in expected.json, no such file`);
for (const [family, n] of Object.entries(COUNTS))
  if ((counts[family] ?? 0) !== n) problems.push(`${family}: ${counts[family] ?? 0} mails, want ${n}`);
console.log(problems.length ? problems.join('\n') : `ok: ${files.length} mails`, JSON.stringify(counts));
process.exit(problems.length ? 1 : 0);
