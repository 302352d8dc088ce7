import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { FEATURE_NAMES, RULE_FEATURES } from './fallback-features.js';
import { FALLBACK_MODEL } from './fallback-model.js';
import { fitLogistic, labelMail, type LabelledMail } from './fallback-train.js';
import { fallbackMail } from './fallback.js';
import { extract } from './index.js';

// The committed weights are what scripts/train-fallback.mjs makes of the training sets (it also picks the threshold,
// by cross-validation, which this test does not repeat). heldout12 and later are never read: the lead keeps them clean.
const TRAINING_SETS = ['dev', 'heldout', ...Array.from({ length: 10 }, (_, i) => `heldout${i + 2}`)];

async function readSet(set: string): Promise<Array<{ input: { subject: string; text: string; html: string }; code: string | null }>> {
  const dir = fileURLToPath(new URL(`../corpus/${set}/`, import.meta.url));
  const expected = JSON.parse(readFileSync(`${dir}expected.json`, 'utf8')) as Record<string, { code: string | null }>;
  const mails = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const p = await simpleParser(readFileSync(`${dir}${file}`));
    mails.push({ input: { subject: p.subject ?? '', text: p.text ?? '', html: p.html || '' }, code: expected[file]?.code ?? null });
  }
  return mails;
}

describe('the learned fallback model', () => {
  it('is what the training script makes of the training sets, and adds no false code on them', async () => {
    const mails = (await Promise.all(TRAINING_SETS.map(readSet))).flat();
    expect(mails.length).toBeGreaterThan(1300);
    const labelled: LabelledMail[] = mails.map((m) => labelMail(fallbackMail(m.input), m.code));
    const fit = fitLogistic(labelled, new Set(RULE_FEATURES.map((f) => FEATURE_NAMES.indexOf(f))));
    fit.weights.forEach((w, k) => expect(w).toBeCloseTo(FALLBACK_MODEL.weights[k] ?? NaN, 5));
    expect(fit.bias).toBeCloseTo(FALLBACK_MODEL.bias, 5);
    const falseCodes = mails.filter((m) => {
      const code = extract(m.input).code;
      return code !== null && code !== m.code;
    });
    expect(falseCodes).toEqual([]);
  }, 300_000);
});
