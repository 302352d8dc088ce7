import { EXTRACT_LIMITS } from './limits.js';
import { APPROVE_PAYMENT, saysShortLived } from './clauses.js';
import { hasPromoContext } from './labels.js';
import { productId } from './clause-binding.js';
import { RECOVERY_SUBJECT, asksToVerify, saysLogin, saysVerify, verifiesAddress } from './intent-words.js';
import type { Segment } from './segments.js';
import type { SegmentView } from './codes.js';
import { E, type Evidence } from './evidence-kinds.js';

// Version 108: Belarusian and Ukrainian ("запрашае вас", "запрошує вас").
const INVITED = /(?<![\p{L}])(?:invit|einlad|convit|uitnodig|zaprasz|приглаш|запрашае|запрошу|запрошення)/iu;
/** An invitation addressed to the reader, in the body: "Sam invited you to collaborate on …", "… added you to …". */
const INVITED_YOU =
  /(?<![\p{L}])(?:(?:has\s+|have\s+)?invited\s+you|invites\s+you|(?:has\s+)?added\s+you\s+to\s+(?:the\s+|their\s+|a\s+|an\s+|your\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:team|workspace|organi[sz]ation|project|account|company)|vous\s+a\s+ajouté|te\s+ha\s+añadido|te\s+adicionou|heeft\s+je\s+toegevoegd|hat\s+dich\s+hinzugefügt|vous\s+a\s+invit|te\s+ha\s+invitado|te\s+convidou|hat\s+dich\s+eingeladen|ti\s+ha\s+invitato|heeft\s+je\s+uitgenodigd|zaprosił[ao]?\s+(?:cię|pana|panią))(?![\p{L}])/iu;
/** Links answering a calendar invitation ("Yes / No / Maybe"): such a mail invites to an event, not to an account. */
const CALENDAR_ANSWER = /[?&]action=respond|\/calendar|rsvp|\.ics(?:$|[?#])/i;
const HEAD_SEGMENTS = 40;
const MAX_SEGMENTS_READ = 200;
/** Whether a line of either part, within the first MAX_SEGMENTS_READ, passes `test`. */
const anyLine = (html: readonly Segment[], text: readonly Segment[], test: (line: string) => boolean): boolean =>
  [html, text].some((part) => part.slice(0, MAX_SEGMENTS_READ).some((seg) => test(seg.text)));

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
  if (asksToVerify(s) || saysLogin(s) || RECOVERY_SUBJECT.test(s)) return true;
  const event = urls.some((u) => CALENDAR_ANSWER.test(u));
  if (!event && INVITED.test(s)) return true;
  for (let i = 0; i < Math.min(html.length, HEAD_SEGMENTS); i++) {
    const seg = html[i];
    if (seg && seg.emphasized && seg.text.length <= 80 && asksToVerify(seg.text)) return true;
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
  const read = (test: (t: string) => boolean): boolean => anyLine(html, text, test);
  return read(saysShortLived) && !read((t) => hasPromoContext(t, true));
}

const NUMBER_IN_SUBJECT = /\d{4,}/;
const OPENING_QUOTES = '"“„«‘\'「『';
const CLOSING_QUOTES = '"”“»’\'」』';

/** Whether `at` lies between an opening quotation mark and its closing one (one scan of the text before it). */
function insideQuotes(text: string, at: number): boolean {
  let open = false;
  for (let i = 0; i < at && i < text.length; i++) {
    const ch = text[i] as string;
    if (open && CLOSING_QUOTES.includes(ch)) open = false;
    else if (!open && OPENING_QUOTES.includes(ch)) open = true;
  }
  return open && [...CLOSING_QUOTES].some((q) => text.indexOf(q, at) > at);
}

const FINISH_OPENS = /^\s*(?:finish|complete)\s+(?:your|the)(?![\p{L}])/iu;

/** Version 61: a check that the reader is who they say ("confirm it's you", "identity check"). */
const IT_IS_YOU =
  /(?<![\p{L}])(?:(?:confirm|verify)\s+(?:that\s+)?it['’]?s\s+(?:really\s+)?you|(?:confirm|verify)\s+your\s+identity|identity\s+(?:check|verification))(?![\p{L}])/iu;
// Review of version 61: not a number to have ready when the reader calls ("When you call us, we will ask you to confirm your identity");
// review of version 62: not any help line ("Questions? Call us on 0800 …").
const CALLS = /(?<![\p{L}])(?:when\s+you\s+call(?:\s+us)?|have\s+this\s+number\s+ready|over\s+the\s+phone\s+we\s+will\s+ask)(?![\p{L}])/iu;
const identityHeading = (html: SegmentView): boolean => {
  let heading = false;
  for (let i = 0; i < Math.min(html.length, 40); i++) {
    if (CALLS.test(html.text(i))) return false;
    heading ||= i < 6 && html.text(i).length <= 80 && IT_IS_YOU.test(html.text(i));
  }
  return heading;
};

/** What the mail says it is for: its subject, headings (emphasised blocks) and link texts. */
const EARLIER = /(?<![\p{L}])(?:previous|earlier|old|last|other|new)(?![\p{L}])/iu;
const SPENT_SUBJECT = /(?<![\p{L}])(?:has\s+expired|expired|is\s+no\s+longer\s+valid|was\s+(?:already\s+)?used)(?![\p{L}])/iu;
const ACCESS_BEFORE =
  /(?<![\p{L}])(?:door|gate|garage|parking|building|entry|entrance|lock\s?box|key\s?safe|key\s?box|keypad|locker|alarm|wi-?fi|wlan|tür|porte|puerta|portão|portail|digicode)\s*$/iu;
const NEVER_ASKS = /(?<![\p{L}])(?:never|won['’]t|will\s+not)\s+(?:ask|call|text|e-?mail)(?![\p{L}])/iu;
export function mailIntent(subject: SegmentView, html: SegmentView, anchors: readonly string[]): Evidence | null {
  const subjectText = subject.length > 0 ? subject.text(0) : '';
  // Version 46: "Reminder: we will never ask for your security code": a warning about codes asks for none.
  if (NEVER_ASKS.test(subjectText)) return null;
  // Version 19: 'verify export of "Q4 Capacity Model (v17)"': a word inside quotation marks is part of a title.
  // Version 81: nor a door's or a network's ("Saturday: door code, Wi-Fi and parking").
  const subjectLabels = subject
    .labels(0)
    .filter((l) => !insideQuotes(subjectText, l.start) && !productId(subjectText, l) && !ACCESS_BEFORE.test(subjectText.slice(0, l.start)));
  // Version 62: "Your sign-in code has expired": a subject that reports its code spent asks for none.
  // Review of version 64: not "(your previous code expired)", "the one we sent earlier has expired": this mail carries the new one.
  if (subjectLabels.some((l) => l.kind !== 'negative'))
    return SPENT_SUBJECT.test(subjectText) && !EARLIER.test(subjectText) ? null : E.intentCode;
  // Version 18: "Approve payment NOK 3 450,00", "Approve your transfer of $1,250.00": the subject asks to approve a
  // payment, as a verification does; its payment's word names the amount, not another number to read.
  if (subject.length > 0 && APPROVE_PAYMENT.test(subject.text(0))) return E.intentVerify;
  // "Your order #40018273": a subject whose label names its own number is about that number, not the others.
  if (subjectLabels.length > 0) {
    // Version 61: "Order #40127: confirm it's you": a check of the reader, whatever number the subject names.
    if (IT_IS_YOU.test(subject.text(0))) return E.intentVerify;
    if (NUMBER_IN_SUBJECT.test(subject.text(0))) return null;
    // Version 17: "MediCore Patient Portal sign-in": a word of another number ("patient") naming where to sign in, and no
    // number: the subject asks to sign in.
    // Version 28: "Finish your Deskhop booking", "Complete your order": the subject asks to finish a step, it reports none.
    if (FINISH_OPENS.test(subject.text(0))) return null;
    // Version 30: "Aktywuj swoje konto": a subject that asks to verify or activate its account asks, whatever it names.
    // Version 48: "Transaction authentication for your … Card": a payment's one-time check, as a verification is.
    const authenticates = /(?<![\p{L}])(?:authentication|verification|otp|one-?time\s+(?:code|password|pin))(?![\p{L}])/iu.test(
      subject.text(0),
    );
    if (saysLogin(subject.text(0)) || asksToVerify(subject.text(0)) || authenticates) return E.intentVerify;
    // Version 61: "Your home policy is almost ready" over a heading "… - identity check": the heading says what is asked now.
    return identityHeading(html) ? E.intentVerify : E.subjectOther;
  }
  // Version 20: "Trip confirmation - HT4WQN", "Your flight is confirmed": a booking's confirmation reports a transaction done.
  const says = (t: string): boolean => asksToVerify(t) || saysLogin(t);
  if (subject.length > 0 && (says(subject.text(0)) || RECOVERY_SUBJECT.test(subject.text(0)))) return E.intentVerify;
  // Version 38: or a heading that asks to approve a payment ("Approve your transfer"), as the subject may.
  for (let i = 0; i < Math.min(html.length, 40); i++)
    if (html.emphasized(i) && html.text(i).length <= 80 && (says(html.text(i)) || APPROVE_PAYMENT.test(html.text(i))))
      return E.intentVerify;
  return anchors.some((a) => a.length <= 60 && saysVerify(a)) ? E.intentVerify : null;
}

/**
 * Version 45: the mail asks to confirm the reader's address ("… only if you confirm your email in the next 48 hours"); review
 * of version 46: and speaks of a waitlist, where "Confirm my spot" is that confirmation (not a class's "confirm your spot").
 */
export function mailConfirmsAddress(html: readonly Segment[], text: readonly Segment[]): boolean {
  return (
    anyLine(html, text, verifiesAddress) && anyLine(html, text, (t) => /wait-?\s?list|waiting\s+list|in\s+line|on\s+the\s+list/iu.test(t))
  );
}

/**
 * Version 46: "You don't need to do anything. By continuing to use …": a sentence of its own that asks nothing of the reader
 * (a notice of new terms); not "If you did not try to sign this petition, you do not need to do anything.".
 */
// Review of version 46: the whole sentence, and not the answer to a question before it ("Not you? No action needed.").
const ASKS_NOTHING =
  /^(?:you\s+(?:don['’]t|do\s+not)\s+(?:need|have)\s+to\s+do\s+anything|no\s+action\s+(?:is\s+)?(?:needed|required))\s*[.!]?$/iu;
export function mailAsksNothing(html: readonly Segment[], text: readonly Segment[]): boolean {
  const asksNothing = (line: string): boolean =>
    /anything|action/iu.test(line) &&
    line.split(/(?<=[.!?])\s+/u).some((s, k, all) => ASKS_NOTHING.test(s.trim()) && !(all[k - 1] ?? '').trim().endsWith('?'));
  return anyLine(html, text, asksNothing);
}
