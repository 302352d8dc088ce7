import { describe, expect, it } from '@jest/globals';
import { checkHtml } from './html.js';

describe('HTML compatibility from caniemail', () => {
  it('names each feature some clients lack, with those clients, in a mail that mixes CSS and elements', () => {
    const { issues, error } = checkHtml(
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

  it('reports nothing for plain HTML every client renders, and for a mail without HTML', () => {
    expect(checkHtml('<p>Your code is <b>123456</b></p>')).toEqual({ issues: [], error: null });
    expect(checkHtml('')).toEqual({ issues: [], error: null });
  });

  it('answers hostile HTML with an error in the result, never a throw', () => {
    const result = checkHtml('<div style="display:">' + '<table>'.repeat(5000) + '<style>@media {');
    expect(result).toEqual({ issues: [], error: expect.stringMatching(/^the HTML could not be checked/) });
    expect(checkHtml('<div style="display:"><style>@media {').error).toBeNull();
  });
});
