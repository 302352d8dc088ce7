import { SCORE, isStandalone, labelAcceptsCandidate, type MailContext, type SegmentView, type Verdict } from './codes.js';
import type { Candidate } from './candidates.js';
import {
  approvesSignIn,
  inMenuPath,
  labelsAnotherClause,
  namesASystem,
  pointsUp,
  productId,
  strongLabelBeforeProductId,
} from './clause-binding.js';
import { ASKS_ONE_TIME, MANAGES_TRIP, USE_BEFORE, type LabelMatch } from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';

// A label in the lines just above a value (or the line just below) that introduces it: "Your code:" ⏎ 482913.

const NEAR_SEGMENTS_BEFORE = 3;
const AFTER_ITS_NUMBER = /\d\s?$/;
const MAX_NEAR_TRAILING = 80;
const ENDS_IN_COLON = /[:：]\s*$/;
// Version 33: a phone number's "+49 151 …" or "(030) …" is its label's own number too.
// Version 107: or a serial's capitals and digits ("S/N FLX3K22480175").
// Version 108: or a phone's masked number in brackets ("phone number (012-***-8842)"; review of version 108: not "(24 hours)").
const OWN_NUMBER = /^\s*[:#№]?\s*(?:\+\s?\d|\(\d{2,5}(?:\)|[-.\s]*\*)|\d|[A-Z]{2,5}\d[A-Z\d]{4,})/u;
// Version 108: a dashed id after its label ("ID Mitra: KM-JKT-00418),"), when the line does not end in ":" to introduce what follows.
const DASHED_ID = /^\s*[:#№]?\s*[A-Z]{1,5}-[A-Z\d-]*\d/u;
const SENTENCE_CONTINUES = /[.!?。！？]\s*[\p{L}\p{N}]/u;
// Version 19: "Enter the following verification code. It is case-sensitive.": the label's own sentence points below.
const FOLLOWING =
  /(?<![\p{L}])(?:following|folgenden?|suivante?|siguiente|seguinte|seguente|volgende|следующий|poniższy|följande|følgende)(?![\p{L}])/iu;
const BELOW = /(?<![\p{L}])(?:below|following)(?![\p{L}])/iu;
const pointsBelow = (line: string, label: LabelMatch): boolean => {
  const end = line.slice(label.end).search(/[.!?。！？]/u);
  return FOLLOWING.test(line.slice(Math.max(0, label.start - 40), end < 0 ? line.length : label.end + end));
};

// Version 45: "… a bit like a concert ticket." ends a sentence that likens the code to a kind of thing; it names nothing.
const PHONE_LABEL = /tel|phone|fax|mobil|call|whatsapp|ph/iu;
const WRAPPED_NUMBER = /^\s*[:.]?\s*[+(]?\d{1,4}\)?\s*$/u;
const SENTENCE_ENDS = /^\s*[.!。！]\s*$/u;
// Review of version 45: "like a …", "as a …"; not "You made a booking."
const INDEFINITE = /(?<![\p{L}])(?:like|as)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}$/iu;
const likens = (line: string, label: LabelMatch): boolean =>
  SENTENCE_ENDS.test(line.slice(label.end)) && INDEFINITE.test(line.slice(Math.max(0, label.start - 40), label.start));

/** Label in one of the few segments above (or the one below) a lone candidate. */
// Review of version 58: not a line saying the label's thing is not needed ("No need for this PIN anymore — … tracking number:").
// Review of version 59: only about the thing the line points down with (not "Instead of your password, enter the following …").
const NOT_NEEDED =
  /(?<![\p{L}])(?:no\s+need\s+for|(?:not|don['’]t|do\s+not|no\s+longer)\s+need|instead\s+of)\s+(?:this|the\s+following|the)(?![\p{L}])/iu;
const FOLLOWING_BEFORE = /(?<![\p{L}])(?:the\s+following|(?:enter|use|type|input|key\s+in)\s+this)\s+$/iu;
// Version 89: in the languages of the labels too ("Para autorizarla, ingresa este código en Bitso:" ⏎ MXQ482).
const CODE_WORD = /(?<![\p{L}])(?:code|pin|passcode|c[oó]digo|codice|kod|kód|kood|koodi|код|κωδικ\p{L}*)(?![\p{L}])/iu;
// Version 85: or a strong label whose line goes on to sign in or verify and ends in a colon ("hier ist dein Bestätigungscode, um die
// Anmeldung bei deinem Nordlicht-Konto abzuschließen:"): the account the purpose names is no label.
const signsInAfter = (line: string, l: LabelMatch): boolean =>
  /[:：]\s*$/u.test(line) && (saysLogin(line.slice(l.end)) || saysVerify(line.slice(l.end)));
/** Version 88: a sentence before the label's points below ("Finish creating your account with the number below. You can … request
 * bulky-item pickup …"): the label of a later sentence names nothing there. */
function pointedBelowBefore(line: string, l: LabelMatch): boolean {
  const before = line.slice(0, l.start);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return stop > 0 && BELOW.test(before.slice(0, stop));
}
export function scoreNear(view: SegmentView, i: number, c: Candidate, mail: MailContext): Verdict {
  let leadIn = false;
  for (let j = i - 1, seen = 0; j >= 0 && seen < NEAR_SEGMENTS_BEFORE; j--, seen++) {
    // A negative word of another clause ("… to confirm your email and start tracking your orders") labels nothing here,
    // nor (version 28) one pointing up ("… together with the student ID above:").
    // Version 34: nor a negative word right after its own number ("deposits of $500 MXN every Friday:").
    const labels = view
      .labels(j)
      .filter(
        (l, _, all) =>
          !labelsAnotherClause(view.text(j), l, all) &&
          !pointsUp(view.text(j), l) &&
          !(l.kind === 'negative' && AFTER_ITS_NUMBER.test(view.text(j).slice(Math.max(0, l.start - 3), l.start))) &&
          !productId(view.text(j), l) &&
          !namesASystem(view.text(j), l) &&
          !inMenuPath(view.text(j), l) &&
          !(l.kind === 'negative' && pointedBelowBefore(view.text(j), l)),
      );
    const lastOfLine = labels.at(-1);
    // Version 58: "Enter the following verification code on your console … to verify your sign-in ID …" ⏎ QK7R-38TZ: the label
    // the line points down with names the value, not a negative word later in the line.
    const following =
      j === i - 1 && !NOT_NEEDED.test(view.text(j))
        ? labels.find(
            (l) => l.kind === 'strong' && (FOLLOWING_BEFORE.test(view.text(j).slice(0, l.start)) || signsInAfter(view.text(j), l)),
          )
        : undefined;
    let last = following ?? (lastOfLine && (strongLabelBeforeProductId(view.text(j), labels, lastOfLine) ?? lastOfLine));
    // Version 27: "Please enter the verification code below in the portal (Ticket #58213 > Verify):", lines joined: a label
    // before its own number names that number; the code's label points below.
    const own = last && OWN_NUMBER.test(view.text(j).slice(last.end)) ? last : undefined;
    const earlier = own && labels.filter((l) => l.end <= own.start && l.kind !== 'negative').at(-1);
    if (own && earlier && BELOW.test(view.text(j).slice(earlier.end, own.start))) last = earlier;
    // Version 33: "Mã xác nhận liên kết thẻ / Card linking code:": a bilingual label's bare "code" does not take a
    // letters-first value, its "verification code" does.
    const strong = last?.kind === 'weak' ? labels.find((l) => l.kind === 'strong') : undefined;
    if (last && strong && !labels.some((l) => l.kind === 'negative') && !labelAcceptsCandidate(last, view.text(j), c, mail)) last = strong;
    // Version 62: "To approve it, type this device approval code on the new device:" ⏎ WQ7-K3D-9LP, under "Approve a new device".
    if (last) last = approvesSignIn(view.text(j), last, () => mail.subjectAsks());
    if (last) {
      const trailing = view.text(j).slice(last.end);
      // "Commander Vex#40127," two lines above: a label right before its own number names that number; "… mit deinem
      // Konto verbinden. Gib die Zahlen unten …": a label in an earlier sentence introduces nothing below.
      // Version 47: "Your confirmation code" ⏎ HK7P2Q ⏎ "Use it with your last name to manage your trip": a booking's.
      if (
        /^confirmation\s+code$/iu.test(view.text(j).slice(last.start, last.end)) &&
        MANAGES_TRIP.test(view.text(i + 1)) &&
        !ASKS_ONE_TIME.test(view.text(i + 1))
      )
        return 'reject';
      // Version 46: "…, tel. 58" ⏎ "301 23 45": a phone number (or an address's) wrapped after its label goes on below.
      // Review of version 46: a phone's label only (not "… with card ending 4821" ⏎ 604218).
      if (
        last.kind === 'negative' &&
        j === i - 1 &&
        WRAPPED_NUMBER.test(trailing) &&
        PHONE_LABEL.test(view.text(j).slice(last.start, last.end))
      )
        return 'reject';
      const ownId = DASHED_ID.test(trailing) && !ENDS_IN_COLON.test(view.text(j));
      if (
        OWN_NUMBER.test(trailing) ||
        ownId ||
        (last.kind === 'negative' && (SENTENCE_CONTINUES.test(trailing) || likens(view.text(j), last)))
      )
        return 'none';
      // "Discount applied at checkout." ⏎ "Here's your number:" ⏎ 736 012: the nearer line introduces it.
      // Version 61: "To confirm it's really you booking for Pepper, type" ⏎ 2 7 0 4 1 9: the verb ending the line takes the value.
      // Review of version 61: only a line that checks the reader or names a code ("To confirm it's you …", "tap “I have an invite
      // code” and enter"), not "To track your order …, enter".
      const line = view.text(j);
      const checks = j === i - 1 && USE_BEFORE.test(line) && (saysVerify(line) || saysLogin(line) || CODE_WORD.test(line));
      if (!labelAcceptsCandidate(last, view.text(j), c, mail)) return leadIn || checks ? 'none' : 'reject';
      // The label must introduce what follows ("Your code:", "Enter the code below to
      // continue."), not sit in an earlier sentence or before some other number.
      if (trailing.length > MAX_NEAR_TRAILING || (SENTENCE_CONTINUES.test(trailing) && !pointsBelow(view.text(j), last))) return 'none';
      const owned = (o: Candidate): boolean => last !== own && own !== undefined && o.start >= own.end && o.start <= own.end + 3;
      if (view.candidates(j).some((o) => o.start >= (last?.end ?? 0) && !owned(o))) return 'none';
      return { score: last.kind === 'strong' ? SCORE.nearStrong : SCORE.nearWeak, ...(last.invitation && { invitation: true }) };
    }
    // Capitals a label sentence above makes a code ("IMPORTANT", "WELCOME") do not hide the label from the digits below.
    if (view.candidates(j).some((o) => !o.labelAbove)) return 'none';
    leadIn ||= ENDS_IN_COLON.test(view.text(j)) || USE_BEFORE.test(view.text(j)); // v29: "… still open, type" ⏎ Zt4Kp9
  }
  const below = view.labels(i + 1)[0];
  // "Balance: $1,240.55" under the code names its own number, not the one above it.
  if (below && !/\d/.test(view.text(i + 1).slice(below.end))) {
    // "2 0 6 8 5 3" ⏎ "Once confirmed you can … get price alerts": a word in the line after a lone value labels
    // nothing above it; a negative label binds only what it introduces (same clause, or the line above).
    if (!labelAcceptsCandidate(below, view.text(i + 1), c, mail)) return 'none';
    if (view.candidates(i + 1).some((o) => o.end <= below.start)) return 'none';
    // Version 88: nor one whose own value stands alone in the line under it (a table's rows: "Wi-Fi password" 84920175 "Hub admin PIN"
    // 3391); review of version 88: alone, not a footer's "2025 Pell Ltd." or an address's "1600 Amphitheatre Parkway".
    if (view.candidates(i + 2).some((o) => isStandalone(view.text(i + 2), o))) return 'none';
    return { score: SCORE.nearAfter };
  }
  return 'none';
}
