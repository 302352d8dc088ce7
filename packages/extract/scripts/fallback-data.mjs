// The labelled sets the learned fallback is trained and cross-validated on, parsed once with mailparser (as ingest
// parses them) and cached under node_modules/.cache. heldout12 and later are never read here: the lead keeps them clean.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TRAINING_SETS = ['dev', 'heldout', ...Array.from({ length: 10 }, (_, i) => `heldout${i + 2}`)];

/** One set's mails: { file, input: { subject, text, html }, code }, in file-name order. */
export async function readSet(set) {
  const dir = join(root, 'corpus', set);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const mails = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const p = await simpleParser(readFileSync(join(dir, file)));
    mails.push({ file, input: { subject: p.subject ?? '', text: p.text ?? '', html: p.html || '' }, code: expected[file].code });
  }
  return mails;
}

/** Every training set's mails, keyed by set (cached: parsing 1,300 mails takes a while). */
export async function readTrainingSets() {
  const cache = join(root, 'node_modules', '.cache', 'fallback-sets.json');
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const sets = {};
  for (const set of TRAINING_SETS) sets[set] = await readSet(set);
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(sets));
  return sets;
}
