// Scores one corpus set's codes with the extractor (rules, then the learned fallback where they find none) or, with
// --rules, the rules alone; prints counts and the names of the files whose code is wrong or missing, nothing of their
// content:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/score-set.mjs <set> [--rules]
import { readSet } from './fallback-data.mjs';
import { explainExtraction } from '../src/index.ts';
import { readMail, ruleDecision } from '../src/mail-reading.ts';

const set = process.argv[2];
if (!set || set.startsWith('-')) throw new Error('usage: score-set.mjs <set> [--rules]');
const rulesOnly = process.argv.includes('--rules');
const mails = await readSet(set);
let right = 0;
let falseCodes = 0;
let byFallback = 0;
const missed = [];
for (const m of mails) {
  const r = rulesOnly ? ruleDecision(readMail(m.input)) : explainExtraction(m.input);
  const learned = !rulesOnly && r.codeCandidates[0]?.evidence[0]?.kind === 'learned';
  if (learned) byFallback++;
  if (r.code === m.code) right++;
  else {
    if (r.code !== null) falseCodes++;
    missed.push(`${m.file} (${r.code === null ? 'none' : 'false'}${learned ? ', fallback' : ''})`);
  }
}
const codes = mails.filter((m) => m.code !== null).length;
console.log(
  `${set}${rulesOnly ? ' by the rules alone' : ''}: ${mails.length} mails (${codes} with a code); codes right ${right}/${mails.length}, false codes ${falseCodes}, answered by the fallback ${byFallback}`,
);
for (const f of missed) console.log(`  ${f}`);
