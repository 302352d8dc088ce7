// Version 97: whether one value is the mail's code, read from the words around it. The rules of codes.ts and evidence.ts
// weigh a value by the labels and verbs they know; the mail-words model (mail-words.ts) reads what the whole mail is for.
// Neither reads a value the way a person skims it: "Order #", "Ref." or "PIN (scratch panel)" just before it, "px" or "%"
// just after, a two-part number printed as "2025-26", a bare number alone on its line. A second logistic model (weights in
// value-words-model.ts, trained by scripts/train-mail-words.mjs on every candidate of the opened corpus sets only) reads
// those: the words just before and after the value on its line, its shape as read and as printed, the part it stands in.
// weighValueWords (below) holds back an answer that it and the mail's words together find unlikely, and answers a value the
// rules left short that they together find likely.
import type { Candidate } from './candidates.js';
import type { Evidence } from './evidence-kinds.js';
import { BEYOND_DOUBT, WORDS_TO_LIFT, charPairs, mailAsksOdds, oddsOf, strongest, wordsCountingMost, wordsIn } from './mail-words.js';
import { BIAS, WEIGHTS } from './value-words-model.js';

const WORDS_BEFORE = 6;
const WORDS_AFTER = 5;
// Markup written out in a text part ("Ihr Code: <b style=…>2960</b>"), not a value in angle brackets ("<482913>").
const TAG = /<\/?[a-z][^<>]{0,200}>/gi;
const SEPARATOR = /[\s.-]/u;
const WORD_CHAR = /[\p{L}\d]/u;

export interface ValueInContext {
  readonly value: string;
  readonly source: string;
  /** The line it stands in (CodeCandidate.context). */
  readonly context: string;
}

function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of wordsIn(text)) words.push(...(charPairs(word) ?? [word]));
  return words;
}

/** "K7P-2QX" → "A1 91 A1 -1 91 A2": each run of capitals, small letters, digits or one other character, and its length. */
const shapeOf = (s: string): string =>
  s
    .replace(/[A-Z]/g, 'A')
    .replace(/[a-z]/g, 'a')
    .replace(/\d/g, '9')
    .replace(/(.)\1*/g, (run, c: string) => ` ${c}${run.length}`)
    .slice(1);

/** Where the value is printed in its line, spaces, dots and dashes between its characters allowed ("518 226" for 518226), on its own. */
function printedAt(line: string, value: string): { start: number; end: number } | null {
  if (value === '') return null;
  for (let start = line.indexOf(value[0]!); start !== -1; start = line.indexOf(value[0]!, start + 1)) {
    let i = start;
    let k = 0;
    while (i < line.length && k < value.length) {
      if (line[i] === value[k]) k++;
      else if (k === 0 || !SEPARATOR.test(line[i]!)) break;
      i++;
    }
    // Not inside a longer number or word ("Request ID 74821" for 4821).
    if (k === value.length && !WORD_CHAR.test(line[start - 1] ?? '') && !WORD_CHAR.test(line[i] ?? '')) return { start, end: i };
  }
  return null;
}

// Version 98: "XXXXXX821Q", a card or an id masked but for its end, however alone it stands.
const MASKED = /^[Xx*•]{3,}|[Xx*•]{3,}$/u;
// "2025-26": a fiscal or school year, however alone it stands.
const YEARS = /^(?:19|20)\d\d ?[-–] ?\d\d$/u;
const printedAsYears = (c: ValueInContext): boolean => {
  const line = c.context.replace(TAG, ' ');
  const at = printedAt(line, c.value);
  return at !== null && YEARS.test(line.slice(at.start, at.end));
};

/** The features of one value: its shapes, its part, the words before and after it on its line (with the nearest ones apart). */
export function valueWords(c: ValueInContext): Set<string> {
  const words = new Set<string>([`shape:${shapeOf(c.value)}`, `len:${c.value.length}`, `src:${c.source}`]);
  const line = c.context.replace(TAG, ' ');
  const at = printedAt(line, c.value);
  if (at === null) {
    for (const w of wordsOf(line)) words.add(`c:${w}`);
    words.add('ctx:none');
    return words;
  }
  const printed = line.slice(at.start, at.end);
  if (printed !== c.value) words.add(`printed:${shapeOf(printed)}`);
  const before = wordsOf(line.slice(0, at.start)).slice(-WORDS_BEFORE);
  const after = wordsOf(line.slice(at.end)).slice(0, WORDS_AFTER);
  for (const w of before) words.add(`l:${w}`);
  for (const w of after) words.add(`r:${w}`);
  words.add(`l1:${before.at(-1) ?? '^'}`);
  words.add(`r1:${after[0] ?? '$'}`);
  if (before.length > 1) words.add(`l2:${before.at(-2)} ${before.at(-1)}`);
  if (after.length > 1) words.add(`r2:${after[0]} ${after[1]}`);
  const charBefore = line.slice(0, at.start).trimEnd().slice(-1);
  const charAfter = line.slice(at.end).trimStart().slice(0, 1);
  words.add(`lc:${WORD_CHAR.test(charBefore) ? 'w' : charBefore}`);
  words.add(`rc:${WORD_CHAR.test(charAfter) ? 'w' : charAfter}`);
  return words;
}

/** The odds (0–1) that a value is the mail's code, from the words around it alone (valueWords). */
export const valueOdds = (words: ReadonlySet<string>): number => oddsOf(words, BIAS, WEIGHTS);

/** A feature in words, for the explanation: "\"code\" before it", "nothing after it", "in the HTML part". */
function told(feature: string): string {
  const colon = feature.indexOf(':');
  const [kind, what] = [feature.slice(0, colon), feature.slice(colon + 1)];
  if (kind === 'l1' && what === '^') return 'nothing before it on its line';
  if (kind === 'r1' && what === '$') return 'nothing after it on its line';
  if (kind === 'lc' || kind === 'rc') {
    const side = kind === 'lc' ? 'before' : 'after';
    return what === '' ? `nothing ${side} it on its line` : what === 'w' ? `a word right ${side} it` : `"${what}" right ${side} it`;
  }
  if (kind === 'l' || kind === 'l1' || kind === 'l2') return `"${what}" before it`;
  if (kind === 'r' || kind === 'r1' || kind === 'r2') return `"${what}" after it`;
  if (kind === 'c') return `"${what}" on its line`;
  if (kind === 'src') return `in the ${what === 'html' ? 'HTML part' : what === 'text' ? 'text part' : 'subject'}`;
  if (kind === 'len') return `${what} characters long`;
  if (kind === 'shape') return `its shape (${what})`;
  if (kind === 'printed') return `printed as ${what}`;
  return 'not found in its line';
}

/** The features that counted most for (1) or against (-1), strongest first, in words, for the explanation. */
const countingMost = (words: ReadonlySet<string>, sign: 1 | -1): string => strongest(words, WEIGHTS, sign, told).join('; ');

// Odds (the value's times the mail's) under which an answer is held back, unless it scores BEYOND_DOUBT or the mail says it is
// typed once; odds over which a value the rules left short is answered, if it has anything for it (a score of 0 or more) and
// nothing rejects it or says it sells.
const UNLIKELY = 0.03;
const LIKELY = 0.5;
const LIFT_FROM = 0;
const REJECTED = -100;

export interface Scored extends ValueInContext {
  score: number;
  readonly evidence: readonly Evidence[];
}

/** The evidence that holds back an answerable value, or null when it stands. */
function heldBack<C extends Scored>(
  c: C,
  threshold: number,
  mailWords: () => ReadonlySet<string>,
  kept: (c: C) => boolean,
): Evidence | null {
  if (c.score >= BEYOND_DOUBT || kept(c)) return null;
  const words = valueWords(c);
  const odds = valueOdds(words);
  const mail = mailWords();
  if (mail.size < WORDS_TO_LIFT || odds * mailAsksOdds(mail) >= UNLIKELY) return null;
  // The mail's words too when they are what tips it ("a receipt's words, and 'code' right before it").
  const mailToo =
    odds >= UNLIKELY
      ? `; the mail's: ${wordsCountingMost(mail, -1)
          .map((w) => `"${w}"`)
          .join(', ')}`
      : '';
  const note = `the words around it read as no code's (${countingMost(words, -1)}${mailToo})`;
  return { kind: 'value-words', weight: threshold - 1 - c.score, note };
}

/**
 * Holds back each answerable value, best first, that it and the mail's words make unlikely, until one stands (the answer) or none
 * is left; or, when nothing is answerable, lifts the one likely value to the threshold. Returns the evidence each value weighed
 * gets, none when they change nothing; the mail's words are read only when needed.
 */
export function weighValueWords<C extends Scored>(
  candidates: readonly C[],
  threshold: number,
  mailWords: () => ReadonlySet<string>,
  kept: (best: C) => boolean,
): { value: C; evidence: Evidence }[] {
  const best = candidates[0];
  if (best === undefined) return [];
  if (best.score >= threshold) {
    const held: { value: C; evidence: Evidence }[] = [];
    for (const c of candidates) {
      const evidence = c.score >= threshold ? heldBack(c, threshold, mailWords, kept) : null;
      if (evidence === null) break;
      held.push({ value: c, evidence });
    }
    return held;
  }
  // Only the one value they find likely, in a mail long enough that its words say something (in a line or two the rules read all).
  let lifted: { value: C; odds: number; words: Set<string> } | null = null;
  for (const c of candidates) {
    if (c.score < LIFT_FROM || c.score >= threshold || c.evidence.some((e) => e.weight <= REJECTED || e.kind === 'promotional')) continue;

    const words = valueWords(c);
    const odds = valueOdds(words);
    if (odds <= LIKELY || printedAsYears(c) || MASKED.test(c.value)) continue;
    if (lifted !== null) return [];
    lifted = { value: c, odds, words };
  }
  if (lifted === null) return [];
  const mail = mailWords();
  if (mail.size < WORDS_TO_LIFT || lifted.odds * mailAsksOdds(mail) <= LIKELY) return [];
  const note = `the words around it read as a code's (${countingMost(lifted.words, 1)})`;
  return [{ value: lifted.value, evidence: { kind: 'value-words', weight: threshold - lifted.value.score, note } }];
}

const CONTEXT_CHARS = 120;
const CONTEXT_BEFORE = 50;
/** A value's context (CodeCandidate.context, what valueWords reads): its line, or the 118 characters of a longer one around it
 * (it may stand at the end of a long sentence). */
export function around(text: string, c: Candidate): string {
  if (text.length <= CONTEXT_CHARS) return text;
  const start = Math.max(0, Math.min(c.start - CONTEXT_BEFORE, text.length - (CONTEXT_CHARS - 3)));
  const end = Math.min(text.length, start + CONTEXT_CHARS - 2 - (start > 0 ? 1 : 0));
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
