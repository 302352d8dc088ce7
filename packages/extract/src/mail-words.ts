// Version 91: whether a mail asks for a code at all, read from all of its words at once. The rules of codes.ts and
// evidence.ts read a value's own line and its neighbours; a receipt, a shipping notice or a newsletter can still put a
// well-labelled number in front of them ("Gift card PIN: 4821", "Booking code 7712"). What such mail is for shows in its
// vocabulary as a whole ("order", "shipped", "unsubscribe", "redeem") more than in any one line, so a logistic model over
// the mail's words and word pairs (weights in mail-words-model.ts, trained by scripts/train-mail-words.mjs on the opened
// corpus sets only) gives the odds that the mail asks for a code. weighMailWords (below) turns very low odds against the
// best value and, from version 92, very high odds for one that fell a little short.
import type { Evidence } from './evidence-kinds.js';
import { scanHtml } from './html-text.js';
import { EXTRACT_LIMITS } from './limits.js';
import { BIAS, WEIGHTS } from './mail-words-model.js';
import { collapseWhitespace, normalizeText } from './normalize.js';
import { textToSegments, type Segment } from './segments.js';

/** The words read: the subject and this many characters of the body (the top of a mail says what it is for). */
export const MAX_BODY_CHARS = 8_000;
const MAX_SPLIT_WORD = 40;
const SHOWN = 3;
const WORD = /[\p{L}\p{M}]+|\d+/gu;
// Scripts written without spaces between words: a run of them is read as overlapping pairs of characters too.
const UNSPACED = /[\u0E00-\u0E7F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/u;

/** A text's words in order, lower-cased; a number by its length alone ("#6" stands for every six-digit number). */
export function* wordsIn(text: string): Generator<string> {
  for (const [match] of text.toLowerCase().matchAll(WORD)) yield /^\d/.test(match) ? `#${Math.min(match.length, 9)}` : match;
}

/** A word of a script written without spaces, as its overlapping pairs of characters; null for any other word. */
export function charPairs(word: string): string[] | null {
  if (word.length <= 2 || !UNSPACED.test(word)) return null;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < word.length && i < MAX_SPLIT_WORD; i++) pairs.push(word.slice(i, i + 2));
  return pairs;
}

/** A logistic model's odds (0–1) for a set of features: 1 / (1 + e^-(bias + their weights)). */
export function oddsOf(features: Iterable<string>, bias: number, weights: ReadonlyMap<string, number>): number {
  let z = bias;
  for (const f of features) z += weights.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The features that counted most for (sign 1) or against (sign -1) a model's odds, strongest first, each named once as `name`
 * tells it. Read only to explain a decision. */
export function strongest(
  features: Iterable<string>,
  weights: ReadonlyMap<string, number>,
  sign: 1 | -1,
  name: (feature: string) => string,
): string[] {
  const counted: [string, number][] = [];
  for (const f of features) {
    const w = (weights.get(f) ?? 0) * sign;
    if (w > 0) counted.push([f, w]);
  }
  counted.sort((a, b) => b[1] - a[1]);
  return [...new Set(counted.map(([f]) => name(f)))].slice(0, SHOWN);
}

function wordsOf(text: string, prefix: string, into: Set<string>): void {
  let previous: string | null = null;
  for (const word of wordsIn(text)) {
    for (const pair of charPairs(word) ?? []) into.add(prefix + pair);
    into.add(prefix + word);
    if (previous !== null) into.add(`${prefix}${previous} ${word}`);
    previous = word;
  }
}

/** The features of a mail: its subject's words and word pairs ("s:…"), and its body's ("b:…"), each once. */
export function mailWords(subject: string, parts: readonly (readonly Segment[])[]): Set<string> {
  const words = new Set<string>();
  wordsOf(subject, 's:', words);
  let body = '';
  for (const part of parts)
    for (const segment of part) {
      if (body.length >= MAX_BODY_CHARS) break;
      body += `${segment.text}\n`;
    }
  wordsOf(body.slice(0, MAX_BODY_CHARS), 'b:', words);
  return words;
}

/** The subject as the decision reads it (evidence.ts): cut to its limit, normalized, its whitespace collapsed. */
export const subjectAsRead = (subject: string): string =>
  collapseWhitespace(normalizeText(subject.slice(0, EXTRACT_LIMITS.maxSubjectChars)));

/** A whole mail's words as extract() reads them, for the trainer (scripts/train-mail-words.mjs): its subject, its HTML part's
 * segments, then its text part's (index.ts explainExtraction builds the same segments, and evidence.ts passes them to mailWords). */
export function mailWordsOf(mail: { subject: string; text: string; html: string }): Set<string> {
  const html = mail.html === '' ? [] : scanHtml(mail.html, () => undefined);
  const text = textToSegments(mail.text.slice(0, EXTRACT_LIMITS.maxTextChars));
  return mailWords(subjectAsRead(mail.subject), [html, text]);
}

/** The odds (0–1) that a mail asks for a code, from its words (mailWords). */
export const mailAsksOdds = (words: ReadonlySet<string>): number => oddsOf(words, BIAS, WEIGHTS);

/** The words that counted most for (sign 1) or against (sign -1) the odds, strongest first; the subject's and the body's same word
 * named once ("your", not "your", "your order", "your"). */
export const wordsCountingMost = (words: ReadonlySet<string>, sign: 1 | -1): string[] =>
  strongest(words, WEIGHTS, sign, (word) => word.slice(2));

// Odds under which the words say a mail asks for no code, and the score they do not overrule (nor a sign-in label, "verification
// code"). Odds over which they say it asks for one; the least score they then lift to the threshold, how far ahead of the next
// value it must stand, and how many words and word pairs a mail needs for them to lift (a line or two is what the rules read).
const ASK_NOTHING = 0.05;
/** The score no learned reading overrules (nor, for the mail's words, a sign-in label). */
export const BEYOND_DOUBT = 160;
const ASK_A_CODE = 0.9;
const LIFT_FROM = 40;
const LIFT_LEAD = 20;
export const WORDS_TO_LIFT = 50;

export interface BestValue {
  /** Its score so far, with the ambiguity counted. */
  score: number;
  signedIn: boolean;
  /** Its score less the next value's. */
  lead: number;
  threshold: number;
}

/**
 * What the mail's words do to the best value: version 91 holds an answered one back (to just under the threshold) in mail
 * that asks for no code, version 92 lifts one that fell short to the threshold in mail that asks for one. Null when they do
 * neither; the words are read only when they could.
 */
export function weighMailWords(best: BestValue, read: () => Set<string>, presented: () => boolean): Evidence | null {
  const { score, threshold } = best;
  const named = (words: ReadonlySet<string>, sign: 1 | -1): string =>
    wordsCountingMost(words, sign)
      .map((w) => `"${w}"`)
      .join(', ');
  if (score >= threshold && score < BEYOND_DOUBT && !best.signedIn) {
    const words = read();
    if (mailAsksOdds(words) >= ASK_NOTHING) return null;
    const note = `the mail's words read as asking for no code (${named(words, -1)})`;
    return { kind: 'mail-words', weight: threshold - 1 - score, note };
  }
  if (score < LIFT_FROM || score >= threshold || best.lead < LIFT_LEAD) return null;
  const words = read();
  if (mailAsksOdds(words) <= ASK_A_CODE || words.size < WORDS_TO_LIFT || !presented()) return null;
  return { kind: 'mail-words', weight: threshold - score, note: `the mail's words read as asking for a code (${named(words, 1)})` };
}
