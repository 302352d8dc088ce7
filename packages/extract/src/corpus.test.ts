import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from './index.js';
import { readCorpusMail } from './corpus-mail.js';
import { EARLY_SETS, NO_FALSE, OPENED, type CorpusSet } from './corpus-floors.js';
import { NEVER_OPENED } from './never-opened-floors.js';

// The corpus is the product-level check: real mail shapes, read as ingest reads them
// (corpus-mail.ts). expected.json holds what a person reading each mail
// would type, so this test fails when extraction regresses, not when it changes.
// Rules are developed against corpus/dev only; corpus/heldout is frozen (heldout-frozen.test.ts) and
// tells whether they generalize: a dictionary fitted to dev scores well there and worse here.
const corpusDir = (set: CorpusSet): string => fileURLToPath(new URL(`../corpus/${set}/`, import.meta.url));
const MIN_ACCURACY = 0.98;
const MIN_CORPUS_SIZE = 80;
const MIN_HELDOUT_ACCURACY = 0.95;
/** heldout2 (h2-*): written before the rules were changed for heldout's known misses. */
const MIN_HELDOUT2_ACCURACY = 0.95;
/**
 * heldout3 (h3-*) and heldout4 (h4-*): two authors who had not read the rules, each frozen before it was first scored
 * (clean scores in docs/extraction.md); their misses were known when versions 5 and 6 were written, whose scores are
 * the floors (regression guards, not targets).
 */
const MIN_HELDOUT3_ACCURACY = { code: 60 / 61, verificationLink: 61 / 61 };
const MIN_HELDOUT4_ACCURACY = { code: 53 / 55, verificationLink: 55 / 55 };
/**
 * heldout5 to heldout9 (h5-* … h9-*): five more authors who had not read the rules, each frozen before any extractor ran
 * on it (clean scores in docs/extraction.md). Their misses were then opened by the next versions' authors: the floors
 * are versions 7, 9, 10 and 11's scores, not clean numbers.
 */
const MIN_HELDOUT5_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT6_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT7_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT8_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT9_ACCURACY = { code: 48 / 50, verificationLink: 50 / 50 };
/**
 * heldout10, heldout11 and heldout12 (h10-*, h11-*, h12-*): three more authors who had not read the rules, each frozen
 * before any extractor ran on it (clean scores in docs/extraction.md). Their misses were then opened for versions 12, 14
 * and 16: the floors are those versions' scores, not clean numbers.
 */
const MIN_HELDOUT10_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT11_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const MIN_HELDOUT12_ACCURACY = { code: 60 / 60, verificationLink: 60 / 60 };
const CLEAN: ReadonlySet<CorpusSet> = new Set(NEVER_OPENED.map(([set]) => set));

interface Expectation {
  code: string | null;
  verificationLink: string | null;
  /** The spec file's family, or the family of past misses a mail was written for. */
  family: string;
}

interface Outcome {
  file: string;
  expected: Expectation;
  actual: Pick<Expectation, 'code' | 'verificationLink'>;
}

interface Metrics {
  exact: number;
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  accuracy: number;
  precision: number;
  recall: number;
}

/** Precision over what was returned, recall over what should have been, accuracy over everything. */
function metrics(pairs: ReadonlyArray<{ expected: string | null; actual: string | null }>): Metrics {
  let exact = 0;
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const { expected, actual } of pairs) {
    if (expected === actual) exact++;
    if (actual !== null && actual === expected) truePositives++;
    if (actual !== null && actual !== expected) falsePositives++;
    if (expected !== null && actual !== expected) falseNegatives++;
  }
  const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);
  return {
    exact,
    total: pairs.length,
    truePositives,
    falsePositives,
    falseNegatives,
    accuracy: ratio(exact, pairs.length),
    precision: ratio(truePositives, truePositives + falsePositives),
    recall: ratio(truePositives, truePositives + falseNegatives),
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`.padStart(7);

function table(codes: Metrics, links: Metrics): string {
  const row = (name: string, m: Metrics): string =>
    `${name.padEnd(18)}${pct(m.accuracy)}${pct(m.precision)}${pct(m.recall)}   ${m.truePositives}/${m.falsePositives}/${m.falseNegatives}  (${m.exact}/${m.total} exact)`;
  return [`${''.padEnd(18)}    acc   prec    rec   TP/FP/FN`, row('code', codes), row('verificationLink', links)].join('\n');
}

function familyTable(outcomes: readonly Outcome[]): string {
  const families = [...new Set(outcomes.map((o) => o.expected.family))].sort();
  const rows = families.map((family) => {
    const of = outcomes.filter((o) => o.expected.family === family);
    const c = metrics(of.map((o) => ({ expected: o.expected.code, actual: o.actual.code })));
    const l = metrics(of.map((o) => ({ expected: o.expected.verificationLink, actual: o.actual.verificationLink })));
    const right = of.filter((o) => o.expected.code === o.actual.code && o.expected.verificationLink === o.actual.verificationLink);
    return `${family.padEnd(18)}${`${right.length}/${of.length}`.padStart(7)}${pct(c.precision)}${pct(c.recall)}${pct(l.precision)}${pct(l.recall)}${String(c.falsePositives).padStart(7)}`;
  });
  return [`${'family'.padEnd(18)}  right  cprec   crec  lprec   lrec  falseC`, ...rows].join('\n');
}

/** Digits split for reading ("482-913", "2048 77") are answered as digits only (DECISIONS §4), whatever a set expects. */
const asContract = (code: string): string => (/^\d+(?:[ -]\d+)+$/.test(code) ? code.replace(/[ -]/g, '') : code);

async function runCorpus(set: CorpusSet): Promise<Outcome[]> {
  const dir = corpusDir(set);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, Expectation>;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  expect(files.sort()).toEqual(Object.keys(expected).sort());

  const outcomes: Outcome[] = [];
  for (const file of files) {
    const result = extract(await readCorpusMail(readFileSync(join(dir, file))));
    const want = expected[file];
    if (!want) throw new Error(`no expectation for ${file}`);
    const code = want.code && asContract(want.code);
    outcomes.push({ file, expected: { ...want, code }, actual: { code: result.code, verificationLink: result.verificationLink } });
  }
  return outcomes;
}

function report(set: CorpusSet, outcomes: readonly Outcome[]): { codes: Metrics; links: Metrics } {
  const codes = metrics(outcomes.map((o) => ({ expected: o.expected.code, actual: o.actual.code })));
  const links = metrics(outcomes.map((o) => ({ expected: o.expected.verificationLink, actual: o.actual.verificationLink })));
  const misses = outcomes
    .filter((o) => o.expected.code !== o.actual.code || o.expected.verificationLink !== o.actual.verificationLink)
    .map((o) =>
      CLEAN.has(set)
        ? `  ${o.file}`
        : `  ${o.file}: expected ${JSON.stringify({ code: o.expected.code, verificationLink: o.expected.verificationLink })} got ${JSON.stringify(o.actual)}`,
    );
  console.log(
    `extraction corpus, ${set} set: ${outcomes.length} mails (${outcomes.filter((o) => o.expected.code === null).length} without a code)\n${table(codes, links)}\n${familyTable(outcomes)}` +
      (misses.length > 0 ? `\nmismatches:\n${misses.join('\n')}` : ''),
  );
  return { codes, links };
}

describe('extraction corpus', () => {
  it(`scores at least ${MIN_ACCURACY * 100}% on the development set's codes and verification links, with no false codes`, async () => {
    const outcomes = await runCorpus('dev');
    expect(outcomes.length).toBeGreaterThanOrEqual(MIN_CORPUS_SIZE);
    const { codes, links } = report('dev', outcomes);

    // A false code is worse than a missed one: no tolerance at all here.
    expect(links.falsePositives).toBe(0);
    const falseCodes = outcomes
      .filter((o) => o.expected.code === null && o.actual.code !== null)
      .map((o) => `${o.file} → ${o.actual.code}`);
    expect(falseCodes).toEqual([]);
    expect(codes.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
    expect(links.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  // The held-out set is never tuned against, so its floor is lower than the target (97 %, within 3 points of
  // dev; docs/extraction.md has what is reached). A false code or a false link fails at once.
  const heldOut = async (set: CorpusSet, min: number): Promise<void> => {
    const outcomes = await runCorpus(set);
    const { codes, links } = report(set, outcomes);
    expect(codes.falsePositives + links.falsePositives).toBe(0);
    expect(codes.accuracy).toBeGreaterThanOrEqual(min);
    expect(links.accuracy).toBeGreaterThanOrEqual(min);
  };
  it(`gives no false code or link on the held-out set, and at least ${MIN_HELDOUT_ACCURACY * 100}% right`, () =>
    heldOut('heldout', MIN_HELDOUT_ACCURACY));
  // Frozen before extractor version 3's rules: version 2 gave two false links here (docs/extraction.md).
  it(`gives no false code or link on heldout2, and at least ${MIN_HELDOUT2_ACCURACY * 100}% right`, () =>
    heldOut('heldout2', MIN_HELDOUT2_ACCURACY));
  const noWorse = async (
    set: CorpusSet,
    min: { code: number; verificationLink: number },
    max: { code: number; verificationLink: number },
  ): Promise<void> => {
    const { codes, links } = report(set, await runCorpus(set));
    expect(codes.falsePositives).toBeLessThanOrEqual(max.code);
    expect(links.falsePositives).toBeLessThanOrEqual(max.verificationLink);
    expect(codes.accuracy).toBeGreaterThanOrEqual(min.code);
    expect(links.accuracy).toBeGreaterThanOrEqual(min.verificationLink);
  };
  it('does no worse on heldout3 than when it was first scored', () => noWorse('heldout3', MIN_HELDOUT3_ACCURACY, NO_FALSE));
  it('does no worse on heldout4 than version 6', () => noWorse('heldout4', MIN_HELDOUT4_ACCURACY, NO_FALSE));
  it('does no worse on heldout5 than version 7', () => noWorse('heldout5', MIN_HELDOUT5_ACCURACY, NO_FALSE));
  it('does no worse on heldout6 than version 9', () => noWorse('heldout6', MIN_HELDOUT6_ACCURACY, NO_FALSE));
  it('does no worse on heldout7 than version 9', () => noWorse('heldout7', MIN_HELDOUT7_ACCURACY, NO_FALSE));
  it('does no worse on heldout8 than version 10', () => noWorse('heldout8', MIN_HELDOUT8_ACCURACY, NO_FALSE));
  it('does no worse on heldout9 than version 11', () => noWorse('heldout9', MIN_HELDOUT9_ACCURACY, NO_FALSE));
  it('does no worse on heldout10 than version 12', () => noWorse('heldout10', MIN_HELDOUT10_ACCURACY, NO_FALSE));
  it('does no worse on heldout11 than version 14', () => noWorse('heldout11', MIN_HELDOUT11_ACCURACY, NO_FALSE));
  it('does no worse on heldout12 than version 16', () => noWorse('heldout12', MIN_HELDOUT12_ACCURACY, NO_FALSE));
  it('has a floor for every held-out set, opened or never opened, and one only', () => {
    const floored = [...EARLY_SETS, ...OPENED.map(([set]) => set), ...NEVER_OPENED.map(([set]) => set)].sort();
    const sets = readdirSync(fileURLToPath(new URL('../corpus/', import.meta.url))).filter((d) => d.startsWith('heldout'));
    expect(floored).toEqual(sets.sort());
  });
  it.each(OPENED)('does no worse on %s than version %i, its misses once opened', (set, _version, min, max) => noWorse(set, min, max));
  it.each(NEVER_OPENED)('does no worse on %s than version %i, never opened', (set, _version, min, max) => noWorse(set, min, max));
});

/** The families of misses found on mail nobody here had seen: each case must be right, in every language. */
const FAMILIES = ['cta', 'calendar', 'double-opt-in', 'near-number', 'dashed-code'];
const MIN_FAMILY_CASES = 40;
const MIN_FAMILY_LANGUAGES = 8;

describe('families of past misses', () => {
  it(`has at least ${MIN_FAMILY_CASES} cases in ${MIN_FAMILY_LANGUAGES} languages, and gets every one right`, async () => {
    const outcomes = (await runCorpus('dev')).filter((o) => FAMILIES.includes(o.expected.family));
    const rows = FAMILIES.map((family) => {
      const of = outcomes.filter((o) => o.expected.family === family);
      return {
        family,
        cases: of.length,
        languages: new Set(of.map((o) => o.file.split('-')[2])).size,
        codesRight: of.filter((o) => o.actual.code === o.expected.code).length,
        linksRight: of.filter((o) => o.actual.verificationLink === o.expected.verificationLink).length,
        falseCodes: of.filter((o) => o.expected.code === null && o.actual.code !== null).length,
      };
    });
    console.log(
      `families of past misses:\n${'family'.padEnd(16)}cases  langs  codes right  links right  false codes\n` +
        rows
          .map(
            (r) =>
              `${r.family.padEnd(16)}${String(r.cases).padStart(5)}${String(r.languages).padStart(7)}${`${r.codesRight}/${r.cases}`.padStart(13)}${`${r.linksRight}/${r.cases}`.padStart(13)}${String(r.falseCodes).padStart(13)}`,
          )
          .join('\n'),
    );
    expect(outcomes.length).toBeGreaterThanOrEqual(MIN_FAMILY_CASES);
    expect(new Set(outcomes.map((o) => o.file.split('-')[2])).size).toBeGreaterThanOrEqual(MIN_FAMILY_LANGUAGES);
    for (const r of rows) expect(r).toEqual({ ...r, codesRight: r.cases, linksRight: r.cases, falseCodes: 0 });
    expect(rows.every((r) => r.cases > 0)).toBe(true);
  });
});
