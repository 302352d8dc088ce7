import type { Candidate } from './candidates.js';

// What may stand between a label and its value. The copulas of the covered languages ("code is: 4821", "Code lautet",
// "koden er", "koden är") are one list for every reading of a label (codes.ts, bound-candidates.ts, letter-codes.ts).

export const COPULA = String.raw`is|are|est|es|é|è|ist|lautet|luidt|er|är`;

// Version 44: a dotted leader ("Verification ........ BK4-92X") ends no sentence.
const SENTENCE_BREAK = /[!?。！？]|(?<!\.)\.(?:\s|$)/;
// Words allowed between a label and its code for the pair to count as "tight".
const FILLER = new RegExp(String.raw`(?<![\p{L}])(?:${COPULA}|это|was)(?![\p{L}])|\.{3,}|…|[是为為は:=\-–—'"«»“”()[\]*|>\s]`, 'gu');

export function isTight(gap: string): boolean {
  return gap.length <= 16 && gap.replace(FILLER, '') === '';
}

/** A label reaches a candidate across `gap` unless a sentence ends or another code-shaped string sits between. */
export function gapBindsLabel(gap: string, from: number, to: number, candidates: readonly Candidate[]): boolean {
  return !SENTENCE_BREAK.test(gap) && !candidates.some((o) => o.start >= from && o.end <= to);
}
