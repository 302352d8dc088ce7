import { describe, expect, it } from '@jest/globals';
import { EXTRACT_LIMITS, extract, type ExtractInput, type Extraction } from './index.js';

// Hostile mail must finish in bounded time. The machine running tests is shared, so
// the bound is deliberately loose: the point is "not minutes", not a benchmark.
const GENEROUS_MS = 5_000;

function timed(input: ExtractInput): { result: Extraction; ms: number } {
  const start = performance.now();
  const result = extract(input);
  return { result, ms: performance.now() - start };
}

const MB = 1024 * 1024;

describe('hostile input', () => {
  it('a 10 MB HTML body finishes and still finds the code near the top', () => {
    const filler =
      '<div class="row"><span style="color:#123456">Lorem 12345 ipsum</span> <a href="https://a.test/p?id=42">dolor</a></div>\n';
    const html = `<p>Your verification code is <b>482913</b></p>${filler.repeat(Math.ceil((10 * MB) / filler.length))}`;
    expect(html.length).toBeGreaterThanOrEqual(10 * MB);
    const { result, ms } = timed({ subject: 'Verify', text: '', html });
    expect(ms).toBeLessThan(GENEROUS_MS);
    expect(result.code).toBe('482913');
    expect(result.links.length).toBeLessThanOrEqual(EXTRACT_LIMITS.maxLinks);
  });

  it('40,000-deep nested markup finishes, closed or not; what lies past the nesting limit is not read', () => {
    const closed = `${'<div><table><tr><td>'.repeat(10_000)}Your code is 739201${'</td></tr></table></div>'.repeat(10_000)}`;
    const unclosed = `${'<div><span><b><font size="7">'.repeat(10_000)}Your code is 739201`;
    const flat = `${'<div>'.repeat(200_000)}Your code is 739201${'</div>'.repeat(200_000)}`;
    for (const html of [closed, unclosed, flat]) {
      const { result, ms } = timed({ subject: '', text: '', html });
      expect(ms).toBeLessThan(GENEROUS_MS);
      expect(result.code).toBeNull();
    }
  });

  it('finds a code nested as deep as the limit allows', () => {
    const levels = Math.floor(EXTRACT_LIMITS.maxHtmlDepth / 4) - 1;
    const html = `${'<div><table><tr><td>'.repeat(levels)}Your code is 739201${'</td></tr></table></div>'.repeat(levels)}`;
    expect(timed({ subject: '', text: '', html }).result.code).toBe('739201');
  });

  it('100,000 links are capped, in order, first occurrence kept', () => {
    const anchors = Array.from({ length: 100_000 }, (_, i) => `<a href="https://a.test/item/${i}?ref=mail&amp;x=1">Item ${i}</a>`).join(
      '\n',
    );
    const { result, ms } = timed({ subject: '', text: '', html: anchors });
    expect(ms).toBeLessThan(GENEROUS_MS);
    expect(result.links).toHaveLength(EXTRACT_LIMITS.maxLinks);
    expect(result.links[0]).toEqual({ url: 'https://a.test/item/0?ref=mail&x=1', text: 'Item 0' });
    expect(result.links[999]?.url).toBe('https://a.test/item/999?ref=mail&x=1');
  });

  it('100,000 URLs in a plain-text body are capped', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `https://a.test/confirm/${i}`).join(' ');
    const { result, ms } = timed({ subject: 'Confirm your email', text, html: '' });
    expect(ms).toBeLessThan(GENEROUS_MS);
    expect(result.links.length).toBeLessThanOrEqual(EXTRACT_LIMITS.maxLinks);
    expect(result.links[0]?.url).toBe('https://a.test/confirm/0');
    // Version 41: a thousand links that only their addresses speak for, each as much as the next: none is the one to click.
    expect(result.verificationLink).toBe(null);
  });

  it('a 5 MB single line of digits and dashes finishes with no code', () => {
    let line = '';
    while (line.length < 5 * MB) line += '1234-5678-90-123456-7-';
    for (const input of [
      { subject: '', text: line, html: '' },
      { subject: line, text: '', html: '' },
      { subject: '', text: '', html: `<p>Your code: ${line}</p>` },
    ]) {
      const { result, ms } = timed(input);
      expect(ms).toBeLessThan(GENEROUS_MS);
      expect(result.code).toBeNull();
    }
  });

  it('pathological strings for regular expressions finish', () => {
    const inputs = [
      '@'.repeat(2 * MB),
      'a@'.repeat(MB),
      'http://'.repeat(MB),
      'code '.repeat(MB),
      `${'verification code '.repeat(100_000)}482913`,
      '1 '.repeat(MB),
      '<'.repeat(2 * MB),
      `<p style="${'font-size:9'.repeat(200_000)}">x</p>`,
      `<a href="${'https://a.test/'.repeat(200_000)}">x</a>`,
      '\n'.repeat(2 * MB),
    ];
    for (const s of inputs) {
      for (const input of [
        { subject: '', text: s, html: '' },
        { subject: '', text: '', html: s },
      ]) {
        const { ms } = timed(input);
        expect(ms).toBeLessThan(GENEROUS_MS);
      }
    }
  });

  it('the limits are exported and positive', () => {
    for (const value of Object.values(EXTRACT_LIMITS)) expect(value).toBeGreaterThan(0);
    expect(Object.isFrozen(EXTRACT_LIMITS)).toBe(true);
  });
});
