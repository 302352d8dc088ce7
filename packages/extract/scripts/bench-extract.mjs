// Microbenchmark: extraction of the corpus's mails, parsed once, each extracted many times in a loop.
// Prints the median per-mail cost over rounds, for the whole corpus and for typical (under 4 KB) mail.
//
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/bench-extract.mjs [corpus dir] [rounds]
// Without a directory it reads both corpus/dev and corpus/heldout.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extract } from '@throwbox/extract';

const dirs = process.argv[2] ? [process.argv[2]] : ['dev', 'heldout'].map((s) => new URL(`../corpus/${s}/`, import.meta.url).pathname);
const rounds = Number(process.argv[3] ?? 15);
const mails = [];
for (const dir of dirs)
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const p = await simpleParser(readFileSync(join(dir, f)));
    mails.push({ subject: p.subject ?? '', text: p.text ?? '', html: p.html || '' });
  }
const typical = mails.filter((m) => m.subject.length + m.text.length + m.html.length < 4096);

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
console.log(
  `${mails.length} mails: ${median(all).toFixed(1)} µs a mail; ${typical.length} typical (< 4 KB): ${median(small).toFixed(1)} µs a mail`,
);
