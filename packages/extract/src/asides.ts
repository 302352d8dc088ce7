// Version 45: what a mail shows without asking to type it (an example quoted from a scam, a document's check code "you do
// not need to enter"), and what a terse mail says of its one value instead of a label ("put those six numbers into Hush
// to sign in", "Expires in 10 min · not you? ignore this", "When prompted, enter 908 114.").
import type { SegmentView } from './codes.js';
import { DESTINATION, DISOWNING } from './labels.js';
import { namesLink } from './link-words.js';

/** "A typical message looks like this:", "Here is an example:", "For example:": what follows is shown, not sent. */
const EXAMPLE_INTRO =
  /(?<![\p{L}])(?:looks?\s+like\s+this|like\s+this\s+one|(?:an|one)\s+example|for\s+(?:example|instance)|e\.\s?g\.|sample(?:\s+message)?|such\s+as\s+this)\s*[:：]\s*$/iu;
const QUOTED = /^\s*>/;
const EXAMPLE_REACH = 4;
/**
 * The value's line is quoted ("> … enter OTP 482193 …") or follows right after a line that introduces an example, with
 * only quoted or blank lines between: a scam's message shown to warn of it.
 */
export function quotedExample(view: SegmentView, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - EXAMPLE_REACH; j--) {
    const line = view.text(j);
    if (EXAMPLE_INTRO.test(line)) return true;
    if (!QUOTED.test(line) && line.trim() !== '') return false;
  }
  return false;
}

/**
 * "You do not need to enter it anywhere yourself", "There is nothing you need to enter": the mail says its value is not
 * for the reader to type (a document's check code, for third parties). Not "there is nothing you need to do" (an
 * aside of a code mail to someone who did not ask for it).
 */
const NOT_TO_ENTER =
  /(?<![\p{L}])(?:you\s+(?:do\s+not|don['’]t|will\s+not|won['’]t)\s+(?:need|have)\s+to\s+(?:enter|type|input|use)\s+(?:it|this|that|them|the\s+(?:\p{L}+\s+)?code)\s+(?:anywhere|yourself|at\s+all)|(?:there\s+is|there['’]s)\s+nothing\s+(?:that\s+)?you\s+(?:need|have)\s+to\s+(?:enter|type|input))(?![\p{L}])/iu;

/**
 * "put those six numbers into Hush to sign in", "Drop them into Moodboard on the … screen", "type this into the checklist
 * box": a sentence that enters the mail's one value by a pronoun, into an app, a screen or a box, or to sign in. Not
 * "pop them into the oven".
 */
const ENTERS_IT =
  /(?<![\p{L}])(?:put|pop|drop|type|enter|paste|punch|key|plug|stick|copy)\s+(?:(?:them|those|these|this|it|that)(?:\s+(?:\p{L}+\s+)?(?:numbers|digits|characters|letters))?)\s+(?:in|into|on|onto)\s+(?<rest>[^.!?]{1,80})/iu;
const SIGN_IN_PURPOSE = /(?<![\p{L}])(?:to\s+(?:sign|log)\s*in|to\s+(?:verify|confirm|unlock|finish|continue|activate))(?![\p{L}])/iu;
const SCREEN = /(?<![\p{L}])(?:app|screen|page|window|box|field|form|tab)(?![\p{L}])/iu;
/** Not a link's own "copy it into your browser". */
const BROWSER = /(?<![\p{L}])(?:browser|address\s+bar)(?![\p{L}])/iu;
const SPOKEN_DIGITS =
  /(?<![\p{L}])(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:[\s,-]+(?:zero|one|two|three|four|five|six|seven|eight|nine)){2}(?![\p{L}])/iu;
const namesNumber = (text: string): boolean => /\d/.test(text) || SPOKEN_DIGITS.test(text);
function entersItByPronoun(text: string): boolean {
  const m = ENTERS_IT.exec(text);
  const rest = m?.groups?.rest;
  // "Again, seven one five. Key them into the app.": a number between the value and the pronoun may be what it means.
  if (!m || rest === undefined || namesNumber(text.slice(0, m.index)) || BROWSER.test(rest) || namesLink(text)) return false;
  return SIGN_IN_PURPOSE.test(rest) || SCREEN.test(rest) || DESTINATION.test(`in ${rest}`);
}

/** "When prompted, enter 908 114.": the verb's clause is led by the prompt it answers, as a one-time secret is typed. */
const WHEN_PROMPTED =
  /(?<![\p{L}])(?:when|once|if)\s+(?:you\s+are\s+|you['’]re\s+)?(?:prompted|asked)(?:\s+for\s+(?:it|a\s+code))?\s*,?\s*(?:please\s+)?\p{L}+\s*$/iu;
export const ledByPrompt = (before: string): boolean => WHEN_PROMPTED.test(before);

const PRONOUN_REACH = 4;
/** The value's own line after it, or one of the few lines below, enters it by a pronoun (entersItByPronoun). */
export function enteredByPronounBelow(view: SegmentView, i: number, end: number): boolean {
  if (entersItByPronoun(view.text(i).slice(end))) return true;
  for (let j = i + 1; j < view.length && j <= i + PRONOUN_REACH; j++) {
    if (entersItByPronoun(view.text(j))) return true;
    if (namesNumber(view.text(j))) return false;
  }
  return false;
}

/**
 * The mail-wide readings, each made once and only when a candidate needs it: the mail says its value is not to be
 * entered (NOT_TO_ENTER); it disowns a request not made ("Expires in 10 min · not you? ignore this").
 */
export function mailAsides(read: (test: (text: string) => boolean) => boolean): { notToEnter(): boolean; disowns(): boolean } {
  let notToEnter: boolean | undefined;
  let disowns: boolean | undefined;
  return {
    notToEnter: () => (notToEnter ??= read((t) => NOT_TO_ENTER.test(t))),
    disowns: () => (disowns ??= read((t) => DISOWNING.test(t))),
  };
}
