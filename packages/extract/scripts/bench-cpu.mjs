// CPU time (user + system, process.cpuUsage) of extracting corpus/dev's typical mails (under 4 KB): on a shared
// machine the time a process spends descheduled is not the code's, and wall-clock runs move by a fifth from one
// to the next. Five blocks of reps/5 rounds each; prints the median and the minimum block, µs a mail.
//
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/bench-cpu.mjs [module] [reps]
// [module] is the extractor to import (default @throwbox/extract): a copy of another version's src/index.ts, to
// alternate with, process by process.
import { isTypical, readMails } from './corpus-mails.mjs';

const mod = await import(process.argv[2] ?? '@throwbox/extract');
const typical = (await readMails([new URL('../corpus/dev/', import.meta.url).pathname])).filter(isTypical);
const reps = Number(process.argv[3] ?? 60);
for (let r = 0; r < 5; r++) for (const m of typical) mod.extract(m);
const blocks = [];
for (let k = 0; k < 5; k++) {
  const t0 = process.cpuUsage();
  for (let r = 0; r < reps / 5; r++) for (const m of typical) mod.extract(m);
  const d = process.cpuUsage(t0);
  blocks.push((d.user + d.system) / ((reps / 5) * typical.length));
}
blocks.sort((a, b) => a - b);
console.log(`${typical.length} typical dev mails, CPU µs a mail: median ${blocks[2].toFixed(1)} min ${blocks[0].toFixed(1)}`);
