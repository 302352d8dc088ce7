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
// Version 33: or an aside in brackets that goes on in lower case ("… tapez ces six caractères" ⏎ "(en minuscules) :").
const CONTINUES = /^\(?\p{Ll}/u;
// A list of digits read out goes on after a comma at the wrap ("… Once more: 7, 2, 9, 4," ⏎ "1, 8.").
const LIST_GOES_ON = /\d,$/u;
const DIGIT_NEXT = /^\d/u;
// Version 30: "Tik dan eerder die kode" ⏎ "814726 in die toep in.": a number, then the sentence going on in lower case.
const NUMBER_THEN_WORDS = /^\d[\d ]{3,9}\s\p{Ll}/u;

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
      (CONTINUES.test(line) || (LIST_GOES_ON.test(prev) && DIGIT_NEXT.test(line)) || NUMBER_THEN_WORDS.test(line)) &&
      !prev.includes('://')
    )
      lines[lines.length - 1] = `${prev} ${line}`;
    else lines.push(line);
  }
  return lines;
}

// Version 81: a text part's drawn box ("+---+---+" ⏎ "| 5 | 0 | 9 | 3 | 6 |" ⏎ "+---+---+"): its borders are no line, and a row
// of four to eight one-character cells is the characters spaced out ("5 0 9 3 6", then read as any spaced code).
const BOX_BORDER = /^[+|]?(?:[-=]{2,}\+){2,}[-=]*$|^[─━═┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]+$/u;
const BOX_ROW = /^[|│](?: ?[0-9A-Za-z] ?[|│]){4,8}$/u;
function unboxed(line: string): string {
  if (BOX_BORDER.test(line)) return '';
  return BOX_ROW.test(line) ? line.replace(/[|│]/gu, ' ').trim().replace(/\s+/gu, ' ') : line;
}

/** Plain text to segments: one per non-blank line (hard-wrapped sentences joined), normalised and bounded. */
export function textToSegments(text: string): Segment[] {
  const bounded = text.length > EXTRACT_LIMITS.maxTextChars ? text.slice(0, EXTRACT_LIMITS.maxTextChars) : text;
  const segments: Segment[] = [];
  for (const line of unwrappedLines(bounded)) {
    // Over-long lines continue in further segments rather than being cut.
    for (let at = 0; at < line.length && segments.length < EXTRACT_LIMITS.maxSegments; at += EXTRACT_LIMITS.maxSegmentChars) {
      const clean = unboxed(collapseWhitespace(normalizeText(line.slice(at, at + EXTRACT_LIMITS.maxSegmentChars))));
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
  return joinGroupCells(joinSingleCharacters(segments));
}

// Version 37: "TW9F" ⏎ "4K2M", each group of a code in its own emphasised cell: two or three groups of the same length,
// capitals and digits, are one line "TW9F 4K2M" (then read as any grouped code); version 93: digits too (digitCells).
const GROUP_CELL = /^[A-Z0-9]{3,6}$/;
function joinGroupCells(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const first = segments[i] as Segment;
    const fits = (s: Segment | undefined): boolean =>
      s !== undefined && s.emphasized && s.text.length === first.text.length && GROUP_CELL.test(s.text);
    // Version 93: or digits split over cells (digitCells).
    const digits = digitCells(segments, i);
    let j = i + Math.max(1, digits);
    if (digits === 0) while (j < segments.length && j - i < 3 && fits(segments[j])) j++;
    // Version 39: only groups that each hold a letter and a digit (not "482913" beside "REF4X2").
    if (digits > 0 || (j - i >= 2 && fits(first) && segments.slice(i, j).every((s) => /\d/.test(s.text) && /[A-Z]/.test(s.text)))) {
      out.push({
        text: segments
          .slice(i, j)
          .map((s) => s.text)
          .join(' '),
        emphasized: true,
      });
      i = j - 1;
    } else out.push(first);
  }
  return out;
}

// Version 93: "2914" ⏎ "07", a code's digits split over two or three emphasised cells of its box, six to nine digits in all:
// one line "2914 07", then read as grouped digits.
const DIGIT_CELL = /^\d{2,4}$/;
const DIGIT_RUN = /^\d+$/;
const TIMER_CAPTION = 30; // "seconds to go — hurry", not a paragraph that opens with "Minutes"
const TIME_UNIT =
  /^\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|sekunden|minuten|stunden|secondes|segundos|minutos|minuti|secondi|saniye|dakika|секунд\p{L}*|минут\p{L}*|秒|分)(?![\p{L}])(?!\s*[:：])/iu; // not a label ("Hours: Mon-Fri")
function digitCells(segments: readonly Segment[], i: number): number {
  let j = i;
  let length = 0;
  for (let s = segments[j]; s !== undefined && j - i < 3 && s.emphasized && DIGIT_CELL.test(s.text); s = segments[++j])
    length += s.text.length;
  // Not a piece of a longer run of digit cells (a table of figures), nor a code beside a countdown ("4821" | "30" ⏎ "seconds to go").
  const digitCell = (s: Segment | undefined): boolean => s !== undefined && s.emphasized && DIGIT_RUN.test(s.text);
  const timer = [segments[j], segments[j + 1]].some((s) => s !== undefined && s.text.length <= TIMER_CAPTION && TIME_UNIT.test(s.text));
  return j - i >= 2 && length >= 6 && length <= 9 && !digitCell(segments[j]) && !digitCell(segments[i - 1]) && !timer ? j - i : 0;
}

function joinSingleCharacters(segments: readonly Segment[]): Segment[] {
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

// Versions 28 and 29: a voicemail's transcript reads digits as words or with pauses ("four. one. nine.", "seven ... two
// ...", "five, one, nine... zero", "cinco, cero, ocho"), in the languages such transcripts come in; four to eight of them
// become single digits. The tokens and separators are fixed alternations, the run bounded: linear.
const DIGIT_WORDS: readonly (readonly string[])[] = [
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
];
const DIGIT_OF = new Map<string, number>(DIGIT_WORDS.flatMap((words) => words.map((w, d) => [w, d] as const)));
const TOKEN = `(?:\\d|${[...DIGIT_OF.keys()].join('|')})`;
const PAUSE = '(?:\\s*(?:,|-|\\.{1,3}|…)\\s*|\\s+)';
const SPOKEN_RUN = new RegExp(`(?<![\\p{L}\\p{N}])${TOKEN}(?:${PAUSE}${TOKEN}){3,11}(?![\\p{L}\\p{N}])`, 'giu');
const HAS_WORD_OR_PAUSE = new RegExp(`(?<![\\p{L}])(?:${[...DIGIT_OF.keys()].join('|')})(?![\\p{L}])|\\d\\s*(?:\\.{2,3}|…|,)\\s*\\d`, 'iu');
const spokenToDigits = (m: string): string => {
  const tokens = m
    .toLowerCase()
    .split(/[\s,.…-]+/u)
    .filter((t) => t !== '');
  return tokens.length > 8 ? m : tokens.map((t) => (/^\d$/.test(t) ? t : String(DIGIT_OF.get(t) ?? t))).join(' ');
};

/** A code read out digit by digit, commas between or as words, is written as the digits it reads ("5 2 8 1"). */
export function readSpokenDigits(segments: readonly Segment[]): Segment[] {
  return segments.map((s) => {
    let text = s.text.includes(', ') ? s.text.replace(SPOKEN_DIGITS, (m) => m.replaceAll(', ', ' ')) : s.text;
    if (HAS_WORD_OR_PAUSE.test(text)) text = text.replace(SPOKEN_RUN, spokenToDigits);
    return text === s.text ? s : { ...s, text };
  });
}
