// Version 10: the only plausible candidate of a mail, presented as a code, with something in the mail saying what it is
// for, is answered though no label names it. Each piece alone is weak (a lone number, a verb, "don't share"); together,
// with no other candidate to confuse it with and nothing against it, they are how a terse sender presents its code.
import { isStandalone, type SegmentView } from './codes.js';
import type { Candidate } from './candidates.js';
import { E, type Evidence } from './evidence-kinds.js';

/**
 * A warning that a secret is not to be shared, or that nobody will ask for it: "don't share it with anyone",
 * "Telly will never ask you to share these digits", "deel hem met niemand", "älä jaa", "non condividere".
 */
export const DONT_SHARE =
  /(?<![\p{L}])(?:(?:don['’]?t|do\s+not|never)\s+(?:share|give|tell|forward|disclose|send)|(?:will|would)\s+never\s+ask|(?:gib|gebe[n]?|teile[n]?)\s+(?:\p{L}+\s+){0,3}?(?:niemals|nie|nicht)\s+weiter|niemals\s+weiter|ne\s+(?:le\s+|la\s+|les\s+)?(?:partagez|communiquez|donnez|transmettez)|no\s+(?:lo\s+|la\s+)?(?:compartas|comparta|compartir|des|digas)|n[ãa]o\s+(?:o\s+|a\s+)?(?:compartilhe|partilhe|forne[çc]a)|non\s+(?:lo\s+|la\s+)?(?:condividere|condividerlo|comunicare|comunicarlo)|non\s+ti\s+chieder|deel\s+(?:\p{L}+\s+){0,2}?(?:met\s+niemand|niet|nooit)|nooit\s+(?:\p{L}+\s+){0,3}?vragen|dela\s+(?:\p{L}+\s+)?(?:inte|aldrig)|(?:ikke|aldri|aldrig)\s+del(?![\p{L}])|del\s+(?:\p{L}+\s+)?(?:ikke|aldri|aldrig)|älä\s+(?:jaa|kerro|anna|luovuta)|nie\s+(?:udostępniaj|podawaj|przekazuj)|nikomu\s+nie)(?![\p{L}])/iu;

/** Version 84: "660193 - valid 10 min. Not you? Ignore this.": opening its line, a separator and how long it lasts, in minutes. */
const LIFE_AFTER = /^\s*[-–—:|·•]\s*(?:valid|expires?|good|works)\s+(?:for\s+|in\s+)?(\d{1,3})\s*(?:minutes?|mins?|m)(?![\p{L}])/iu;
// Review of version 84: only as the first line of its part, and a life of at most half an hour (not a parking receipt's "4412 -
// valid 120 min", nor a line at the end of a mail).
export const livesAfter = (text: string, c: Candidate, line: number): boolean =>
  line === 0 && text.slice(0, c.start).trim() === '' && Number(LIFE_AFTER.exec(text.slice(c.end, c.end + WARNING_CHARS))?.[1] ?? 99) <= 30;

/** "40917 - don't share it with anyone": a separator, then the warning, right after the value. */
const WARNING_AFTER = /^\s*(?:[-–—:|.,]\s*)?(?:(?:and|but|og|en|e|et|und|y)\s+)?/iu;
const WARNING_CHARS = 40;
// Version 52: "582013 · Voltie Smart Plug setup · expires in 10 min · never share it": a line opening with the value, its fields
// after it cut by dots or bars as a text message is, one of them the warning.
const FIELD_MARK = /\s[·•|]\s/u;
const MAX_FIELDS = 4;
export function warnedAfter(text: string, c: Candidate): boolean {
  const after = text.slice(c.end, c.end + WARNING_CHARS);
  const lead = WARNING_AFTER.exec(after)?.[0].length ?? 0;
  const m = DONT_SHARE.exec(after.slice(lead));
  if (m !== null && m.index === 0) return true;
  if (text.slice(0, c.start).trim() !== '' || !/^\s[·•|]\s/u.test(text.slice(c.end, c.end + 3))) return false;
  const fields = text
    .slice(c.end, c.end + WARNING_CHARS * MAX_FIELDS)
    .split(FIELD_MARK)
    .slice(1, MAX_FIELDS + 1);
  return fields.some((f) => DONT_SHARE.exec(f.trim())?.index === 0);
}

/** "Key them into the app", "Syötä ne sovellukseen", "Voer hem in": a line below opens by using the value above. */
const USES_PRONOUN =
  /^\s*(?:key|type|enter|paste|copy|punch|tap|use|syötä|näppäile|kirjoita|voer|typ|gebruik|skriv|tast|indtast|ange|använd|wpisz|wprowadź|użyj|inserisci|digita|usa|gib|geben\s+sie|saisissez|entrez|tapez|introduce|escribe|ingresa|digite|insira)\s+(?:them|it|ne|se|sen|den|dem|det|het|hem|ze|go|je|lo|la|li|le|ihn|sie|es|los|las|os|as)(?![\p{L}])/iu;
const BELOW_LINES = 2;
const BELOW_CHARS = 80;
const WARNING_LINES = 3;
const WARNING_LINE_CHARS = 200;
/**
 * A line below uses the lone value ("Key them into the app" within two lines) or warns not to share it ("Telly will
 * never ask you to share these digits" within three).
 */
export function usedBelow(view: SegmentView, i: number): boolean {
  for (let j = i + 1; j <= i + WARNING_LINES && j < view.length; j++) {
    if (j <= i + BELOW_LINES && USES_PRONOUN.test(view.text(j).slice(0, BELOW_CHARS))) return true;
    if (warnsOfIt(view.text(j).slice(0, WARNING_LINE_CHARS))) return true;
  }
  return false;
}

/** "Engangskoden din er: 264193", "Your digits are 4 0 9 2": words of any language and ":" or a copula right before it. */
const ANY_LABEL_BEFORE = /\p{L}{2,}\s*(?:[:：]|\s(?:is|are|er|är|on|to|jest|je|é|è|est|es|ist|zijn))\s*$/iu;
// The value ends its line: a label of a language we do not know presents a code at the end of what it says; a clause
// going on after the value ("Your student number is 2214087; keep it for enrolment") says what else it is.
const ENDS_LINE = /^\s*[.!)]?\s*$/u;
const AFTER_CHARS = 8;
export function labelledInAnyLanguage(text: string, c: Candidate): boolean {
  return (
    ANY_LABEL_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start)) &&
    text.length - c.end <= AFTER_CHARS &&
    ENDS_LINE.test(text.slice(c.end))
  );
}

/**
 * A warning anywhere in the mail that points at the value ("never ask you to share these digits", "don't share it"),
 * not advice about codes in general ("Never share your one-time code" in a newsletter of tips).
 */
const POINTS_AT_IT =
  /^\s*(?:(?:\p{L}+\s+){0,3}?)(?:it|them|this|these|that|den|dem|det|dette|disse|hem|het|deze|dit|lo|la|li|questo|questi|ce|ces|diesen|diese|ihn|sie|ne|tätä|näitä|go|ten|tego|te|esto|este|estos|isso|este|esses)(?![\p{L}])/iu;
export function warnsOfIt(text: string): boolean {
  const m = DONT_SHARE.exec(text);
  return m !== null && POINTS_AT_IT.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
}

/** How it is presented: introduced by a verb, alone in its line, labelled in any language, or opening its line. */
const PRESENTING_KINDS = new Set(['introduced-by-verb', 'alone', 'sms-style']);
/** What says it is a secret to type: a purpose, a code-asking subject, expiry, a later sentence, a warning. */
const INTENT_KINDS = new Set(['sentence-purpose', 'named-later', 'use-to-sign-in']);

/**
 * Presented as a code (by its evidence, or `presented`: a label of any language, a warning after it at the start of
 * its line) and meant as one (a purpose, a code-asking subject, a later sentence naming it, or `intended`: a line
 * below using or guarding it), with nothing against it. The two readings are lazy: most candidates settle without.
 */
export function presentedAsCode(evidence: readonly Evidence[], view: SegmentView, i: number, c: Candidate): boolean {
  if (evidence.some((e) => e.weight < 0 && e.kind !== 'shape')) return false;
  const text = view.text(i);
  // Labelled in any language ("Engangskoden din er: 264193"), or opening its line before a warning.
  const presented = labelledInAnyLanguage(text, c) || (c.start === 0 && warnedAfter(text, c));
  if (!presented && !evidence.some((e) => PRESENTING_KINDS.has(e.kind))) return false;
  // Intent tied to the value (its sentence, a later sentence naming it, the line above) or a subject naming a code. Not
  // a subject that only asks to verify, nor an expiry, here or anywhere: a verify-by-link mail, a Wi-Fi password or a
  // door code ("This works for 30 minutes only") say those too.
  if (evidence.some((e) => (INTENT_KINDS.has(e.kind) && e !== E.lastsLater) || e === E.intentCode || e === E.purposeAbove)) return true;
  // A warning not to share it follows it, or a line below uses it ("Key them into the app") or guards it.
  return warnedAfter(text, c) || (isStandalone(text, c) && usedBelow(view, i));
}
