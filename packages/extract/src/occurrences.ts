import { refersFriends, ticketTag } from './threads.js';
import { rejectedUnlessTightlyLabelled, type Candidate } from './candidates.js';
import { around } from './value-words.js';
import { SCORE, isDigits, isStandalone, scoreDirect, usedToSignIn, type MailContext, type SegmentView } from './codes.js';
import { scoreNear } from './near.js';
import { deadValue, givenAsNew } from './spent.js';
import { isHowYouSignIn } from './is-how.js';
import { E, shapeEvidence, type Evidence } from './evidence-kinds.js';
import { EXTRACT_LIMITS } from './limits.js';
import { oneDigitAtATime, smsStyleName, verbEndsLineAbove } from './layouts.js';
import { onlyDigitsTyped, prefixNamedBelow } from './typed-as.js';
import { runsAnErrand } from './errands.js';
import {
  APPROVE_PAYMENT,
  asksForWhatFollows,
  clauseNamesPlace,
  placeTypedFor,
  codeNounAfter,
  headingAboveSaysVerify,
  introducedByVerb,
  labelEarlierInSentence,
  lastsLater,
  purposeAbove,
  sentenceAround,
  sentenceOf,
  sentenceSaysVerify,
  saysShortLived,
} from './clauses.js';
import { INTENT_WORD_BEFORE, NAMES_ITSELF_AFTER, NAMES_ITSELF_THE, SECRET_NOUN, DESTINATION, hasPromoContext } from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { livesAfter, warnedAfter } from './sole.js';
import { ASIDE_AFTER, GOES_AHEAD, RETRIEVER_MARK, ledByPrompt, quotedExample, unlocksOnDevice } from './asides.js';
import { originBoundCode } from './origin-bound.js';
import { companyTaxPin, registrationNumber, registryLine } from './registration.js';
import {
  dashesDropped,
  expiresBelow,
  finishedWith,
  finishedWithAbove,
  refersBack,
  tellsSomeoneAbove,
  typedHowAfter,
  usesItBelow,
  asksToEnterBelow,
  leadOf,
  takenBack,
} from './references.js';

// Each occurrence of a code-shaped string, with the evidence its own line and the lines around it give (evidence.ts decides).
export type CodeSource = 'subject' | 'html' | 'text';

export interface Occurrence {
  value: string;
  source: CodeSource;
  context: string;
  evidence: Evidence[];
  digits: boolean;
  /** Up to 30 characters before it in its line or cell. */
  before: string;
  spaced: boolean;
  /** "4 0 9 2": one digit at a time. */
  oneByOne: boolean;
  /** Where it stands, for the readings made only when it may be the sole candidate (src/sole.ts). */
  view: SegmentView;
  line: number;
  candidate: Candidate;
}

// Review of version 68: "call" only with "on" or "at" (not "Your code for today's video call" ⏎ 482913); version 88: a number texted to.
const PHONE_LEAD_END =
  /(?<![\p{L}])(?:call(?:\s+us)?\s+(?:on|at)\s*(?:\+?\d{1,4})?|\+\d{1,3}[\s.-]?\d{1,4}|(?:text|txt|sms)\s+(?:[A-Z]+\s+){0,3}to)\s*$/iu;
const LEFT_OUT =
  /(?<![\p{L}])(?:without|excluding|minus|ohne|sans|sin|sem|senza|zonder)\s+(?:the\s+|das\s+|le\s+|el\s+|o\s+|il\s+|de\s+)?$/iu;
function occurrenceEvidence(view: SegmentView, i: number, c: Candidate, mail: MailContext, source: CodeSource): Evidence[] {
  if (source !== 'subject' && view.inFooter(i, c)) return [E.footer];
  if (source !== 'subject' && (quotedExample(view, i) || mail.examples().has(c.value))) return [E.example];
  if (mail.discussion()) return [E.discussion];
  if (mail.subjectSpent() && !givenAsNew(view, i, c)) return [E.spentSubject];
  if (mail.quoted(view, i)) return [E.quoted];
  const ev: Evidence[] = [];
  const text = view.text(i);
  if (ticketTag(view, i, c, source === 'subject')) return [E.negative];
  // Version 68: "… or call +48 22" ⏎ "555 01 90.": a phone number that a text part's wrapping carried onto the next line.
  // Version 69: or after "call us on" in its own line ("call us on 13 22 71").
  const phoneLead = /\S/u.test(text.slice(0, c.start)) ? text.slice(Math.max(0, c.start - 30), c.start) : i > 0 ? view.text(i - 1) : '';
  if (source !== 'subject' && PHONE_LEAD_END.test(phoneLead)) return [E.masked];
  const dead = deadValue(text, c, view.text(i + 1), view.text(i - 1));
  if (dead) return [dead];
  if (companyTaxPin(text, c) || registryLine(text)) return [E.registration];
  // Version 62: or a referral's ("Invite friends with code HUGO5RIDE — share your link").
  // Review of version 62: the referral words before it in its sentence, not a warning after it ("don't share your code").
  if (takesMoneyOff(sentenceOf(text, c)) || refersFriends(sentenceAround(text, c).before)) return [E.coupon];
  if (runsAnErrand(text, c)) return [E.errand];
  // Version 37: "Imethibitishwa. TCK7Q4XM2P", "QK47XYZ Confirmed.": a mobile-money receipt's transaction, confirmed.
  const lead = textBefore(view, i, c, 20);
  if (CONFIRMED_BESIDE.test(lead) || CONFIRMED_AFTER.test(text.slice(c.end, c.end + 20))) return [E.negative];
  const direct = scoreDirect(view, i, c, mail);
  // Version 28: "Upcoming stay: … Aug 8-10, confirmation 92114870": the noun right before a number is its name, a booking's.
  if (direct === 'reject' || (direct === 'none' && CONFIRMATION_REF.test(text.slice(Math.max(0, c.start - 24), c.start))))
    return [E.negative];
  if (direct !== 'none')
    ev.push((direct.signIn ? E.signInLabel : direct.invitation ? E.invitationLabel : E.label)(Math.round(direct.score)));
  else {
    if (rejectedUnlessTightlyLabelled(text, c)) ev.push(E.lookalike);
    else if (registrationNumber(text, c)) ev.push(E.registration);
    const before = text.slice(Math.max(0, c.start - 24), c.start);
    const after = text.slice(c.end, c.end + 40);
    if (!isDigits(c) && usedToSignIn(text, c) && !mail.promotional(true)) ev.push(E.useToSignIn);
    else if (introducedByVerb(text, c)) {
      ev.push(E.verb);
      const above = i > 0 ? view.text(i - 1) : '';
      if (ledByPrompt(before, text.slice(c.end), text, above, [text.slice(0, c.start), sentenceOf(text, c)]) && !mail.promotional(true))
        ev.push(E.prompted);
      // "Type 846 302 on the order status page", "הקלידו 593017 באפליקציה": typed into a screen, not a keypad or a network.
      if (clauseNamesPlace(text, c)) ev.push(placeTypedFor(text, c, view.text(i + 1)) ? E.verbPlaceFor : E.verbPlace);
      if (codeNounAfter(text, c, i + 1 < view.length ? view.text(i + 1) : '')) ev.push(E.nounLater);
      else if (lastsLater(text, c, i + 1 < view.length ? view.text(i + 1) : '') && !mail.promotional(true)) ev.push(E.lastsLater);
    } else if (finishedWith(text, c)) ev.push(E.finishedWith);
    else if (NAMES_ITSELF_AFTER.test(after) && (SECRET_NOUN.test(after.replace(NAMES_ITSELF_AFTER, '')) || !NAMES_ITSELF_THE.test(after)))
      ev.push(SECRET_NOUN.test(after.replace(NAMES_ITSELF_AFTER, '')) ? E.namesItselfSecret : E.namesItself);
    else if (isHowYouSignIn(text, c)) {
      ev.push(E.namesItsPurpose);
      // Version 61: "418207 will get you into Tidepool. Put it in the app in the next 10 minutes.": its own life, as after a verb.
      if (lastsLater(text, c, i + 1 < view.length ? view.text(i + 1) : '') && !mail.promotional(true)) ev.push(E.lastsLater);
    } else if (unlocksOnDevice(after)) ev.push(E.namesItselfSecret);
    else if (INTENT_WORD_BEFORE.test(before)) ev.push(E.intentWord);
    else if (labelEarlierInSentence(view, i, c)) ev.push(E.labelInSentence);
    else if (clauseNamesPlace(text, c)) ev.push(E.place);
    else {
      const name = smsStyleName(view, i, c, () => mail.subjectAsks());
      if (name !== null) ev.push(E.smsStyle, ...(mail.subjectMentions(name) ? [E.smsName] : []));
      else if (warnedAfter(text, c)) ev.push(E.secretWarning);
      else if (livesAfter(text, c, i)) ev.push(E.lifeAfter);
      // Version 28: "Here you go: 66120374" ⏎ "It works once and expires at 14:05.": a colon introduces it, the next line its life.
      else if (/[:：]\s*$/u.test(before) && lastsLater(text, c, i + 1 < view.length ? view.text(i + 1) : '')) ev.push(E.lastsLater);
      // Version 43: "Here you go: 4471-9902" ⏎ "Pop that into the setup page to link the hub …": the next line types it.
      else if (/[:：]\s*$/u.test(before) && usesItBelow(view, i)) ev.push(E.refersBack);
    }
    if (typedHowAfter(text, c, view.text(i + 1))) ev.push(E.typedHow);
    const verb = ev.some((e) => e.kind === 'introduced-by-verb');
    // sentenceSaysVerify counts a card payment's approval too: "To approve this payment, enter 615208 on the merchant's page".
    // "Use 553117 to finish creating your account": what the verb's value is for, as "Use K7P-2QX to sign in" says it.
    if (sentenceSaysVerify(text, c) || (verb && (usedToSignIn(text, c) || GOES_AHEAD.test(after)))) ev.push(E.purpose);
    else if (verb && headingAboveSaysVerify(view, i, c)) ev.push(E.headingPurpose);
    if (source !== 'subject' && isStandalone(text, c)) {
      ev.push(E.alone);
      // Capitals under a label sentence were read with its first sentence (letter-codes.ts); a later one says where to type it.
      let near = c.labelAbove ? 'none' : scoreNear(view, i, c, mail);
      // "Copia el número de arriba en …": the line below points back at it, its generic noun labels nothing.
      // Version 52: or a line above asks to enter the code below ("please enter the registration code below").
      const enterBelow = near === 'reject' && asksToEnterBelow(view, i);
      // Versions 75 and 76: or its other nouns name values of their own (references.ts takenBack).
      const back = near === 'reject' ? (enterBelow ? 'none' : takenBack(view, i)) : null;
      if (back !== null) near = back === 'none' ? 'none' : { score: SCORE.nearStrong };
      if (near === 'reject') return [E.negativeNear];
      if (near !== 'none') ev.push((near.invitation ? E.invitationLabel : E.nearLabel)(near.score));
      else if (c.labelAbove) ev.push(E.labelSentenceAbove);
      else if (i > 0 && tellsSomeoneAbove(view.text(i - 1)))
        ev.push(E.tellAbove, ...(purposeAbove(view.text(i - 1)) ? [E.purposeAbove] : []));
      else if (i > 0 && finishedWithAbove(view.text(i - 1))) ev.push(E.withAbove);
      // Version 34: "Copy and paste" ⏎ 40918273 ⏎ "into the Pinecrest window you have open.": the line below says where.
      else if (i > 0 && verbEndsLineAbove(view.text(i - 1)))
        ev.push(E.verbLineAbove, ...(DESTINATION.exec(view.text(i + 1))?.index === 0 ? [E.place] : []));
      // Version 17: the line above asks to type what follows and says what for ("type these letters to log in:").
      else if (i > 0 && asksForWhatFollows(view.text(i - 1)))
        ev.push(E.verbAbove, ...(purposeAbove(view.text(i - 1)) ? [E.purposeAbove] : []));
      else if (i > 0 && purposeAbove(view.text(i - 1))) ev.push(E.purposeAbove);
      // Version 38: "Copy the number below into the My Victoria app …" ⏎ a line with no value ⏎ 905318.
      else if (i > 1 && view.candidates(i - 1).length === 0 && BELOW_WORD.test(view.text(i - 2)) && asksForWhatFollows(view.text(i - 2)))
        ev.push(E.verbAbove);
      else if (i > 0 && view.emphasized(i) && LEADS_ON.test(view.text(i - 1))) ev.push(E.colonAbove);
      if (enterBelow && !ev.includes(E.verbAbove)) ev.push(E.verbAbove);
      if (near === 'none' && refersBack(view, i)) ev.push(E.refersBack);
      else if (near === 'none' && c.value.length >= 5 && expiresBelow(view, i)) ev.push(E.expiresBelow);
    } else if (source !== 'subject' && prefixNamedBelow(text, c, view.text(i + 1))) ev.push(E.alone, E.typedHow);
    else if (source !== 'subject' && ASIDE_AFTER.test(text.slice(c.end)) && asksForWhatFollows(leadOf(view, i, c)))
      // Version 46: "Key this into Halcyon on that phone:" ⏎ "pr4x-9mbt-q2 — it stops working at 15:42 UTC.": its aside, its life.
      // Version 75: or the same in one line, as an HTML part's paragraph reads.
      ev.push(E.verbAbove, ...(saysShortLived(text.slice(c.end)) ? [E.expiresBelow] : []));
    // Version 29: what expires within minutes is no coupon, whatever the mail sells.
    if (!isDigits(c) && mail.promotional(true) && !ev.includes(E.expiresBelow)) ev.push(E.promo);
    else if (
      isDigits(c) &&
      mail.promotional(true) &&
      sentenceSellsIt(view, i, c, !mail.subjectAsks() && !mail.subjectApproves() && !ev.includes(E.expiresBelow))
    )
      ev.push(E.promoSentence);
  }
  // Version 32: "YB-284031" ⏎ "The "YB-" part is already filled in, so type only the six digits": the mail explains it.
  if (c.prefixed && source !== 'subject') {
    const prefix = /[A-Z]{1,4}-$/.exec(text.slice(Math.max(0, c.start - 5), c.start))?.[0];
    // Quoted ('the "YB-" part') or named ("the QZ- bit"): said of the prefix, not the order number written again.
    const explains = (t: string): boolean => {
      const at = prefix === undefined ? -1 : t.indexOf(prefix);
      // Version 41: or left out ("Enter the 6 digits above (without the F-)").
      return (
        at >= 0 &&
        (/["“'‘«„‹]$/u.test(t.slice(0, at)) ||
          LEFT_OUT.test(t.slice(0, at)) ||
          /^\s*(?:part|bit|prefix)/u.test(t.slice(at + (prefix?.length ?? 0))))
      );
    };
    // Version 33: or the line above does ('type the 6 digits that follow "G-" where the recovery screen asks for them:').
    if (prefix && [view.text(i + 1), view.text(i + 2), view.text(i - 1)].some((t) => explains(t) || onlyDigitsTyped(t))) {
      if (isStandalone(text, { ...c, start: c.start - prefix.length })) ev.push(E.alone);
      ev.push(E.prefixExplained);
    }
  }
  if (RETRIEVER_MARK.test(text.slice(0, c.start))) ev.push(E.retriever);
  if (view.emphasized(i)) ev.push(E.emphasized);
  if (c.kind === 'split') ev.push(E.spaced);
  // A label is the more specific evidence: between labelled strings the shape does not decide.
  const shape = direct === 'none' ? shapeEvidence(c) : null;
  if (shape) ev.push(shape);
  return ev;
}

export function collect(view: SegmentView, source: CodeSource, mail: MailContext, out: Occurrence[]): void {
  // Per part, so a noisy HTML body cannot starve the text part of its budget.
  let budget = EXTRACT_LIMITS.maxCandidates;
  // "@app.tandem.test #552109" binds its code to a site; the last line of a part, where SMS autofill reads it.
  const last = source === 'subject' ? -1 : lastMessageLine(view);
  const bound = last < 0 ? null : originBoundCode(view.text(last));
  if (bound) out.push(originBoundOccurrence(view, source, bound, last));
  for (let i = 0; i < view.length && budget > 0; i++) {
    for (const c of view.candidates(i)) {
      if (budget-- <= 0) break;
      const text = view.text(i);
      out.push({
        value: c.kind === 'alnum' && c.value.includes('-') && dashesDropped(view, i, c) ? c.value.replaceAll('-', '') : c.value,
        source,
        context: around(text, c),
        evidence: occurrenceEvidence(view, i, c, mail, source),
        digits: isDigits(c),
        before: textBefore(view, i, c, BEFORE_CHARS),
        spaced: c.kind === 'split',
        oneByOne: oneDigitAtATime(text, c),
        view,
        line: i,
        candidate: c,
      });
    }
  }
}

const SIGNATURE = /^\s*--\s*$/;
/** The last line of a part's message: its last line, or (version 18) the last one before the first "-- " line, which opens a signature
 * (a clinic's footer, a disclaimer). */
function lastMessageLine(view: SegmentView): number {
  for (let j = 1; j < view.length; j++) {
    const t = view.text(j);
    if (t.length <= 4 && t.includes('--') && SIGNATURE.test(t)) return j - 1;
  }
  return view.length - 1;
}

function originBoundOccurrence(view: SegmentView, source: CodeSource, c: Candidate, i: number): Occurrence {
  const text = view.text(i);
  const shape = shapeEvidence(c);
  return {
    value: c.value,
    source,
    context: text,
    evidence: [E.originBound, ...(shape ? [shape] : [])],
    digits: c.kind === 'numeric',
    before: '#',
    spaced: false,
    oneByOne: false,
    view,
    line: i,
    candidate: c,
  };
}

/** "Enter 55 21 08 at checkout to get your discount": its sentence, or the lines around a lone value, sells. Version 27: with `shop` false
 * (the subject asks to verify), shop wording alone sells nothing ("Type this code into the box on the checkout page"); version 107: nor
 * in a sentence that approves the payment ("to protect your card payment for order …, type 4 8 1 0 2 7 into the box …"). */
function sentenceSellsIt(view: SegmentView, i: number, c: Candidate, shop: boolean): boolean {
  const sentence = sentenceOf(view.text(i), c);
  if (hasPromoContext(sentence, shop)) return !APPROVE_PAYMENT.test(sentence);
  return isStandalone(view.text(i), c) && [i - 1, i + 1].some((j) => view.text(j).length <= 160 && hasPromoContext(view.text(j), shop));
}

// Version 31: "mã CHAOBAN50K giảm 50.000đ cho đơn đầu tiên", "Use SPRING10 for 10% off": a discount and an amount in the
// candidate's own sentence make it a coupon, in any mail.
const MONEY_OFF =
  /(?<![\p{L}])(?:off|discount|save|giảm|rabatt|descuento|desconto|sconto|remise|korting|rabat|скидк\p{L}*|diskon|potongan)(?![\p{L}])/iu;
const AMOUNT = /\d[\d.,]*\s?(?:%|đ|₫|vnd|usd|eur|€|\$|£|zł|kr|rp)(?![\p{L}])|[$€£₫]\s?\d/iu;
const takesMoneyOff = (sentence: string): boolean => MONEY_OFF.test(sentence) && AMOUNT.test(sentence);
const BELOW_WORD = /(?<![\p{L}])below(?![\p{L}])/iu;
const CONFIRMED_BESIDE = /(?<![\p{L}])(?:confirmed|imethibitishwa)[.:]?\s*$/iu;
const CONFIRMED_AFTER = /^\s*(?:confirmed|imethibitishwa)(?![\p{L}])/iu;
const CONFIRMATION_REF = /(?<![\p{L}])(?<!(?:use|enter|type)\s+)confirmation(?:\s+(?:no\.?|number|#))?\s*[:#]?\s*$/iu;
const LEADS_ON = /^.{0,158}[:：]\s*$/su;

const BEFORE_CHARS = 30;
/** Up to `n` characters before a value; at the start of its line or cell, the end of the one before (it labels it). */
const textBefore = (view: SegmentView, i: number, c: Candidate, n: number): string =>
  c.start > 0 || i === 0 ? view.text(i).slice(Math.max(0, c.start - n), c.start) : view.text(i - 1).slice(-n);
