// Version 12: a PIN that nothing says is for one use. A gift card's PIN ("GIFT CARD NUMBER" ⏎ "6035 1920 4471 8820" ⏎
// "PIN 5174 · Balance £25.00"), a booking's PIN code beside its confirmation number ("Keep them private"): a PIN named
// by that word alone, with another identifier, is a credential that lasts. A one-time PIN says so: a qualifier ("one-time
// PIN", "sign-in PIN", "Einmal-PIN"), a subject or heading that asks for a code or to verify or sign in, a purpose in
// its sentence, or an expiry within minutes or hours.

/** The word PIN, bare or with a word for code, ending what comes before the value: "PIN ", "PIN code", "Code PIN :". */
const PIN_BEFORE =
  /(?<![\p{L}\p{N}])(?:PIN(?:[\s-]?(?:code|Code|kod|Kod|код))?|[Pp]incode|(?:[Cc]ode|[Cc]odice|[Cc][oó]digo|[Kk]od)\s+PIN)\s*[:：]?\s*$/u;
/** Words that make a PIN a one-time one: "one-time PIN", "sign-in PIN", "Einmal-PIN", "security PIN". */
const ONE_TIME_QUALIFIER =
  /(?<![\p{L}])(?:time|use|sign-?in|log-?in|login|security|verification|einmal|anmelde|sicherheits|único|unico|jednorazowy|temporary|temporal|transaction)[\s-]*$/iu;
const QUALIFIER_CHARS = 16;

/** The words before a value name it a PIN and nothing more. */
export function plainPin(before: string): boolean {
  const m = PIN_BEFORE.exec(before);
  return m !== null && !ONE_TIME_QUALIFIER.test(before.slice(Math.max(0, m.index - QUALIFIER_CHARS), m.index));
}
