// CPU time of the learned fallback on corpus/dev's typical mails (under 4 KB), as bench-cpu.mjs measures extract():
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/bench-fallback.mjs <mode> [reps]
// <mode>: rules (extract), with-fallback (extractWithFallback: the model runs where the rules find no code),
// fallback (fallbackCode alone, on every mail: its cost whenever it runs). Prints the median and minimum block, µs a mail.
import { isTypical, readMails } from './corpus-mails.mjs';
import { extract, extractWithFallback } from '../src/index.ts';
import { fallbackCode } from '../src/fallback.ts';

const mode = process.argv[2] ?? 'rules';
const run = { rules: extract, 'with-fallback': extractWithFallback, fallback: fallbackCode }[mode];
if (!run) throw new Error('mode: rules | with-fallback | fallback');
const typical = (await readMails([new URL('../corpus/dev/', import.meta.url).pathname])).filter(isTypical);
const reps = Number(process.argv[3] ?? 60);
for (let r = 0; r < 5; r++) for (const m of typical) run(m);
const blocks = [];
for (let k = 0; k < 5; k++) {
  const t0 = process.cpuUsage();
  for (let r = 0; r < reps / 5; r++) for (const m of typical) run(m);
  const d = process.cpuUsage(t0);
  blocks.push((d.user + d.system) / ((reps / 5) * typical.length));
}
blocks.sort((a, b) => a - b);
const none = typical.filter((m) => extract(m).code === null).length;
console.log(
  `${mode}: ${typical.length} typical dev mails (${none} without a code by the rules), CPU µs a mail: median ${blocks[2].toFixed(1)} min ${blocks[0].toFixed(1)}`,
);
