import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { parseTimestamptz, readTimestamptz } from './timestamps.js';

// pg's default parser, as pool.ts found it: the fast path must give exactly its instants.
const pgParse = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date | number | null;
const instant = (d: Date | number | null) => (d instanceof Date ? d.getTime() : d);
const same = (text: string) => expect([text, instant(parseTimestamptz(text))]).toEqual([text, instant(pgParse(text))]);
/** Read by the fast path itself (not handed to pg's parser), and the same instant as pg's. */
const fast = (text: string) => {
  expect([text, readTimestamptz(text) instanceof Date]).toEqual([text, true]);
  same(text);
};

describe('parseTimestamptz', () => {
  it('reads what Postgres writes as pg does, to the millisecond, with every offset form and fraction length', () => {
    expect(pgParse).not.toBe(parseTimestamptz);
    const years = [1, 99, 100, 999, 1000, 1969, 1970, 2026, 2038, 9999];
    const fractions = ['', '.5', '.12', '.123', '.1234', '.123456', '.999999'];
    const offsets = ['+00', '-00', '+01', '-03', '+05:30', '-09:30', '+14', '-12'];
    let n = 0;
    for (const year of years) {
      for (const [i, fraction] of fractions.entries()) {
        for (const [j, offset] of offsets.entries()) {
          const month = String(1 + ((i + j) % 12)).padStart(2, '0');
          const day = String(1 + ((i * 7 + j) % 28)).padStart(2, '0');
          const time = `${String((i * 5 + j) % 24).padStart(2, '0')}:${String((i * 13 + j) % 60).padStart(2, '0')}:${String((i + j * 11) % 60).padStart(2, '0')}`;
          fast(`${String(year).padStart(4, '0')}-${month}-${day} ${time}${fraction}${offset}`);
          n++;
        }
      }
    }
    expect(n).toBe(years.length * fractions.length * offsets.length);
  });

  it('leaves infinity, BC, five-digit years and offsets with seconds to pg', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '12026-01-01 00:00:00+00',
      '1890-01-01 00:00:00+00:19:32',
      '2026-11-21 12:00:00.123+05:30:15',
    ]) {
      expect([text, readTimestamptz(text)]).toEqual([text, undefined]);
      same(text);
    }
    expect(parseTimestamptz('infinity')).toBe(Infinity);
  });

  it('gives the instant written', () => {
    expect(parseTimestamptz('2026-11-21 12:34:56.789123+00')).toEqual(new Date('2026-11-21T12:34:56.789Z'));
    expect(parseTimestamptz('2026-11-21 14:34:56+02')).toEqual(new Date('2026-11-21T12:34:56.000Z'));
  });
});
