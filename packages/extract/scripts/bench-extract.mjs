// Microbenchmark: extraction of the corpus's mails, parsed once, each extracted many times in a loop.
// Prints the median and minimum per-mail cost over rounds, for the whole corpus and for typical (under 4 KB) mail.
//
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/bench-extract.mjs [dir] [rounds]
// The directory holds .eml files, or is a corpus root whose every subdirectory (dev, heldout, heldout2, heldout3)
// is read; without one it reads packages/extract/corpus.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '@throwbox/extract';
import { isTypical, readMails } from './corpus-mails.mjs';

const root = process.argv[2] ?? new URL('../corpus/', import.meta.url).pathname;
const entries = readdirSync(root, { withFileTypes: true });
const dirs = entries.some((e) => e.name.endsWith('.eml'))
  ? [root]
  : entries
      .filter((e) => e.isDirectory())
      .map((e) => join(root, e.name))
      .sort();
const rounds = Number(process.argv[3] ?? 15);
const mails = await readMails(dirs);
const typical = mails.filter(isTypical);

function perMail(set, reps) {
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < reps; r++) for (const m of set) extract(m);
  return Number(process.hrtime.bigint() - t0) / 1e3 / (reps * set.length);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
perMail(mails, 20); // warm-up
const all = [];
const small = [];
for (let i = 0; i < rounds; i++) {
  all.push(perMail(mails, 20));
  small.push(perMail(typical, 50));
}
// The minimum is the least disturbed round on a shared machine; the median is the usual one.
const stat = (xs) => `median ${median(xs).toFixed(1)} µs, min ${Math.min(...xs).toFixed(1)} µs a mail`;
console.log(`${mails.length} mails: ${stat(all)}; ${typical.length} typical (< 4 KB): ${stat(small)}`);
