import type { Candidate } from './candidates.js';
import { sentenceAround } from './clauses.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { BACK_INTO, IS_HOW, IS_HOW_YOU, NEEDED } from './labels.js';

// Version 16: the value opens a sentence that says what it is for ("471902 is how you get back into Parcelwick").

const PURPOSE_CHARS = 100;
/** Version 25: "Hi Sam, 730418 will get you back in": a greeting opens the sentence, not words about the value. */
/** Version 62: also read by references.ts ("604518" ⏎ "Hi Jordan," ⏎ "That's the number …"); a line that is only this is a greeting's. */
export const GREETING = /^\s*(?:hi|hello|hey|dear|hallo|bonjour|hola|ciao|olá|oi|hej)(?:\s+[\p{L}'’.-]+){0,3}\s*[,!]\s*/iu;
/** Version 28: "If that's you, 301772 will get you in.": a condition that the reader is the one signing in, too. */
const IF_YOU = /^\s*if\s+(?:that|this|it)(?:['’]s|\s+is|\s+was)\s+you\s*,\s*/iu;
/** "471902 is how you get back into Parcelwick.": the value opens a sentence whose copula says it signs in. */
// Version 54: "If the screen asks you to confirm it's you, 860243 is what you need to enter there.": the prompt says what for.
// Review of version 55: only to say it is the reader or to sign in (not "to confirm your booking").
const IF_ASKED =
  /^\s*if\s+(?:the|your)\s+(?:screen|app|page|site|website|browser|device|tv)\s+asks\s+(?:you\s+)?to\s+((?:confirm|verify)\s+(?:it['’]s|it\s+is)\s+you|verify\s+your\s+identity|sign\s+in|log\s+in),\s*/iu;
/** Version 61: "903417 will finish setting up Wave on your new phone.": the value opens a sentence that finishes a step. */
// Review of version 61: not "will complete your registration at the front desk" (a membership number's); "will sign you in";
// review of version 62: "will complete your registration" online again.
const WILL_FINISH =
  /^\s*(?:will|should)\s+(?:(?:finish|complete)\s+(?:setting\s+up|signing\s+(?:you\s+)?in|logging\s+(?:you\s+)?in|verifying|activating|your\s+(?:sign[-\s]?in|log[-\s]?in|login|verification|set-?up|registration))|(?:sign|log)\s+you\s+in)(?![\p{L}])(?![^.!?]{0,40}(?:front\s+desk|reception|in\s+person|first\s+visit|once\s+your\s+payment|venue|check-?in|counter|event|door))/iu;
/** Version 61: "551902 will get you into Wavelength": into a named product (capitalised), not "into the draw". */
const INTO_NAME = /^\s*(?:will\s+)?(?:get|gets|let|lets)\s+you\s+into\s+(?:(?:your\s+)?\p{Lu}|your\s+(?:account|app)(?![\p{L}]))/u;
export function isHowYouSignIn(text: string, c: Candidate): boolean {
  const rest = text.slice(c.end, c.end + PURPOSE_CHARS);
  const finishes = WILL_FINISH.exec(rest);
  const how = IS_HOW_YOU.exec(rest) ?? finishes;
  // Version 58: after a dash, the clause before it is another's ("We just need to make sure it's you — 552917 will get you in.").
  const before = (
    sentenceAround(text, c)
      .before.split(/\s[—–]\s/u)
      .at(-1) ?? ''
  ).replace(GREETING, '');
  const asked = IF_ASKED.exec(before)?.[1] ?? '';
  if (!how || /[\p{L}\p{N}]/u.test(before.replace(IF_YOU, '').replace(IF_ASKED, ''))) return false;
  if (finishes || INTO_NAME.test(rest)) return true;
  const sentence = rest.slice(how[0].length).split(/[.!?。！？](?:\s|$)/u)[0] ?? '';
  if (!IS_HOW.test(how[0]) && !NEEDED.test(sentence)) return false;
  return saysLogin(`${asked} ${sentence}`) || saysVerify(`${asked} ${sentence}`) || BACK_INTO.test(`${how[0]}${sentence}`);
}
