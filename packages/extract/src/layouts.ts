import { namesShipping } from './notices.js';
import type { Candidate } from './candidates.js';
import type { SegmentView } from './codes.js';
import { USE_BEFORE, USE_VERBS } from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';

// How a mail lays a code out when no label names it: an SMS-style line ("Brindle: 482913"), a sentence
// broken around a boxed code ("Enter" ⏎ 318 604 ⏎ "in the browser window"), digits dictated twice
// ("4 0 9 2. Once more, 4 0 9 2."). Each reading looks at a bounded window.

/** A name of one to three words (no digits), then a colon: "Brindle:", "Orbeo :", "Cedar Bank:"; version 41: four with an
 * ampersand ("Atlantic Power & Gas:"). */
const NAME_COLON = /^[\p{L}][\p{L}\p{M}'’&.-]{0,24}(?: [\p{L}\p{M}'’&.-]{1,24}){0,2}(?: & [\p{L}\p{M}'’.-]{1,24})? ?[:：] ?$/u;
/** The same name, then a spaced dash or bar: "Ridgeback - ", "Tern — ", "Anchorly | ". */
const POSSESSIVE = /^(?:your|my|our)\s/iu;
const NAME_DASH = /^[\p{L}][\p{L}\p{M}'’&.-]{0,24}(?: [\p{L}\p{M}'’&.-]{1,24}){0,2} [-–—|] ?$/u;
const FIRST_SENTENCE = /[.!?。！？](?:\s|$)/;
const MAX_NAME_CHARS = 60;
/** What may follow the code: nothing, or a sentence or an aside ("Reminder: 1030 meeting" is no code). */
const ENDS_HERE = /^\s?(?:$|[.,;!(—–-])/u;
/** "Quokka: 550917 is valid until 14:35", "Capivara: 731508 é válido até …": the sentence goes on to say how long it lasts. */
const VALID_UNTIL =
  /^\s(?:(?:is|é|est|ist|es|è)\s+)?(?:valid|good|válid[oa]|valid[oa]|valable|gültig|expires|expira|caduca|vence|läuft)(?![\p{L}])/iu;
// Review of version 95: the value's own expiry, right after it or opening a later sentence ("Expires in 10 min."), not another thing's
// ("Your parking expires in 45 min.").
/** Version 107: or it approves a step ("KORVEX: 771204 confirms your withdrawal of 250.00 USDC"; not a change or a payment done). */
const APPROVES =
  /^\s*(?:confirms|authori[sz]es|approves|verifies|validates)\s+(?:your|the|this)\s+(?:[\p{L}-]+\s+)?(?:withdrawal|transfer|transaction|sign-?in|log-?in|login|device)(?![\p{L}])/iu;
const LASTS_MINUTES =
  /(?:^\s*|[.!?]\s+)(?:(?:it|this\s+code|il|ce\s+code)\s+)?(?:expires?|valid|good|valable|válid[oa]|gültig|caduca|vence|expira)\s+(?:in\s+|for\s+|pendant\s+|por\s+|durante\s+)?\d{1,2}\s*(?:min|mins|minutes?|minutos?|minuten)(?![\p{L}])/iu;
const MINUTES_READ = 200;
const SENTENCE_BEFORE = /[.!?]\s+$/u;
const CODE_WORD_BEFORE = /(?<![\p{L}])(?:code|codes|código|codice|kod|код|pin|otp)(?![\p{L}])/iu;
/** The name given to a relayed text's value that no sender's name opens. */
const RELAYED = 'SMS';
/** An SMS forwarded as mail is a line or two: a part of at most this many lines. */
const SHORT_PART = 4;

/** Version 14: "--" alone on a line opens a signature; under an SMS forwarded as mail, the relay's own lines ("From: …",
 * "Received: …", "Delivered by … SMS-to-email") are no part of the message. The index of that line, looked for among the
 * first lines only. */
// Version 88: under a relay's headers, its rule too ("-----"); review of version 88: only there ("Pell Rewards: 64021834" ⏎ "=====").
const [SIGNATURE, RELAY_SIGNATURE] = [/^\s*--\s*$/, /^\s*(?:--|[-=_*─]{5,})\s*$/];
function signatureAt(view: SegmentView, from = 0, relay = false): number {
  for (let j = 1; j <= from + SHORT_PART && j < view.length; j++) if ((relay ? RELAY_SIGNATURE : SIGNATURE).test(view.text(j))) return j;
  return view.length;
}

/**
 * "Brindle: 482913", "Kopiku: 738102. Berlaku 5 menit.": the mail opens with a name, a colon and the string, and
 * says little else (the shape of a one-time code sent as a text message). "Ridgeback - 774190" too, when the line
 * below or the subject speaks of signing in or verifying. The name, or null.
 */
// Version 62: and the relay's own intro and "Message:" ("You have received a new SMS message." ⏎ "From: HALDEN" ⏎ … ⏎ "Message:").
// Version 88: its rules and other headers ("-----", "Segments: 1"), and other intros ("New SMS received on +1 …", "You've got a new text message").
// Version 95: "You received a new SMS on your virtual number …", "New text message from (844) 555-0117", and in French, Spanish,
// Portuguese and German ("Nouveau SMS reçu" ⏎ "De : OrangeMoney" ⏎ "Reçu le : …" ⏎ "SIM : SIM1").
const RELAY_HEADER =
  /^\s*(?:(?:from|to|received|date|sent|sender|message|text|segments)\s*:|(?:you\s+have|you['’]ve\s+got|you)\s+(?:received\s+)?an?\s+new\s+(?:sms|text)(?:\s+message)?|new\s+(?:sms|text)(?:\s+message)?(?:\s+received)?(?:\s+(?:on|from|for|to)\s+[^.!?]{1,40})?\s*$|[-=_*─]{5,}\s*$)/iu;
// Review of version 95: headers in other languages ("De : Direction" ⏎ "À : Tous les employés") only under a line that speaks of a text message.
const OTHER_RELAY_HEADER =
  /^\s*(?:(?:de|à|reçu(?:\s+le)?|envoyé|expéditeur|sim|von|an|empfangen|absender|remitente|recibido|enviado|remetente|recebido|para)\s*:|(?:nouveau|nuevo|novo|neue)\s+sms(?:\s+(?:reçu|recibido|recebido|empfangen))?\s*$)/iu;
const SMS_WORD = /(?<![\p{L}])(?:sms|text\s+message)(?![\p{L}])/iu;
const headersAbove = (view: SegmentView, i: number): boolean => {
  if (i > 6) return false;
  const lines = Array.from({ length: i }, (_, k) => view.text(k));
  const other = lines.filter((t) => !RELAY_HEADER.test(t));
  return other.every((t) => OTHER_RELAY_HEADER.test(t)) && (other.length === 0 || lines.some((t) => SMS_WORD.test(t)));
};
const HEADER_NAME = /^\s*(?:from|to|sent|date|received|subject|cc|reply-to|von|an|gesendet|de|para|à|envoyé|da|a|van|aan)\s*[:：]\s*$/iu;
export function smsStyleName(view: SegmentView, i: number, c: Candidate, subjectAsks: () => boolean): string | null {
  // Four digits after a name are as often a room, a gate or a table ("Room: 4120"): five characters at least.
  // Version 48: or under a relay's headers ("From: Stackr" ⏎ "To: …" ⏎ "Received: …" ⏎ "Stackr: 291746. Valid 5 min.").
  // Version 89: four digits under a relay's headers when the line goes on to sign in ("<#> Bolt: 3390. Enter this in the app to log in.").
  const relay = i > 0 && headersAbove(view, i);
  const short = c.value.length < 5 && !(relay && saysLogin(view.text(i).slice(c.end)));
  if ((i !== 0 && !relay) || c.start > MAX_NAME_CHARS || short) return null;
  // Lines before the footer ("Unsubscribe", "©") count; the footer is boilerplate.
  const footer = view.footer();
  if (Math.min(footer === null ? view.length : footer.index + (footer.offset > 0 ? 1 : 0), signatureAt(view, i, relay)) > i + SHORT_PART)
    return null;
  const text = view.text(i);
  // Review of version 62: not a relayed delivery text ("DPD: 48291037. Your parcel will arrive today").
  if (namesShipping(text)) return null;
  // Version 89: an SMS retriever's mark before the name ("<#> Bolt: 3390"), a name in brackets when the line signs in ("[Kanbo] 662190 -
  // enter to log in"; not "[Resolved] INC-2291 – Elevated 502 errors").
  const marked = text.slice(0, c.start).replace(/^\s*<#>\s*/u, '');
  const before = saysLogin(text.slice(c.end)) ? marked.replace(/^\[([^\]]{1,24})\]\s?$/u, '$1: ') : marked;
  // Version 84: a relay's header names no sender ("From: 72579", the short code an SMS came from).
  if (HEADER_NAME.test(before)) return null;
  // Version 88: or, relayed, the sentence goes on to sign in ("MyDMV: 640218 finishes your sign-in."; review: not "Library card: 2104887
  // lets you log in to the catalogue" opening a mail).
  const rest = text.slice(c.end).split(FIRST_SENTENCE)[0] ?? '';
  // Version 95: or, relayed, it confirms something or its line says it lasts minutes ("Cellar Door Club: 661845 confirms the change
  // to your shipment. Expires in 10 min.").
  const relayedPurpose =
    relay && (saysLogin(rest) || saysVerify(rest) || APPROVES.test(rest) || LASTS_MINUTES.test(text.slice(c.end, c.end + MINUTES_READ)));
  if (!ENDS_HERE.test(text.slice(c.end, c.end + 2)) && !VALID_UNTIL.test(text.slice(c.end, c.end + 24)) && !relayedPurpose) return null;
  // Version 95: relayed, a value opening a sentence that says it lasts minutes ("Ne communiquez jamais ce code. 318440 valable 5 min").
  // Review of version 95: a sentence before it that speaks of a code, and no later one that names it a voucher.
  if (relay && SENTENCE_BEFORE.test(before) && CODE_WORD_BEFORE.test(before) && LASTS_MINUTES.test(text.slice(c.end, c.end + 30)))
    return namedOtherwiseAfter(view, i, c) ? null : RELAYED;
  // Version 45: not "Your recipe card: 615204": a sender's name owns nothing of the reader's.
  if (NAME_COLON.test(before)) return namedOtherwiseAfter(view, i, c) || POSSESSIVE.test(before) ? null : before.replace(/ ?[:：] ?$/u, '');
  // "Ridgeback - 774190" ⏎ "Use this to log in.": a dash joins a name to anything (a receipt's order number, a
  // table's time), so the line below or the subject must say that the string signs in or verifies.
  if (!NAME_DASH.test(before)) return null;
  const next = view.text(i + 1).slice(0, MAX_NAME_CHARS * 2);
  const sentence = next.split(FIRST_SENTENCE)[0] ?? '';
  return saysLogin(sentence) || saysVerify(sentence) || subjectAsks() ? before.replace(/ [-–—|] ?$/u, '') : null;
}

/**
 * A later sentence refers back to the value by a noun that names something else, the object of its verb: "show this
 * voucher at the till", "Apresente este ingresso na bilheteria", "Zeige dieses Ticket beim Einsteigen". Only such nouns
 * count ("Do not give this to anyone", "It expires in ten minutes" name nothing else), and each line is read on its
 * own: "… until Friday" ⏎ "This voucher …" is no verb's object.
 */
const REFERS_BACK =
  /(?<=\p{L}\s)(?:this|these|este|esta|esse|essa|dieses|diesen|diese|dieser|ce|cet|cette|questo|questa|deze|dit|ten|tę|этот|эту|denna|detta|denne|dette)\s+(?:vouchers?|tickets?|coupons?|boarding\s+pass(?:es)?|passes|pass|ingressos?|bilhetes?|cupom|cup[oó]n|vales?|entradas?|billets?|bons?|gutscheine?|fahrkarten?|eintrittskarten?|biglietti|biglietto|buono|bilet|kupon|билет|купон|талон|ваучер|biljett(?:en)?|billett(?:en)?|kupong(?:en)?|kaartje|tegoedbon)(?![\p{L}])/iu;
const AFTER_CHARS = 200;
function namedOtherwiseAfter(view: SegmentView, i: number, c: Candidate): boolean {
  const lines = [view.text(i).slice(c.end)];
  for (let j = i + 1; j < Math.min(view.length, SHORT_PART); j++) lines.push(view.text(j));
  let read = 0;
  for (const line of lines) {
    if (REFERS_BACK.test(line.slice(0, AFTER_CHARS - read))) return true;
    read += line.length;
    if (read >= AFTER_CHARS) break;
  }
  return false;
}

const MAX_VERB_LINE = 60;
/** "Enter the following", "Type these digits", "Copy this number below": a verb and a generic object for what follows. */
const VERB_AND_OBJECT = new RegExp(
  `(?<![\\p{L}])(?:${USE_VERBS})\\s+(?:\\p{L}+\\s+){0,2}?(?:following|number|numbers|digits|characters|sequence|dígitos|ziffern|chiffres|cifre|cijfers|cyfry|angka)(?:\\s+(?:below|here))?\\s*[:：]?\\s*$`,
  'iu',
);

/**
 * "Enter" ⏎ 318 604 ⏎ "in the browser window", "Enter the following" ⏎ …: the short line above ends in a verb, or a
 * verb and a generic object ("this number", "these digits"), whose object is the string. Not "enter zone" ⏎ 48 21.
 */
export function verbEndsLineAbove(line: string): boolean {
  if (line.length <= MAX_VERB_LINE) return USE_BEFORE.test(line) || VERB_AND_OBJECT.test(line);
  // Version 41: a longer line whose last clause is the verb ("… (order 12/2026), please enter", "Open Groovio, tap Join, and
  // enter"): a sentence broken around its object, as a short line's is.
  const clause =
    line
      .slice(Math.max(0, line.length - MAX_VERB_LINE))
      .split(LAST_CLAUSE)
      .at(-1) ?? '';
  return line.length <= MAX_WRAPPED_LINE && clause.length <= MAX_VERB_CLAUSE && USE_BEFORE.test(clause);
}
const MAX_WRAPPED_LINE = 400;
const MAX_VERB_CLAUSE = 30;
const LAST_CLAUSE = /[,;:.!?)](?:\s|$)/;

/** "4 0 9 2": one digit at a time, as a code is read out. */
export const oneDigitAtATime = (text: string, c: Candidate): boolean =>
  c.kind === 'split' && c.end - c.start === 2 * c.value.length - 1 && text.slice(c.start, c.end).split(' ').length === c.value.length;
