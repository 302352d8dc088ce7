// Zero-width and invisible characters: mail templates pad preheaders with them and
// senders sprinkle them inside codes to defeat copy-paste scrapers.
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0]/g;
// CJK punctuation that NFKC folds to ASCII punctuation with no space around it,
// which would make "123456，5分钟" look like the decimal "123456,5" and "482913（10分钟" like a phone number.
const CJK_PUNCTUATION = /[\uFF0C\u3001\uFF08\uFF09]/g;
// Version 42: keycap emoji ("5️⃣2️⃣9️⃣"): a digit, a variation selector and the enclosing keycap; the digit is what is typed.
const KEYCAP = /([0-9])\uFE0F?\u20E3/g;
const SPACED: Record<string, string> = { '\uFF0C': ', ', '\u3001': ', ', '\uFF08': ' (', '\uFF09': ') ' };
// Printable ASCII, and the Latin-1 letters and signs, dashes, quotes and bullet that every step below leaves as they
// are (no compatibility form, not invisible, not a space to replace): most lines of most mails.
const ALREADY_CANONICAL =
  /^[\x20-\x7E\u00A1-\u00A7\u00A9\u00AB\u00AC\u00AE\u00B0\u00B1\u00B6\u00B7\u00BB\u00BF-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]*$/;
// Decimal digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali, Thai…), which NFKC leaves alone:
// "۵۳۰۷۱۸" is typed as 530718.
// A class, not a lookahead per character: the `v` flag's set difference (built with RegExp: TypeScript targets ES2022).
const OTHER_DIGIT = new RegExp('[\\p{Nd}--[0-9]]', 'gv');
const IS_DIGIT = /^\p{Nd}$/u;

/** A digit's value: Unicode codes each script's digits as one run from 0 to 9, so count the digits before it. */
function digitValue(d: string): string {
  const cp = d.codePointAt(0) ?? 0;
  let value = 0;
  while (value < 9 && IS_DIGIT.test(String.fromCodePoint(cp - value - 1))) value++;
  return String(value);
}
/** Two whitespace characters in a row, or one that is not a plain space. */
const UNCOLLAPSED = /\s\s|[^\S ]/;

/**
 * Canonical form for scanning: full-width digits and letters become ASCII (NFKC), so do the digits of other scripts,
 * every kind of space becomes a plain space, invisible characters disappear.
 */
export function normalizeText(input: string): string {
  // Already canonical: no invisibles, nothing NFKC changes, only plain spaces (normalize.test.ts checks each character).
  if (ALREADY_CANONICAL.test(input)) return input;
  return input
    .replace(INVISIBLE, '')
    .replace(KEYCAP, '$1')
    .replace(CJK_PUNCTUATION, (ch) => SPACED[ch] ?? ch)
    .normalize('NFKC')
    .replace(OTHER_DIGIT, digitValue)
    .replace(/[\t\f\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
}

/** Collapse runs of whitespace the way a browser renders them. */
export function collapseWhitespace(input: string): string {
  const trimmed = input.trim();
  // Most lines have single plain spaces only: no new string to build.
  return UNCOLLAPSED.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/** The first `max` UTF-16 units of `input`, without the first half of a surrogate pair the cut would split. */
export function cut(input: string, max: number): string {
  if (input.length <= max) return input;
  const code = input.charCodeAt(max - 1);
  return input.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** `input` with any lone surrogate as U+FFFD: storable as JSON in Postgres, which refuses half a pair. */
export function wellFormed(input: string): string {
  return input.isWellFormed() ? input : input.toWellFormed();
}
