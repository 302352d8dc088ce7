import { STREET_WORDS } from './labels.js';

// Numbers of a postal address: a street number ("221 Baker Street", "Rua da Consolação 1842", "Hauptstraße 1842",
// "ul. Marszałkowska 1420") and a postal code after a street address. A number in an address line is never a code,
// however alone it is among the mail's candidates.

const CAPITALISED = /^\p{Lu}[\p{L}.]{0,20}$/u;

/** "<number> [Capitalised words…] Street": up to two name words before the street word. */
export function streetFollows(rest: string): boolean {
  const words = rest.split(' ', 3);
  for (let k = 0; k < words.length; k++) {
    const word = (words[k] ?? '').toLowerCase().replace(/[.,]+$/, '');
    if (STREET_WORDS.has(word)) return true;
    if (!CAPITALISED.test(words[k] ?? '')) return false;
  }
  return false;
}

/** "12 Canal St, Amsterdam 1012": a number after a street address on its line is the postal code. */
export function afterStreetAddress(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  for (const m of before.matchAll(/\d+/g)) if (streetFollows(before.slice(m.index + m[0].length).trimStart())) return true;
  return false;
}

/** Abbreviated street words written before the name: "Av. Paulista", "ul. Długa", "ул. Лесная", "Avda. de América". */
const STREET_ABBREVIATIONS = new Set(['av', 'avda', 'ul', 'al', 'ул', 'ал', 'пр', 'пер', 'bd', 'blvd', 'r', 'str']);
/** The words of a street's name: capitalised words (not acronyms: "via SMS") and the particles between them ("Rua da Consolação"). */
const NAME_WORD = /^(?:\p{Lu}\p{Ll}[\p{L}'’.-]{0,23}|de|da|do|dos|das|del|della|di|du|des|la|le|von|der|van|d['’]\p{L}+)$/u;
/** A name ending in a street word, written as one ("Hauptstraße", "Keizersgracht", "Drottninggatan", "Mannerheimintie"). */
const STREET_SUFFIX =
  /^\p{Lu}\p{L}*(?:straße|strasse|str\.|weg|platz|allee|gasse|damm|ufer|straat|gracht|laan|plein|kade|gade|vej|gatan|vägen|veien|gata|katu|tie|utca)$/u;
/**
 * Street words that are as often something else before a number ("Microsoft Way 553117", "Dr. 553117", "Ring 2",
 * "Square 4", "Suite 400"): they make no street's name here, only after a number ("12 Canal St").
 */
const NOT_BEFORE_NUMBER = new Set(['way', 'dr', 'st', 'ring', 'square', 'suite']);
const NAME_WORDS = 4;
const BEFORE_CHARS = 60;

/**
 * "Av. Paulista 1842", "Calle de Alcalá 1520", "ул. Лесная, 1842", "Hauptstraße 1842", "Rosenthaler Str. 40": the number
 * follows a street's name (a street word and up to four name words, a comma at most before the number).
 */
export function streetNamePrecedes(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - BEFORE_CHARS), start);
  if (!/\p{Lu}[\p{L}.]*,?\s$/u.test(before)) return false;
  const words = before.trimEnd().replace(/,$/, '').split(/\s+/);
  const last = words.at(-1) ?? '';
  if (STREET_SUFFIX.test(last)) return true;
  for (let k = words.length - 1, names = 0; k >= 0 && names <= NAME_WORDS; k--, names++) {
    const word = words[k] ?? '';
    const bare = word.toLowerCase().replace(/\.$/, '');
    // A street word written as a name ("Rua", "Via", "Calle"; not "via SMS") or abbreviated ("Av.", "ul.").
    const street =
      (/^\p{Lu}/u.test(word) && STREET_WORDS.has(bare) && !NOT_BEFORE_NUMBER.has(bare)) ||
      (word.endsWith('.') && STREET_ABBREVIATIONS.has(bare));
    if (street) return true;
    if (!NAME_WORD.test(word)) return false;
  }
  return false;
}
