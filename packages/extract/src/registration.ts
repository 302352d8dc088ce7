import type { Candidate } from './candidates.js';

// Version 12: a company's tax or registration number in a footer ("NIF B-67291044", "HRB 218403 B", "KvK 68219437",
// "CNPJ 41.207.395/0001-82", "Company no. 684217") identifies the sender. Like a street number it may be the only number
// of a mail whose code is elsewhere (in the app, in letters): it is never the only plausible code.

/** Register acronyms, matched with their case: "NIF", "HRB", "KvK", "ABN" (never "ein", "nip" as words). */
const ACRONYM =
  /(?<![\p{L}])(?:NIF|CIF|NIE|NIPC|NIP|KRS|REGON|VAT|USt-?Id(?:Nr)?|USt-?IdNr|UID|St\.?-?Nr|HR[AB]|KvK|KVK|BTW|btw|CNPJ|CPF|SIRE[NT]|RCS(?:\s+\p{Lu}\p{L}+)?|P\.\s?IVA|IVA|ABN|ACN|EIN|CUIT|RFC|TVA)(?![\p{L}])/gu;
/** Register words, in any case: "Company no.", "registration number", "Steuernummer", "Handelsregister". */
const WORDS =
  /(?<![\p{L}])(?:company\s+(?:no|number|reg(?:istration)?(?:\s+(?:no|number))?)|registered\s+(?:no|number)|registration\s+(?:no|number)|steuer-?nummer|handelsregister|partita\s+iva|kamer\s+van\s+koophandel|numéro\s+de\s+tva|n[uú]mero\s+de\s+identificaci[oó]n\s+fiscal)(?![\p{L}])/giu;
/** After the register's name: a dot or colon, a country or letter prefix ("IE ", "B-", "DE"), digits in groups. */
const TAIL = /^\.?\s*[:#]?\s*(?:[A-Z]{1,2}[\s-]?)?[\d\s./-]*$/u;
const BEFORE_CHARS = 40;

/** The value is (part of) a number a register's name introduces. */
export function registrationNumber(text: string, c: Candidate): boolean {
  const before = text.slice(Math.max(0, c.start - BEFORE_CHARS), c.start);
  for (const re of [ACRONYM, WORDS]) {
    // The last register name before the value: what stands between it and the value is only its number.
    let end = -1;
    re.lastIndex = 0;
    for (let m = re.exec(before); m !== null; m = re.exec(before)) end = m.index + m[0].length;
    if (end !== -1 && TAIL.test(before.slice(end))) return true;
  }
  return false;
}

// Version 28: "Zipcab Kenya Ltd, … Nairobi. PIN P051948210Q.": a tax PIN after a company's name and legal form, nine
// characters or more with letters among the digits: no PIN a person types (those are four to eight digits).
const COMPANY_FORM = /(?<![\p{L}])(?:Ltd|Limited|Inc|LLC|GmbH|PLC|Pty|S\.A|SAS|SARL|B\.?V|Oy|K\.K)(?![\p{L}])/u;
const PIN_BEFORE = /(?<![\p{L}])(?:KRA\s+)?PIN(?:\s+(?:No\.?|Number))?\s*[:#]?\s*$/u;
const COMPANY_CHARS = 120;
/** Version 38: a line of a company's registry entry ("Registro Mercantil de Cantabria, Tomo 1.042, Folio 88 …"): its numbers are the registry's. */
const REGISTRY_LINE =
  /(?<![\p{L}])(?:registro\s+mercantil|registro\s+de\s+(?:bancos|entidades)|albo\s+(?:banche|società)|handelsregister|registre\s+du\s+commerce|companies\s+house|registered\s+in\s+england)(?![\p{L}])/iu;
export const registryLine = (text: string): boolean => REGISTRY_LINE.test(text);

export function companyTaxPin(text: string, c: Candidate): boolean {
  if (c.value.length < 9 || !/[A-Za-z]/.test(c.value) || !/\d/.test(c.value)) return false;
  const before = text.slice(Math.max(0, c.start - COMPANY_CHARS), c.start);
  return PIN_BEFORE.test(before) && COMPANY_FORM.test(before);
}
