import { findCodeLabels } from './labels.js';

// Strings of letters and digits that read as generated codes rather than words with a number: alone ("K7P2QX"), as groups
// of capitals ("ABC-DEF") or as dashed groups of letters and digits ("K7P-2QX").

export function letterDigitTransitions(s: string): number {
  let transitions = 0;
  for (let i = 1; i < s.length; i++) {
    const prevDigit = /\d/.test(s[i - 1] ?? '');
    const digit = /\d/.test(s[i] ?? '');
    if (prevDigit !== digit) transitions++;
  }
  return transitions;
}

/**
 * Alphanumeric strings that look generated (K7P2QX, A1B2C3, AB1234) rather than
 * words with a number attached (COVID19, SAVE20, 2048MB, 3RD).
 */
const SPELLS = /[aeiou][^aeiou]*[aeiou]/;
const ONE_DIGIT = /^\D*\d\D*$/;
export function isPlausibleAlphanumeric(token: string): boolean {
  // "Xp7wK2mQ": both cases and digits, alternating like a generated string (never "iPhone15", "McAfee2").
  if (/^[A-Za-z0-9]{6,12}$/.test(token) && /[a-z]/.test(token) && /[A-Z]/.test(token))
    // Version 35: or one digit between letters that spell nothing ("Xm4PqZ"; not "iPhone4", "Win10Pro").
    // Version 41: or two digits between pairs of letters that spell nothing ("Hq38Tz", "Cb72Rx"; not "RTX4090Ti").
    return (
      (/\d.*\d/.test(token) &&
        (letterDigitTransitions(token) >= 3 ||
          (letterDigitTransitions(token) >= 2 && !/[A-Za-z]{3}/.test(token) && !SPELLS.test(token.toLowerCase())))) ||
      (ONE_DIGIT.test(token) && letterDigitTransitions(token) >= 2 && !SPELLS.test(token.toLowerCase()))
    );
  // Lowercase codes ("k9x2mq") only when they alternate like generated strings, never words with a number.
  // Version 30: or with one digit among letters that spell nothing ("mzq4tk", "hx7qd": no vowel pair).
  if (/^[a-z0-9]{5,10}$/.test(token))
    return (
      /[a-z]/.test(token) &&
      ((/\d.*\d/.test(token) && letterDigitTransitions(token) >= 3) || (letterDigitTransitions(token) >= 2 && !SPELLS.test(token)))
    );
  if (!/^[A-Z0-9]{4,10}$/.test(token) || !/\d/.test(token) || !/[A-Z]/.test(token)) return false;
  const transitions = letterDigitTransitions(token);
  if (transitions >= 2) return true;
  const letters = /^[A-Z]+/.exec(token)?.[0].length ?? 0;
  // One transition: only a short letter prefix on a longer number ("AB1234", "HTR829"; not "H264", "MP3"); version 30: or
  // four to six capitals without a vowel before two to four digits ("XRTB49", "BRTZ58"; not "SAVE20", "FREE10").
  if (letters >= 4 && letters <= 6 && token.length - letters >= 2 && token.length - letters <= 4)
    return !/[AEIOU]/.test(token.slice(0, letters)) && !/([A-Z])\1/.test(token.slice(0, letters));
  return letters > 0 && letters <= 3 && token.length - letters >= 3 && token.length >= 6;
}

/** Dashed groups of capital letters only, like "ABC-DEF" or "QWER-TYUI"; not a label's own words ("SIM-PIN", version 23). */
export function isDashedLetters(groups: readonly string[]): boolean {
  return (
    groups.length >= 2 && groups.length <= 3 && groups.every((g) => /^[A-Z]{3,4}$/.test(g)) && findCodeLabels(groups.join('-')).length === 0
  );
}

/** Dashed alphanumeric codes: two or three mixed groups like "K7P-2QX" or "rk2-9wd", never "INV-2024". */
export function isPlausibleDashedCode(groups: readonly string[]): boolean {
  // Version 44: opening hours ("8am-8pm") are no code.
  if (groups.some((g) => /^\d{1,2}(?:am|pm)$/i.test(g))) return false;
  // Version 47: generated groups with a shorter remainder ("7QF4-KX92-MB", "M3R-88T-QA", "7GJ-W2N-KQ"; two groups when the first
  // alternates, "K7D4-PW"), as codes are cut into blocks.
  if (shorterRemainder(groups)) return true;
  // Version 43: four groups of four capitals and digits ("K7QD-38PX-NB2T-9RZM"), an activation key; a label decides.
  if (groups.length === 4)
    return groups.every((g) => /^[A-Z0-9]{4}$/.test(g)) && groups.filter((g) => /\d/.test(g) && /[A-Z]/.test(g)).length >= 2;
  if (groups.length < 2 || groups.length > 3) return false;
  // All lowercase: the same shape in small letters ("rk2-9wd"), never a word ("covid-19", "x-ray").
  // Version 46: the last group may be a shorter remainder of two ("pr4x-9mbt-q2").
  const lowerGroup = (g: string, k: number): boolean =>
    /^[a-z0-9]{3,5}$/.test(g) || (k === groups.length - 1 && k > 1 && /^[a-z0-9]{2}$/.test(g));
  if (groups.every(lowerGroup) && groups.every((g) => /\d/.test(g)) && groups.some((g) => /[a-z]/.test(g)))
    return groups.every((g) => letterDigitTransitions(g) >= 1 || /^\d+$/.test(g));
  // Version 45: three equal lowercase groups, two of them generated ("tq7-mzr-4wb"), as "KQ7-ZXM" is in capitals.
  if (groups.length === 3 && groups.every((g) => /^[a-z0-9]{3,4}$/.test(g) && g.length === groups[0]?.length))
    return groups.filter((g) => /[a-z]\d|\d[a-z]/.test(g)).length >= 2;
  // Version 17: a short lowercase prefix on a generated lowercase group ("ab-7k2q9x"), as "PT-83QF7L" in capitals.
  if (groups.length === 2 && /^[a-z]{2,3}$/.test(groups[0] ?? '') && /^[a-z0-9]{6,8}$/.test(groups[1] ?? ''))
    return isPlausibleAlphanumeric(groups[1] ?? '');
  // "ABC-123", "BNK-402817": letters then digits, the shape of some senders' codes (and of identifiers: scoring decides).
  // Version 19: six to eight digits (a code's length) after three or four capitals, typed whole; "CHG-20931" stays out.
  if (groups.length === 2 && /^[A-Z]{3,4}$/.test(groups[0] ?? '') && /^(?:\d{3,4}|\d{6,8})$/.test(groups[1] ?? '')) return true;
  // Version 61: the same in small letters when they spell nothing ("kbtw-4821": no vowel), never a word ("gate-4821", "room-1204");
  // review of version 61: four of them, not an abbreviation's three ("bkp-4821", "txn-4821").
  if (groups.length === 2 && /^[b-df-hj-np-tv-xz]{4}$/.test(groups[0] ?? '') && /^\d{3,4}$/.test(groups[1] ?? '')) return true;
  // Version 20: two capitals before four digits ("MZ-4827"): too short a number to be typed without its letters (two
  // capitals before five to eight digits are a brand's prefix, PREFIX above).
  if (groups.length === 2 && /^[A-Z]{2}$/.test(groups[0] ?? '') && /^\d{4}$/.test(groups[1] ?? '')) return true;
  const joined = groups.join('');
  // Version 42: or three groups of five ("7RKD4-MW9QP-2HTX8"), a portal's activation code; five groups are a product key.
  if (joined.length < 4 || joined.length > (groups.length === 3 && groups.every((g) => g.length === 5) ? 15 : 12)) return false;
  if (!/\d/.test(joined) || !/[A-Z]/.test(joined)) return false;
  if (groups.every((g) => /^[A-Z0-9]{2,5}$/.test(g) && !/^[A-Z]+$/.test(g))) return true;
  // Version 41: two or three capitals before a generated group ("RT-93K4"), and a third group of capitals or two digits
  // after digits ("HV-2207-TN", "WD-8841-37"): a sender's prefix typed with the rest; never a year ("PM-2026-AB").
  const [head = '', middle = '', tail] = groups;
  if (/^[A-Z]{2,3}$/.test(head) && /^[A-Z0-9]{3,6}$/.test(middle) && /\d/.test(middle) && !/^(?:19|20)\d\d$/.test(middle))
    // Review: not a number plate's digits between capitals ("AB-123-CD"): the middle group four digits or mixed. Version 62: three
    // capitals before four or more mixed ("LMO-7QXD").
    if (
      tail === undefined
        ? /[A-Z]/.test(middle) && (letterDigitTransitions(middle) >= 2 || (middle.length >= 4 && head.length === 3))
        : (/^(?:[A-Z]{2,3}|\d{2})$/.test(tail) && (/[A-Z]/.test(middle) || middle.length === 4)) ||
          // Version 48: or a second generated group of the middle's length ("LIB-8WQ4-T7ZP").
          (tail.length === middle.length && /[A-Z]\d|\d[A-Z]/.test(tail) && /[A-Z]\d|\d[A-Z]/.test(middle))
    )
      return true;
  // Version 17: equal groups, one of capitals only beside one of letters and digits ("KQ7-ZXM"): generated in blocks.
  const size = groups[0]?.length ?? 0;
  return size >= 3 && groups.every((g) => g.length === size && /^[A-Z0-9]+$/.test(g)) && groups.some((g) => /[A-Z]\d|\d[A-Z]/.test(g));
}

function shorterRemainder(groups: readonly string[]): boolean {
  const head = groups.slice(0, -1);
  const last = groups.at(-1) ?? '';
  const size = head[0]?.length ?? 0;
  if (head.length === 0 || head.length > 3 || size < 3 || size > 4 || !head.every((g) => g.length === size && /^[A-Z0-9]+$/.test(g)))
    return false;
  if (!/^[A-Z0-9]{2,3}$/.test(last) || last.length >= size || !head.some((g) => /[A-Z]\d|\d[A-Z]/.test(g))) return false;
  return head.length >= 2 || letterDigitTransitions(head[0] ?? '') >= 2;
}

/** Version 52: dashed groups that stand alone in their line or end it after a colon ("One-time password: MX-48KD-2Z",
 * "Your activation ID is:" ⏎ "Ab3K-9mQx-7TzP"): two to four groups, two of them mixing letters and digits (not a model's
 * "RT-AX86U", nor opening hours "9am-5pm"); any case, any lengths a generator cuts. A label decides what it is. */
export function isLoneDashedCode(groups: readonly string[]): boolean {
  const total = groups.join('').length;
  return (
    groups.length >= 2 &&
    groups.length <= 4 &&
    total >= 6 &&
    total <= 16 &&
    groups.every((g) => /^[A-Za-z0-9]{2,6}$/.test(g) && !/^\d{1,2}(?:am|pm)$/i.test(g)) &&
    groups.filter((g) => /\d/.test(g) && /[A-Za-z]/.test(g)).length >= 2
  );
}
