import type { Candidate } from './candidates.js';
import { sentenceAround } from './clauses.js';
import { E, type Evidence } from './evidence-kinds.js';

// Version 52: values that are no code to type whatever labels them: a code the mail says is dead, a piece of a masked
// identifier, a duration a log prints.

/** "The sign-in code we sent you at 14:02 (604 918) has expired and can no longer be used.": its own sentence says it is spent. */
const SPENT =
  /(?<![\p{L}])(?:(?:has|have|had)\s+(?:now\s+|already\s+)?(?:expired|been\s+used|been\s+revoked|been\s+cancell?ed|been\s+invalidated)|(?:is|are)\s+no\s+longer\s+(?:valid|active)|can\s+no\s+longer\s+be\s+used|(?:was|were)\s+already\s+used|(?:ist|sind)\s+(?:bereits\s+)?(?:abgelaufen|ungültig)|ha\s+caducado|(?:a|est)\s+expiré|expirou|è\s+scaduto|is\s+verlopen)(?![\p{L}])/iu;
/** "If the code has expired, …", "Wenn der Code abgelaufen ist": a condition, not a report. */
const CONDITION = /(?<![\p{L}])(?:if|when|once|in\s+case|wenn|falls|si|se|quand|cuando|als)(?![\p{L}])/iu;
/** "150392-***K", "****-4471": a value joined to masking stars or dots is a piece of an identifier shown in part (not "482913 ***", decoration). */
const MASK_AFTER = /^-?[*•●]{2,}/u;
const MASK_BEFORE = /[*•●]{2,}-?$/u;
/** "44m51s", "1h30m": a duration as a log or a timer prints it. */
const DURATION = /^\d{1,3}[hm]\d{1,2}[ms]?(?:\d{1,2}s)?$/i;

export function deadValue(text: string, c: Candidate): Evidence | null {
  if (
    DURATION.test(c.value) ||
    MASK_AFTER.test(text.slice(c.end, c.end + 4)) ||
    MASK_BEFORE.test(text.slice(Math.max(0, c.start - 4), c.start))
  )
    return E.masked;
  const { before, after } = sentenceAround(text, c);
  return SPENT.test(after) && !CONDITION.test(before) && !CONDITION.test(after.slice(0, after.search(SPENT))) ? E.spent : null;
}
