import { afterStreetAddress, streetFollows, streetNamePrecedes } from './address.js';
import { tokenize, type Token } from './tokens.js';
import { USE_BEFORE } from './labels.js';
import {
  isDashedLetters,
  isLoneDashedCode,
  isPlausibleAlphanumeric,
  isPlausibleDashedCode,
  letterDigitTransitions,
} from './alnum-shapes.js';

import { maskUrlsAndEmails } from './urls.js';
import { rejectedByNeighbours, typedWhole } from './typed-as.js';

export { isPlausibleAlphanumeric, letterDigitTransitions, rejectedByNeighbours };

/**
 * numeric "739201", split "739 201", alnum "K7P2QX" or "K7P-2QX", letters "ABC-DEF" (dashed groups of letters
 * only: a code only where a label or a "use … to sign in" says so, never alone).
 */
export type CandidateKind = 'numeric' | 'split' | 'alnum' | 'letters';

/** "G-384719", "FB-48213": a brand initial before the digits, which are what is typed. Version 19: three or four
 * capitals ("BNK-402817", "ORB-739214") are part of the code (isPlausibleDashedCode), typed whole. Version 89: a Zulu or Xhosa
 * copula joined to the number ("Ikhodi yakho yokuqinisekisa ngu-483920", your verification code is 483920). */
const PREFIX = /^(?:[A-Z]{1,2}|ngu|ngo|yi)$/;
const THREE_CAPITALS = /^[A-Z]{3}$/; // version 84: or three, when the mail leaves them out (typed-as.ts typedWhole)

/** A string in a segment that has the shape of a code; whether it *is* one is decided by scoring. */
export interface Candidate {
  start: number;
  end: number;
  /** What the user would type: digits only for split numbers, as shown for alphanumerics. */
  value: string;
  kind: CandidateKind;
  /** Written after a prefix like "G-" that the reader does not type. */
  prefixed?: boolean;
  /** Capitals alone under a sentence naming a verification code (letter-codes.ts). */
  labelAbove?: boolean;
  /** Two groups of three in a UK postcode's shape ("GX8 2KD"). */
  postcodeShaped?: boolean;
}

const MIN_DIGITS = 4;
const MAX_DIGITS = 8;

// Separators a sender uses to make a code readable: "123 456", "123-456", "1 2 3 4".
// Version 29: a middle dot between pairs ("38 · 52 · 91") separates them for reading too.
// Version 43: or with no spaces ("47·09·13"), and the Japanese middle dot ("47・09・13").
const READING_GAPS = new Set([
  ' ',
  '-',
  ' - ',
  '\u2013',
  ' \u2013 ',
  '\u2014',
  ' \u2014 ',
  '\u2010',
  '\u2011',
  ' \u00b7 ',
  ' \u2022 ',
  '\u00b7',
  '\u30fb',
]);
// Separators inside dates, times, prices, phone numbers: "12.05.2024", "10:30", "1,299", "(555) 010".
const NUMBER_GAP = /^[\s.,:/()+\-\u2010-\u2014]{1,3}$/;

/** Two digit tokens that are parts of one bigger number (date, time, phone, amount). */
function partOfBiggerNumber(a: Token, b: Token, gap: string): boolean {
  if (!a.digits || !b.digits || !NUMBER_GAP.test(gap)) return false;
  // "code 4821 (10 min)": a short neighbour across a space is a separate number.
  return !/\s/.test(gap) || Math.min(a.text.length, b.text.length) >= 3;
}

/** Equal-sized digit groups adding up to 4-8 digits (or 3-3-3); unequal groups are phone numbers and dates. */
function isReadableDigitGroups(groups: readonly string[]): boolean {
  if (groups.length < 2) return false;
  // Version 44: a year and the next ("Academic year 2024-2025") are a span of time.
  const [from, to] = groups;
  if (
    groups.length === 2 &&
    /^(?:19|20)\d\d$/.test(from ?? '') &&
    (Number(to) === Number(from) + 1 || Number(to) === (Number(from) + 1) % 100)
  )
    return false;
  const size = groups[0]?.length ?? 0;
  const total = groups.reduce((n, g) => n + g.length, 0);
  // "482 913 705": three groups of three, the one grouping of nine digits that senders use for codes.
  if (total === 9) return groups.length === 3 && groups.every((g) => g.length === 3);
  if (total < MIN_DIGITS || total > MAX_DIGITS) return false;
  if (size === 1) return groups.every((g) => g.length === 1);
  // "8412 93": four then two, as some senders group six digits; never two then four ("10 2025" is a date).
  if (groups.length === 2 && size === 4 && groups[1]?.length === 2) return true;
  return size <= 4 && groups.every((g) => g.length === size);
}

const UNEVEN_GROUP = /^\d{2,4}$/;
// Review of version 28: an aside in brackets may follow ("48 29 173 (expires in 10 minutes)").
const NOTHING_AFTER = /^[\s.!]*(?:\([^()]{0,60}\)[\s.!]*)?$/u;
const NOTHING_OR_COLON_BEFORE = /(?:^|[:：])\s*$/u;
/**
 * Version 27: groups of unequal size, two to four digits each and six to eight in all ("48 29 173", "4821 937"), as
 * some senders break a code for reading: only shown as the code is, alone in its line or box or right after a colon
 * ending it. In a sentence they are a phone number or an account number.
 */
function unevenGroupsShown(groups: readonly string[], masked: string, start: number, end: number): boolean {
  const total = groups.reduce((n, g) => n + g.length, 0);
  if (groups.length > 3 || total < 6 || total > 8 || !groups.every((g) => UNEVEN_GROUP.test(g))) return false;
  // Version 29: or right after a verb of entering ("key in  4821 907 at the prompt").
  if (USE_BEFORE.test(masked.slice(Math.max(0, start - 24), start))) return true;
  return NOTHING_AFTER.test(masked.slice(end)) && NOTHING_OR_COLON_BEFORE.test(masked.slice(0, start));
}

const YEAR = /^(?:19|20)\d{2}$/;

function looksLikeDate(digits: string): boolean {
  if (digits.length !== 8) return false;
  const ymd = /^(?:19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
  const dmy = /^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])(?:19|20)\d{2}$/;
  return ymd.test(digits) || dmy.test(digits);
}

/**
 * Rejections that a label immediately in front overrides ("code: 2031" is a code,
 * "© 2031" is not): years, dates, street numbers (after the street or before it), postal codes.
 */
export function rejectedUnlessTightlyLabelled(text: string, c: Candidate): boolean {
  if (c.kind === 'alnum' || c.kind === 'letters') return false;
  const digits = c.value;
  if (digits.length === 4 && YEAR.test(digits)) return true;
  if (looksLikeDate(digits)) return true;
  const rest = text.slice(c.end, c.end + 40).trimStart();
  if (streetFollows(rest) || streetNamePrecedes(text, c.start)) return true;
  // "10115 Berlin", "CA 94107": postal codes sit next to a capitalised place or a state code.
  if (digits.length >= 4 && digits.length <= 5 && c.kind === 'numeric') {
    if (/^\p{Lu}\p{Ll}{2,}/u.test(rest)) return true;
    // "3511 AB Utrecht": a Dutch postcode, four digits and two capitals before the place.
    if (digits.length === 4 && /^[A-Z]{2} \p{Lu}\p{Ll}{2,}/u.test(rest)) return true;
    if (/(?:^|\s)[A-Z]{2}\s$/.test(text.slice(Math.max(0, c.start - 4), c.start))) return true;
    if (afterStreetAddress(text, c.start)) return true;
  }
  return false;
}

const HAS_DIGIT = /\d/;
const NINE_LEAD =
  /(?<![\p{L}])(?:(?:code|c[oó]digo|codice|kod|kód|koodi|код|pin|passcode|otp)(?:\s+(?:is|ist|est|es|é|è|je|er|är|on))?\s*[:：]?|(?:sign|log)\s*in\s+with|[请請]\s*[将將把])\s*$/iu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HAS_DASHED_LETTERS = /[A-Z]{3}-[A-Z]{3}/;

/** The text between token i and the next one ("" after the last). */
function gapBetween(masked: string, tokens: readonly Token[], i: number): string {
  const a = tokens[i];
  const b = tokens[i + 1];
  return a && b ? masked.slice(a.end, b.start) : '';
}

/** "T2MQ7 XKR4V": two or three equal groups of capitals and digits, all there is in the line or box. Version 34: groups of
 * three ("X4K 9PQ"; not a Canadian postcode, "K1A 0B1"), and five capitals and digits alone ("4TXQM", a game client's). */
const GROUPED_ALNUM = /^[A-Z0-9]{3,6}(?: [A-Z0-9]{3,6}){0,2}$/;
const [LONE_FIVE, POSTCODE_CA] = [/^(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5}$/, /^[A-Z]\d[A-Z] \d[A-Z]\d$/];
const MAX_GROUPED_LINE = 40;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;

// Version 36: or the groups after a label's colon, ending the line ("Confirmation code:  4KD7 92XF").
// Version 38: or right after a code word with no colon ("Verification code H7KD 2M9P").
const AFTER_COLON = /^[^:：]{1,60}(?:[:：]|(?<=(?<![\p{L}])(?:[Cc]ode|CODE|[Kk]ey|KEY|PIN)))\s*([A-Z0-9]{3,6}(?: [A-Z0-9]{3,6}){1,2})\s*$/u;

function groupedAlphanumeric(line: string): Candidate | null {
  const tail = line.length <= MAX_GROUPED_LINE + 60 ? AFTER_COLON.exec(line)?.[1] : undefined;
  const at = tail === undefined ? 0 : line.lastIndexOf(tail);
  const masked = tail ?? line;
  if (masked.length > MAX_GROUPED_LINE) return null;
  const trimmed = masked.trim();
  if (!GROUPED_ALNUM.test(trimmed) || POSTCODE_CA.test(trimmed)) return null;
  const groups = trimmed.split(' ');
  const start = at + masked.indexOf(trimmed);
  if (groups.length === 1) return LONE_FIVE.test(trimmed) ? { start, end: start + 5, value: trimmed, kind: 'alnum' } : null;
  if (groups.some((g) => g.length !== groups[0]?.length || /^\d+$/.test(g) || /^[A-Z]+$/.test(g))) return null;
  const value = groups.join('');
  // Version 34: groups each of letters and digits ("GX8 2KD") alternate twice at least.
  if (letterDigitTransitions(value) < (groups.every((g) => /\d/.test(g) && /[A-Z]/.test(g)) ? 2 : 3)) return null;
  // Version 39: a UK postcode's shape ("M60 1NW") counts against it (shapeEvidence).
  return { start, end: start + trimmed.length, value, kind: 'alnum', ...(UK_POSTCODE.test(trimmed) ? { postcodeShaped: true } : {}) };
}

/** Every code-shaped string in one normalised segment. */
export function findCandidates(text: string, typed?: (prefix: string) => boolean): Candidate[] {
  // Every kind of candidate but dashed letters holds an ASCII digit (after NFKC, full-width digits are ASCII too).
  if (!HAS_DIGIT.test(text) && !HAS_DASHED_LETTERS.test(text)) return [];
  const masked = maskUrlsAndEmails(text);
  const grouped = groupedAlphanumeric(masked);
  if (grouped) return [grouped];
  const tokens = tokenize(masked);
  const out: Candidate[] = [];
  const tainted = new Set<number>();
  const used = new Set<number>();

  const gapAfter = (i: number): string => gapBetween(masked, tokens, i);

  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    if (a && b && partOfBiggerNumber(a, b, gapAfter(i))) {
      tainted.add(i);
      tainted.add(i + 1);
    }
  }

  // Digit groups joined by reading separators: valid → one split code; invalid → a bigger number.
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    while (tokens[j]?.digits && tokens[j + 1]?.digits && READING_GAPS.has(gapAfter(j))) j++;
    if (j === i) continue;
    const chain = tokens.slice(i, j + 1);
    // Version 41: "WD-8841-37": digit groups after a sender's capitals and a dash are the rest of one dashed code.
    const lead = tokens[i - 1];
    if (lead && !lead.digits && gapAfter(i - 1) === '-' && chain.every((_, k) => k === 0 || gapAfter(i + k - 1) === '-')) {
      if (isPlausibleDashedCode([lead.text, ...chain.map((t) => t.text)])) continue;
    }
    const leftGap = i > 0 ? gapAfter(i - 1) : '';
    const outerNumber =
      (i > 0 && tokens[i - 1] && partOfBiggerNumber(tokens[i - 1] as Token, chain[0] as Token, leftGap)) ||
      (tokens[j + 1] && partOfBiggerNumber(chain.at(-1) as Token, tokens[j + 1] as Token, gapAfter(j)));
    const groups = chain.map((t) => t.text);
    const [first, last] = [chain[0] as Token, chain.at(-1) as Token];
    // Nine digits in threes are also a phone number in much of Europe: a code only alone in its line or box, or (version
    // 17) right after a verb of entering ("Enter 281-604-937 on the sign-in page"): a phone number is dialled, not entered;
    // version 89: or after a code's label or "sign in with" ("Sign in with 481 220 937 - valid for 15 minutes"); version 104: or the
    // label and its verb, in more languages ("Your verification code is 284 610 937.", "Kód je 284 610 937").
    const nineAlone =
      groups.join('').length !== 9 ||
      !LETTER_OR_DIGIT.test(masked.slice(0, first.start) + masked.slice(last.end)) ||
      USE_BEFORE.test(masked.slice(Math.max(0, first.start - 24), first.start)) ||
      NINE_LEAD.test(masked.slice(Math.max(0, first.start - 24), first.start));
    // Version 89: two pairs of digits joined by a dash are a range ("Sun 10-12", "spots 12-30 are ours"), not a code.
    const range = groups.length === 2 && groups.every((g) => g.length === 2) && gapAfter(i) === '-';
    if (
      !outerNumber &&
      !range &&
      (isReadableDigitGroups(groups) || unevenGroupsShown(groups, masked, first.start, last.end)) &&
      nineAlone
    ) {
      out.push({ start: first.start, end: last.end, value: groups.join(''), kind: 'split' });
    }
    for (let k = i; k <= j; k++) used.add(k);
    i = j;
  }

  // Alphanumeric groups joined by a bare dash: "K7P-2QX".
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    let j = i;
    while (tokens[j + 1] && !used.has(j + 1) && gapAfter(j) === '-') j++;
    if (j === i) continue;
    const chain = tokens.slice(i, j + 1);
    const [head, tail] = chain;
    // A prefix and five or more digits ("G-583921"): the digits alone unless the mail says the prefix is typed.
    const typedHere = (): boolean => head !== undefined && (typed ? typed(head.text) : typedWhole([text], head.text));
    const prefixedDigits =
      chain.length === 2 &&
      head !== undefined &&
      tail !== undefined &&
      (PREFIX.test(head.text) || (THREE_CAPITALS.test(head.text) && !typedHere())) &&
      tail.digits &&
      tail.text.length >= 5 &&
      tail.text.length <= MAX_DIGITS;
    if (prefixedDigits && !typedHere()) {
      out.push({ start: tail.start, end: tail.end, value: tail.text, kind: 'numeric', prefixed: true });
      used.add(i).add(j);
    } else if (chain.some((t) => !t.digits)) {
      const groups = chain.map((t) => t.text);
      const lone = (): boolean =>
        /^(?:.*[:：])?\s*$/u.test(masked.slice(0, chain[0]?.start)) &&
        /^[\s.]*$/.test(masked.slice(chain.at(-1)?.end)) &&
        isLoneDashedCode(groups);
      const kind = prefixedDigits || isPlausibleDashedCode(groups) || lone() ? 'alnum' : isDashedLetters(groups) ? 'letters' : undefined;
      if (kind) {
        const first = chain[0] as Token;
        const last = chain.at(-1) as Token;
        out.push({ start: first.start, end: last.end, value: groups.join('-'), kind });
      }
      // Either way its parts are not codes on their own ("INV-2024", "G-123456").
      for (let k = i; k <= j; k++) used.add(k);
    }
    i = j;
  }

  tokens.forEach((t, i) => {
    if (used.has(i) || tainted.has(i)) return;
    if (t.digits) {
      if (t.text.length >= MIN_DIGITS && t.text.length <= MAX_DIGITS)
        out.push({ start: t.start, end: t.end, value: t.text, kind: 'numeric' });
    } else if (t.hasDigit && isPlausibleAlphanumeric(t.text)) {
      out.push({ start: t.start, end: t.end, value: t.text, kind: 'alnum' });
    }
  });
  return out.filter((c) => !rejectedByNeighbours(masked, c)).sort((x, y) => x.start - y.start);
}
