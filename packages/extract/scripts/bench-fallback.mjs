// CPU time of the learned fallback on corpus/dev's typical mails (under 4 KB), as bench-cpu.mjs measures extract():
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/bench-fallback.mjs <mode> [reps]
// <mode>: extract (rules, then the fallback where they find no code), rules (the same reading and rules, no fallback),
// fallback (the fallback alone on every mail, the mail already read: its cost whenever it runs), full (the same without
// its quick look); in the last two the mail facts (computed once per reading) are not counted. Prints the median and
// minimum block, µs a mail.
import { isTypical, readMails } from './corpus-mails.mjs';
import { extract } from '../src/index.ts';
import { fallbackMail, learnedCode } from '../src/fallback.ts';
import { readMail, ruleDecision } from '../src/mail-reading.ts';

const mode = process.argv[2] ?? 'extract';
const typical = (await readMails([new URL('../corpus/dev/', import.meta.url).pathname])).filter(isTypical);
const read = typical.map((m) => fallbackMail(readMail(m)));
const runs = {
  extract: (m) => extract(m),
  rules: (m) => ruleDecision(readMail(m)),
  fallback: (_, k) => learnedCode(read[k]),
  full: (_, k) => learnedCode(read[k], { quick: false }),
};
const run = runs[mode];
if (!run) throw new Error(`mode: ${Object.keys(runs).join(' | ')}`);
const reps = Number(process.argv[3] ?? 60);
for (let r = 0; r < 5; r++) typical.forEach(run);
const blocks = [];
for (let k = 0; k < 5; k++) {
  const t0 = process.cpuUsage();
  for (let r = 0; r < reps / 5; r++) typical.forEach(run);
  const d = process.cpuUsage(t0);
  blocks.push((d.user + d.system) / ((reps / 5) * typical.length));
}
blocks.sort((a, b) => a - b);
const none = typical.filter((m) => ruleDecision(readMail(m)).code === null).length;
console.log(
  `${mode}: ${typical.length} typical dev mails (${none} without a code by the rules), CPU µs a mail: median ${blocks[2].toFixed(1)} min ${blocks[0].toFixed(1)}`,
);
