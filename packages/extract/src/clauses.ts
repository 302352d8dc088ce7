import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';
import {
  APP_OR_SCREEN,
  DESTINATION,
  EXPIRES,
  SHORT_DURATION,
  USE_AFTER,
  USE_BEFORE,
  USE_BEFORE_CJK,
  USE_VERB,
  USE_THIS_AFTER,
  USE_VERBS,
  VERB_LAST,
  BACK_INTO,
  hasPromoContext,
} from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';

// What the words around a candidate ask the reader to do with it. Every test reads a bounded window of its
// segment (at most SENTENCE_CHARS either side), so the work per candidate does not grow with the mail.

// Version 105: a sentence does not end after a clock's or a title's abbreviation or an initial ("… kl. 09:41 har gått ut", "Sofia R.
// (class B). That code …").
const SENTENCE_STOP = String.raw`(?:(?<!(?:^|[\s(])(?:[Kk]l|[Cc]a|[Nn]r|Mr|Mrs|Ms|Dr|St|\p{Lu}))\.|[!?。！？])`;
const SENTENCE_END = new RegExp(`${SENTENCE_STOP}\\s`, 'u');
const SENTENCE_SPLIT = new RegExp(`${SENTENCE_STOP}(?:\\s|$)`, 'u');
// A clause ends at a sentence end and at a comma or semicolon: "Enter 318064 in the app, or tap …".
const CLAUSE_SPLIT = /[.!?。！？;；,，、](?:\s|$)|[。！？；，、]/;
const SENTENCE_CHARS = 160;
const VERB_LAST_CHARS = 40;
const PLACE_BEFORE_CHARS = 30;
const PLACE_AFTER_CHARS = 40;

const lastPart = (s: string, split: RegExp): string => s.split(split).at(-1) ?? '';
const firstPart = (s: string, split: RegExp): string => s.split(split)[0] ?? '';
/** The last sentence of a line or a paragraph (version 102: an example's intro ends one, src/examples.ts). */
export const lastSentence = (s: string): string => lastPart(s, SENTENCE_SPLIT);

/** "Tu código de seguridad … es 827154": a positive label earlier in the same sentence, another number between. */
export function labelEarlierInSentence(view: SegmentView, i: number, c: Candidate): boolean {
  const text = view.text(i);
  const label = view
    .labels(i)
    .filter((l) => l.end <= c.start && l.kind !== 'negative')
    .at(-1);
  return label !== undefined && c.start - label.end <= 120 && !SENTENCE_END.test(text.slice(label.end, c.start));
}

/** "To approve this payment", "Per autorizzare questo pagamento": a card's payment approval, a verification; version 18: a
 * transfer's or a withdrawal's too ("To approve this transfer", "Um diese Überweisung freizugeben", "Approve payment NOK …");
 * version 28: a remote session's, a sign-in's or a device's ("Approve the remote session", "to link it to your account"). */
export const APPROVE_PAYMENT =
  /(?<![\p{L}])(?:(?:approve|authori[sz]e)\s+(?:(?:this|the|your)\s+)?(?:payment|purchase|transaction|transfer|wire(?:\s+transfer)?|change|withdrawal|pay\s+run|payroll|payment\s+batch|batch)|release\s+(?:(?:this|the|your)\s+)?(?:payout|payment|funds|withdrawal)|add\s+(?:this|the|a\s+new)\s+(?:payee|beneficiary|recipient)|(?:finish|complete)\s+(?:the\s+)?pairing|(?:approve|authori[sz]e|allow)\s+(?:(?:this|the|your)\s+)?(?:remote\s+)?(?:session|sign-?in|log-?in|device|connection)|link\s+(?:it|this\s+(?:machine|device|computer|tablet|terminal))\s+(?:to|with)\s+your\s+account|confirm\s+(?:this|the|your)\s+(?:payment|purchase|transaction|transfer|withdrawal)|(?:protect|secure)\s+(?:this|the|your)\s+(?:card\s+|online\s+)?(?:payment|transaction)|εγκρίνετε\s+(?:την|τη|το)\s+(?:αγορά|πληρωμή|συναλλαγή|μεταφορά|έμβασμα)|(?:zahlung|transaktion|überweisung|abhebung)\s+(?:freigeben|freizugeben|bestätigen|autorisieren)|(?:approuver|autoriser|valider|confirmer)\s+(?:ce|le|votre)\s+(?:paiement|achat|virement|retrait)|(?:aprobar|autorizar|confirmar)\s+(?:este|esta|el|la|tu|su)\s+(?:pago|compra|transferencia|retirada)|(?:aprovar|autorizar|confirmar)\s+(?:este|o|seu)\s+(?:pagamento|compra)|(?:autorizzare|approvare|confermare)\s+(?:questo|il)\s+(?:pagamento|acquisto)|(?:betaling|aankoop)\s+(?:goed\s+te\s+keuren|goedkeuren|bevestigen)|(?:zatwierdzić|autoryzować|potwierdzić|potwierdź)\s+(?:tę\s+|tą\s+|ten\s+)?(?:płatność|transakcję|przelew)|godkänna\s+(?:denna\s+)?(?:betalning|köp)|godkjenne?\s+(?:denne\s+)?(?:betaling(?:en)?|overføring(?:en)?)|godkende\s+(?:denne\s+)?betalingen?|hyväksy\p{L}*\s+(?:tämä\s+)?(?:maksu|osto)\p{L}*)(?![\p{L}])/iu;

// Review of version 28: "Type 6012 3456 from the back of your card into the app to link it": a number printed on a card.
// Review of version 58: nor one printed on a device ("type 48291337 from the sticker on the back of the hub to finish pairing").
const PRINTED_ON =
  /(?<![\p{L}])(?:printed\s+on|from\s+the\s+(?:sticker|label)|on\s+(?:the|its)\s+(?:sticker|label|back|base|bottom)(?:\s+of)?)(?![\p{L}])/iu;
const ON_A_CARD = /(?<![\p{L}])(?:from|on)\s+(?:the\s+(?:back|front)\s+of\s+)?your\s+(?:[\p{L}-]+\s+)?card(?![\p{L}])/iu;
/** "Use 553311 to finish signing in.", "To confirm your address, enter 553311 in the app." */
export function sentenceSaysVerify(text: string, c: Candidate): boolean {
  const sentence = sentenceOf(text, c);
  return saysPurpose(sentence) && !ON_A_CARD.test(sentence) && !PRINTED_ON.test(text);
}

/** Verifying, signing in, or approving a payment. */
export const saysPurpose = (text: string): boolean => saysVerify(text) || saysLogin(text) || APPROVE_PAYMENT.test(text);

/** The sentence a candidate stands in, at most SENTENCE_CHARS either side of it. */
export function sentenceOf(text: string, c: Candidate): string {
  const { before, after } = sentenceAround(text, c);
  return `${before} ${after}`;
}

/** The words of a candidate's sentence before it and after it. */
export function sentenceAround(text: string, c: Candidate): { before: string; after: string } {
  const before = lastPart(text.slice(Math.max(0, c.start - SENTENCE_CHARS), c.start), SENTENCE_SPLIT);
  const after = firstPart(text.slice(c.end, c.end + SENTENCE_CHARS), SENTENCE_SPLIT);
  return { before, after };
}

// Version 27: "Please enter the following number on the registration page to confirm …: 7731": the sentence opens with
// the verb and its pointing object, the value ends it after a colon.
// Version 45: after a list's mark and an "or" ("2) Or type this into the checklist box:  88 41 27"); version 46: after a
// condition ("If that's you, type this on the TV: 7TQP-XBR4").
const OPENS_WITH_VERB = new RegExp(
  `^(?:(?:\\d{1,2}[.)]|[-*•→])\\s*)?(?:(?:or|and|then)\\s+)?(?:if\\s[^,:]{1,40},\\s*)?(?:please\\s+|kindly\\s+)?(?:${USE_VERBS})\\s+(?:the\\s+following|this|these|the\\s+\\p{L}+\\s+below)(?![\\p{L}])`,
  'iu',
);
const CLOSES_SENTENCE = /^\s*[.!]?\s*$/u;
// Version 54: or its last clause opens with the verb and says where, then a colon ("To approve the wire, enter in Online
// Banking: 27094118", "Para liberar o acesso, informe no app: 840263").
const VERB_PLACE_COLON = new RegExp(
  `^(?:please\\s+)?(?:${USE_VERBS})\\s+(?:it\\s+|this\\s+|the\\s+following\\s+)?(?:in|into|on|at|no|na|en|im|dans|nel|nella|w|v)\\s+[^:：]{1,40}[:：]\\s*$`,
  'iu',
);

/**
 * A verb of entering or using introduces it: right before ("Use 553311", "输入 860372"), right after in
 * verb-last languages ("553311 kodunu girin"), or closing its clause ("482910 را در برنامه وارد کنید").
 */
export function introducedByVerb(text: string, c: Candidate): boolean {
  const before = text.slice(Math.max(0, c.start - 24), c.start);
  if (USE_BEFORE.test(before) || USE_BEFORE_CJK.test(before)) return true;
  if (/[:：]\s*$/u.test(before) && CLOSES_SENTENCE.test(text.slice(c.end, c.end + 4))) {
    const sentence = lastPart(text.slice(Math.max(0, c.start - SENTENCE_CHARS), c.start), SENTENCE_SPLIT).trimStart();
    if (OPENS_WITH_VERB.test(sentence) || VERB_PLACE_COLON.test(lastPart(sentence, CLAUSE_SPLIT).trimStart())) return true;
  }
  const after = text.slice(c.end, c.end + VERB_LAST_CHARS);
  return USE_AFTER.test(after) || USE_THIS_AFTER.test(after) || VERB_LAST.test(firstPart(after, CLAUSE_SPLIT));
}

/** Version 46: the verb's clause names where, before the value ("type this on the TV: 7TQP-XBR4"). */
export const namesPlaceBefore = (text: string, c: Candidate): boolean =>
  DESTINATION.test(lastPart(text.slice(Math.max(0, c.start - PLACE_BEFORE_CHARS), c.start), CLAUSE_SPLIT));

// Version 81: the place's sentence says it is typed there to verify, or how long it lasts ("To finish, paste 88213407 into the consent
// box on the Tax Documents page", "Enter 2749 on the screen you left open to finish adding this email", "… within 10 minutes to
// sign"); not a bare "Type 820417 on the first screen.", nor a card's printed number "into the app to link it to your account";
// review of version 81: only verifying's purposes and a life in minutes (not "to start your parking session", "to add your
// tickets", "to connect", "Valid for 24 hours").
const TYPED_FOR =
  /(?<![\p{L}])(?:to|um|pour|para|per|om)\s+(?:\p{L}+\s+)?(?:finish|complete|confirm|prove|sign|log|verify|approve|authori[sz]e|let|release\s+(?:this|the|your)\s+(?:transfer|payment)|zu\s+bestätigen|confirmer|confirmar|confermare|bevestigen|liberar\s+o\s+acesso)(?![\p{L}])|(?<![\p{L}])then\s+show\s+your\s+(?:photo\s+)?id(?![\p{L}])/iu;
const MINUTES = /(?<![\p{N}])\d{1,3}\s*(?:minutes?|mins?|minutos|minuten|minuti)(?![\p{L}])/iu;
export function placeTypedFor(text: string, c: Candidate, next: string): boolean {
  const { before, after } = sentenceAround(text, c);
  const rest = `${text.slice(c.end)} ${next}`.slice(0, 2 * SENTENCE_CHARS);
  return TYPED_FOR.test(`${before} ${after}`) || (saysShortLived(rest) && MINUTES.test(rest));
}

/** Its clause names where to put it: "318064 into the Pinecone app", "do aplikace", "アプリに 205716". */
export function clauseNamesPlace(text: string, c: Candidate): boolean {
  const before = lastPart(text.slice(Math.max(0, c.start - PLACE_BEFORE_CHARS), c.start), CLAUSE_SPLIT);
  const after = firstPart(text.slice(c.end, c.end + PLACE_AFTER_CHARS), CLAUSE_SPLIT);
  return APP_OR_SCREEN.test(before) || APP_OR_SCREEN.test(after) || DESTINATION.test(after);
}

const POINTS_DOWN =
  /(?:[:：]\s*$|(?<![\p{L}])(?:below|unten|ci-dessous|abajo|abaixo|qui\s+sotto|hieronder|poniżej|nedan|ниже|нижче|níže|mai\s+jos|hapa\s+chini)(?![\p{L}]))/iu;
export const ENDS_IN_COLON = /[:：]\s*$/;
// Version 19: "Enter these digits on the sign-up screen …", "Geben Sie diese Ziffern in der App ein …": a demonstrative
// object points at the value below, with no colon. Version 36: "Copy this into the Pomelo Store app …". Version 76: "Use this
// code to verify …".
const THESE_DIGITS =
  /(?<![\p{L}])(?:(?:copy|paste|enter|type)\s+this\s+(?:in|into|on)|(?:use|enter|type)\s+this\s+code\s+to|these\s+(?:digits|numbers|characters|letters)|this\s+number|diese\s+(?:ziffern|zahlen|zahl|buchstaben)|ces\s+(?:chiffres|caractères|lettres)|ce\s+nombre|estos\s+(?:n[uú]meros|d[ií]gitos|caracteres)|este\s+n[uú]mero|estes\s+(?:n[uú]meros|d[ií]gitos)|queste\s+(?:cifre|lettere)|questo\s+numero|deze\s+(?:cijfers|letters)|dit\s+nummer|te\s+cyfry|эти\s+цифры|dessa\s+siffror)(?![\p{L}])/iu;
const ENDS_IN_VERB = /(?<![\p{L}])(?:by\s+(?:entering|typing)|en\s+saisissant|introduciendo|digitando|inserendo)\s*$/iu;
const CJK_FOLLOWING = /以下|下記|次の|下の|下面|下方|如下|下列|下述|아래|다음/u;
const CJK_ENTER = /入力|输入|輸入|填写|填入|键入|입력/u;

/** What follows a code in its line and the next: "That code is good for ten minutes", "هذا الرمز صالح …". */
const CODE_NOUN_AHEAD =
  /^[^\d]{0,60}?(?<![\p{L}])(?:code|codes|pin|passcode|c[oó]digo|codice|kod|kode|kodu|код|קוד|الرمز|رمز|κωδικ\p{L}*)(?![\p{L}])/iu;
const NOUN_AHEAD_CHARS = 80;

/** A later sentence of the candidate's line, or the line after, names it a code. */
export function codeNounAfter(text: string, c: Candidate, next: string): boolean {
  const rest = text.slice(c.end, c.end + NOUN_AHEAD_CHARS);
  const end = rest.search(SENTENCE_END);
  const later = end === -1 ? next.slice(0, NOUN_AHEAD_CHARS) : rest.slice(end + 1);
  return CODE_NOUN_AHEAD.test(later.trimStart());
}

const LINE_ENDS_SENTENCE = /[.!。！]\s*$/u;
/** Version 17: its clause goes on after it ("type 205517 when the website prompts you"), unlike a bare "Enter 553117.". */
export const clauseGoesOn = (text: string, c: Candidate): boolean => /^[\s,]*\p{L}/u.test(text.slice(c.end, c.end + 8));
/** A line opening with a word pointing back at what came before ("This number …", "It …", version 56: "Use it within …", "Dit nummer …", "Este …"). */
const POINTS_BACK =
  /^\s*(?:(?:for\s+your\s+\p{L}+,\s*)?(?:(?:use|enter|type)\s+)?(?:it|this|that|these)|dies(?:er|e|es)?|es|er|ce|cette|il|elle|este|esta|ese|esa|esse|essa|questo|questa|dit|deze|het|den(?:ne)?|det(?:te)?|ten|ta|to)(?![\p{L}])/iu;
/** "To open it, enter 615209 on the lookup page. This works for 20 minutes only.": the next sentence of its line says it is short-lived. */
export function lastsLater(text: string, c: Candidate, next = ''): boolean {
  const rest = text.slice(c.end, c.end + 2 * NOUN_AHEAD_CHARS);
  const end = rest.search(SENTENCE_END);
  // Version 17: its sentence ends the line; the next line opens pointing back at it ("This number expires in 10 minutes",
  // "Este número expira em 15 minutos").
  // Version 28: a line that ends with it ("Here you go: 66120374") ends its sentence too.
  if (end === -1)
    return (
      (rest.trim() === '' || LINE_ENDS_SENTENCE.test(rest)) &&
      POINTS_BACK.test(next) &&
      saysShortLived(firstPart(next.slice(0, 2 * NOUN_AHEAD_CHARS), SENTENCE_END))
    );
  // Version 28: or the rest of its own sentence does ("Use 9071 44 in the app within the next 15 minutes.").
  if (saysShortLived(rest.slice(0, end + 1))) return true;
  const later = rest.slice(end + 1);
  const stop = later.search(SENTENCE_END);
  return saysShortLived(stop === -1 ? later : later.slice(0, stop + 1));
}
const MAX_LINE_ABOVE = 160;

/**
 * Version 33: a long paragraph above speaks to what follows in its last sentence ("Someone is trying to get back into …
 * To make sure it's you, type the 6 digits that follow "G-" …:"): that sentence, when the paragraph is too long.
 */
function lastSentenceOf(line: string): string {
  if (line.length <= MAX_LINE_ABOVE) return line;
  const tail = line.slice(-MAX_LINE_ABOVE);
  const end = tail.search(LAST_SENTENCE_START);
  return end === -1 ? line : tail.slice(end).replace(/^[.!?。！？]\s*/u, '');
}
const LAST_SENTENCE_START = /[.!?。！？]\s+(?=[^.!?。！？]*$)/u;

/** Version 106: "Type this into the Rovera app to finish linking your licence:", "Enter these digits in the Lumen app to open …:": what
 * follows is typed into an app, whatever noun its purpose names (references.ts asksToEnterBelow). */
const INTO_APP =
  /(?<![\p{L}])(?:enter|type|input|key\s+in|copy|paste)\s+(?:this|these\s+(?:digits|numbers|characters))\s+(?:in|into|on)\s+(?:the\s+|your\s+)?[^.!?:]{0,40}?(?:app|website|site|page|screen|portal)\s+to\s+[^.!?:]{1,80}[:：.]\s*$/iu;
// Review of version 106: not a purpose that sells or rewards ("… to accept her referral:", "… to activate your gift card:").
const REWARDS =
  /(?<![\p{L}])(?:referral|invit\p{L}*|gift|voucher|coupon|promo\p{L}*|discount|reward\p{L}*|points|cashback|receipt|offer)(?![\p{L}])/iu;
export const typesIntoApp = (paragraph: string): boolean => {
  const line = lastSentenceOf(paragraph).slice(-MAX_LINE_ABOVE);
  return INTO_APP.test(line) && !REWARDS.test(line);
};

/** Version 106: a sentence of the line says the value above is used once ("After you sign in you'll create a password. The PIN is only
 * needed once.", "This code can only be used once."). */
const ONCE =
  /(?:^|[.!?]\s+)(?:the|this|your)\s+(?:token|code|pin|otp|passcode)\s+(?:is\s+only\s+needed|(?:can\s+)?only\s+be\s+used|works\s+only)\s+once(?![\p{L}])/iu;
export const saysUsedOnce = (line: string): boolean => ONCE.test(line.slice(0, 2 * SENTENCE_CHARS));

/** "Copy the number below into Brightpath:", "次の番号をアプリの画面に入力してください：" (a verb, or where to put it). */
export function asksForWhatFollows(paragraph: string): boolean {
  const line = lastSentenceOf(paragraph);
  if (line.length > MAX_LINE_ABOVE) return false;
  // "以下の暗証番号を入力してください。", "아래 번호를 입력해 주세요.": the following number, and a verb to enter it.
  if (CJK_FOLLOWING.test(line) && CJK_ENTER.test(line)) return true;
  // Version 19: "… confirm it's you by entering" ⏎ 318-442 ⏎ "on the order page": the line ends in its verb.
  if (ENDS_IN_VERB.test(line)) return true;
  if (!POINTS_DOWN.test(line) && !THESE_DIGITS.test(line)) return false;
  return USE_VERB.test(line) || /输入|輸入|入力|填写/.test(line) || DESTINATION.test(line) || APP_OR_SCREEN.test(line);
}

/** "Přihlášení potvrďte zadáním těchto čísel:": the line above ends in ":" and speaks of verifying or signing in. */
export function purposeAbove(paragraph: string): boolean {
  const line = lastSentenceOf(paragraph);
  return (
    line.length <= MAX_LINE_ABOVE &&
    (ENDS_IN_COLON.test(line) || ENDS_IN_VERB.test(line)) &&
    (saysVerify(line) || saysLogin(line) || BACK_INTO.test(line))
  );
}

/** "The code expires in 10 minutes", "Kód platí 15 minut", "10 分钟内有效": something in the mail runs out soon. */
export function saysShortLived(text: string): boolean {
  return text.length <= 2 * SENTENCE_CHARS && SHORT_DURATION.test(text) && EXPIRES.test(text);
}

const HEADING_CHARS = 80;
const HEADING_LEAD = 40;
/** A line that opens with a verb of entering, and at most two words before it: "Enter", "Please type", "Gib". */
const VERB_OPENS = new RegExp(`^\\s*(?:[\\p{L}'’-]+\\s+){0,2}?(?:${USE_VERBS})\\s*$`, 'iu');
const ENDS_SENTENCE = /[.!?。！？]\s*$/;
const SENTENCE_INSIDE = /[.!?。！？](?:\s|$)/;

/**
 * "ONE LAST STEP: verify your email to activate your account" ⏎ "Enter 318406 on the page where you signed up.": the
 * line opens with a verb and the string, and the line above is a short heading (no sentence end, no number, nothing
 * it labels) that speaks of verifying or signing in and sells nothing ("VERIFY YOUR EMAIL AND SAVE 15%" heads a coupon).
 */
export function headingAboveSaysVerify(view: SegmentView, i: number, c: Candidate): boolean {
  if (i === 0 || c.start > HEADING_LEAD) return false;
  // The line opens with the verb and the string ("Enter 318406 …"), and its sentence sells nothing.
  const text = view.text(i);
  if (!VERB_OPENS.test(text.slice(0, c.start)) || hasPromoContext(sentenceOf(text, c), true)) return false;
  const line = view.text(i - 1);
  // One sentence at most: "One last step: verify your email to activate your account and offer." ends in a full stop.
  const heading = line.replace(ENDS_SENTENCE, '');
  if (line.length > HEADING_CHARS || SENTENCE_INSIDE.test(heading) || view.candidates(i - 1).length > 0) return false;
  if (view.labels(i - 1).some((l) => l.kind === 'negative')) return false;
  // An offer word beside the step ("… your account and offer") sells nothing; a number in it ("AND SAVE 15%") does.
  return (saysVerify(heading) || saysLogin(heading)) && !(hasPromoContext(heading, true) && /\d/.test(heading));
}
