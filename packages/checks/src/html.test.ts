import { afterAll, describe, expect, it } from '@jest/globals';
import { checkHtml, stopHtmlChecks } from './html.js';

afterAll(() => stopHtmlChecks());

describe('HTML compatibility from caniemail', () => {
  it('names each feature some clients lack, with those clients, in a mail that mixes CSS and elements', async () => {
    const { issues, error } = await checkHtml(
      `<html><head><style>.a { display: flex; }</style></head><body><div style="display:grid"><svg width="10" height="10"></svg>Hi</div></body></html>`,
    );
    expect(error).toBeNull();
    const grid = issues.find((i) => i.feature === 'display:grid');
    expect(grid).toBeDefined();
    expect(grid!.unsupportedIn).toContain('outlook.windows');
    expect(issues.find((i) => i.feature === '<style> element')!.unsupportedIn.length).toBeGreaterThan(0);
    // Every issue names at least one client, and a client is never both.
    for (const i of issues) {
      expect(i.unsupportedIn.length + i.partialIn.length).toBeGreaterThan(0);
      expect(i.unsupportedIn.filter((c) => i.partialIn.includes(c))).toEqual([]);
    }
  });

  it('reports nothing for plain HTML every client renders, and for a mail without HTML', async () => {
    expect(await checkHtml('<p>Your code is <b>123456</b></p>')).toEqual({ issues: [], error: null });
    expect(await checkHtml('')).toEqual({ issues: [], error: null });
  });

  it('reads hostile HTML without throwing: deeply nested, cut off mid-rule, empty declarations', async () => {
    const result = await checkHtml('<div style="display:">' + '<table>'.repeat(14_000) + '<style>@media {');
    expect(result.error === null || result.error.startsWith('the HTML could not be checked')).toBe(true);
    expect((await checkHtml('<div style="display:"><style>@media {')).error).toBeNull();
  });

  it('answers HTML the checker cannot finish in time with an error, and a new worker checks the next', async () => {
    const slow =
      '<table>' + '<tr><td style="padding:8px;color:#333;background-color:#fff;display:block">x</td></tr>'.repeat(1200) + '</table>';
    expect(await checkHtml(slow, 1)).toEqual({ issues: [], error: 'the HTML could not be checked: no answer within 1 ms' });
    expect((await checkHtml('<div style="display:grid">x</div>')).issues.map((i) => i.feature)).toContain('display:grid');
  });

  it("does caniemail's work off the caller's thread: a timer due meanwhile runs before the answer", async () => {
    const heavy =
      '<table>' + '<tr><td style="padding:8px;color:#333;background-color:#fff;display:block">x</td></tr>'.repeat(300) + '</table>';
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    const result = await checkHtml(heavy);
    expect(result.error).toBeNull();
    expect(ticked).toBe(true);
  });
});
