import { tokenize, type Token } from './tokens.js';

// The learned fallback's candidates: every code-shaped string of a line, broader than candidates.ts (no neighbour
// is used to drop one; the model weighs the neighbours). One pass over the line's tokens, no regex from the input.

/** A code-shaped string of one line: `value` is what the user would type. */
export interface Spot {
  start: number;
  end: number;
  value: string;
  /** Digit groups joined ("123 456", "1-2-3-4", "12.34.56"), or alphanumeric groups kept with their dashes. */
  grouped: boolean;
  /** The separator between the groups, "" for a single token. */
  separator: string;
}

const MIN_DIGITS = 4;
const MAX_DIGITS = 10;
const MIN_ALNUM = 4;
const MAX_ALNUM = 12;
const MIN_CAPITALS = 5;
const MAX_CAPITALS = 10;
const MAX_GROUP_DIGITS = 5;
const MAX_DASHED_GROUPS = 4;
const MAX_DASHED_GROUP = 6;
const MAX_DASHED_CHARS = 14;
const MAX_SPACED_GROUP = 5;
/** A hostile line of thousands of tokens yields no more than this many spots. */
export const MAX_SPOTS_PER_LINE = 64;

const MAY_HOLD_SPOT = /[0-9]|[A-Z]-?[A-Z]/;
const DIGIT_GAPS = new Set([' ', '-', '.', '\u2013']);
const hasLetter = (s: string): boolean => /[A-Za-z]/.test(s);
const isCapitals = (s: string): boolean => /^[A-Z]+$/.test(s);

/** A single token that has a code's shape on its own. */
export function tokenShaped(t: Token): boolean {
  const n = t.text.length;
  if (t.digits) return n >= MIN_DIGITS && n <= MAX_DIGITS;
  if (t.hasDigit) return n >= MIN_ALNUM && n <= MAX_ALNUM;
  return isCapitals(t.text) && n >= MIN_CAPITALS && n <= MAX_CAPITALS;
}

// What a chain's tokens must be (module-level: no closure is made per token). `size` is the first token's length.
type Fits = (t: Token, size: number) => boolean;
const digitFits: Fits = (t) => t.digits && t.text.length <= MAX_GROUP_DIGITS;
const dashedFits: Fits = (t) => t.text.length <= MAX_DASHED_GROUP;
// Groups of two or more characters each hold a digit ("P3X 7QD"): never "on 12" or "is 4U".
const spacedFits: Fits = (t, size) =>
  t.text.length === size && (size === 1 || t.hasDigit) && (/^[A-Z0-9]+$/.test(t.text) || /^[a-z0-9]+$/.test(t.text));

/** Tokens i..j-1, each gap exactly `gap`: the end (exclusive) of the longest such chain from i. */
function chainEnd(text: string, tokens: readonly Token[], i: number, gap: string, fits: Fits, max: number): number {
  const size = (tokens[i] as Token).text.length;
  let j = i + 1;
  while (j < tokens.length && j - i < max) {
    const prev = tokens[j - 1] as Token;
    const next = tokens[j] as Token;
    if (next.start - prev.end !== gap.length || !fits(next, size) || text.slice(prev.end, next.start) !== gap) break;
    j++;
  }
  return j;
}

/** The texts of tokens i..j-1, `separator` between. */
function joined(tokens: readonly Token[], i: number, j: number, separator: string): string {
  let out = (tokens[i] as Token).text;
  for (let k = i + 1; k < j; k++) out += separator + (tokens[k] as Token).text;
  return out;
}

function digitGroups(text: string, tokens: readonly Token[], i: number): [Spot, number] | null {
  const first = tokens[i] as Token;
  const gap = text.slice(first.end, tokens[i + 1]?.start ?? first.end);
  if (!DIGIT_GAPS.has(gap)) return null;
  if (!digitFits(first, 0)) return null;
  const j = chainEnd(text, tokens, i, gap, digitFits, MAX_DIGITS);
  if (j - i < 2) return null;
  const value = joined(tokens, i, j, '');
  if (value.length < MIN_DIGITS || value.length > MAX_DIGITS) return null;
  return [{ start: first.start, end: (tokens[j - 1] as Token).end, value, grouped: true, separator: gap }, j];
}

function dashedGroups(text: string, tokens: readonly Token[], i: number): [Spot, number] | null {
  if (!dashedFits(tokens[i] as Token, 0)) return null;
  const j = chainEnd(text, tokens, i, '-', dashedFits, MAX_DASHED_GROUPS);
  if (j - i < 2) return null;
  const chars = joined(tokens, i, j, '');
  // All digits: digitGroups reads them; letters only: capitals, as "ABC-DEF" codes are written.
  if (!hasLetter(chars) || chars.length < MIN_ALNUM || chars.length > MAX_DASHED_CHARS) return null;
  if (!/\d/.test(chars) && !isCapitals(chars)) return null;
  const value = joined(tokens, i, j, '-');
  return [{ start: (tokens[i] as Token).start, end: (tokens[j - 1] as Token).end, value, grouped: true, separator: '-' }, j];
}

/** "P3X 7QD", "Q4ZP8 MWT3J", "K 7 P 4 Q X": equal groups of capitals and digits (or lowercase and digits) a space apart. */
function spacedGroups(text: string, tokens: readonly Token[], i: number): [Spot, number] | null {
  const first = tokens[i] as Token;
  const size = first.text.length;
  if (size === 2) return null;
  if (size > MAX_SPACED_GROUP || !spacedFits(first, size)) return null;
  const j = chainEnd(text, tokens, i, ' ', spacedFits, MAX_ALNUM);
  const value = joined(tokens, i, j, '');
  if (j - i < 2 || value.length < MIN_ALNUM || value.length > MAX_ALNUM || !hasLetter(value) || !/\d/.test(value)) return null;
  if (!/^[A-Z0-9]+$/.test(value) && !/^[a-z0-9]+$/.test(value)) return null;
  return [{ start: first.start, end: (tokens[j - 1] as Token).end, value, grouped: true, separator: ' ' }, j];
}

/** Every code-shaped string of `text` (one line), in order: single tokens, digit groups, dashed and spaced groups. */
export function codeShapedSpots(text: string): Spot[] {
  // Every spot holds a digit, two capitals in a row, or capitals a dash apart: most lines of prose hold none.
  if (!MAY_HOLD_SPOT.test(text)) return [];
  const tokens = tokenize(text);
  const spots: Spot[] = [];
  // Where the last chain ended: a chain starts only at a token no earlier chain of its kind covered.
  let digitsUntil = 0;
  let dashedUntil = 0;
  let spacedUntil = 0;
  for (let i = 0; i < tokens.length && spots.length < MAX_SPOTS_PER_LINE; i++) {
    const t = tokens[i] as Token;
    if (tokenShaped(t)) spots.push({ start: t.start, end: t.end, value: t.text, grouped: false, separator: '' });
    // Most tokens end a sentence's word: no group starts there.
    const next = tokens[i + 1];
    if (next === undefined || !DIGIT_GAPS.has(text.slice(t.end, next.start))) continue;
    if (i >= digitsUntil) {
      const g = digitGroups(text, tokens, i);
      if (g) {
        spots.push(g[0]);
        digitsUntil = g[1];
      }
    }
    if (i >= dashedUntil) {
      const d = dashedGroups(text, tokens, i);
      if (d) {
        spots.push(d[0]);
        dashedUntil = d[1];
      }
    }
    if (i >= spacedUntil) {
      const g = spacedGroups(text, tokens, i);
      if (g) {
        spots.push(g[0]);
        spacedUntil = g[1];
      }
    }
  }
  return spots;
}
