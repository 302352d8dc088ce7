import { S, W, plainAlternation, wordAlternation } from './alternations.js';
import { sentenceOf } from './clauses.js';
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
  `entrance`,
  `locker`,
  `padlock`,
  `combination`,
  `wi${S}fi`,
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
  `alarme`,
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
  // German, Dutch (whole words)
  `tür`,
  `tor`,
  `spind`,
  `alarm`,
  `hek`,
  `deur`,
  `wlan`,
  `wifi`,
] as const;
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
const ACCESS = [wordAlternation(ACCESS_WORDS, 'iu'), plainAlternation(ACCESS_STEMS, 'iu')];

/** The sentence the occurrence stands in names a door, a keypad, a key safe, a locker, an alarm or a network. */
export function opensSomethingPhysical(o: Occurrence): boolean {
  const sentence = sentenceOf(o.view.text(o.line), o.candidate);
  return ACCESS.some((r) => r.test(sentence));
}
