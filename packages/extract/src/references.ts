import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';
import { GREETING } from './is-how.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { ENDS_IN_COLON, asksForWhatFollows, saysShortLived, saysUsedOnce, typesIntoApp } from './clauses.js';
import { USE_VERB, USE_VERBS } from './labels.js';
import { countsItsDigits } from './typed-as.js';

// A code no label names, read from what the words around it do with it: a sign-in phrase that ends "with" it, a line
// above that asks to read it to someone, a sentence after a lone value that refers back to it. Each reading looks at a
// bounded window (a clause before the value, the line above, the first sentence of the line below).

const CLAUSE_SPLIT = /[.!?。！？;；,，:：](?:\s|$)/;
const WITH_WINDOW = 60;
/** The clause ends in "with": "complete sign-in with", "termina de iniciar sesión con", "Terminez la connexion avec". */
/** Version 46: "Approve with K7QM-4X2P within 10 min": approving a request the mail holds open, with it. */
const APPROVE_WITH = /(?<![\p{L}])(?:approve|authori[sz]e)\s+(?:(?:it|this|the\s+\p{L}+)\s+)?(?:with|using)\s*$/iu;
const ENDS_WITH_WITH = /(?<![\p{L}])(?:with|using|con|avec|mit|com|met|używając|kullanarak|dengan|bằng)\s*$/iu;

/** "If this was you, complete sign-in with 5173 0926": a phrase of signing in or verifying that ends "with" it. */
export function finishedWith(text: string, c: Candidate): boolean {
  const clause =
    text
      .slice(Math.max(0, c.start - WITH_WINDOW), c.start)
      .split(CLAUSE_SPLIT)
      .at(-1) ?? '';
  return (ENDS_WITH_WITH.test(clause) && (saysLogin(clause) || saysVerify(clause))) || APPROVE_WITH.test(clause);
}

const MAX_LINE_ABOVE = 160;

/** "One last step: activate your account with" ⏎ 338106: the line above a lone value is such a phrase. */
export function finishedWithAbove(line: string): boolean {
  if (line.length > MAX_LINE_ABOVE) return false;
  const clause = line.split(CLAUSE_SPLIT).at(-1) ?? '';
  return ENDS_WITH_WITH.test(clause) && (saysLogin(clause) || saysVerify(clause));
}
/** A verb of saying and someone to say it to, in one line: "read this number to the agent", "dile este número al agente". */
const TELLS_SOMEONE =
  /(?<![\p{L}])(?:read|tell|say|give|dictate|nennen|sagen|geben|dile|díga(?:le|selo)|dicta|informe|diga|communiquez|donnez|dites|lisez|comunica|leggi|noem|lees)(?![\p{L}])[^.!?]{0,60}?(?<![\p{L}])(?:agent|agente|representative|advisor|adviser|operator|consultant|caller|colleague|staff|mitarbeiter(?:in)?|berater(?:in)?|conseill(?:er|ère)|asesor(?:a)?|atendente|operador(?:a)?|operatore|medewerker)(?![\p{L}])/iu;

/** "To confirm your identity, read this number to the agent:": the line above asks to say what follows to a person. */
export function tellsSomeoneAbove(line: string): boolean {
  return line.length <= MAX_LINE_ABOVE && /[:：]\s*$/.test(line) && TELLS_SOMEONE.test(line);
}

const NEXT_CHARS = 200;
const BOX_LINES = 3;
/** Version 65: under a first line's value, "… - one-time sign-in. Valid for 5 minutes.". */
const ONE_TIME_SIGN_IN = /(?<![\p{L}])one[-\s]?time\s+(?:sign[-\s]?in|log[-\s]?in|login|code|passcode|password|pin)(?![\p{L}])/iu;
/** Version 65: what the line below says after a greeting ("281604" ⏎ "Hi Sigrid, that's the one you need on …'s booking page."): the
 * one the reader needs on a page or in an app; review of version 66: not a line that names another number or loyalty points. */
const NAMED_NUMBER =
  /(?<![\p{L}])(?:(?:membership|member|booking|loyalty|card|account|customer|table|order|reference)\s+(?:number|no\.?|#|id)|collect\s+points|earn\s+points|at\s+the\s+till)(?![\p{L}])/iu;
const ONE_YOU_NEED =
  /^(?:that|this|it)(?:['’]s|\s+is)\s+the\s+one\s+you(?:['’]ll)?\s+need\s+(?:on|in|at)\s+[^.!?]{0,60}?(?:page|app|screen|site|form)(?![\p{L}])/iu;
/** Version 62: what an app or a page waits for ("… the app is waiting for"). */
const AWAITED = /(?<![\p{L}])(?:app|screen|page|site|device|tv)\s+is\s+waiting\s+for(?![\p{L}])/iu;
const WORDY = /[\p{L}\p{N}]/u;
/** "That's the code you'll need", "C'est le code", "Das ist der Code", "Ese es tu código": the sentence names it. */
const NAMES_IT_BACK =
  /^(?:that|this|it)(?:['’]s|\s+is)\s+(?:the|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:code|number|pin|passcode|key|digits)(?![\p{L}])|^(?:c['’]est|voici)\s+(?:le|votre|ton)\s+(?:code|numéro)(?![\p{L}])|^(?:das|dies)\s+ist\s+(?:der|dein|ihr)\s+(?:code|nummer)(?![\p{L}])|^(?:ese|este|éste)\s+es\s+(?:el|tu|su)\s+(?:código|número)(?![\p{L}])|^(?:esse|este)\s+é\s+(?:o\s+)?(?:seu\s+)?(?:código|número)(?![\p{L}])/iu;
/** "Paste it into …", "Type it on …", "Enter it in …": the sentence opens by doing with it what is done with a code. */
// Also the value as "the number above" ("Copy the number above into Habitat", "Copia el número de arriba en …",
// "Kopiere die Nummer oben in …", "Copiez le code ci-dessus dans …"), and in brackets: "(type it in the window …)".
// Version 35: or them ("Key these into the Skillhive app to finish …"). Version 42: or "the thing in the box" drawn above it.
const USES_IT =
  /^\(?\s*(?:paste|type|enter|key|copy|put|copia|pega|introduce|escribe|copie|cole|digite|copiez|collez|saisissez|kopiere|kopieren\s+sie|gib|geben\s+sie|füge|pop|stick|typ|vul|voer)\s+(?:it|this|that|these|them|those|deze\s+(?:cijfers|code|letters)(?=\s+in\s+de\s+app|\s+op\s+de\s+(?:website|site|pagina))|(?:the|this|el|este|o|este|le|ce|die|diese)\s+(?:\p{L}+\s+|\d{1,2}\s+)?(?:number|code|digits|characters|letters|pin|número|código|numéro|nummer|ziffern|thing|value|text)\s+(?:above|de\s+arriba|acima|ci-dessus|oben|in\s+the\s+box)(?:\s*\([^()]{1,40}\))?(?:\s+to(?=\s+\p{L}))?)(?:\s+(?:in|into|on|at|en|dans|no|na|em|in\s+die|in\s+das|auf)|(?<=to))(?![\p{L}])/iu;
/** Version 18: after going back to where it is typed, "Go back to Tessellate and type it in to reset your password",
 * "Switch back to the Pollen app and enter it to finish signing in": only with a purpose of signing in or verifying (not
 * "Go back to the network screen and type it in to connect", nor "… type it in on the keypad to open door 14"). */
const GOES_BACK_TO_USE_IT =
  /^(?:go|head|switch|come)\s+back\s+to\s+(?:[\p{L}\p{N}'’.-]+\s+){1,4}?and\s+(?:then\s+)?(?:paste|type|enter|key|copy)\s+(?:it|them)(?![\p{L}])/iu;
const goesBackToUseIt = (sentence: string): number => {
  const m = GOES_BACK_TO_USE_IT.exec(sentence);
  return m && (saysLogin(sentence) || saysVerify(sentence)) ? m[0].length : 0;
};
/** What a code is needed for, in the referring sentence: signing in, verifying, finishing an account. */
const SECRET_PURPOSE =
  /(?<![\p{L}])(?:sign(?:ing)?[\s-]?(?:in|up)|log(?:ging)?[\s-]?in|verif\p{L}*|confirm\p{L}*|finish\p{L}*|complet\p{L}*|creat\p{L}*|set(?:ting)?\s+up|account|enter|type|paste|inscri\p{L}*|connexion|connect\p{L}*|anmeld\p{L}*|einricht\p{L}*|konto|iniciar|sesión|cuenta|regist\p{L}*|conta|acesso)(?![\p{L}])/iu;

/** Version 27: "↑ That's what you'll type on the Ferrycard screen to confirm …": what the reader does with it, as a name. */
const WHAT_YOU_TYPE =
  /^(?:that|this|it)(?:['’]s|\s+is)\s+what\s+you(?:['’]ll|\s+will|\s+need\s+to|\s+have\s+to)?\s+(?:type|enter|paste|key\s+in|use)(?![\p{L}])/iu;
/** Version 46: "804113" ⏎ "That's your way into Ridewave.": what gets the reader in. */
// Version 47: or the reader's key ("↑ that’s your key back into Cucina di Nonna").
// Review of version 46: into an account or a named service (not "into the show tonight").
const YOUR_WAY_IN =
  /^(?:[Tt]hat|[Tt]his|[Ii]t)(?:['’]s|\s+is)\s+your\s+(?:way\s+(?:back\s+)?into\s+(?:your\s+(?:account|app)|\p{Lu}(?!\p{L}*\s+(?:Wi-?Fi|\d)))|key\s+back\s+into\s+\p{Lu})/u;
/** Version 48: "847362" ⏎ "is what you enter in Daraz to link your easypaisa account". */
// Review of versions 48 and 49: entered or signed in with, not an id used together with a password ("… to log in, together with the
// password you chose").
const WHAT_YOU_ENTER =
  /^(?:(?:is|are)\s+what\s+you\s+(?:enter|type|key\s+in)\s+(?:[^.!?]{0,40}?\s)?to\s+(?:(?:sign|log)\s*in|link|verify|confirm|finish|complete|approve|activate|continue|reset)|(?:is|are)\s+how\s+you\s+(?:sign|log)\s*in)(?![\p{L}])(?![^.!?]*(?:together\s+with|with\s+(?:your|the)\s+(?:\p{L}+\s+)?password))/iu;
const POINTING_UP = /^[↑⬆☝^]\s*/u;
const IS_YOUR_CODE =
  /^\s*(?:is|est|ist|es|è|é)\s+(?:your|votre|dein|ihr|tu|su|il\s+tuo|o\s+seu)\s+(?:[\p{L}\p{N}-]+\s+){0,4}?(?:code|number|pin|passcode|password|otp|código|numéro|nummer|codice)(?![\p{L}])/iu;
/** Version 68: a welcome before the sentence that points back ("Welcome back to Pennant, Priya. Paste this into the app …"), and a
 * name with a dash ("Sadie - that's for …"). */
const WELCOME = /^\s*welcome(?:\s+back)?(?:\s+to\s+[\p{L}\p{N}&'’ -]{1,30}?)?(?:,\s*\p{L}+)?\s*[.!]\s+/iu;
const NAME_DASH = /^\s*\p{Lu}\p{Ll}+\s+[-–—]\s+(?=that|this|it)/u;
const FOR_THE_APP =
  /^\s*(?:that['’]s|this\s+is|it['’]s)\s+(?:for|to\s+get\s+into)\s+(?:the\s+|your\s+)?(?:[\p{L}\p{N}-]+\s+){0,3}?(?:app|application|portal)(?![\p{L}])/iu;

/**
 * "302918" ⏎ "That's the number you'll need to finish creating your account. Paste it into the sign-up page.": the
 * first sentence of the line below a lone value names it a code or a number for signing in, or opens by pasting it.
 * Not "That's your order number" (a label names something else), nor "That's the number of members who joined".
 */
export function refersBack(view: SegmentView, i: number): boolean {
  // Version 42: past the rest of a box drawn around it ("|      |", "+------+").
  let j = i + 1;
  while (j < i + 1 + BOX_LINES && j < view.length && !WORDY.test(view.text(j))) j++;
  // Version 62: past a greeting ("604518" ⏎ "Hi Jordan," ⏎ "That's the number the Saltmarsh Pharmacy app is waiting for.").
  if (view.text(j).replace(GREETING, '') === '') j++;
  const next = view.text(j).replace(POINTING_UP, '').replace(GREETING, '').replace(WELCOME, '').replace(NAME_DASH, '').slice(0, NEXT_CHARS);
  const end = next.search(/[.!?。！？](?:\s|$)/);
  const sentence = end === -1 ? next : next.slice(0, end);
  const uses = USES_IT.exec(sentence)?.[0].length ?? goesBackToUseIt(sentence);
  // What the reader types is a code whatever the sentence then names ("… to confirm this new phone").
  if (uses === 0 && WHAT_YOU_TYPE.test(sentence)) return SECRET_PURPOSE.test(sentence);
  const oneYouNeed = ONE_YOU_NEED.test(sentence) && !NAMED_NUMBER.test(next); // review of v66: not "… - your membership number"
  if (uses === 0 && (YOUR_WAY_IN.test(sentence) || WHAT_YOU_ENTER.test(sentence) || oneYouNeed)) return true;
  // Version 65: a first line's value, and under it "Brackwater Energy - one-time sign-in. Valid for 5 minutes."
  if (uses === 0 && i === 0 && ONE_TIME_SIGN_IN.test(sentence)) return true;
  // Version 72: "271644" ⏎ "is your one-time Keystone Access number.": the next line names it, as after it on its own line.
  if (uses === 0 && IS_YOUR_CODE.test(sentence)) return true;
  // Version 68: "846203" ⏎ "Hi Olivia, that's for the Lumen app on your new phone. Good for 10 minutes.": what it is for, and its life.
  // Review of version 68: minutes, not "Good for 48 hours" (a reward's, a voucher's).
  if (uses === 0 && i === 0 && FOR_THE_APP.test(sentence) && saysShortLived(next) && /\d{1,2}\s*min|(?<!\d)1\s*hour/iu.test(next))
    return true;
  if (uses === 0 && !(NAMES_IT_BACK.test(sentence) && (SECRET_PURPOSE.test(sentence) || AWAITED.test(sentence)))) return false;
  // What the sentence does with "the number above" is no label of it; a label later in it names something else (version 43:
  // not in brackets, "… to link your scale (Libra Body S, serial LBS-2291-0047) to your account").
  const bracketed = (at: number): boolean =>
    (sentence.slice(0, at).match(/\(/g)?.length ?? 0) > (sentence.slice(0, at).match(/\)/g)?.length ?? 0);
  return !view.labels(j).some((l) => l.kind === 'negative' && l.start >= uses && l.start < sentence.length && !bracketed(l.start));
}

/** Version 52: "… enter the session access code below.", "please enter the registration code below on the … page": a line
 * above asks to type the value that follows, whatever its label says it is. */
const ENTER_BELOW =
  /(?<![\p{L}])(?:enter|type|input|key\s+in)\s+(?:the|your|this)\s+(?:[\p{L}-]+\s+){0,3}(?:code|key|pin|password|passcode|numbers|digits)\s+(?:shown\s+)?below(?![\p{L}])/iu;
const ENTER_BELOW_REACH = 4;
// Review of version 53: not a keypad's, a network's or a kiosk's ("At the garage gate, enter the access code below on
// the keypad", "… when connecting", "At the kiosk, enter the reservation code below").
const OPENS_OR_BOOKS = /(?<![\p{L}])(?:keypad|gate|door|garage|parking|wi-?fi|network|connecting|kiosk|locker)(?![\p{L}])/iu;
/** Version 55: or the line right above ends by asking for it ("Option 2 - enter the 8-digit confirmation number", "Please enter
 * the following code in Seller Centre to continue:"). */
const ENTER_ABOVE =
  /(?<![\p{L}])(?:enter|type|input|key\s+in)\s+(?:the|your|this)\s+(?:following\s+(?:code|number|key|pin)(?![\p{L}])[^.!?]{0,60}[:：]|(?:[\p{L}\d-]+\s+){0,3}(?:code|number|key|pin|password|passcode)\s*[:：]?)\s*$/iu;
/** Review of version 55: not a number of something else, nor at a desk, a venue or on a call ("To track it, enter the
 * tracking number:", "At the front desk, type your member number:", "When you call us, enter the ticket number:"). */
const OTHER_NUMBER =
  /(?<![\p{L}])(?:tracking|booking|member(?:ship)?|ticket|order|phone|account|customer|reference|invoice|policy|registration|parcel|shipment|desk|venue|terminal|call)(?![\p{L}])/iu;
export function asksToEnterBelow(view: SegmentView, i: number): boolean {
  const above = i > 0 ? view.text(i - 1) : '';
  if ((ENTER_ABOVE.test(above) || typesIntoApp(above)) && !OPENS_OR_BOOKS.test(above) && !OTHER_NUMBER.test(above)) return true;
  for (let j = i - 1; j >= 0 && j >= i - ENTER_BELOW_REACH; j--)
    if (ENTER_BELOW.test(view.text(j))) return !OPENS_OR_BOOKS.test(view.text(j)) && !OPENS_OR_BOOKS.test(view.text(i));
  return false;
}

/** Review of version 53: "Authorization code: LTW-8839" ⏎ "Type the code into My Skyline to finish.": the next line types it. */
const TYPES_IT = /^\s*(?:please\s+)?(?:type|enter|key\s+in|input)\s+(?:it|the\s+code|this\s+code)(?![\p{L}])/iu;
/** "AUTHORISATION TOKEN: 7KPX2QM" ⏎ "The token works for 5 minutes", or "introduza o seguinte código de autorização:" above it. */
const LASTS_ITSELF =
  /^\s*(?:(?:(?:the|this|your)\s+(?:token|code|pin|otp|passcode)|it)\s+)?(?:works|expires|will\s+expire|is\s+valid|valid|is\s+good|lasts|stays\s+valid)\s+(?:for|in|within)\s+\d{1,2}\s*(?:min|mins|minutes?)(?![\p{L}])/iu;
export const typesItBelow = (view: SegmentView, i: number): boolean =>
  TYPES_IT.test(view.text(i + 1)) ||
  LASTS_ITSELF.test(view.text(i + 1)) ||
  saysUsedOnce(view.text(i + 1)) ||
  [1, 2, 3].some((k) => i >= k && USE_VERB.test(view.text(i - k)) && /[:：]\s*$/u.test(view.text(i - k)));

/** The first sentence of the line below opens by copying, typing or pasting the value above. */
export function usesItBelow(view: SegmentView, i: number): boolean {
  return USES_IT.test(view.text(i + 1).slice(0, NEXT_CHARS));
}

/** Version 18: the body points at the subject's number: "Enter the number from the subject line of this email", "Type the
 * number in this email's subject", "Geben Sie die Zahl aus dem Betreff … ein", "saisissez le nombre indiqué dans l'objet". Version
 * 36: in the plural too ("use the numbers from the subject line"). */
const POINTS_AT_SUBJECT =
  /(?<![\p{L}])(?:(?:numbers?|codes?|digits|pin)\s+(?:from|in|of)\s+(?:the\s+|this\s+(?:email|e-mail|message)['’]s\s+)?subject|(?:zahl|nummer|code|ziffern)\s+(?:aus\s+dem|im)\s+betreff|(?:nombre|numéro|code|chiffres)\s+(?:indiqué\s+)?dans\s+l['’]objet|(?:número|código)\s+(?:del|en\s+el|do|no)\s+assunto|(?:número|código)\s+(?:del|en\s+el)\s+asunto|(?:d[ií]gitos|n[uú]mero|c[oó]digo)\s+que\s+(?:figuran?|aparecen?)\s+en\s+el\s+asunto)(?![\p{L}])/iu;
const SENTENCE_BREAK = /[.!?。！？](?:\s|$)/u;
/** Version 72: "请在 App 登录页输入本邮件标题开头的 6 位数字" (enter the six digits at the start of this mail's subject). */
const CJK_SUBJECT =
  /(?:输入|輸入|填写|入力|입력)[^。！]{0,24}(?:标题|標題|主题|主旨|件名|제목)|(?:标题|標題|主题|主旨|件名|제목)[^。！]{0,12}(?:数字|數字|验证码|驗證碼|番号|코드|번호)[^。！]{0,12}(?:输入|輸入|入力|입력)/u;
/** Its nouns for the subject, a cheap test before the long one. */
const SUBJECT_NOUN = /subject|betreff|objet|asunto|assunto/i;
/** With a verb of entering in the same sentence (`USE_VERB`): "Quote the number in the subject line if you contact us" types nothing. */
export function pointsAtSubject(line: string): boolean {
  if (CJK_SUBJECT.test(line)) return true;
  if (!SUBJECT_NOUN.test(line)) return false;
  if (POINTS_AT_SUBJECT.test(line) && line.split(SENTENCE_BREAK).some((s) => POINTS_AT_SUBJECT.test(s) && USE_VERB.test(s))) return true;
  // Version 29: "The six digits you need are in the subject line", "We've put the number you need in the subject line", "Look
  // up — it's in the subject line. Pop those six digits into the app": the sentence puts the value there, and it or the
  // next one says it is needed or typed (version 93: or that "the code is in" it).
  const sentences = line.split(SENTENCE_BREAK);
  return sentences.some(
    (s, k) =>
      IN_SUBJECT_LINE.test(s) && (VALUE_NOUN.test(s) || IT_IS.test(s)) && [s, sentences[k + 1] ?? ''].some((t) => NEEDS_OR_TYPES.test(t)),
  );
}
/** Version 42: the pointing line also says what the number is for (signing in, verifying). */
// Version 65: or into an app or a page to go on ("Type the six digits from this email's subject line into the Parkwise app to continue").
const TO_GO_ON = /(?<![\p{L}])(?:into|in)\s+(?:the\s+)?[^.!?]{0,30}?(?:app|page|screen)\s+to\s+(?:continue|proceed|finish)(?![\p{L}])/iu;
export const pointsAtSubjectToSignIn = (line: string): boolean =>
  pointsAtSubject(line) && (saysLogin(line) || saysVerify(line) || TO_GO_ON.test(line));
const IN_SUBJECT_LINE = /(?<![\p{L}])in\s+(?:the|this\s+(?:e-?mail|message)['’]s)\s+subject(?:\s+line)?(?![\p{L}])/iu;
const VALUE_NOUN = /(?<![\p{L}])(?:number|code|digits|pin)(?![\p{L}])/iu;
const IT_IS = /(?<![\p{L}])(?:it['’]s|put\s+it)\s+in(?![\p{L}])/iu; // version 89: "We've put it in the subject line"
const NEEDS_OR_TYPES = new RegExp(`(?<![\\p{L}])(?:you\\s+need|need\\s+it|pop|put|code\\s+is\\s+in|${USE_VERBS})(?![\\p{L}])`, 'iu');

const EXPIRY_LINE = 100;
const OTHER_EXPIRY =
  /^[^\p{L}\p{N}]*(?:(?:your|the|this)\s+)?(?:reservation|spot|place|deal|offer|sale|discount|session|booking|hold|cart|basket|ticket|seat|parking|coupon|voucher|promo)/iu;
const BARE_MINUTES = /^[^\p{L}\p{N}]*\d{1,2}\s*(?:min|mins|minutes?|minutos?|minuten|minuti)[^\p{L}\p{N}]*$/iu;
// Minutes, in the covered languages' commonest words: hours and days are how long a door's, a locker's or a Wi-Fi code lasts.
const IN_MINUTES =
  /(?<![\p{L}])(?:minutes?|mins?|minutos?|minuti|minuten|minuter|minutter|minuut|minut\p{L}*|минут\p{L}*|分钟|分鐘|分|분|นาที|dakika|phút|menit|דקות|دقائق|دقيقة|λεπτ\p{L}*)(?![\p{L}])/iu;
/**
 * Version 28: "Almost there" ⏎ **583109** ⏎ "Expires in 10 minutes.": the line right below a lone value is about nothing
 * but how soon it expires, as only a one-time secret's is ("It expires in 10 minutes", "Valid for 15 minutes").
 */
export function expiresBelow(view: SegmentView, i: number): boolean {
  // Version 75: or the line after one that repeats an earlier line, a heading or a button's words ("Back to the app" ⏎ "904155" ⏎
  // "Back to the app" ⏎ "Expires in 10 minutes · …"), not a place ("Westgate car park, Leeds").
  const between = view.text(i + 1);
  return expiryBelow(between) || (between.length <= SHORT_LINE && repeatsAbove(view, i, between) && expiryBelow(view.text(i + 2)));
}
const repeatsAbove = (view: SegmentView, i: number, line: string): boolean => {
  for (let k = 0; k < i; k++) if (view.text(k) === line) return true;
  return false;
};
const SHORT_LINE = 60;

function expiryBelow(next: string): boolean {
  if (next.length === 0 || next.length > EXPIRY_LINE) return false;
  // Version 29: a "·" parts it as a sentence does ("Good for 10 minutes · Order #SK-20931 …"); a bare duration ("10 min").
  const first = next.split(/[.!?。！？](?:\s|$)|\s[·•|]\s/u)[0] ?? '';
  // Review of version 28: not a reservation's, a queue spot's or a deal's expiry, and half an hour at most.
  if (OTHER_EXPIRY.test(first)) return false;
  const minutes = Number(/(\d{1,3})\s*\p{L}/u.exec(first)?.[1] ?? '0');
  return (saysShortLived(first) || BARE_MINUTES.test(first)) && IN_MINUTES.test(first) && minutes > 0 && minutes <= 30;
}

/** Version 33: "(No spaces needed.)", "without spaces", "not case-sensitive": how to type a value is said only of a code;
 * version 42: so is what it is made of, "(6 characters, letters and numbers)". */
const TYPED_HOW =
  /^[\s.,;:)]*\(?\s*(?:(?:no|without)\s+(?:the\s+)?(?:spaces|dashes|hyphens)|(?:not\s+)?case[-\s]sensitive|ohne\s+(?:leerzeichen|bindestriche)|sin\s+(?:espacios|guiones)|sans\s+(?:espaces?|tirets?)|senza\s+(?:spazi|trattini)|zonder\s+(?:spaties|streepjes)|bez\s+(?:spacji|myślników)|sem\s+(?:espaços|hífens)|\d{1,2}\s+(?:characters|caracteres|zeichen|caractères),?\s+(?:letters|letras|buchstaben|lettres)\s+(?:and|y|und|et|e)\s+(?:numbers|digits|números|ziffern|zahlen|chiffres))(?![\p{L}])/iu;
const TYPED_HOW_REACH = 100;
/** The rest of its sentence, or the next one (in its line, or the line after), says how to type it. */
export function typedHowAfter(text: string, c: Candidate, next: string): boolean {
  const rest = text.slice(c.end, c.end + TYPED_HOW_REACH);
  const end = rest.search(/[.!?。！？](?:\s|$)/u);
  const after = end === -1 ? next.slice(0, TYPED_HOW_REACH) : rest.slice(end + 1);
  return TYPED_HOW.test(rest) || TYPED_HOW.test(after) || (rest.trim() === '' && countsItsDigits(after, c.value));
}

/** Version 37: "(No need to type the dashes.)", "You don't need to type the dash", "Leave out the hyphens": the dashes are no part of
 * the code (DECISIONS §4), so it is answered without them. "Dashes are optional", "with or without the dashes" leave it as shown:
 * either form types; version 106: so do "you can leave out the dash" and "con o sin guion". */
const DASHES_DROPPED =
  /(?<![\p{L}])(?:(?:don['’]t|do\s+not|no)\s+need\s+to\s+(?:type|enter|include)\s+(?:the\s+)?(?:hyphens?|dash(?:es)?)|(?<!(?:can|may|could|can['’]t|cannot|don['’]t|do\s+not|never)\s+(?:just\s+|also\s+|simply\s+)?)leave\s+out\s+the\s+(?:hyphens?|dash(?:es)?)|(?:don['’]t|do\s+not)\s+(?:type|enter)\s+the\s+(?:hyphens?|dash(?:es)?)|(?<!with\s+or\s+)without\s+the\s+(?:hyphens?|dash(?:es)?)|(?<!oder\s+)ohne\s+(?:den\s+|die\s+)?bindestrich\p{L}*|(?<!o\s+)sin\s+(?:el\s+|los\s+)?gui[oó]n\p{L}*|(?<!ou\s+)sans\s+(?:le\s+|les\s+)?tirets?|(?<!o\s+)senza\s+(?:il\s+|i\s+)?trattin[oi]|(?<!of\s+)zonder\s+(?:het\s+|de\s+)?streepjes?)(?![\p{L}])/iu;
export const dashesDropped = (view: SegmentView, i: number, c: Candidate): boolean =>
  [view.text(i).slice(c.end), view.text(i + 1), view.text(i + 2)].some((t) => DASHES_DROPPED.test(t.slice(0, 200)));

/** Each other noun of a line names a value after it in the line ("for booking Q7HN4P"), not what follows ("as the reference:"). */
const namesOwnValues = (view: SegmentView, i: number, strict = false): boolean =>
  view.labels(i).some((l) => l.kind === 'negative') &&
  view
    .labels(i)
    .every((l) => l.kind !== 'negative' || (strict ? VALUE_RIGHT_AFTER : VALUE_LATER).test(view.text(i).slice(l.end, l.end + 120)));
/** Strictly, the value right after the noun ("order #OI-10388", "booking Q7HN4P"), not "number for order #KB-55120:". */
const VALUE_RIGHT_AFTER = /^\s*[:：#(]?\s*[\p{L}\d-]*\d/u;
const VALUE_LATER = /\d/u;
/** What leads to a value at the start of its line (the line above), or to one after a colon in its line (the text before it). */
export const leadOf = (view: SegmentView, i: number, c: Candidate): string => {
  if (c.start <= 2) return i > 0 ? view.text(i - 1) : '';
  const before = view.text(i).slice(0, c.start);
  return ENDS_IN_COLON.test(before) ? before : '';
};
/** Review of version 76: a door's, a gate's or a locker's code under its own label ("Your door access code (booking #BK-20931) is:"). */
const OTHER_ACCESS =
  /(?<![\p{L}])(?:door|gate|locker|wi-?fi|parking|garage|building|entry|keypad|porte|tür|puerta)\s+(?:access\s+)?(?:code|pin)(?![\p{L}])/iu;

/** Versions 52, 75 and 76: a lone value's rejection by a noun of the line above, taken back when the line below uses it and the
 * noun names its own value ("order #OI-10388"), or the line asks for what follows or gives its label ('strong') beside it. */
export function takenBack(view: SegmentView, i: number): 'none' | 'strong' | null {
  const above = view.text(i - 1);
  const labels = view.labels(i - 1);
  const othersOwn = !labels.some((l) => l.kind === 'negative') || (!ENDS_IN_COLON.test(above) && namesOwnValues(view, i - 1, true));
  if (othersOwn && usesItBelow(view, i)) return 'none';
  if (i === 0 || !ENDS_IN_COLON.test(above) || !namesOwnValues(view, i - 1)) return null;
  if (asksForWhatFollows(above)) return 'none';
  return labels.some((l) => l.kind === 'strong') && !OTHER_ACCESS.test(above) ? 'strong' : null;
}
