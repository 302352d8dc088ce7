import type { Candidate } from './candidates.js';
import type { LabelledLines } from './bound-candidates.js';

// Version 12: a code of capital letters only, alone on its line right under a sentence that names a verification code
// ("Here is your email verification code. Enter it in the game under Settings > Account." ⏎ "KZXMRB"). Letters alone
// are words or identifiers anywhere else (candidates.ts takes only dashed groups of them); here the label sentence above
// says what the line below is, as "Your Plexo login code is:" does for "8KD 4QZ".

const LONE_LETTERS = /^\s*([A-Z]{5,10})\s*$/;
const MAX_LABEL_LINE = 200;
const FIRST_SENTENCE = /^[^.!?。！？]*[.!?。！？]?/u;

/** The lone capitals of line `i`, when the first sentence of the line above holds a strong code label and no negative one
 * (later sentences say where to type it: "unter Profil > Konto"). */
export function loneLetterCode(text: string, lines: LabelledLines, i: number): Candidate | null {
  const m = LONE_LETTERS.exec(text);
  const value = m?.[1];
  if (!m || value === undefined || i === 0) return null;
  const above = lines.text(i - 1);
  if (above.length > MAX_LABEL_LINE) return null;
  const labels = lines.labels(i - 1);
  const firstSentence = FIRST_SENTENCE.exec(above)?.[0].length ?? 0;
  if (labels.some((l) => l.kind === 'negative' && l.start < firstSentence)) return null;
  if (!labels.some((l) => l.kind === 'strong' && l.end <= firstSentence)) return null;
  const start = text.indexOf(value);
  return { start, end: start + value.length, value, kind: 'letters', labelAbove: true };
}
