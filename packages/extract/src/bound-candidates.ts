import { COPULA } from './label-gap.js';
import { rejectedByNeighbours, type Candidate } from './candidates.js';
import type { LabelMatch } from './labels.js';
import { tokenize } from './tokens.js';
import { maskUrlsAndEmails } from './urls.js';

// Version 10: a string a strong code label binds is a candidate whatever its alphanumeric shape. The shape rules
// of candidates.ts decide what looks generated in free text; under "Your verification code is" the label decides.

/** The lines of a part and their labels (SegmentView), read lazily. */
export interface LabelledLines {
  text(i: number): string;
  labels(i: number): LabelMatch[];
}

const MIN_CHARS = 4;
const MAX_CHARS = 12;
// "is", "er", ":" and quotes between the label and the value; nothing else (no other word, no clause).
// Version 43: and an aside in brackets ("Your one-time binding key (valid 3 minutes):   58KQVD").
const GAP = new RegExp(String.raw`^(?:\s*(?:(?:${COPULA}|on|to)(?![\p{L}])|[:=：]|\([^()]{1,30}\)))*\s*["'«“]?\s*`, 'iu');
const tightGap = (s: string): boolean => GAP.exec(s)?.[0].length === s.length;
const MAX_GAP = 16;
/** The aside in brackets a gap may hold, not counted in MAX_GAP. */
const ASIDE = /\([^()]{1,30}\)/;
const MAX_ASIDE = 32;
const VALUE_CHARS = 32;
/** One token or two or three short groups ("8KD 4QZ", "Q7M-4TX"), 4–12 characters in all. */
const VALUE = /^[A-Za-z0-9]{2,12}(?:[ -][A-Za-z0-9]{2,8}){0,2}/;
const WORD_AFTER = /^[\p{L}\p{N}@]/u;
const DASH_AFTER = /^-[A-Za-z0-9]/;
// A word is no code: a run of four letters or more written as a word is ("SUMMER5", "Code2024", "iPhone15").
// Version 44: three small letters are a word only with a vowel ("9wqp" spells nothing).
const WORD_RUN = /(?:^|[^A-Za-z])(?:[A-Z]?(?=[a-z]*[aeiouy])[a-z]{3,}|[A-Z]{4,}|[A-Za-z]{6,})/;
const LETTER_BY_DIGIT = /[A-Za-z]\d|\d[A-Za-z]/;
const LINE_ENDS_IN_COLON = /[:：]\s*$/;
const MAX_LONE_LINE = 20;
const MAX_LABEL_LINE = 120;
const MAX_CLAUSE_AFTER = 80;
const SENTENCE_BREAK = /[.!?。！？](?:\s|$)/;

/**
 * The label introduces the line below: a strong label anywhere in the last clause of a line ending in ":" ("Use this
 * security code to confirm the change to your payout account:"), a weak one right before the colon ("… enter this code:").
 */
function introduces(line: string, last: LabelMatch): boolean {
  const after = line.slice(last.end);
  if (last.kind === 'weak') return tightGap(after);
  return last.kind === 'strong' && after.length <= MAX_CLAUSE_AFTER && !SENTENCE_BREAK.test(after);
}

const MAX_HEADING = 40;
/** Version 14: a heading that is a strong label and nothing after it ("One-time code", "Dein Einmalcode") names the line below. */
function headingIsLabel(line: string, last: LabelMatch): boolean {
  return last.kind === 'strong' && line.length <= MAX_HEADING && line.slice(last.end).trim() === '';
}

/** Version 16: a letter prefix, a dash and a group of letters and digits ("PT-83QF7L"): one code, dash included. Version
 * 17: the same in small letters ("ab-7k2q9x"), one case throughout. */
const PREFIXED =
  /^(?:[A-Z]{1,4}-(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,8}|[a-z]{1,4}-(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{4,8})$/;

const PREFIX_BEFORE = /(?:[A-Z]{1,4}|[a-z]{1,4})-$/;
/** The length of a letter prefix and its dash right before `at` ("PT-" of "PT-83QF7L"), or 0. */
const prefixBefore = (s: string, at: number): number => PREFIX_BEFORE.exec(s.slice(Math.max(0, at - 5), at))?.[0].length ?? 0;

/** "8KD 4QZ" → "8KD4QZ"; null when it is no plausible bound value (digits only are numbers: candidates.ts reads them). */
function boundValue(raw: string): string | null {
  if (PREFIXED.test(raw)) return raw;
  const groups = raw.split(/[ -]/);
  // Version 47: dashes are part of a value as shown ("b7KD-29xq"); spaces only lay it out ("8KD 4QZ").
  const value = raw.includes(' ') ? groups.join('') : raw;
  const letters = groups.join('');
  if (letters.length < MIN_CHARS || letters.length > MAX_CHARS) return null;
  if (!/\d/.test(letters) || !/[A-Za-z]/.test(letters)) return null;
  // Version 45: the last group may be what is left over ("3F9A 7C21 B4", ten characters in fours), with a digit (not "to").
  const size = groups[0]?.length ?? 0;
  // Review of version 45: after two groups at least, in their case (not "SW1A 1AA", "K7PQ 2QXM 5m").
  const leftOver = (g: string): boolean =>
    g.length < size && /\d/.test(g) && groups.length >= 3 && (/[a-z]/.test(g) ? /[a-z]/.test(groups[0] ?? '') : true);
  if (groups.length > 1 && groups.some((g, k) => g.length > 6 || (g.length !== size && (k < groups.length - 1 || !leftOver(g)))))
    return null;
  return WORD_RUN.test(raw) ? null : value;
}

/**
 * The value at the start of `s`: three, two or one groups, the longest that is a plausible value and is not glued to
 * a word after it ("8KD 4QZ to log in" → "8KD 4QZ"; "Rt8KpZ and" → "Rt8KpZ").
 */
function valueAt(s: string): string | null {
  const whole = VALUE.exec(s)?.[0] ?? '';
  const cuts = [whole.length];
  for (let k = whole.length - 1; k > 0; k--) if (whole[k] === ' ' || whole[k] === '-') cuts.push(k);
  for (const end of cuts) {
    const raw = whole.slice(0, end);
    // "AB-7K2Q-9XPL": a dash and a group after a cut continue the value; its first two groups are no code.
    if (raw !== '' && !WORD_AFTER.test(s.slice(end)) && !DASH_AFTER.test(s.slice(end)) && boundValue(raw) !== null) return raw;
  }
  return null;
}

/** Whether the line above ends in ":" and a label in it introduces the line below, or is a heading that names it. */
function introducesBelow(lines: LabelledLines, i: number): boolean {
  if (i === 0) return false;
  const text = lines.text(i - 1);
  const last = lines.labels(i - 1).at(-1);
  if (!last || text.length > MAX_LABEL_LINE) return false;
  return (LINE_ENDS_IN_COLON.test(text) && introduces(text, last)) || headingIsLabel(text, last);
}

/**
 * Version 45: "Your ACTIVATION KEY for the Dune Mobile app is:" ⏎ "3F9A 7C21 B4": groups alone in their line under the
 * label, read as one value although the shape rules found each group on its own (mergeBound drops those).
 */
function groupedUnderLabel(masked: string, lines: LabelledLines, i: number): Candidate | null {
  const trimmed = masked.trim();
  if (trimmed.length > MAX_LONE_LINE || !trimmed.includes(' ') || VALUE.exec(trimmed)?.[0] !== trimmed) return null;
  const value = boundValue(trimmed);
  if (value === null || !/[A-Z]/.test(value) || !introducesBelow(lines, i)) return null;
  const start = masked.indexOf(trimmed);
  return { start, end: start + trimmed.length, value, kind: 'alnum' };
}

/** The shape rules' candidates and the label-bound ones, without those a bound value spans. */
export const mergeBound = (found: readonly Candidate[], bound: readonly Candidate[]): Candidate[] =>
  bound.length === 0
    ? [...found]
    : [...found.filter((f) => !bound.some((b) => b.start <= f.start && f.end <= b.end)), ...bound].sort((a, b) => a.start - b.start);

/**
 * Values a strong label binds in the same line ("Your verification code is Rt8KpZ") and a lone value under a line
 * that ends in ":" and that a label introduces ("Your Plexo login code is:" ⏎ "8KD 4QZ", "Use this security code to
 * confirm the change to your payout account:" ⏎ "K7P 4QX", "… enter this code:" ⏎ "X4M 9TP"), not found by shape.
 * Only lines of at most MAX_LABEL_LINE characters are read.
 */
export function labelBoundCandidates(text: string, lines: LabelledLines, i: number, found: readonly Candidate[]): Candidate[] {
  if (text.length > MAX_LABEL_LINE || !/\d/.test(text) || !/[A-Za-z]/.test(text)) return [];
  // Labels are the expensive part: read them only for a line holding a token of letters and digits that no shape
  // rule took ("Rt8KpZ", "8KD"), which most lines do not.
  if (!LETTER_BY_DIGIT.test(text)) return [];
  const masked = maskUrlsAndEmails(text);
  const grouped = groupedUnderLabel(masked, lines, i);
  if (grouped) return [grouped];
  const open = tokenize(masked).some(
    (t) =>
      t.hasDigit &&
      !t.digits &&
      !found.some((o) => o.start <= t.start && t.end <= o.end) &&
      valueAt(masked.slice(t.start - prefixBefore(masked, t.start), t.start + VALUE_CHARS)) !== null,
  );
  if (!open) return [];
  const out: Candidate[] = [];
  const take = (start: number, raw: string): void => {
    const value = boundValue(raw);
    if (value === null) return;
    const c: Candidate = { start, end: start + raw.length, value, kind: 'alnum' };
    if (found.some((o) => o.start < c.end && c.start < o.end) || rejectedByNeighbours(masked, c)) return;
    out.push(c);
  };
  const trimmed = masked.trim();
  if (trimmed.length <= MAX_LONE_LINE && VALUE.exec(trimmed)?.[0] === trimmed) {
    if (introducesBelow(lines, i)) take(masked.indexOf(trimmed), trimmed);
    return out;
  }
  for (const l of lines.labels(i)) {
    if (l.kind === 'negative') continue;
    const rest = masked.slice(l.end, l.end + MAX_GAP + MAX_ASIDE + VALUE_CHARS);
    const gap = GAP.exec(rest)?.[0].length ?? 0;
    if (gap - (ASIDE.exec(rest)?.[0].length ?? 0) > MAX_GAP) continue;
    const raw = valueAt(rest.slice(gap));
    // Version 44: a weak label too ("Your code: h7k2 9wqp"), with a colon, when the value ends its line.
    const weakHolds = (r: string): boolean => /[:：]/.test(rest.slice(0, gap)) && rest.slice(gap + r.length).trim() === '';
    if (raw !== null && (l.kind === 'strong' || weakHolds(raw))) take(l.end + gap, raw);
  }
  return out;
}
