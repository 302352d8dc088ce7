// Scores corpus sets as corpus.test.ts does (read as ingest reads them, codes split for reading answered as digits):
//   node --import tsx --conditions=@throwbox/source packages/extract/scripts/score-sets.mjs [--misses] [--json F] SET… | opened
//   node packages/extract/scripts/score-sets.mjs --diff A.json B.json
// `opened` is dev and every set whose misses have been read (heldout to heldout12 and corpus-floors.ts's OPENED). Any other
// set (never opened, or new and not yet decided) is scored clean: counts only, by set and by family, never a file name or an
// answer, and never written to --json. SRC=<dir> scores another version's copy of src/ (its index.ts) instead of this one.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const corpus = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
const args = process.argv.slice(2);

if (args[0] === '--diff') {
  const [a, b] = args.slice(1).map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const mark = (r) => (r.code === r.want.code && r.link === r.want.verificationLink ? 'right' : 'wrong');
  let better = 0;
  let worse = 0;
  for (const key of Object.keys(b))
    if (a[key] && (a[key].code !== b[key].code || a[key].link !== b[key].link)) {
      const [from, to] = [mark(a[key]), mark(b[key])];
      if (from !== to) to === 'right' ? better++ : worse++;
      console.log(
        `${from} -> ${to}  ${key}: ${JSON.stringify([a[key].code, a[key].link])} -> ${JSON.stringify([b[key].code, b[key].link])}`,
      );
    }
  console.log(`${better} mails now right, ${worse} now wrong`);
  process.exit(0);
}

const { extract } = await import(process.env.SRC ? pathToFileURL(resolve(process.env.SRC, 'index.ts')).href : '@throwbox/extract');
const { readCorpusMail } = await import('../src/corpus-mail.ts');
const { OPENED_SETS } = await import('../src/corpus-floors.ts');

const opened = new Set(OPENED_SETS);
const misses = args.includes('--misses');
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const sets = args
  .filter((a, i) => !a.startsWith('--') && !(jsonAt >= 0 && i === jsonAt + 1))
  .flatMap((a) => (a === 'opened' ? [...opened] : [a]));
const asContract = (code) => (/^\d+(?:[ -]\d+)+$/.test(code) ? code.replace(/[ -]/g, '') : code);

const blank = () => ({ mails: 0, right: 0, codes: 0, links: 0, falseCodes: 0, falseLinks: 0 });
const add = (t, r) => {
  t.mails++;
  t.right += r.codeOk && r.linkOk ? 1 : 0;
  t.codes += r.codeOk ? 1 : 0;
  t.links += r.linkOk ? 1 : 0;
  t.falseCodes += r.code !== null && !r.codeOk ? 1 : 0;
  t.falseLinks += r.link !== null && !r.linkOk ? 1 : 0;
};
const line = (name, t) =>
  `${name}: ${t.right}/${t.mails} right; codes ${t.codes}/${t.mails}, links ${t.links}/${t.mails}; false codes ${t.falseCodes}, false links ${t.falseLinks}`;

const json = {};
const totals = { opened: blank(), clean: blank() };
const families = { opened: {}, clean: {} };
for (const set of sets) {
  const clean = !opened.has(set);
  const dir = join(corpus, set);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const t = blank();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const want = { ...expected[file], code: expected[file].code && asContract(expected[file].code) };
    const got = extract(await readCorpusMail(readFileSync(join(dir, file))));
    const r = {
      code: got.code,
      link: got.verificationLink,
      codeOk: got.code === want.code,
      linkOk: got.verificationLink === want.verificationLink,
    };
    const kind = clean ? 'clean' : 'opened';
    for (const to of [t, totals[kind], (families[kind][want.family] ??= blank())]) add(to, r);
    if (clean) continue;
    json[`${set}/${file}`] = { code: r.code, link: r.link, want };
    if (misses && !(r.codeOk && r.linkOk))
      console.log(`  ${set}/${file}: want ${JSON.stringify([want.code, want.verificationLink])} got ${JSON.stringify([r.code, r.link])}`);
  }
  console.log(line(clean ? `${set} (clean)` : set, t));
}
for (const kind of ['opened', 'clean'])
  if (totals[kind].mails > 0) {
    console.log(line(`all ${kind}`, totals[kind]));
    for (const [family, t] of Object.entries(families[kind]).sort()) console.log(line(`  ${kind} ${family}`, t));
  }
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(json));
