import { COPULA } from './label-gap.js';
import type { Candidate } from './candidates.js';
import type { LabelledLines } from './bound-candidates.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { APP_OR_SCREEN, DESTINATION, USE_BEFORE, USE_VERB, USE_VERBS, type LabelMatch } from './labels.js';

// Version 12: a code of capital letters only, alone on its line right under a sentence that names a verification code
// ("Here is your email verification code. Enter it in the game under Settings > Account." ⏎ "KZXMRB"). Letters alone
// are words or identifiers anywhere else (candidates.ts takes only dashed groups of them); here the label sentence above
// says what the line below is, as "Your Plexo login code is:" does for "8KD 4QZ".

const LONE_LETTERS = /^\s*([A-Z]{5,10})\s*$/;
/** Version 17: the same capitals one to a box, written with a space between ("P L N W K E"), as digits often are. */
const SPACED_LETTERS = /^\s*((?:[A-Z] ){4,9}[A-Z])\s*$/;
/** Version 15: capitals with two vowels or more are a word ("EXPIRED", "IMPORTANT", "GOOGLE"); generated letter codes
 * leave vowels out so they spell none (every letters-only code of the development mail has none). */
const SPELLS_A_WORD = /[AEIOU][^AEIOU]*[AEIOU]/;
const isWord = (value: string): boolean => SPELLS_A_WORD.test(value);
const MAX_LABEL_LINE = 200;
const FIRST_SENTENCE = /^[^.!?。！？]*[.!?。！？]?/u;
const USES_THIS_CODE = new RegExp(
  `^\\s*(?:please\\s+)?(?:${USE_VERBS})\\s+(?:this|the\\s+following|the)\\s+code(?:\\s+below)?(?![\\p{L}])`,
  'iu',
);

/** Version 89: "Here is the code to confirm your email for Phorest Go at Halo Hair & Beauty:" ⏎ MVKTRB. */
const HERE_IS_THE_CODE = /^\s*(?:here\s+is|here['’]s)\s+(?:your|the)\s+code\s+(?:to|for)\s[^.!?]*[:：]\s*$/iu;
/** The lone capitals of line `i`, when the first sentence of the line above holds a strong code label and no negative one
 * (later sentences say where to type it: "unter Profil > Konto"). */
export function loneLetterCode(text: string, lines: LabelledLines, i: number): Candidate | null {
  const m = LONE_LETTERS.exec(text) ?? SPACED_LETTERS.exec(text);
  const shown = m?.[1];
  const value = shown?.replaceAll(' ', '');
  if (!m || shown === undefined || value === undefined || i === 0 || isWord(value)) return null;
  const above = lines.text(i - 1);
  const labels = lines.labels(i - 1);
  const start = text.indexOf(shown);
  const end = start + shown.length;
  // Version 76: a long paragraph above, by its last sentence ("… To finish setting up your account, enter this code in the app:").
  // Version 106: or any of its sentences that asks to type these letters ("To approve the change, enter these six letters on the
  // account page:", "Type these letters in the Creator Dashboard to get a new stream key."), or its last that asks to type this
  // code and ends in ":" ("If that was you, enter this code:").
  if (entersIntoApp(above, labels) || typesTheseBelow(above, labels)) return { start, end, value, kind: 'letters' };
  if (above.length > MAX_LABEL_LINE) return null;
  // Version 76: "Use this code to verify your email address and continue …" ⏎ "XJRBQN": a sentence that gives the line below.
  if (
    (USES_THIS_CODE.test(above) || HERE_IS_THE_CODE.test(above)) &&
    (saysVerify(above) || saysLogin(above)) &&
    !labels.some((l) => l.kind === 'negative')
  )
    return { start, end, value, kind: 'letters' };
  const firstSentence = FIRST_SENTENCE.exec(above)?.[0].length ?? 0;
  if (labels.some((l) => l.kind === 'negative' && l.start < firstSentence)) return null;
  if (!labels.some((l) => l.kind === 'strong' && l.end <= firstSentence)) return null;
  return { start, end, value, kind: 'letters', labelAbove: true };
}

const LAST_SENTENCE = /[^.!?。！？]*$/u;
const ENDS_IN_COLON = /[:：]\s*$/u;
/**
 * Version 16: the last sentence of the line above asks to enter a code into an app or a screen and ends in ":" ("Enter
 * this pairing code in the SmartNook app:", "Saisissez ce code dans l'application Domia :"), with no negative label. The
 * capitals are a candidate that the label above then weighs (codes.ts scoreNear: not in a sale's or a parcel's mail).
 */
function entersIntoApp(above: string, labels: readonly LabelMatch[]): boolean {
  const sentence = LAST_SENTENCE.exec(above)?.[0] ?? '';
  const from = above.length - sentence.length;
  if (!ENDS_IN_COLON.test(above) || sentence.length > MAX_LABEL_LINE || labels.some((l) => l.kind === 'negative' && l.end > from))
    return false;
  // Version 17: no code label, but the sentence asks to type what follows to sign in or verify ("type these letters to
  // log in:", "Saisissez ces lettres pour vous connecter :").
  if (labels.length === 0) return USE_VERB.test(sentence) && (saysLogin(sentence) || saysVerify(sentence));
  return labels.some((l) => l.start >= from) && USE_VERB.test(sentence) && (APP_OR_SCREEN.test(sentence) || DESTINATION.test(sentence));
}

const COUNT = String.raw`(?:\d{1,2}|four|five|six|seven|eight|nine|ten)\s+`;
const THESE_LETTERS = new RegExp(
  String.raw`(?<![\p{L}])(?:${USE_VERBS})\s+(?:these|the\s+following|the)\s+(?:${COUNT})?(?:letters|characters|capitals)(?![\p{L}])`,
  'iu',
);
const THIS_CODE_COLON = new RegExp(
  String.raw`(?<![\p{L}])(?:${USE_VERBS})\s+(?:this|the\s+following)\s+(?:${COUNT})?(?:code|word)(?:\s+below)?\s*[:：]\s*$`,
  'iu',
);
const PURPOSE_CLAUSE = /(?<![\p{L}])to\s+(?!(?:continue|proceed|finish|complete)(?![\p{L}]))\p{L}{2,}/iu;
const SENTENCES = /[^.!?。！？]+[.!?。！？]?/gu;
/** A sentence of the line above asks to type the letters below, or its last asks to type this code, with no negative label in it. */
function typesTheseBelow(above: string, labels: readonly LabelMatch[]): boolean {
  if (above.length > MAX_LABEL_LINE * 2) return false;
  for (const m of above.matchAll(SENTENCES)) {
    const [from, to] = [m.index, m.index + m[0].length];
    if (labels.some((l) => l.kind === 'negative' && l.start < to && l.end > from)) continue;
    if (THESE_LETTERS.test(m[0])) return true;
    // Review of version 106: this code, not for another purpose ("To use the guest Wi-Fi, enter this code:"); review of version 107: a
    // sentence with no purpose of its own stays ("Please enter this code:").
    if (to === above.length && THIS_CODE_COLON.test(m[0]) && (saysVerify(above) || saysLogin(above) || !PURPOSE_CLAUSE.test(m[0])))
      return true;
  }
  return false;
}

// Version 14: capitals right after a strong label and a colon on the label's own line ("Your verification code is:
// GHKWPL", "Votre code de vérification : BXQLMT"), ending the line or its sentence. The colon is required: without it
// "code SUMMER" is as often a word of the sentence.
const AFTER_LABEL = new RegExp(String.raw`^\s*(?:(?:${COPULA})\s*)?[:：]\s*([A-Z]{5,10})\s*(?:[.!。]\s*)?$`, 'u');
const COLON_CAPITALS = /[:：]\s*[A-Z]{5,10}\s*[.!。]?\s*$/u;
const MAX_LABEL_GAP = 24;

// Version 19: "Recovery code: WQZNTR" ⏎ "Type the six letters into the recovery page": a weak label binds capitals when
// one of the next two lines asks to type letters.
const LETTERS_NOUN = /(?<![\p{L}])(?:letters|buchstaben|lettres|letras|lettere|litery|bokstäver|bokstaver|bogstaver|буквы)(?![\p{L}])/iu;
const typesLettersBelow = (lines: LabelledLines, i: number): boolean =>
  [lines.text(i + 1), lines.text(i + 2)].some((t) => t.length <= MAX_LABEL_LINE && LETTERS_NOUN.test(t) && USE_VERB.test(t));

/** The capitals a strong label and a colon bind at the end of line `i` (no negative label before them). */
export function labelledLetterCode(text: string, lines: LabelledLines, i: number): Candidate | null {
  if (text.length > MAX_LABEL_LINE || !COLON_CAPITALS.test(text)) return null;
  const labels = lines.labels(i);
  const last = labels.at(-1);
  if (!last || labels.some((l) => l.kind === 'negative')) return null;
  // Version 106: or any label a verb of typing points at ("To continue to Snyk, enter the following code: KPWRTQ").
  const typed = THIS_CODE_COLON.test(text.slice(0, text.search(COLON_CAPITALS) + 1));
  if (last.kind !== 'strong' && !typed && !(last.kind === 'weak' && typesLettersBelow(lines, i))) return null;
  const rest = text.slice(last.end);
  const m = AFTER_LABEL.exec(rest);
  const value = m?.[1];
  if (!m || value === undefined || rest.indexOf(value) > MAX_LABEL_GAP || isWord(value)) return null;
  const start = last.end + rest.indexOf(value);
  return { start, end: start + value.length, value, kind: 'letters' };
}

// Version 14: capitals a verb of entering introduces, when the clause right after says what for is signing in or
// verifying ("Enter RBKTNW to continue signing in on the web", "Gib WKTRZM ein, um die Anmeldung fortzusetzen"). The
// clause ends at the first comma or sentence end, so "Enter COMEBACK at checkout …, then sign in" names no purpose.
const CAPITALS = /(?<![\p{L}\p{N}])[A-Z]{5,10}(?![\p{L}\p{N}])/gu;
const CLAUSE_AFTER = 60;
const CLAUSE_END = /[.;!?。]/;
const MAX_VERB_LINE = 200;
/** What CAPITALS needs, tested first: most lines have no run of five capitals, and the verb alternation is long. */
const FIVE_CAPITALS = /[A-Z]{5}/;

export function signInLetterCode(text: string): Candidate | null {
  if (text.length > MAX_VERB_LINE || !FIVE_CAPITALS.test(text) || !USE_VERB.test(text)) return null;
  for (const m of text.matchAll(CAPITALS)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isWord(m[0])) continue;
    if (!USE_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    const after = text.slice(end, end + CLAUSE_AFTER);
    const stop = after.search(CLAUSE_END);
    // A separable verb's particle and a comma before the clause ("Gib X ein, um …", "Voer X in om …").
    const clause = (stop === -1 ? after : after.slice(0, stop)).replace(/^\s*(?:ein|in)?\s*,?/u, '').split(',')[0] ?? '';
    if (saysLogin(clause) || saysVerify(clause)) return { start, end, value: m[0], kind: 'letters' };
  }
  return null;
}
