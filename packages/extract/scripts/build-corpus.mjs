// Writes corpus/*.eml and corpus/expected.json from the mail specs in scripts/corpus/.
// The expectations are written by hand next to each mail (what a person reading the
// mail would type), never derived from extract()'s output.
//
//   node packages/extract/scripts/build-corpus.mjs
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEml } from './mime.mjs';
import codesEn from './corpus/codes-en.mjs';
import codesIntl from './corpus/codes-intl.mjs';
import families from './corpus/families.mjs';
import holdout from './corpus/holdout.mjs';
import links from './corpus/links.mjs';
import mixed from './corpus/mixed.mjs';
import noCode from './corpus/no-code.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (f.endsWith('.eml')) unlinkSync(join(outDir, f));

const mails = [...codesEn, ...codesIntl, ...links, ...noCode, ...mixed, ...holdout, ...families];
const expected = {};
let n = 0;
for (const m of mails) {
  if (expected[m.file]) throw new Error(`duplicate corpus file ${m.file}`);
  n++;
  const messageId = `${m.file.replace(/\.eml$/, '')}.${n.toString(36)}@${m.from.replace(/.*@([^>]+)>?$/, '$1')}`;
  writeFileSync(join(outDir, m.file), buildEml({ ...m, messageId }));
  expected[m.file] = { code: m.expect.code, verificationLink: m.expect.verificationLink, ...(m.family ? { family: m.family } : {}) };
}
const sorted = Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(outDir, 'expected.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote ${mails.length} mails to ${outDir}`);
