// Scores one corpus set's codes, with the rules alone or with the learned fallback (src/fallback.ts); prints counts
// and the names of the files whose code is wrong or missing, nothing of their content:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/score-set.mjs <set> [--fallback]
import { readSet } from './fallback-data.mjs';
import { extract, extractWithFallback } from '../src/index.ts';

const set = process.argv[2];
if (!set || set.startsWith('-')) throw new Error('usage: score-set.mjs <set> [--fallback]');
const fallback = process.argv.includes('--fallback');
const mails = await readSet(set);
let right = 0;
let falseCodes = 0;
let byFallback = 0;
const missed = [];
for (const m of mails) {
  const r = fallback ? extractWithFallback(m.input) : { ...extract(m.input), byFallback: false };
  if (r.byFallback) byFallback++;
  if (r.code === m.code) right++;
  else {
    if (r.code !== null) falseCodes++;
    missed.push(`${m.file} (${r.code === null ? 'none' : 'false'}${r.byFallback ? ', fallback' : ''})`);
  }
}
const codes = mails.filter((m) => m.code !== null).length;
console.log(
  `${set}${fallback ? ' with fallback' : ''}: ${mails.length} mails (${codes} with a code); codes right ${right}/${mails.length}, false codes ${falseCodes}, answered by the fallback ${byFallback}`,
);
for (const f of missed) console.log(`  ${f}`);
