import type { Candidate } from './candidates.js';

// Version 12: the origin-bound one-time-code line of SMS autofill (WebOTP, and the iOS / Android one-time-code
// formats): "@app.tandem.test #552109", or "@pay.bank.test #552109 %shop.test" for a page embedded in another. A sender
// writes it only to bind a one-time code to its site, so it is a code whatever its words, in the last line of its part.

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}`;
const ORIGIN_BOUND = new RegExp(String.raw`^@${HOST}\s+#([a-z0-9]{4,12})(?:\s+%${HOST})?\s*$`, 'iu');
const MAX_LINE = 200;
const YEAR = /^(?:19|20)\d{2}$/;

/** The code of an origin-bound line ("@app.tandem.test #552109"), or null. Not a year: "@trailhead.test #2026" tags. */
export function originBoundCode(line: string): Candidate | null {
  if (line.length > MAX_LINE || !line.startsWith('@')) return null;
  const m = ORIGIN_BOUND.exec(line);
  const value = m?.[1];
  if (!m || value === undefined || !/\d/.test(value) || YEAR.test(value)) return null;
  const start = line.indexOf(`#${value}`) + 1;
  const digits = /^\d+$/.test(value);
  return { start, end: start + value.length, value, kind: digits ? 'numeric' : 'alnum' };
}
