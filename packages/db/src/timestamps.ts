import pg from 'pg';

/** pg's own timestamptz parser (postgres-date): the way for anything the fast path does not take. */
const pgParse = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date | number | null;

const PLUS = 43;
const MINUS = 45;
const SPACE = 32;
const COLON = 58;

/**
 * A timestamptz in Postgres's text form ('2026-11-21 12:00:00.123456+00', an offset of ±HH or ±HH:MM)
 * rewritten as ISO 8601 and read by V8's own parser: 2.5 times faster than pg's default, whose regular
 * expressions took ~5 % of the api's CPU (a list answer reads a dozen timestamps). Undefined for anything
 * else — infinity, BC, a year past 9999, an offset with seconds — which pg's parser reads. Both truncate
 * to the millisecond: the same instant either way.
 */
export function readTimestamptz(text: string): Date | undefined {
  const n = text.length;
  if (n < 22 || text.charCodeAt(4) !== MINUS || text.charCodeAt(10) !== SPACE) return undefined;
  let zone = n - 3;
  let sign = text.charCodeAt(zone);
  if (sign !== PLUS && sign !== MINUS) {
    zone = n - 6;
    sign = text.charCodeAt(zone);
    if ((sign !== PLUS && sign !== MINUS) || text.charCodeAt(n - 3) !== COLON) return undefined;
  }
  const offset = text.slice(zone);
  const date = new Date(
    `${text.slice(0, 10)}T${text.slice(11, zone)}${offset === '+00' ? 'Z' : offset.length === 3 ? `${offset}:00` : offset}`,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The timestamptz parser the pool installs: the fast path above, else pg's. */
export function parseTimestamptz(text: string): Date | number | null {
  return readTimestamptz(text) ?? pgParse(text);
}
