import { EXTRACT_LIMITS } from './limits.js';
import { collapseWhitespace, normalizeText } from './normalize.js';

/** One line of plain text or one block / table cell of HTML: the unit "alone on its own line" refers to. */
export interface Segment {
  text: string;
  /** Every visible character is bold, large, letter-spaced or monospaced. */
  emphasized: boolean;
}

// Version 27: a text part wrapped at a fixed width breaks its sentences across lines ("Please enter the following number
// on the registration page to confirm" ⏎ "that this email address is yours: 7731"). A line that runs to the width and
// does not end its sentence, followed by one that starts in lower case, is one line with it.
const WRAPPED_AT = 55;
const ENDS_UNFINISHED = /[\p{L}\p{N},)]$/u;
const CONTINUES = /^\p{Ll}/u;

/** The text's lines, hard-wrapped sentences joined back; each line no longer than a segment may be. */
function unwrappedLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.trim();
    const prev = lines.at(-1);
    if (
      prev !== undefined &&
      prev.length >= WRAPPED_AT &&
      prev.length + line.length < EXTRACT_LIMITS.maxSegmentChars &&
      ENDS_UNFINISHED.test(prev) &&
      CONTINUES.test(line) &&
      !prev.includes('://')
    )
      lines[lines.length - 1] = `${prev} ${line}`;
    else lines.push(line);
  }
  return lines;
}

/** Plain text to segments: one per non-blank line (hard-wrapped sentences joined), normalised and bounded. */
export function textToSegments(text: string): Segment[] {
  const bounded = text.length > EXTRACT_LIMITS.maxTextChars ? text.slice(0, EXTRACT_LIMITS.maxTextChars) : text;
  const segments: Segment[] = [];
  for (const line of unwrappedLines(bounded)) {
    // Over-long lines continue in further segments rather than being cut.
    for (let at = 0; at < line.length && segments.length < EXTRACT_LIMITS.maxSegments; at += EXTRACT_LIMITS.maxSegmentChars) {
      const clean = collapseWhitespace(normalizeText(line.slice(at, at + EXTRACT_LIMITS.maxSegmentChars)));
      if (clean !== '') segments.push({ text: clean, emphasized: false });
    }
    if (segments.length >= EXTRACT_LIMITS.maxSegments) break;
  }
  return segments;
}

const SINGLE_CODE_CHAR = /^[0-9A-Z]$/;
const MIN_SPACED_RUN = 4;
const MAX_SPACED_RUN = 8;

/**
 * Templates that letter-space a code put each character in its own <td> or block.
 * Consecutive one-character segments (4 to 8 of them) are joined back into one
 * segment so the code can be read like any other.
 */
export function joinSpacedCharacters(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  while (i < segments.length) {
    let j = i;
    while (j < segments.length && SINGLE_CODE_CHAR.test(segments[j]?.text ?? '')) j++;
    const run = segments.slice(i, j);
    if (run.length >= MIN_SPACED_RUN && run.length <= MAX_SPACED_RUN) {
      out.push({ text: run.map((s) => s.text).join(''), emphasized: run.every((s) => s.emphasized) });
      i = j;
    } else if (run.length > 0) {
      out.push(...run);
      i = j;
    } else {
      const seg = segments[i];
      if (seg) out.push(seg);
      i++;
    }
  }
  return out;
}

// "5, 2, 8, 1": a transcript reading a code digit by digit. Bounded repetition over single digits: linear.
const SPOKEN_DIGITS = /(?<![\d,])\d(?:, \d){3,7}(?!\d|,\s?\d)/g;

// Version 28: a voicemail's transcript reads digits as words ("four. one. nine. nine. zero. seven."): four to eight of them.
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const WORD = `(?:${DIGIT_WORDS.join('|')})`;
const SPOKEN_WORDS = new RegExp(`(?<![\\p{L}])${WORD}(?:[.,]?\\s+${WORD}){3,7}(?![\\p{L}])`, 'giu');
const wordsToDigits = (m: string): string =>
  m
    .toLowerCase()
    .split(/[.,]?\s+/u)
    .map((w) => String(DIGIT_WORDS.indexOf(w)))
    .join(' ');

/** A code read out digit by digit, commas between or as words, is written as the digits it reads ("5 2 8 1"). */
export function readSpokenDigits(segments: readonly Segment[]): Segment[] {
  return segments.map((s) => {
    let text = s.text.includes(', ') ? s.text.replace(SPOKEN_DIGITS, (m) => m.replaceAll(', ', ' ')) : s.text;
    if (/(?:zero|one|two|three|four|five|six|seven|eight|nine)[.,]?\s/iu.test(text)) text = text.replace(SPOKEN_WORDS, wordsToDigits);
    return text === s.text ? s : { ...s, text };
  });
}
