import { describe, expect, it } from '@jest/globals';
import { isEmphasis, scanHtml } from './html-text.js';

const segments = (html: string): Array<{ text: string; emphasized: boolean }> => scanHtml(html, () => {});

describe('scanHtml', () => {
  it('block elements and table cells become separate segments', () => {
    expect(segments('<p>Hello <b>there</b></p><table><tr><td>A</td><td>B</td></tr></table>line<br>next').map((s) => s.text)).toEqual([
      'Hello there',
      'A',
      'B',
      'line',
      'next',
    ]);
  });

  it('inline elements do not split text', () => {
    expect(segments('<p><span>4</span><span>8</span><i>21</i></p>').map((s) => s.text)).toEqual(['4821']);
  });

  it('style, script, head, title and comments are dropped', () => {
    const html =
      '<html><head><title>T</title><style>p{color:#123456}</style></head><body><script>x=1</script><!-- c --><p>kept</p><noscript>n</noscript></body></html>';
    expect(segments(html).map((s) => s.text)).toEqual(['kept']);
  });

  it('entities and non-breaking spaces are decoded and normalised', () => {
    expect(segments('<p>A&nbsp;&amp;&#x42;&zwnj;C</p>').map((s) => s.text)).toEqual(['A &BC']);
  });

  it('a segment is emphasised only when all of its text is', () => {
    expect(segments('<p><b>482913</b></p><p><b>Code</b> 482913</p>').map((s) => s.emphasized)).toEqual([true, false]);
  });

  it('anchors and written-out URLs are reported in order', () => {
    const found: Array<[string, string]> = [];
    scanHtml('<p>see https://a.test/1 and <a href="https://a.test/2">two</a> then https://a.test/3</p>', (url, text) =>
      found.push([url, text]),
    );
    expect(found).toEqual([
      ['https://a.test/1', ''],
      ['https://a.test/2', 'two'],
      ['https://a.test/3', ''],
    ]);
  });

  it('a block longer than a segment continues in the next segment', () => {
    const long = 'word '.repeat(1_000);
    const texts = segments(`<p>${long}Your code is 482913</p>`).map((s) => s.text);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.at(-1)).toContain('482913');
  });

  it('unclosed and mis-nested markup still yields text', () => {
    expect(segments('<div><p>one<td>two</span></b><p>three').map((s) => s.text)).toEqual(['one', 'two', 'three']);
  });
});

describe('isEmphasis', () => {
  it.each([
    ['b', {}],
    ['strong', {}],
    ['h1', {}],
    ['code', {}],
    ['span', { style: 'font-size: 32px' }],
    ['span', { style: 'font-size:20pt' }],
    ['td', { style: 'font-weight:700' }],
    ['td', { style: 'letter-spacing: 6px' }],
    ['td', { style: "font-family:'Courier New', monospace" }],
    ['font', { size: '6' }],
  ])('<%s %j> is emphasis', (name, attribs) => {
    expect(isEmphasis(name, attribs as Record<string, string>)).toBe(true);
  });

  it.each([
    ['span', {}],
    ['td', { style: 'font-size:14px;color:#333' }],
    ['td', { style: 'letter-spacing:0px' }],
    ['font', { size: '2' }],
  ])('<%s %j> is not emphasis', (name, attribs) => {
    expect(isEmphasis(name, attribs as Record<string, string>)).toBe(false);
  });
});
