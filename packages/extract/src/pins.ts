import { COPULA } from './label-gap.js';
import { saysPurpose } from './clauses.js';
import { findCodeLabels } from './labels.js';
// Version 12: a PIN that nothing says is for one use. A gift card's PIN ("GIFT CARD NUMBER" ⏎ "6035 1920 4471 8820" ⏎
// "PIN 5174 · Balance £25.00"), a booking's PIN code beside its confirmation number ("Keep them private"): a PIN named
// by that word alone, with another identifier, is a credential that lasts. A one-time PIN says so: a qualifier ("one-time
// PIN", "sign-in PIN", "Einmal-PIN"), a subject or heading that asks for a code or to verify or sign in, a purpose in
// its sentence or the line after it, or an expiry within minutes or hours. Version 15: the lasting PINs are short (a card's,
// a gift card's, a booking's: four digits); a longer one named PIN alone is a bank's one-time PIN ("PIN: 482913" ⏎ "Never
// share this PIN") as often, and the mail's other evidence decides.

/** The word PIN, bare or with a word for code, ending what comes before the value: "PIN ", "PIN code", "Code PIN :"; version 81:
 * or with its Chinese, Japanese or Korean name beside it ("PIN 密碼"). */
const PIN_BEFORE =
  /(?<![\p{L}\p{N}])(?:PIN(?:[\s-]?(?:code|Code|kod|Kod|код))?(?:\s*(?:密碼|密码|暗証番号|비밀번호))?|[Pp]incode|(?:[Cc]ode|[Cc]odice|[Cc][oó]digo|[Kk]od)\s+PIN)\s*[:：]?\s*$/u;
/**
 * Version 24: a PIN for something kept ("PIN for changes:", "PIN to manage your booking:", "PIN für Änderungen:"); not a
 * PIN for signing in or verifying ("PIN to sign in:"), which the words say.
 */
const PIN_FOR = /(?<![\p{L}\p{N}])PIN\s+(?:for|to|für|zum|zur|pour|para|per|voor)\s+([^:：\d]{1,32})[:：]?\s*$/u;
/**
 * Review of version 24: a PIN "to access your account", "per accedere", "pour accéder à votre compte" signs in; a PIN
 * "to access your booking" is the booking's.
 */
const ACCESS = /(?<![\p{L}])(?:access|unlock|acced(?:er|ere)|accéder|acessar|aceder|zugreifen|entsperren|toegang)(?![\p{L}])/iu;
const HELD_THING =
  /(?<![\p{L}])(?:booking|reservation|stay|room|ticket|locker|buchung|reservierung|réservation|reserva|prenotazione|boeking)/iu;
const opensAccount = (words: string): boolean => ACCESS.test(words) && !HELD_THING.test(words);
/** "Your new card PIN is 4821": a card's PIN in a sentence. Not "Your PIN is 9072" (a locker's, a voicemail's). */
const CARD_PIN_IS = new RegExp(String.raw`(?<![\p{L}])(?:card|Karten)[\s-]PIN\s+(?:${COPULA})\s*[:：]?\s*$`, 'iu');
/** Words that make a PIN a one-time one: "one-time PIN", "sign-in PIN", "Einmal-PIN", "OTP PIN", "3-D Secure PIN". */
const ONE_TIME_QUALIFIER =
  /(?<![\p{L}])(?:time|use|sign-?in|log-?in|login|security|verification|einmal|anmelde|sicherheits|único|unico|jednorazowy|temporary|temporal|transaction|otp|sms|dynamic|secure|3-?d)[\s-]*$/iu;
const MAX_LASTING_DIGITS = 4;
const QUALIFIER_CHARS = 16;

/** The words before a value name it a PIN and nothing more. */
export function plainPin(before: string): boolean {
  const m = PIN_BEFORE.exec(before) ?? CARD_PIN_IS.exec(before);
  if (m === null) {
    const pinFor = PIN_FOR.exec(before);
    return (
      pinFor !== null &&
      !saysPurpose(pinFor[1] ?? '') &&
      !opensAccount(pinFor[1] ?? '') &&
      !ONE_TIME_QUALIFIER.test(before.slice(Math.max(0, pinFor.index - QUALIFIER_CHARS), pinFor.index))
    );
  }
  return !ONE_TIME_QUALIFIER.test(before.slice(Math.max(0, m.index - QUALIFIER_CHARS), m.index));
}

/** A PIN that lasts: named PIN and nothing more, four digits at most, and the line after it gives it no purpose ("Use
 * it to approve your payment"). */
export function lastingPin(before: string, value: string, lineAfter: string): boolean {
  if (value.replace(/\D/g, '').length > MAX_LASTING_DIGITS || !plainPin(before)) return false;
  // "You need your confirmation number and PIN code to change your booking" names another identifier, no one-time use.
  return !saysPurpose(lineAfter) || findCodeLabels(lineAfter).some((l) => l.kind === 'negative');
}

/**
 * Version 47: "PIN code: 7712 (… you need it with the confirmation number to change or cancel your booking)": a PIN whose own
 * line names another identifier it goes with lasts, even in a mail that also asks to verify an address.
 */
// Review of version 48: entering, not "use it with the confirmation number".
const ENTER_IT = /(?<![\p{L}])(?:enter|type|key\s+in|input)(?![\p{L}])/iu;
export function pinOfBooking(line: string, end: number, above = ''): boolean {
  // Review of version 47: not a PIN the mail asks to enter ("enter this PIN:" ⏎ "PIN 4821 for order ID 88213").
  if (ENTER_IT.test(line) || (ENTER_IT.test(above) && /[:：]\s*$/u.test(above))) return false;
  const after = line.slice(end, end + 160);
  return (
    /(?<![\p{L}])(?:booking|reservation|order|cancel)(?![\p{L}])/iu.test(after) && findCodeLabels(after).some((l) => l.kind === 'negative')
  );
}
