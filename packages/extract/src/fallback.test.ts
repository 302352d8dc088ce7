import { describe, expect, it } from '@jest/globals';
import { MAX_SPOTS_PER_LINE, codeShapedSpots } from './fallback-candidates.js';
import { LINE_FACTS, LineCache, UNREAD_AT_A_GLANCE, glanceFacts, lineFacts } from './fallback-context.js';
import { FEATURE_NAMES, mailRows, type FallbackMail } from './fallback-features.js';
import { FALLBACK_MODEL } from './fallback-model.js';
import { bestValue, fallbackCode, fallbackMail, learnedCode } from './fallback.js';
import { explainExtraction, extract, extractForStorage } from './index.js';
import { readMail, ruleDecision } from './mail-reading.js';
import { textToSegments } from './segments.js';

const values = (line: string): string[] => codeShapedSpots(line).map((s) => s.value);

describe('the fallback candidate generator', () => {
  it('takes digit runs of 4 to 10 and nothing shorter or longer', () => {
    expect(values('codes 123 9930184462 12345678901 55')).toEqual(['9930184462']);
    expect(values('abc 4821 x')).toEqual(['4821']);
  });

  it('joins digit groups a space, dash or dot apart, and says how they were split', () => {
    const [spot] = codeShapedSpots('Code: 123 456, thanks');
    expect(spot).toEqual({ start: 6, end: 13, value: '123456', grouped: true, separator: ' ' });
    expect(values('482-913')).toEqual(['482913']);
    expect(values('4 0 9 2')).toEqual(['4092']);
    expect(codeShapedSpots('on 12.05.2024')).toEqual([
      { start: 3, end: 13, value: '12052024', grouped: true, separator: '.' },
      { start: 9, end: 13, value: '2024', grouped: false, separator: '' },
    ]);
  });

  it('keeps dashed alphanumerics as shown, joins spaced ones, takes capitals alone', () => {
    expect(values('enter K7P-2QX now')).toEqual(['K7P-2QX']);
    expect(values('7GH2-PQ9R')).toEqual(['7GH2', '7GH2-PQ9R', 'PQ9R']);
    expect(values('on 12 or is 4U')).toEqual([]);
    expect(values('Q4ZP8 MWT3J')).toEqual(['Q4ZP8', 'Q4ZP8MWT3J', 'MWT3J']);
    expect(values('K 7 P 4 Q X')).toEqual(['K7P4QX']);
    expect(values('Use GHKWPL or Hello or ABCD')).toEqual(['GHKWPL']);
    expect(values('ABC-DEF and abc-def')).toEqual(['ABC-DEF']);
  });

  it('bounds the spots of a hostile line', () => {
    expect(codeShapedSpots('123456 '.repeat(10_000)).length).toBe(MAX_SPOTS_PER_LINE);
  });
});

const facts = { aboutVerifying: false, notice: false, meeting: false, shortLived: false };
const mail = (subject: string, text: string, more: Partial<FallbackMail> = {}): FallbackMail => ({
  subject,
  html: [],
  text: textToSegments(text),
  facts,
  ...more,
});
const feature = (row: readonly number[] | undefined, name: string): number | undefined => row?.[FEATURE_NAMES.indexOf(name)];

describe('the fallback features', () => {
  it('give one row per distinct value, as long as the feature names', () => {
    const { values: vs, rows } = mailRows(mail('Code 482913', 'Your code is 482913.\nOrder 55021 of 2026'));
    expect(vs).toEqual(['482913', '55021', '2026']);
    for (const row of rows) expect(row).toHaveLength(FEATURE_NAMES.length);
  });

  it('read a label, a verb and the place of a value', () => {
    const { rows } = mailRows(mail('Welcome', 'Your verification code is 482913. It expires in 10 minutes.\nEnter 7291 on the page'));
    const [code, entered] = rows;
    expect(feature(code, 'strongBefore')).toBe(1);
    expect(feature(code, 'len6')).toBe(1);
    expect(feature(code, 'digitsOnly')).toBe(1);
    expect(feature(code, 'expiresNear')).toBe(1);
    expect(feature(code, 'inText')).toBe(1);
    expect(feature(code, 'inSubject')).toBe(0);
    expect(feature(entered, 'verbBefore')).toBe(1);
    expect(feature(entered, 'strongBefore')).toBe(0);
    expect(feature(entered, 'strongAbove')).toBe(1);
  });

  it('read what says a number is no code', () => {
    const { values: vs, rows } = mailRows(
      mail('Your order', 'Order number 55021\nTotal $1299 on 12/2026\nCall +4420 7946\n221 Baker Street\nhttps://x.test/a/88312'),
    );
    const row = (v: string): number[] | undefined => rows[vs.indexOf(v)];
    expect(feature(row('55021'), 'thingBefore')).toBe(1);
    expect(feature(row('1299'), 'currencyNear')).toBe(1);
    expect(feature(row('2026'), 'dateNear')).toBe(1);
    expect(feature(row('2026'), 'yearLike')).toBe(1);
    expect(feature(row('4420'), 'phoneNear')).toBe(1);
    expect(feature(row('88312'), 'glued')).toBe(1);
    expect(feature(row('55021'), 'thingSubject')).toBe(1);
  });

  it('count a value seen in the subject and the body once, with both places', () => {
    const { values: vs, rows } = mailRows(mail('482913 is your code', '482913'));
    expect(vs).toEqual(['482913']);
    expect(feature(rows[0], 'inSubjectAndBody')).toBe(1);
    expect(feature(rows[0], 'alone')).toBe(1);
    expect(feature(rows[0], 'oneValue')).toBe(1);
  });

  it('at a glance, read what a full reading reads but UNREAD_AT_A_GLANCE, which stand at 0', () => {
    const lines = new LineCache();
    const above = 'Enter this code within 10 minutes:';
    const text = 'Order #55021 — verification code: 482913 (call +44 20 7946) on 12 May';
    const below = 'Do not share it. Save 20% with code SAVE20.';
    for (const spot of lines.spots(text)) {
      const full = lineFacts(lines, text, spot, above, below);
      const glance = glanceFacts(lines, text, spot, above);
      LINE_FACTS.forEach((name, k) => expect([name, glance[k]]).toEqual([name, UNREAD_AT_A_GLANCE.includes(name) ? 0 : full[k]]));
    }
    const [code] = lines.spots(text).filter((s) => s.value === '482913');
    expect(code && lineFacts(lines, text, code, above, below)[LINE_FACTS.indexOf('dontShareNear')]).toBe(1);
  });

  it('read the rules’ score only when it is given', () => {
    const scores = new Map([['482913', -120]]);
    expect(feature(mailRows(mail('', 'Order 482913', { ruleScores: scores })).rows[0], 'ruleRejected')).toBe(1);
    expect(feature(mailRows(mail('', 'Order 482913')).rows[0], 'ruleRejected')).toBe(0);
  });
});

describe('the learned fallback', () => {
  it('has a weight for every feature', () => {
    expect(FALLBACK_MODEL.features).toEqual(FEATURE_NAMES);
    expect(FALLBACK_MODEL.weights).toHaveLength(FEATURE_NAMES.length);
  });

  it('ranks a labelled code over an order number, and leaves a mail without a code-shaped string alone', () => {
    const input = { subject: 'Sign in', text: 'Order 55021 shipped.\nYour verification code is 482913.', html: '' };
    expect(bestValue(mail(input.subject, input.text)).value).toBe('482913');
    expect(fallbackCode({ subject: 'Hello', text: 'No numbers here.', html: '' })).toBeNull();
  });

  it('answers in extract() where the rules find no code, and the explanation says it was the model', () => {
    // "#" before a number reads as a reference to the rules; the model weighs the label and the expiry too.
    const hashed = { subject: 'Verify your email', text: 'Verification code: #739142\nExpires in 10 minutes.', html: '' };
    expect(ruleDecision(readMail(hashed)).code).toBeNull();
    expect(extract(hashed).code).toBe('739142');
    const explained = explainExtraction(hashed);
    expect(explained.code).toBe('739142');
    expect(explained.confidence).toBeGreaterThanOrEqual(FALLBACK_MODEL.threshold);
    expect(explained.codeCandidates[0]).toMatchObject({ value: '739142', source: 'text', context: 'Verification code: #739142' });
    const [learned] = explained.codeCandidates[0]?.evidence ?? [];
    expect(learned?.kind).toBe('learned');
    expect(learned?.note).toMatch(/model trained on the labelled corpus gives this value probability 0\.99\d/);
    expect(explained.codeCandidates[0]?.score).toBe(learned?.weight);
    expect(explained.codeCandidates.filter((c) => c.value === '739142')).toHaveLength(1);
    expect(extractForStorage(hashed)).toMatchObject({ code: '739142', confidence: explained.confidence, extractorVersion: 16 });
  });

  it("gives no code where its best value falls short, nor one the caller's shape rules out", () => {
    const decoy = { subject: 'Your order', text: '739142\nYour order number. Keep it for your records.', html: '' };
    expect(bestValue(fallbackMail(decoy)).value).toBe('739142');
    expect(bestValue(fallbackMail(decoy)).probability).toBeLessThan(FALLBACK_MODEL.threshold);
    expect(extract(decoy).code).toBeNull();
    expect(explainExtraction(decoy).codeCandidates.some((c) => c.evidence.some((e) => e.kind === 'learned'))).toBe(false);
    const hashed = { subject: 'Verify your email', text: 'Verification code: #739142\nExpires in 10 minutes.', html: '' };
    expect(extract(hashed, { shape: { length: 8 } }).code).toBeNull();
    expect(extract(hashed, { shape: { kind: 'digits' } }).code).toBe('739142');
  });

  it('reads a mail at a glance with the same answer as in full, at any threshold', () => {
    const mails = [
      { subject: 'Verify your email', text: 'Verification code: #739142\nExpires in 10 minutes.', html: '' },
      { subject: 'Receipt', text: 'Order 55021, total $12.00.\nCall +44 20 7946 0018.', html: '' },
      { subject: 'Sign in', text: '', html: '<p>Your code</p><p><b>K7P-2QX</b></p><p>Order 482913 ships soon.</p>' },
    ];
    for (const threshold of [0.998, 0.9, 0.5, 0.1, 0])
      for (const m of mails) {
        const model = { ...FALLBACK_MODEL, threshold };
        expect(learnedCode(fallbackMail(m), { model })).toEqual(learnedCode(fallbackMail(m), { model, quick: false }));
      }
    expect(fallbackCode({ subject: 'Receipt', text: 'Order 55021, total $12.00.', html: '' }, { ...FALLBACK_MODEL, threshold: 0 })).toBe(
      '55021',
    );
  });
});
