import { describe, expect, it } from '@jest/globals';
import { EXTRACTOR_VERSION, explainExtraction, extract } from './index.js';

describe('explainExtraction', () => {
  it('gives the same answer as extract, with the candidates, their evidence and a confidence', () => {
    const input = {
      subject: 'Finish signing in',
      text: 'Use 553311 to finish signing in.\nOrder 48213 ships on Monday.',
      html: '<p>Use <b>553311</b> to finish signing in.</p><a href="https://a.test/s?t=Kq2LmX7vB3nR5tYw1" style="padding:8px">Sign in</a>',
    };
    const explained = explainExtraction(input);
    const { code, links, verificationLink } = explained;
    expect({ code, links, verificationLink }).toEqual(extract(input));
    expect(code).toBe('553311');
    expect(explained.confidence).toBeGreaterThanOrEqual(0.5);
    expect(explained.confidence).toBeLessThanOrEqual(1);
    const [best, ...others] = explained.codeCandidates;
    expect(best?.value).toBe('553311');
    expect(best?.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(['introduced-by-verb', 'mail-intent']));
    const order = others.find((c) => c.value === '48213');
    expect(order?.evidence.some((e) => e.kind === 'negative-label' && e.weight < 0)).toBe(true);
    expect(explained.linkCandidates[0]).toMatchObject({ url: 'https://a.test/s?t=Kq2LmX7vB3nR5tYw1' });
  });

  it('explains a miss: the best candidate is listed with a confidence under one half', () => {
    const explained = explainExtraction({ subject: 'Hello', text: 'We have 120000 members now.', html: '' });
    expect(explained.code).toBeNull();
    expect(explained.confidence).toBeLessThan(0.5);
  });

  it('has a version to stamp stored extractions with', () => {
    expect(Number.isInteger(EXTRACTOR_VERSION) && EXTRACTOR_VERSION >= 3).toBe(true);
  });
});
