import { S, W, plainAlternation, wordAlternation } from './alternations.js';
import { sentenceAround } from './clauses.js';
import type { Occurrence } from './occurrences.js';

// Version 14: a code that opens something physical. A holiday let's keypad and key safe ("The front gate has a keypad:
// enter 2741", "key safe … code 0 9 1 5"), a coworking space's door PIN and Wi-Fi password, a gym's locker and alarm
// codes: versions 11 and 12 each had a word for one of them and the next wording got through. What they share is a
// purpose that is not verifying: the code's sentence names a door, gate, keypad, key safe, lock box, locker, alarm or
// network, and nothing says it is for one use (no one-time, verification or sign-in qualifier, no purpose of signing in
// in its sentence, no expiry in minutes). evidence.ts adds that it is read only in a mail whose subject, headings and
// buttons do not ask to verify or sign in: a hotel app's or a smart-lock app's sign-in code stays a code.

/** Words of physical access, per language; compounds of German and Dutch as stems. */
const ACCESS_WORDS = [
  // English
  `keypad`,
  `key${S}safe`,
  `key${S}box`,
  `lock${S}box`,
  `key${W}lock`,
  `gate`,
  `door`,
  `doors`,
  `locker`,
  `padlock`,
  `alarm`,
  `intercom`,
  `buzzer`,
  `garage`,
  // French
  `digicode`,
  `bo[iî]te${W}[aà]${W}cl[ée]s?`,
  `portail`,
  `porte`,
  `casier`,
  `alarme`,
  `interphone`,
  `cadenas`,
  // Spanish, Portuguese
  `teclado`,
  `caja${W}de${W}(?:seguridad|llaves)`,
  `cajet[ií]n`,
  `puerta`,
  `taquilla`,
  `alarma`,
  `candado`,
  `portero`,
  `cofre${W}de${W}chaves`,
  `porta`,
  `port[aã]o`,
  `cacifo`,
  `cadeado`,
  // Italian
  `tastiera`,
  `cassetta${W}(?:portachiavi|di${W}sicurezza|delle${W}chiavi)`,
  `cancello`,
  `portone`,
  `armadietto`,
  `allarme`,
  `lucchetto`,
  `citofono`,
] as const;
/** Words written with a capital anywhere: German nouns, Dutch, networks ("Wi-Fi", "WLAN"). */
const CAPITALISED_WORDS = [`tür`, `spind`, `hek`, `deur`, `wlan`, `wifi`, `wi${S}fi`] as const;
const ACCESS_STEMS = [
  'schlüsselbox',
  'schlüsselsafe',
  'schlüsseltresor',
  'schlüsselkasten',
  'tastenfeld',
  'zahlenschloss',
  'schließfach',
  'haustür',
  'wohnungstür',
  'eingangstür',
  'türcode',
  'alarmanlage',
  'sleutelkluis',
  'sleutelkastje',
  'codeslot',
  'kluisje',
  'voordeur',
  'toetsenbord',
] as const;
const ACCESS = [wordAlternation(CAPITALISED_WORDS, 'iu'), plainAlternation(ACCESS_STEMS, 'iu')];
const ACCESS_LOWER = wordAlternation(ACCESS_WORDS, 'giu');

// Version 15: the code's own clause, not its sentence: "Use code 482913 in the app, then open your room door with
// Digital Key" types the code into an app; the door is the next step's. A clause that types it "in the app" states a
// purpose that is not a door's, whatever door the app opens ("Enter the code 482913 in the Nuki app to pair your smart
// door lock"). A capitalised word inside the sentence is a name ("Your Acme Alarm app code", "Seu código Porta é").
const NEXT_STEP = /;|,\s*(?:and\s+)?(?:then|after\s+that|dann|danach|puis|ensuite|luego|después|depois|poi|daarna)(?![\p{L}])/iu;
const IN_THE_APP = /(?<![\p{L}])(?:in|into)\s+(?:the|your)\s+(?:\p{Lu}[\p{L}-]*\s+)?app(?![\p{L}])/u;

const NAMES_IT_ONLY = /^\s*(?:(?:its|their|the)\s+)?(?:code|pin|combination)(?:\s+is)?\s*[:：]?\s*$/iu;

/** The code's clause names a door, a keypad, a key safe, a locker, an alarm or a network, and types it into no app. */
export function opensSomethingPhysical(o: Occurrence): boolean {
  const line = o.view.text(o.line);
  const { before, after } = sentenceAround(line, o.candidate);
  const own = `${before.split(NEXT_STEP).at(-1) ?? ''} ${after.split(NEXT_STEP)[0] ?? ''}`;
  if (IN_THE_APP.test(own)) return false;
  // Version 81: and the sentences of its line before it when its own only names it ("the grey lockbox is to the left of the porch. Its
  // code is 4827.", "the street door has a keypad. Code 4417 then #."; review of version 81: not "To finish setting up your account,
  // type this on the setup page: 551207" after "… your Keyly smart lock to the front door.").
  const earlier = NAMES_IT_ONLY.test(before) ? line.slice(0, Math.max(0, o.candidate.start - before.length)) : '';
  // Version 89: or the line above that leads to it with a colon ("… key your PIN into the keypad beside the side entrance:" ⏎ "PIN: 58213
  // then #").
  const above = NAMES_IT_ONLY.test(line.slice(0, o.candidate.start)) && o.line > 0 ? o.view.text(o.line - 1) : '';
  const clause = `${/[:：]\s*$/u.test(above) ? above : ''} ${earlier} ${own}`;
  if (ACCESS.some((r) => r.test(clause))) return true;
  // A capital that does not open the clause begins a name.
  for (const m of clause.matchAll(ACCESS_LOWER)) {
    const first = m[0].charAt(0);
    if (first === first.toLowerCase() || clause.slice(0, m.index).trim() === '') return true;
  }
  return false;
}
