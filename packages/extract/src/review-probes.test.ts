import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extract } from './index.js';

// The cases of the fresh-eyes reviews of versions 61 to 103, one file each in review-probes/ (vNN.json: what the review was, and
// its probes). Each case was answered wrongly by the version reviewed and is answered rightly by the version that mended it; a
// case names the code or the link it wants (a null wants none), and only what it names is checked.
interface Probe {
  id: string;
  s: string;
  t: string;
  h: string;
  code?: string | null;
  link?: string | null;
}
const dir = fileURLToPath(new URL('./review-probes/', import.meta.url));
const reviews = readdirSync(dir)
  .filter((f) => /^v\d+\.json$/.test(f))
  .sort((a, b) => Number(a.slice(1, -5)) - Number(b.slice(1, -5)))
  .map((f) => ({ version: f.slice(1, -5), ...(JSON.parse(readFileSync(dir + f, 'utf8')) as { about: string; probes: Probe[] }) }));

it('reads every review', () =>
  expect(reviews.map((r) => [r.version, r.probes.length])).toEqual([
    ['61', 31],
    ['62', 66],
    ['64', 38],
    ['66', 47],
    ['68', 44],
    ['71', 65],
    ['75', 11],
    ['76', 22],
    ['77', 19],
    ['79', 19],
    ['81', 33],
    ['85', 44],
    ['88', 26],
    ['93', 36],
    ['95', 39],
    ['103', 55],
    ['106', 23],
    ['107', 31],
    ['108', 8],
  ]));

describe.each(reviews.map((r) => [r.version, r.probes] as const))('review of version %s', (_version, probes) => {
  it.each(probes.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = extract({ subject: p.s, text: p.t, html: p.h });
    if ('code' in p) expect(r.code).toBe(p.code);
    if ('link' in p) expect(r.verificationLink).toBe(p.link);
    expect('code' in p || 'link' in p).toBe(true);
  });
});
