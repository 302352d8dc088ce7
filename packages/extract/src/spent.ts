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
/** Review of version 52: between the value and "has expired" nothing names another thing or opens another clause ("482913,
 * der alte Code ist abgelaufen", "Use 771204 to sign in — your session has expired", "482913 (the previous one …)"). */
const OTHER_SUBJECT =
  /[,;(—–]|[:：]\s|\s-\s|(?<![\p{L}])(?:and|but|since|because|as|the|your|any|old|previous|earlier|der|die|das|alte|le|la|l['’]|ancien|el|lo)(?![\p{L}])/iu;
/** "150392-***K", "****-4471": a value joined to three masking stars or dots or more is a piece of an identifier shown in
 * part; stars on both sides ("***482913***") or after a space ("482913 ***") are decoration. */
const MASK_AFTER = /^-?[*•●]{3,}/u;
const MASK_BEFORE = /[*•●]{3,}-?$/u;
/** "44m51s", "1h05m": a duration as a log or a timer prints it, in small letters (not a code's "583M21"). */
const DURATION = /^(?:\d{1,2}h\d{2}m?|\d{1,3}m\d{1,2}s|\d{1,2}h\d{1,2}m\d{1,2}s)$/;

export function deadValue(text: string, c: Candidate): Evidence | null {
  const masked = MASK_AFTER.test(text.slice(c.end, c.end + 5)) !== MASK_BEFORE.test(text.slice(Math.max(0, c.start - 5), c.start));
  if (DURATION.test(c.value) || masked) return E.masked;
  const { before, after } = sentenceAround(text, c);
  const at = after.search(SPENT);
  if (at === -1 || CONDITION.test(before)) return null;
  const between = after.slice(0, at);
  return CONDITION.test(between) || OTHER_SUBJECT.test(between) ? null : E.spent;
}
