// Trains the learned code fallback (src/fallback.ts) on corpus/dev and heldout…heldout11, reports leave-one-set-out
// cross-validation, picks the threshold and writes src/fallback-model.ts:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/train-fallback.mjs [--rules-feature] [--dry]
// --rules-feature adds the rules' own confidence in each value as a feature; --dry writes nothing.
// It never reads heldout12 or a later set (fallback-data.mjs lists the sets it reads).
import { writeFileSync } from 'node:fs';
import { readMail, ruleDecision } from '../src/mail-reading.ts';
import { FEATURE_NAMES, RULE_FEATURES } from '../src/fallback-features.ts';
import { fallbackMail, scoreRows } from '../src/fallback.ts';
import { fitLogistic, labelMail } from '../src/fallback-train.ts';
import { TRAINING_SETS, readTrainingSets } from './fallback-data.mjs';
import { fitStumps, stumpProbability } from './fallback-stumps.mjs';

const withRules = process.argv.includes('--rules-feature');
const dry = process.argv.includes('--dry');
const stumps = process.argv.includes('--stumps');
const skip = withRules ? new Set() : new Set(RULE_FEATURES.map((f) => FEATURE_NAMES.indexOf(f)));

/** Every mail of every training set: the rules' answer and the fallback's labelled rows. */
export async function labelledSets() {
  const sets = await readTrainingSets();
  const out = {};
  for (const set of TRAINING_SETS)
    out[set] = sets[set].map((m) => {
      const reading = readMail(m.input);
      const rules = ruleDecision(reading);
      const mail = fallbackMail(reading);
      if (withRules) mail.ruleScores = new Map(rules.candidates.map((c) => [c.value, c.score]));
      return { file: m.file, code: m.code, rules: rules.code, ...labelMail(mail, m.code) };
    });
  return out;
}

const best = (m, fit) => {
  const ps = stumps ? m.rows.map((r) => stumpProbability(fit, r)) : scoreRows(m.rows, { ...fit, features: FEATURE_NAMES, threshold: 0 });
  let k = -1;
  ps.forEach((p, i) => {
    if (k === -1 || p > ps[k]) k = i;
  });
  return { value: k === -1 ? null : m.values[k], p: k === -1 ? 0 : ps[k] };
};

const sets = await labelledSets();
// Leave one set out: the fallback's best value and probability for every mail, from a model that never saw its set.
const cv = {};
for (const held of TRAINING_SETS) {
  const train = TRAINING_SETS.filter((s) => s !== held).flatMap((s) => sets[s]);
  const fit = stumps ? fitStumps(train, skip) : fitLogistic(train, skip);
  cv[held] = sets[held].map((m) => ({ ...m, ...best(m, fit) }));
}
const all = TRAINING_SETS.flatMap((s) => cv[s]);
// The threshold: just above every wrong value the fallback would add (rules none, model wrong) in any fold.
const wrongAdded = all.filter((m) => m.rules === null && m.value !== null && m.value !== m.code).map((m) => m.p);
const threshold = Math.min(0.999, Math.round((Math.max(0.5, ...wrongAdded) + 0.0005) * 1000) / 1000);

const row = (cells) => console.log(`| ${cells.join(' | ')} |`);
const count = (ms, answer) => {
  let right = 0;
  let falseCodes = 0;
  for (const m of ms) {
    const a = answer(m);
    if (a === m.code) right++;
    else if (a !== null) falseCodes++;
  }
  return { right, falseCodes };
};
const rulesAlone = (m) => m.rules;
const withFallback = (t) => (m) => m.rules ?? (m.p >= t ? m.value : null);
const modelAlone = (t) => (m) => (m.p >= t ? m.value : null);
console.log(`features ${FEATURE_NAMES.length - skip.size}${withRules ? ' (with the rules\u2019 confidence)' : ''}; threshold ${threshold}`);
row(['set', 'mails', 'codes', 'rules right / false', `rules + fallback @${threshold}`, `model alone @${threshold}`, 'model alone @0.5']);
row(['---', '---', '---', '---', '---', '---', '---']);
const show = (name, ms) => {
  const cell = (c) => `${c.right} / ${c.falseCodes}`;
  const codes = ms.filter((m) => m.code !== null).length;
  row([
    name,
    ms.length,
    codes,
    cell(count(ms, rulesAlone)),
    cell(count(ms, withFallback(threshold))),
    cell(count(ms, modelAlone(threshold))),
    cell(count(ms, modelAlone(0.5))),
  ]);
};
for (const s of TRAINING_SETS) show(s, cv[s]);
show('all', all);
const added = all.filter((m) => m.rules === null && m.p >= threshold && m.value !== null);
console.log(
  `fallback answers at ${threshold}: ${added.map((m) => `${m.file} ${m.value} (${m.p.toFixed(3)}, want ${m.code})`).join('; ') || 'none'}`,
);
console.log('lower thresholds, what the fallback would add over all folds: right / false on dev / false on held-out sets');
for (const t of [0.99, 0.95, 0.9, 0.8, 0.7, 0.5]) {
  const add = all.filter((m) => m.rules === null && m.p >= t && m.value !== null);
  const wrong = add.filter((m) => m.value !== m.code);
  const onDev = wrong.filter((m) => cv.dev.includes(m)).length;
  console.log(`  @${t}: ${add.length - wrong.length} / ${onDev} / ${wrong.length - onDev}`);
}
console.log('rules-none mails, by fallback probability (a lower threshold would add these):');
for (const m of all.filter((m) => m.rules === null && m.value !== null && m.p >= 0.2).sort((a, b) => b.p - a.p))
  console.log(`  ${m.p.toFixed(3)} ${m.value === m.code ? 'RIGHT' : 'FALSE'} ${m.file} ${m.value} (want ${m.code})`);

const fit = fitLogistic(
  TRAINING_SETS.flatMap((s) => sets[s]),
  skip,
);
const round = (v) => Math.round(v * 1e6) / 1e6;
const model = `// Generated by scripts/train-fallback.mjs${withRules ? ' --rules-feature' : ''}: do not edit.
import type { FallbackModel } from './fallback-features.js';

// prettier-ignore
export const FALLBACK_MODEL: FallbackModel = {
  features: ${JSON.stringify(FEATURE_NAMES)},
  weights: ${JSON.stringify(fit.weights.map(round))},
  bias: ${round(fit.bias)},
  threshold: ${threshold},
};
`;
if (!dry && !stumps) writeFileSync(new URL('../src/fallback-model.ts', import.meta.url), model);
if (!stumps)
  console.log('weights', FEATURE_NAMES.map((f, i) => `${f} ${fit.weights[i].toFixed(2)}`).join(', '), `bias ${fit.bias.toFixed(2)}`);
