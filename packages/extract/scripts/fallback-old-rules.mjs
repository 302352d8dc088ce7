// The learned fallback behind the rules as they were when each held-out set was clean (docs/extraction.md, "The
// held-out discipline"): those rules' misses are real misses on mail nobody had shown them. For each set, the
// fallback is trained without that set and without the dev mails written after its misses were known (dv<N>-* for
// N >= the version), then asked on every mail those rules answered none:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/fallback-old-rules.mjs [threshold]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fallbackMail, scoreRows } from '../src/fallback.ts';
import { FEATURE_NAMES, RULE_FEATURES } from '../src/fallback-features.ts';
import { fitLogistic, labelMail } from '../src/fallback-train.ts';
import { FALLBACK_MODEL } from '../src/fallback-model.ts';
import { TRAINING_SETS, readTrainingSets } from './fallback-data.mjs';

const threshold = Number(process.argv[2] ?? FALLBACK_MODEL.threshold);
// Each set and the extractor version whose clean number it is, with that version's commit.
const CLEAN = [
  ['heldout2', 2, '5f37df1'],
  ['heldout3', 4, '51dca9b'],
  ['heldout4', 5, '74ff08a'],
  ['heldout5', 6, '4872bbc'],
  ['heldout6', 7, '0fdeff1'],
  ['heldout7', 8, '13ddd3a'],
  ['heldout8', 9, '06c251c'],
  ['heldout9', 10, '4d2863f'],
  ['heldout10', 11, '35bec8d'],
  ['heldout11', 12, 'c4a6b5b'],
];
const pkg = fileURLToPath(new URL('..', import.meta.url));
const oldSrc = (commit) => {
  const dir = join(pkg, 'node_modules', '.cache', 'old-src', commit);
  if (!existsSync(join(dir, 'src', 'index.ts'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C ${dir}`], { cwd: pkg });
  }
  return join(dir, 'src', 'index.ts');
};
const devWritten = (file) => Number(/^dv(\d+)-/.exec(file)?.[1] ?? 0);
const skip = new Set(RULE_FEATURES.map((f) => FEATURE_NAMES.indexOf(f)));
const sets = await readTrainingSets();
const labelled = {};
for (const s of TRAINING_SETS) labelled[s] = sets[s].map((m) => ({ file: m.file, ...labelMail(fallbackMail(m.input), m.code) }));

let total = { misses: 0, right: 0, wrong: 0 };
for (const [set, version, commit] of CLEAN) {
  const { extract } = await import(oldSrc(commit));
  const train = TRAINING_SETS.filter((s) => s !== set).flatMap((s) =>
    labelled[s].filter((m) => s !== 'dev' || devWritten(m.file) < version),
  );
  const fit = fitLogistic(train, skip);
  const model = { ...fit, features: FEATURE_NAMES, threshold };
  let rulesRight = 0;
  let misses = 0;
  let right = 0;
  let wrong = 0;
  const notes = [];
  sets[set].forEach((m, i) => {
    const rules = extract(m.input).code;
    if (rules === m.code) rulesRight++;
    if (rules !== null) return;
    if (m.code !== null) misses++;
    const l = labelled[set][i];
    const ps = scoreRows(l.rows, model);
    const k = ps.reduce((b, p, j) => (p > ps[b] ? j : b), 0);
    if (ps.length === 0 || ps[k] < threshold) {
      if (m.code !== null) notes.push(`${m.file} missed (best ${l.values[k] ?? '-'} ${(ps[k] ?? 0).toFixed(3)})`);
      return;
    }
    if (l.values[k] === m.code) right++;
    else wrong++;
    notes.push(`${m.file} ${l.values[k] === m.code ? 'RIGHT' : 'FALSE'} ${l.values[k]} ${ps[k].toFixed(3)}`);
  });
  total = { misses: total.misses + misses, right: total.right + right, wrong: total.wrong + wrong };
  console.log(
    `${set} v${version}: ${sets[set].length} mails, rules right ${rulesRight}, codes answered none ${misses}; fallback @${threshold} right ${right}, false ${wrong}`,
  );
  for (const n of notes) console.log(`  ${n}`);
}
console.log(`all: codes answered none ${total.misses}; fallback right ${total.right}, false ${total.wrong}`);
