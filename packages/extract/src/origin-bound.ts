import type { Candidate } from './candidates.js';

// Version 12: the origin-bound one-time-code line of SMS autofill (WebOTP, and the iOS / Android one-time-code
// formats): "@app.tandem.test #552109", or "@pay.bank.test #552109 %shop.test" for a page embedded in another, in the
// last line of its part. A handle and a hashtag have the same shape ("Follow us on Bluesky:" ⏎ "@acme.bsky.social
// #Web3", "@github.com #1234"), so the line stands only where the mail backs it (originBoundStands).

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}`;
const ORIGIN_BOUND = new RegExp(String.raw`^@${HOST}\s+#([a-z0-9]{4,12})(?:\s+%${HOST})?\s*$`, 'iu');
const EMBEDDED = new RegExp(String.raw`\s%${HOST}\s*$`, 'iu');
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

/** What the rest of the mail says of an origin-bound line's value. */
export interface OriginBoundBacking {
  /** Another occurrence of the value that nothing rejects ("Tandem: 552109" above "@app.tandem.test #552109"). */
  repeated: boolean;
  /** The subject, a heading or a button asks for a code, or to verify or sign in. */
  asks: boolean;
  /** Marketing wording in the mail. */
  promotional: boolean;
  /** The line names the embedding page too (" %shop.test"), which only WebOTP writes. */
  embedded: boolean;
  /** The value stands after "#" in another line: an issue's or a ticket's number ("Merged #1234", "Fix login (#1234)"). */
  referenced: boolean;
}

export const namesEmbeddingPage = (line: string): boolean => EMBEDDED.test(line);

/** Line `line` names `value` as a reference ("#1234"), and is no origin-bound line itself. */
export function refersToNumber(line: string, value: string): boolean {
  if (line.startsWith('@')) return false;
  const at = line.indexOf(`#${value}`);
  return at !== -1 && !/[\p{L}\p{N}]/u.test(line.charAt(at + value.length + 1));
}

/**
 * Version 15: an origin-bound line is a code where the WebOTP and iOS formats put it, after the same code in the message,
 * or in a mail that asks for a code; or, alone in a mail that says nothing, when its value is six digits, the shape a
 * generated code has and a tag rarely does ("Welcome back to Ferno." ⏎ "@ferno.test #740192"). Never in marketing mail,
 * unless the line names the page it is embedded in, which no hashtag does ("Only enter this on the Paybridge checkout
 * window." ⏎ "@pay.paybridge.test #K7QX2M %shop.marlow.test": "checkout" is a word of marketing too).
 */
export function originBoundStands(c: Candidate, backing: OriginBoundBacking): boolean {
  if (backing.embedded) return true;
  if (backing.promotional || backing.referenced) return false;
  return backing.repeated || backing.asks || /^\d{6}$/.test(c.value);
}
