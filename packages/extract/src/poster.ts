// Version 17: a mail that says nothing but a short line and one big value ("Welcome back to Glyphly ✨" ⏎ "318 774", then
// the sender's address): a poster of a code. No word names it, but nothing else is there for the mail to be about, and
// nothing names the value as anything else: a code. An order's, a balance's or a member's number comes with its word
// ("Order number", "Your points balance", "Tu número de socio"), and a count is grouped in thousands ("12 480"), not in
// equal blocks as a code to type is ("318 774", "52 91 83").
import { isDigits, type SegmentView } from './codes.js';
import type { Candidate } from './candidates.js';
import type { Evidence } from './evidence-kinds.js';

const MAX_LINES_ABOVE = 2;
const MAX_LINES_BELOW = 2;
const MAX_LEAD_CHARS = 60;
const MAX_FOOT_CHARS = 120;
const MIN_DIGITS = 6;
const DIGIT = /\d/;
/** "250 000": a round count, a milestone's. */
const ROUND = /000$/;
/** "0800 4455", "1800 445 566": a phone number's trunk or toll-free prefix, eight digits or more. */
const PHONE = /^(?:0|1[38]00)\d{7,}$/;
/** "2027 2028": years. */
const YEAR = /^(?:19|20)\d\d$/;

/**
 * Version 23: "12 34 56", "7 19 23 41": a draw's numbers, shown sorted as lotteries show them; pairs of a code's digits
 * rise all the way in about one code of six, and a poster of pairs is rare.
 */
const drawn = (blocks: readonly string[]): boolean =>
  blocks.length >= 3 && blocks.every((b, k) => b.length <= 2 && (k === 0 || Number(b) > Number(blocks[k - 1])));

/** Digits in equal blocks ("318 774", "52 91 83") or in one block of six or more; not a phone number's, nor years. */
function equalBlocks(shown: string, value: string): boolean {
  if (value.length < MIN_DIGITS || ROUND.test(value) || PHONE.test(value)) return false;
  const blocks = shown.trim().split(/[\s\u00a0-]+/);
  if (blocks.length > 1 && blocks.every((b) => YEAR.test(b))) return false;
  if (drawn(blocks)) return false;
  return blocks.every((b) => b.length === (blocks[0] ?? '').length);
}

/**
 * The value stands alone and emphasized on its line, with at most two short lines above it that name nothing (no digit,
 * no label) and one or two lines below, each holding a number (the sender's address) and no label but an address's.
 */
export function postedAlone(view: SegmentView, i: number, c: Candidate, evidence: readonly Evidence[]): boolean {
  if (!isDigits(c) || !view.emphasized(i) || !evidence.some((e) => e.kind === 'alone')) return false;
  if (!equalBlocks(view.text(i).slice(c.start, c.end), c.value)) return false;
  // Between a short line and the sender's footer: a value with nothing under it may be the end of a longer message cut off.
  const below = view.length - i - 1;
  if (i > MAX_LINES_ABOVE || below === 0 || below > MAX_LINES_BELOW) return false;
  for (let k = 0; k < i; k++) {
    const line = view.text(k);
    if (line.length > MAX_LEAD_CHARS || DIGIT.test(line) || view.labels(k).length > 0) return false;
  }
  // Below it only the sender's address and links: a line of words alone is a caption saying what the value is ("points").
  for (let k = i + 1; k < view.length; k++) {
    const line = view.text(k);
    if (line.length > MAX_FOOT_CHARS || !DIGIT.test(line) || view.labels(k).some((l) => l.kind !== 'negative')) return false;
  }
  return true;
}
