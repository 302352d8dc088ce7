import { EXTRACT_LIMITS } from './limits.js';
import { saysShortLived } from './clauses.js';
import { hasPromoContext, saysLogin, saysVerify } from './labels.js';
import type { Segment } from './segments.js';

const INVITED = /(?<![\p{L}])(?:invit|einlad|convit|uitnodig|zaprasz|приглаш)/iu;
/** An invitation addressed to the reader, in the body: "Sam invited you to collaborate on …", "… added you to …". */
const INVITED_YOU =
  /(?<![\p{L}])(?:(?:has\s+|have\s+)?invited\s+you|invites\s+you|(?:has\s+)?added\s+you\s+to\s+(?:the\s+|their\s+|a\s+|an\s+|your\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:team|workspace|organi[sz]ation|project|account|company)|vous\s+a\s+ajouté|te\s+ha\s+añadido|te\s+adicionou|heeft\s+je\s+toegevoegd|hat\s+dich\s+hinzugefügt|vous\s+a\s+invit|te\s+ha\s+invitado|te\s+convidou|hat\s+dich\s+eingeladen|ti\s+ha\s+invitato|heeft\s+je\s+uitgenodigd)(?![\p{L}])/iu;
/** Links answering a calendar invitation ("Yes / No / Maybe"): such a mail invites to an event, not to an account. */
const CALENDAR_ANSWER = /[?&]action=respond|\/calendar|rsvp|\.ics(?:$|[?#])/i;
const HEAD_SEGMENTS = 40;
const MAX_SEGMENTS_READ = 200;

/**
 * The mail asks to verify, sign in or accept an invitation: its subject says so, a heading (an emphasised
 * block near the top) says verify, or its opening lines invite the reader. A heading saying "New sign-in"
 * reports one; it does not ask for one. A calendar invitation (it carries answer links) invites to a meeting.
 */
export function mailIsAboutVerifying(
  subject: string,
  html: readonly Segment[],
  text: readonly Segment[] = [],
  urls: readonly string[] = [],
): boolean {
  const s = subject.slice(0, EXTRACT_LIMITS.maxSubjectChars);
  if (saysVerify(s) || saysLogin(s)) return true;
  const event = urls.some((u) => CALENDAR_ANSWER.test(u));
  if (!event && INVITED.test(s)) return true;
  for (let i = 0; i < Math.min(html.length, HEAD_SEGMENTS); i++) {
    const seg = html[i];
    if (seg && seg.emphasized && seg.text.length <= 80 && saysVerify(seg.text)) return true;
    if (seg && !event && INVITED_YOU.test(seg.text)) return true;
  }
  if (event) return false;
  for (let i = 0; i < Math.min(text.length, HEAD_SEGMENTS); i++) if (INVITED_YOU.test(text[i]?.text ?? '')) return true;
  return false;
}

/**
 * The mail says something in it runs out within minutes or hours ("The link works once and for 15 minutes"):
 * it carries a one-time secret. Not so for an event, whose times are a meeting's, nor for a sale or a cart,
 * whose deadlines sell.
 */
export function mailSaysShortLived(html: readonly Segment[], text: readonly Segment[], urls: readonly string[]): boolean {
  if (urls.some((u) => CALENDAR_ANSWER.test(u))) return false;
  const read = (test: (t: string) => boolean): boolean =>
    [html, text].some((part) => part.slice(0, MAX_SEGMENTS_READ).some((seg) => test(seg.text)));
  return read(saysShortLived) && !read((t) => hasPromoContext(t, true));
}
