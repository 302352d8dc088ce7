// Scores corpus/dev (or the files of it whose names start with a prefix) and prints each mismatch:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/score-dev.mjs [prefix]
// Development mail only: it never reads a held-out set.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '@throwbox/extract';
import { readCorpusMail } from '../src/corpus-mail.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus', 'dev');
const prefix = process.argv[2] ?? '';
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
let mails = 0,
  right = 0,
  codes = 0,
  links = 0,
  falseCodes = 0,
  falseLinks = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.eml') && f.startsWith(prefix))
  .sort()) {
  const r = extract(await readCorpusMail(readFileSync(join(dir, file))));
  const want = expected[file];
  mails++;
  const codeOk = r.code === want.code;
  const linkOk = r.verificationLink === want.verificationLink;
  if (codeOk) codes++;
  if (linkOk) links++;
  if (codeOk && linkOk) right++;
  if (r.code !== null && !codeOk) falseCodes++;
  if (r.verificationLink !== null && !linkOk) falseLinks++;
  if (!codeOk || !linkOk)
    console.log(`${file}: want ${JSON.stringify([want.code, want.verificationLink])} got ${JSON.stringify([r.code, r.verificationLink])}`);
}
console.log(
  `${prefix || 'dev'}: ${mails} mails, ${right} right; codes ${codes}/${mails}, links ${links}/${mails}; false codes ${falseCodes}, false links ${falseLinks}`,
);
