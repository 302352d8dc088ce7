// Trains the mail-words model (src/mail-words.ts) and the value-words model (src/value-words.ts) on the opened corpus sets and
// writes src/mail-words-model.ts and src/value-words-model.ts:
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/train-mail-words.mjs [--cv]
// Logistic regressions by stochastic gradient descent with the weights averaged over the later passes: over each mail's words
// and word pairs, the label being whether its expected code is not null; over each code candidate's words (the candidates
// extract() reports), the label being whether it is the expected code. Only dev
// and the opened sets (score-sets.mjs's `opened`) are read: a set never opened stays a judge of mail the model has not seen.
// The run is deterministic (a seeded shuffle), so the same sets give the same file. --cv trains on four fifths of the sets
// and reports the held-back fifth's odds, by set group, without writing anything.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', 'src');
const { readCorpusMail } = await import('../src/corpus-mail.ts');
const { OPENED_SETS } = await import('../src/corpus-floors.ts');
const { mailWordsOf } = await import('../src/mail-words.ts');
const { valueWords } = await import('../src/value-words.ts');
const { explainExtraction } = await import('../src/index.ts');

const EPOCHS = 16;
// The weights are averaged over the passes from this one on: a retrain with a few more sets moves fewer answers.
const AVERAGED_FROM = 8;
const RATE = 0.1;
const L2 = 1e-5;
const MIN_MAILS = 3; // a word seen in fewer training mails says nothing general
const KEPT = 20_000; // the strongest weights kept
const sets = OPENED_SETS;

const asContract = (code) => (/^\d+(?:[ -]\d+)+$/.test(code) ? code.replace(/[ -]/g, '') : code);
const rows = [];
const values = [];
for (const set of sets) {
  const dir = join(here, '..', 'corpus', set);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const mail = await readCorpusMail(readFileSync(join(dir, file)));
    const want = expected[file].code && asContract(expected[file].code);
    rows.push({ set, words: [...mailWordsOf(mail)].sort(), asks: want === null ? 0 : 1 });
    // In an order of their own: the models in src/ move a value up or down the reported list, not in or out of it.
    const reported = explainExtraction(mail).codeCandidates.map((c) => ({ key: `${c.value}\0${c.source}`, c }));
    for (const { c } of reported.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)))
      values.push({ set, words: [...valueWords(c)].sort(), asks: c.value === want ? 1 : 0 });
  }
}

function train(training) {
  const seen = new Map();
  for (const r of training) for (const w of r.words) seen.set(w, (seen.get(w) ?? 0) + 1);
  const weights = new Map([...seen].filter(([, n]) => n >= MIN_MAILS).map(([w]) => [w, 0]));
  const inputs = training.map((r) => r.words.filter((w) => weights.has(w)));
  let bias = 0;
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const sum = new Map();
  let sumBias = 0;
  let snapshots = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = training.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const x = inputs[i];
      let z = bias;
      for (const w of x) z += weights.get(w);
      const error = 1 / (1 + Math.exp(-z)) - training[i].asks;
      const step = RATE / Math.sqrt(x.length + 1);
      for (const w of x) weights.set(w, weights.get(w) - step * (error + L2 * weights.get(w)));
      bias -= RATE * error * 0.1;
    }
    if (epoch + 1 >= AVERAGED_FROM) {
      for (const [w, v] of weights) sum.set(w, (sum.get(w) ?? 0) + v);
      sumBias += bias;
      snapshots++;
    }
  }
  if (snapshots > 0) {
    for (const [w, v] of sum) weights.set(w, v / snapshots);
    bias = sumBias / snapshots;
  }
  const kept = [...weights]
    .map(([w, v]) => [w, Math.round(v * 1000) / 1000])
    .filter(([, v]) => v !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, KEPT)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { bias: Math.round(bias * 1000) / 1000, kept };
}

const odds = ({ bias, kept }, words) => {
  const table = new Map(kept);
  let z = bias;
  for (const w of words) z += table.get(w) ?? 0;
  return 1 / (1 + Math.exp(-z));
};

const models = [
  {
    name: 'mail-words',
    rows,
    what: 'mails',
    line: "One word or word pair and its weight a line; a mail asks for a code with odds 1 / (1 + e^-(BIAS + its words' weights)).",
  },
  {
    name: 'value-words',
    rows: values,
    what: 'candidates',
    line: "One feature and its weight a line; a value is the mail's code with odds 1 / (1 + e^-(BIAS + its features' weights)).",
  },
];

if (process.argv.includes('--cv')) {
  const names = [...new Set(rows.map((r) => r.set))];
  const fold = new Map(names.map((s, i) => [s, i % 5]));
  for (const m of models) {
    const bands = {};
    for (let k = 0; k < 5; k++) {
      const model = train(m.rows.filter((r) => fold.get(r.set) !== k));
      for (const r of m.rows.filter((r) => fold.get(r.set) === k)) {
        const p = odds(model, r.words);
        const band = p < 0.05 ? 'under 0.05' : p < 0.5 ? '0.05-0.5' : 'over 0.5';
        const t = (bands[band] ??= { asks: 0, not: 0 });
        t[r.asks ? 'asks' : 'not']++;
      }
    }
    console.log(`${m.name}: ${m.rows.length} ${m.what}, odds when held back (label 1 / label 0):`);
    for (const [band, t] of Object.entries(bands)) console.log(`  ${band}: ${t.asks} / ${t.not}`);
  }
} else {
  // What they were trained on, checked by mail-words.test.ts and value-words.test.ts: each set's name and its expected answers.
  const digest = createHash('sha256');
  for (const set of sets) digest.update(`${set}\0${readFileSync(join(here, '..', 'corpus', set, 'expected.json'))}\0`);
  const trainedOn = digest.digest('hex');
  for (const m of models) {
    const { bias, kept } = train(m.rows);
    const table = kept.map(([w, v]) => `${w}\t${v}`).join('\n');
    const file = join(src, `${m.name}-model.ts`);
    const source =
      `// Written by scripts/train-mail-words.mjs from ${m.rows.length} ${m.what} of ${sets.length} opened corpus sets: do not edit.\n` +
      `// ${m.line}\n` +
      `// Training sets: ${trainedOn}\n` +
      `export const BIAS = ${bias};\n` +
      `const TABLE = ${JSON.stringify(table)};\n` +
      `export const WEIGHTS: ReadonlyMap<string, number> = new Map(\n` +
      `  TABLE.split('\\n').map((line) => {\n` +
      `    const tab = line.indexOf('\\t');\n` +
      `    return [line.slice(0, tab), Number(line.slice(tab + 1))];\n` +
      `  }),\n` +
      `);\n`;
    writeFileSync(file, source);
    console.log(`${m.name}: ${m.rows.length} ${m.what}, ${kept.length} weights, bias ${bias}`);
  }
}
