import { NAMES_ITSELF_AFTER, USE_VERBS, sellsOnLine, type LabelMatch } from './labels.js';
import { COPULA } from './label-gap.js';
import { saysLogin, saysVerify } from './intent-words.js';

// Which value a label binds when its line holds more than one clause. A negative word binds what its own clause
// introduces: "Type this into the app to confirm your email address and start tracking your orders" asks for the value
// below to confirm an address; the orders are another clause's object. A product's name is no label: "Apple ID",
// "Яблоко ID" after "Код подтверждения для входа в" name what the code signs in to.

const WINDOW = 160;
const SENTENCE_BREAK = /[.!?。！？](?:\s|$)/;
const ENDS_IN_COLON = /[:：]\s*$/;
/** A conjunction that opens another clause of the same sentence, in the covered languages. */
const CONJUNCTION = /(?<![\p{L}])(?:and|und|et|y|e|i|и|і|та|en|och|og|ja|și|ve|oraz)\s/gu;

/**
 * A negative label that a conjunction separates from a phrase of verifying or signing in before it, in the same
 * sentence: "… to confirm your email address and start booking flights", "… zu bestätigen und deine Bestellung zu
 * verfolgen". Not "Track your order and confirm the slot" (the label comes first), nor "Confirm your order" (no clause).
 */
export function labelsAnotherClause(text: string, label: LabelMatch, labels: readonly LabelMatch[]): boolean {
  if (label.kind !== 'negative') return false;
  const from = Math.max(0, label.start - WINDOW);
  const sentence = text.slice(from, label.start).split(SENTENCE_BREAK).at(-1) ?? '';
  const sentenceStart = label.start - sentence.length;
  let conjunction = -1;
  for (const m of sentence.matchAll(CONJUNCTION)) conjunction = m.index;
  if (conjunction <= 0) return false;
  // "Sign in to Acme and quote your booking reference:" ⏎ K7P4QX: a label in the last clause of a line that ends in a
  // colon introduces the value below, whatever the clause before it says; unless a code label before the conjunction
  // named the value first ("Enter this code in the Larder app to confirm your email address and start tracking your
  // orders:" ⏎ 350917).
  const after = text.slice(label.end);
  CONJUNCTION.lastIndex = 0;
  const labelledFirst = labels.some((l) => l.kind !== 'negative' && l.start >= sentenceStart && l.end <= sentenceStart + conjunction);
  if (ENDS_IN_COLON.test(after) && !CONJUNCTION.test(after) && !labelledFirst) return false;
  const first = sentence.slice(0, conjunction);
  return saysVerify(first) || saysLogin(first);
}

const NAME_BEFORE = /\p{Lu}[\p{L}\p{M}'’-]*\s$/u;
const MAX_PRODUCT_GAP = 60;
/** "<Name> ID": the capitalised name right before an "ID" label, or null. */
const nameBeforeId = (text: string, id: LabelMatch): RegExpExecArray | null =>
  id.kind === 'negative' && text.slice(id.start, id.end) === 'ID'
    ? NAME_BEFORE.exec(text.slice(Math.max(0, id.start - 30), id.start))
    : null;
/** Version 36: "… to finish creating your Pomelo ID.": a name's "ID" with no number after it is a product, no label. */
export const productId = (text: string, id: LabelMatch): boolean =>
  nameBeforeId(text, id) !== null && !/^\s*[:#]?\s*\d/u.test(text.slice(id.end));
// Version 84: "Your login code for the booking system is:", "… on the order portal": a negative word that names a system the
// code is for, after "for the" or "on the" and before "system", "portal", "app" or "site", labels nothing.
const FOR_THE_BEFORE = /(?<![\p{L}])(?:for|on|in|into|to)\s+(?:the|your|our)\s+$/iu;
const A_SYSTEM_AFTER = /^[\s-]+(?:system|portal|app|site|website|platform|tool|software)(?![\p{L}])/iu;
/** Version 93: a negative word that is a step of a menu path the line tells the reader to go to ("in the app under Settings › System ›
 * Claim:") names a screen; review of version 93: not a quoted reply's "> Order number:", nor "Billing » Invoice number:" alone. */
const MENU_PATH_BEFORE =
  /(?<![\p{L}])(?:under|go\s+to|open|tap|navigate\s+to|choose|select|head\s+to|unter|sous|dans|app,)\s+[^\n›>»]{1,30}(?:[›>»][^\n›>»]{1,30}){0,3}[›>»]\s*$/iu;
export const inMenuPath = (text: string, l: LabelMatch): boolean =>
  l.kind === 'negative' && MENU_PATH_BEFORE.test(text.slice(Math.max(0, l.start - 120), l.start));
export const namesASystem = (text: string, l: LabelMatch): boolean =>
  l.kind === 'negative' &&
  FOR_THE_BEFORE.test(text.slice(Math.max(0, l.start - 16), l.start)) &&
  A_SYSTEM_AFTER.test(text.slice(l.end, l.end + 12));
/**
 * "<Name> ID" after a strong code label in the same clause ("Код подтверждения для входа в Яблоко ID:", "Your
 * verification code for Pearl ID:"): the name of a product, not an ID label. The strong label it follows, or null. Not
 * "Order ID" (a label itself), nor "Your Kestrel ID:" (no code label before it), nor "… code and student ID".
 */
export function strongLabelBeforeProductId(text: string, labels: readonly LabelMatch[], id: LabelMatch): LabelMatch | null {
  const name = nameBeforeId(text, id);
  if (!name) return null;
  const nameStart = id.start - name[0].length;
  let strong: LabelMatch | null = null;
  for (const l of labels) {
    if (l.end > nameStart) break;
    strong = l;
  }
  if (!strong || strong.kind !== 'strong') return null;
  const between = text.slice(strong.end, nameStart);
  if (between.length > MAX_PRODUCT_GAP || SENTENCE_BREAK.test(between) || /[,;:]/.test(between)) return null;
  CONJUNCTION.lastIndex = 0;
  return CONJUNCTION.test(between) ? null : strong;
}

// Version 28: "… together with the student ID above:": a negative label pointing up names the number above, not below.
const POINTS_UP =
  /^\s*(?:\p{L}+\s+){0,2}?(?:(?:mentioned|shown|given|listed)\s+)?(?:above|oben|ci-dessus|arriba|acima|sopra|hierboven|powyżej)(?![\p{L}])/iu;
export const pointsUp = (line: string, l: LabelMatch): boolean => l.kind === 'negative' && POINTS_UP.test(line.slice(l.end));
/** Version 41: "Enter the 6 digits above (without the F-) to approve …, BSB 062-000": any label pointing up binds nothing after it. */
export const namesValueAbove = (line: string, l: LabelMatch): boolean =>
  POINTS_UP.test(line.slice(l.end, l.end + 40)) || UP_WORD_LAST.test(line.slice(l.start, l.end));
const UP_WORD_LAST = /(?<![\p{L}])(?:above|oben|ci-dessus|arriba|acima|sopra|hierboven|powyżej)$/iu;

// Version 31: "Friends who sign up with your referral code get … Your code: QUILL-7HF2P": a bare "code" after a referral's,
// a promotion's or a gift's label in the same line is that code.
const GENERIC_CODE = /^(?:your\s+)?code$/iu;
const PROMO_LABEL = /referral|promo|coupon|discount|voucher|gift|invite/iu;
export const restatesPromo = (line: string, label: LabelMatch, labels: readonly LabelMatch[]): boolean =>
  GENERIC_CODE.test(line.slice(label.start, label.end)) &&
  labels.some((l) => l.kind === 'negative' && l.end <= label.start && PROMO_LABEL.test(line.slice(l.start, l.end)));

/** Version 41: "(version 3.2.1), enter 618 240", "Application No. KX-2026-0031947 is R7MQ2D": the word named its own value,
 * and a verb or a copula goes on to the next one (not "#26-04, Singapore 079903", where the next is the address's); version 89: a
 * value of one digit too ("Taqueria El Sol #2, type 418 227 903 on the device"). */
const HAS_ITS_VALUE = new RegExp(
  String.raw`^\s*[:#]?\s*[\p{L}\p{N}-]*\d[\p{L}\p{N}./-]*[^\p{L}\p{N}]*(?:${COPULA}|${USE_VERBS})(?![\p{L}])`,
  'iu',
);
export const hasItsValue = (label: LabelMatch, gap: string): boolean => label.kind === 'negative' && HAS_ITS_VALUE.test(gap);
/** Version 42: "Your OTP to authorise this transaction is 4KD7QW": the negative word is what the code approves, no label. */
const APPROVING = String.raw`(?<![\p{L}])(?:authori[sz]e|approve|confirm|verify|authenticate|complete)\s+(?:this|the|your)\s+`;
const APPROVED_OBJECT = new RegExp(String.raw`(?<![\p{L}])(?:to|for)\s+${APPROVING}$`, 'iu');
/** The same words anywhere before a value: what approves a transaction is no id of it (notices.ts transactionId). */
export const APPROVES_SOMETHING = new RegExp(APPROVING, 'iu');
export const approvedObject = (text: string, label: LabelMatch): boolean =>
  label.kind === 'negative' && APPROVED_OBJECT.test(text.slice(Math.max(0, label.start - 40), label.start));

/**
 * Version 41: "Your One Time Password (OTP) for accessing Application No. KX-2026-0031947 is R7MQ2D": past a negative word
 * and its own value, the strong label before them, and what stands between it and `to` (the negative word's own
 * abbreviation, "No.", ends no sentence there).
 */
export function strongLabelPast(
  text: string,
  labels: readonly LabelMatch[],
  negative: LabelMatch,
  to: number,
): { label: LabelMatch; gap: string } | null {
  const prior = labels.findLast((l) => l.end <= negative.start);
  if (prior?.kind !== 'strong') return null;
  return {
    label: prior,
    gap: text.slice(prior.end, negative.start) + ' '.repeat(negative.end - negative.start) + text.slice(negative.end, to),
  };
}

/** Version 42: "Approval code: NW7P2K4T" in a mail whose subject asks to approve a sign-in is that sign-in's code; version 43:
 * or one the next line asks to type. */
const APPROVAL_CODE = /^(?:approval|authori[sz]ation)\s+code$/iu;
// Version 64: or the line above asks to enter it ("To approve it, enter the approval code below in Online Banking:").
// Review of version 64: to approve, not "use the authorization code below" when contacting a bank or support.
const ENTER_APPROVAL_CODE =
  /(?<![\p{L}])approv\p{L}*[^.!?]{0,40}?(?:enter|type|input)\s+(?:the|this)\s+(?:[\p{L}-]+\s+)?approval\s+code(?![\p{L}])/iu;
// Version 45: a registration code the line above asks to enter ("please enter the following registration code when prompted:").
const REGISTRATION_CODE = /^reg(?:istration)?\.?\s+code$/iu;
const ENTER_REGISTRATION_CODE =
  /(?<![\p{L}])(?:enter|type|input|use)\s+(?:the\s+following|this|your(?:\s+personal)?)\s+registration\s+code(?![\p{L}])/iu;
// Review of version 45: at a prompt or to set up the reader's account, not at an event's checkout or a course's page.
const ASKED_OF_ACCOUNT =
  /^(?![^]*(?:checkout|event|course|class|pass|ticket|summit|conference))[^]*(?:when\s+prompted|setting\s+up\s+your\s+account|sign\s*in|verif)/iu;
// Version 98: or its own line asks to enter it, to sign in or on a device ("Enter the device approval code on the device you're
// signing in with:"); review of version 98: not a payment's ("Enter the authorization code on the terminal if prompted").
const ENTER_THE = /(?<![\p{L}])(?:enter|type|input)\s+(?:the|this)\s+(?:[\p{L}-]+\s+)?$/iu;
const SIGNING_IN = /(?<![\p{L}])(?:sign(?:ing)?[-\s]?in|log(?:ging)?[-\s]?in|device|new\s+(?:browser|computer|phone))(?![\p{L}])/iu;
const enteredToSignIn = (line: string, label: LabelMatch): boolean =>
  ENTER_THE.test(line.slice(Math.max(0, label.start - 40), label.start)) &&
  SIGNING_IN.test(`${line.slice(0, label.start)} ${line.slice(label.end)}`);
export const approvesSignIn = (line: string, label: LabelMatch, subjectAsks: () => boolean, above = ''): LabelMatch =>
  label.kind === 'negative' &&
  ((APPROVAL_CODE.test(line.slice(label.start, label.end)) &&
    (subjectAsks() || ENTER_APPROVAL_CODE.test(above) || enteredToSignIn(line, label))) ||
    (REGISTRATION_CODE.test(line.slice(label.start, label.end)) && ENTER_REGISTRATION_CODE.test(above) && ASKED_OF_ACCOUNT.test(above)))
    ? { ...label, kind: 'strong' }
    : label;
/** Version 43: the next line asks to type it ("Type the code exactly as shown, including the hyphen."). */
const TYPE_THE_CODE = /^\s*(?:please\s+)?(?:type|enter|use|input|key\s+in)\s+(?:the|this)\s+code(?![\p{L}])/iu;
export const asksToTypeTheCode = (line: string): boolean => TYPE_THE_CODE.test(line);

/**
 * Version 68: "384920 is your Swapnest code. Don't share it … not even a buyer asking to "confirm" a sale.": digits that name
 * themselves the reader's code in their own sentence are no coupon (coupons are words), whatever the mail sells elsewhere;
 * not when that sentence sells ("20 is your discount code at checkout").
 */
export function digitsNameThemselves(line: string, label: LabelMatch, c: { start: number; end: number; value: string }): boolean {
  const between = line.slice(c.end, label.start);
  if (label.start < c.end || !/^\d+$/u.test(c.value) || !NAMES_ITSELF_AFTER.test(between)) return false;
  // Review of version 68: a brand's name at most between them ("your Swapnest code"), not what the code is for ("your draw code").
  // Review of versions 69–71: or two ("Mercado Libre"), after "new" or "one-time", and after "— that's your".
  if (!/^\s*(?:(?:new|one-time|own)\s+)?(?:\p{Lu}[\p{L}\p{N}-]*\s+){0,2}$/u.test(between.replace(NAMES_ITSELF_AFTER, ''))) return false;
  const rest = line.slice(label.end);
  const end = rest.search(SENTENCE_BREAK);
  return !sellsOnLine(line.slice(c.start, label.end + (end < 0 ? rest.length : end)));
}
