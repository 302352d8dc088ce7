import type { Candidate } from './candidates.js';
import { SCORE } from './codes.js';
import { saysLogin, saysVerify } from './intent-words.js';

/** One reason for (weight > 0) or against (weight < 0) a candidate being the code. */
export interface Evidence {
  kind: string;
  weight: number;
  note: string;
}

// With a shape the caller has said what the code looks like, which is evidence in itself.
export const SHAPE_BONUS = 30;

/** Every kind of evidence for or against a code, with its weight (docs/extraction.md has the table). */
export const E = {
  label: (w: number) => ({ kind: 'label', weight: w, note: 'a code label names it' }),
  signInLabel: (w: number) => ({ kind: 'label', weight: w, note: 'a sign-in code label names it ("verification code", "login code")' }),
  labelSentenceAbove: {
    kind: 'label-nearby',
    weight: 60,
    note: 'the first sentence of the line above names a verification code ("Here is your email verification code.")',
  },
  nearLabel: (w: number) => ({ kind: 'label-nearby', weight: w, note: 'a code label in the line above or below introduces it' }),
  // Version 90: "Enter your invitation code: CDL-6HQ2RT" (labels.ts): a code only when the mail answers no other (evidence.ts).
  invitationLabel: (w: number) => ({ kind: 'label', weight: w, note: "an invitation's code the reader is told to enter" }),
  useToSignIn: { kind: 'use-to-sign-in', weight: SCORE.useToSignIn, note: 'its sentence says to use it to sign in or verify' },
  verb: { kind: 'introduced-by-verb', weight: 35, note: 'a verb like "use", "enter", "type" introduces it' },
  nounLater: { kind: 'named-later', weight: 15, note: 'the next sentence calls it a code ("That code is good for …")' },
  lastsLater: {
    kind: 'named-later',
    weight: 30,
    note: 'the next sentence says it lasts minutes ("This works for 20 minutes only"): its own expiry, counted once with the mail\'s',
  },
  expiresBelow: {
    kind: 'expires-below',
    weight: 30,
    note: 'the line right under it says nothing but that it expires within minutes, as a one-time secret does',
  },
  lastingPin: {
    kind: 'negative-label',
    weight: -100,
    note: "a PIN and nothing more, in a mail that asks for no code: a card's or a booking's",
  },
  physicalAccess: {
    kind: 'negative-label',
    weight: -100,
    note: 'its sentence names a door, gate, keypad, key safe, locker, alarm or Wi-Fi, and nothing says it is for one use',
  },
  lastingCode: {
    kind: 'negative-label',
    weight: -100,
    note: "a label and nothing more, in a mail that asks for no code and says of it nothing one-time: a booking's, a ticket's or a licence's",
  },
  subjectPointed: { kind: 'sentence-purpose', weight: 30, note: 'the body asks to enter the number from the subject (version 18)' },
  transaction: { kind: 'negative-label', weight: -100, note: 'a payment notice whose label names a transaction ("approval", …)' },
  verbAbove: { kind: 'introduced-by-verb', weight: 30, note: 'the line above asks to enter, type or copy what follows' },
  place: { kind: 'introduced-by-verb', weight: 35, note: 'its clause says where to put it ("into the app", "do aplikace")' },
  verbPlace: {
    kind: 'introduced-by-verb',
    weight: 5,
    note: 'the verb puts it into an app, a page or a field ("on the order status page")',
  },
  verbPlaceFor: {
    kind: 'introduced-by-verb',
    weight: 35,
    note: 'the verb puts it into an app, a page or a field, and its sentence says what for or how long (version 81)',
  },
  purposeAbove: { kind: 'introduced-above', weight: 25, note: 'the line above ends in ":" and speaks of verifying or signing in' },
  requested: { kind: 'mail-intent', weight: 15, note: 'the mail opens with what the reader asked for ("You asked to add a device")' },
  shortLived: { kind: 'mail-intent', weight: 15, note: 'the mail says something expires within minutes or hours' },
  purpose: { kind: 'sentence-purpose', weight: 20, note: 'its sentence speaks of verifying, confirming or signing in' },
  headingPurpose: {
    kind: 'sentence-purpose',
    weight: 20,
    note: 'the heading right above its sentence speaks of verifying or signing in ("ONE LAST STEP: verify your email")',
  },
  subjectOther: { kind: 'mail-intent', weight: -20, note: 'the subject speaks of an order, invoice, booking or the like' },
  labelInSentence: { kind: 'label-in-sentence', weight: 25, note: 'a code label earlier in its sentence' },
  namesItself: { kind: 'names-itself', weight: 35, note: 'it is followed by "is your …"' },
  namesItsPurpose: {
    kind: 'names-itself',
    weight: 35,
    note: 'it opens a sentence that says it signs in ("471902 is how you get back into …", "… es lo que necesitas para iniciar sesión")',
  },
  namesItselfSecret: { kind: 'names-itself', weight: 50, note: 'it is followed by "is your … code / number / key / check"' },
  colonAbove: { kind: 'introduced-above', weight: 15, note: 'the line above ends in ":" and leads to it' },
  intentWord: { kind: 'introduced-by-intent-word', weight: 40, note: 'a sign-in or verification word introduces it' },
  alone: { kind: 'alone', weight: 15, note: 'alone in its line or cell' },
  emphasized: { kind: 'emphasized', weight: 15, note: 'bold, large, spaced or monospaced' },
  spaced: { kind: 'spaced', weight: 5, note: 'written in groups or one character per box' },
  typical: (w: number, note: string) => ({ kind: 'shape', weight: w, note }),
  intentCode: { kind: 'mail-intent', weight: 35, note: 'the subject speaks of a code' },
  intentVerify: { kind: 'mail-intent', weight: 25, note: 'the subject, a heading or a button speaks of verifying or signing in' },
  secretWarning: { kind: 'names-itself', weight: 35, note: 'a warning not to share it follows it ("- don\'t share it with anyone")' },
  lifeAfter: { kind: 'names-itself', weight: 35, note: 'it opens its line, and how many minutes it lasts follows it (version 84)' },
  presentedSole: {
    kind: 'presented-sole',
    weight: 30,
    note: 'the only plausible candidate, presented as a code (a verb, alone, a label of any language) in a mail that says what it is for',
  },
  poster: {
    kind: 'presented-sole',
    weight: 20,
    note: 'alone and big under a short line naming nothing, with only an address below: all the mail says',
  },
  only: { kind: 'only-candidate', weight: 15, note: 'the only plausible code in the mail' },
  repeated: { kind: 'repeated', weight: 10, note: 'also in the subject' },
  readTwice: { kind: 'repeated', weight: 10, note: 'read out digit by digit twice, as a code is dictated' },
  dictated: { kind: 'repeated', weight: 45, note: 'read out one digit at a time, twice: a short code dictated' },
  readAgain: { kind: 'repeated', weight: 20, note: 'its second reading is announced ("Once more:"), as a code is dictated' },
  originBound: { kind: 'origin-bound', weight: 60, note: 'an SMS autofill line binds it to a site ("@app.example.test #552109")' },
  smsStyle: { kind: 'sms-style', weight: 45, note: 'the mail opens with a name, a colon and it, and says little else (a text message)' },
  smsName: { kind: 'sms-style', weight: 10, note: 'the name before the colon is in the subject' },
  verbLineAbove: { kind: 'introduced-by-verb', weight: 30, note: 'the line above ends in a verb whose object it is ("Enter" ⏎ it)' },
  withAbove: {
    kind: 'introduced-by-verb',
    weight: 45,
    note: 'the line above speaks of signing in or verifying and ends "with" ("activate your account with")',
  },
  finishedWith: {
    kind: 'introduced-by-verb',
    weight: 45,
    note: 'a phrase of signing in or verifying ends "with" it ("complete sign-in with …")',
  },
  tellAbove: { kind: 'introduced-by-verb', weight: 30, note: 'the line above asks to read or tell it to an agent' },
  typedHow: { kind: 'named-later', weight: 30, note: 'the words after it say how to type it ("No spaces needed.")' },
  refersBack: {
    kind: 'named-later',
    weight: 30,
    note: 'the sentence below a lone value names it a code ("That\'s the number you\'ll need to …")',
  },
  meeting: { kind: 'negative-label', weight: -100, note: 'a meeting invitation: its passcode, PIN or ID admits to a call' },
  promoSentence: { kind: 'promotional', weight: -25, note: 'its sentence speaks of a sale or a discount (a voucher)' },
  shape: { kind: 'requested-shape', weight: SHAPE_BONUS, note: 'it has the shape the caller asked for' },
  negative: { kind: 'negative-label', weight: -100, note: 'labelled as something else (order, price, phone, promo, …)' },
  negativeNear: { kind: 'negative-label', weight: -100, note: 'the label near it names something else' },
  lookalike: { kind: 'looks-like-other-number', weight: -60, note: 'reads as a year, date, street number or postal code' },
  registration: {
    kind: 'looks-like-other-number',
    weight: -60,
    note: 'a company\'s tax or registration number ("NIF B-67291044", "HRB 218403", "KvK 68219437")',
  },
  discussion: {
    kind: 'negative-label',
    weight: -100,
    note: "the mail is a tracker's notification, an advisory or a newsletter's issue: it talks about codes, it gives none (version 52)",
  },
  quoted: {
    kind: 'negative-label',
    weight: -100,
    note: 'in the history a reply quotes ("-----Original message-----", "On … wrote:", "> "): typed or expired before (version 68)',
  },
  reported: {
    kind: 'negative-label',
    weight: -100,
    note: 'its sentence is the writer\'s own report ("when I enter the code 118230 it says invalid"), with no "you" in it (version 54)',
  },
  spent: { kind: 'negative-label', weight: -100, note: 'its sentence says it has expired or was used (version 52)' },
  spentSubject: {
    kind: 'negative-label',
    weight: -100,
    note: 'the subject reports the code expired or used, and offers no new one (version 83)',
  },
  masked: {
    kind: 'negative-label',
    weight: -100,
    note: 'a piece of an identifier shown in part ("150392-***K"), a duration ("44m51s") or a phone number after its area code: nothing to type',
  },
  footer: { kind: 'in-footer', weight: -100, note: 'in the footer, after the unsubscribe or copyright line' },
  promo: { kind: 'promotional', weight: -40, note: 'a marketing mail, where such strings are coupons' },
  coupon: { kind: 'promotional', weight: -100, note: 'its own sentence takes money off: a coupon (version 31)' },
  errand: {
    kind: 'negative-label',
    weight: -100,
    note: 'its own sentence says it is for an errand, not for verifying ("to track your order", "to open the door"; version 82)',
  },
  prefixExplained: {
    kind: 'named-later',
    weight: 40,
    note: 'the lines after it explain its prefix ("The \"YB-\" part is already filled in"), as only a code is explained',
  },
  promoAside: { kind: 'promotional', weight: -15, note: 'marketing wording in a mail about verifying' },
  // Version 45 (src/asides.ts).
  series: {
    kind: 'negative-label',
    weight: -100,
    note: 'one of a series of ids with its prefix ("HLM-8812", "HLM-8813"): a tracker\'s (version 47)',
  },
  retriever: { kind: 'sms-style', weight: 45, note: 'Android\'s SMS Retriever mark "<#>" opens its line, and it follows (version 46)' },
  example: { kind: 'negative-label', weight: -100, note: 'quoted as an example ("A typical message looks like this:" ⏎ "> …")' },
  notToEnter: {
    kind: 'negative-label',
    weight: -100,
    note: 'the mail says it is not for the reader to enter ("You do not need to enter it")',
  },
  prompted: {
    kind: 'named-later',
    weight: 30,
    note: 'the verb answers a prompt ("When prompted, enter 908 114."), as a one-time secret is typed',
  },
  typedByPronoun: {
    kind: 'named-later',
    weight: 30,
    note: 'a sentence enters the mail\'s one value by a pronoun, into an app or a box or to sign in ("put those six numbers into Hush")',
  },
  disowned: {
    kind: 'mail-intent',
    weight: 30,
    note: 'alone and emphasized, the mail\'s one value, in a mail that says it expires soon and "not you? ignore this"',
  },
} as const;

const COMPOUND_WORD =
  /^(?:two-(?:step|factor|way)|multi-factor|one-(?:time|tap)|all-new|opt-(?:in|out)|sign-(?:ins?|ups?|out)|log-(?:ins?|out|on)|check-(?:in|out)|e-mail|wi-fi|follow-up|set-up|pop-up|add-on)$/iu;

export function shapeEvidence(c: Candidate): Evidence | null {
  if (c.kind === 'letters' && !c.value.includes('-')) {
    if (saysVerify(c.value) || saysLogin(c.value)) return E.typical(-100, 'a word of the mail, not a code');
    return E.typical(-30, 'a single word in capitals: a code only where something says so');
  }
  // Version 68: "TWO-STEP VERIFICATION IS COMING TO THE HR PORTAL": a compound word in capitals.
  if (c.kind === 'letters' && (COMPOUND_WORD.test(c.value) || saysVerify(c.value) || saysLogin(c.value)))
    return E.typical(-100, 'a word of the mail, not a code');
  if (c.kind === 'letters') return E.typical(-10, 'letters only: looks like a word or an identifier');
  if (c.kind === 'alnum') {
    if (c.postcodeShaped) return E.typical(-25, 'two groups of three in the shape of a UK postcode: a code only where something says so');
    if (/^[a-z0-9]+$/.test(c.value)) return E.typical(-5, 'lowercase: a code only when something else says so');
    if (/^[A-Z]+-\d+$/.test(c.value)) return E.typical(-5, 'letters then digits: also the shape of identifiers');
    // Review of versions 42 and 43: three groups of five or four of four are a game's or a licence's key as often.
    if (c.value.length >= 15)
      return E.typical(-30, 'a long key in groups: a licence or a game key as often; a code only where a label says so');
    return E.typical(5, 'mixed letters and digits like generated codes');
  }
  if (c.value.length === 6) return E.typical(10, 'six digits, the most common code length');
  return E.typical(5, 'four to eight digits');
}
