// What the characters and words around a number say about whether and how it is typed: shape-based rejections no label
// overrides (amounts, units, identifiers), and since version 21 examples and a brand's prefix typed with the digits.

// Version 21: a number given as an example shows a code's shape and is typed by no one ("a 6-digit verification code
// (like 123456)", "z. B. 123456", "par exemple 123456", "por ejemplo", "ad esempio", "bijvoorbeeld", "например").
// Matched from the start of the one or two words before the number, so that no scan runs over the text before it.
const EXAMPLE_BEFORE =
  /^[(\[,"'“«]*(?:\S*[(,]\s*like|e\.\s?g\.?|eg\.|for\s+(?:example|instance)|such\s+as|example\s*:|sample\s*:|z\.\s?B\.|zum\s+Beispiel|beispielsweise|Beispiel\s*:|p\.\s?ex\.|par\s+exemple|exemple\s*:|por\s+ejemplo|p\.\s?ej\.|ejemplo\s*:|por\s+exemplo|exemplo\s*:|ad\s+esempio|per\s+esempio|ad\s+es\.|esempio\s*:|bijvoorbeeld|bijv\.|bv\.|voorbeeld\s*:|np\.|na\s+przykład|przykład\s*:|например|напр\.|пример\s*:)\s*[:"'“«‘(]?\s*$/iu;

// Version 93: the next of a list of examples ("such as 000000 or 999999", "e.g. 123456, 111111"): the one before it is tried.
const LISTED_AFTER = /\d[\d ]{2,14}\s*(?:,|\s(?:or|and|oder|und|ou|o|y|et))\s*$/iu;
const LIST_LOOKBACK = 24;

/** The number follows words that give it as an example: tried on the last word before it, then the last two; or it is the next of a
 * list whose first such number is (LISTED_AFTER). */
function givenAsExample(text: string, start: number, listed = 0): boolean {
  const from = Math.max(0, start - LIST_LOOKBACK);
  const previous = listed < 3 ? LISTED_AFTER.exec(text.slice(from, start)) : null;
  if (previous && givenAsExample(text, from + previous.index, listed + 1)) return true;
  let i = start;
  while (i > 0 && start - i < 4 && /[\s:"'“«‘(]/.test(text[i - 1] ?? '')) i--;
  for (let words = 0; words < 2 && i > 0; words++) {
    while (i > 0 && !/\s/.test(text[i - 1] ?? '') && start - i < 24) i--;
    if (EXAMPLE_BEFORE.test(text.slice(i, start))) return true;
    while (i > 0 && /\s/.test(text[i - 1] ?? '') && start - i < 24) i--;
  }
  return false;
}

// Version 21: a brand's "G-" is not typed ("G-552190 is your code") unless the mail says it is: the prefix quoted
// after a word of inclusion ('including the "G-"'; 'the "N-" is already filled in' says the opposite), or the prefix or the letters named as part of what is typed, in the covered
// languages. Found with indexOf and one fixed expression: nothing is built from the mail.
const PREFIX_QUOTES = ['"', '”', '“', "'", '’', '»', '«', '`'];
// The words of inclusion and the articles after them, written once for both expressions below.
const INCLUDING = String.raw`(?<![\p{L}])(?:includ\p{L}*|with|inklusive|einschließlich|mit|y\s+compris|avec|incluid\p{L}*|incluso|compres[oa]|con|com|inclusief|met)\s+(?:(?:the|its|le|la|les|el|il|lo|o|a|de|het|das|dem|den|die)\s+)?`;
const PREFIX_INCLUDED = new RegExp(
  String.raw`${INCLUDING}(?:prefix|präfix|préfixe|prefijo|prefisso|prefixo|voorvoegsel|letters?|buchstaben|lettres|letras|lettere)(?![\p{L}])`,
  'iu',
);
const INCLUDING_BEFORE = new RegExp(String.raw`${INCLUDING}["”“'’»«\x60]$`, 'iu');
// Review of version 62: bare, only a word of including ("including the KP-"; not "start with G-", "con QY-"), or "QY- included" after it.
const INCLUDING_BARE =
  /(?<![\p{L}])(?:including|inklusive|einschließlich|y\s+compris|incluyendo|incluindo|inclusief)\s+(?:the\s+|das\s+|le\s+|el\s+|o\s+|het\s+)?$/iu;
const INCLUDED_AFTER = /^\s+(?:included|inclusive|inclus|incluido|inbegriffen|inbegrepen)(?![\p{L}])/iu;
// Version 81: "the HK- at the front is part of it"; "enter the whole code below, letters and dash included".
const PART_OF_IT_AFTER =
  /^\s+(?:(?:at\s+the\s+(?:front|start|beginning)|in\s+front)\s+)?(?:is|are)\s+part\s+of\s+(?:it|the\s+code)(?![\p{L}])/iu;
// Review of version 81: not "shown with the prefix included, but … type only the six digits".
const DIGITS_ONLY = /(?<![\p{L}])(?:type|enter)\s+only\s+the\s+(?:\p{L}+\s+)?(?:digits|numbers)(?![\p{L}])/iu;
const LETTERS_INCLUDED = /(?<![\p{L}])(?:prefix|letters?)(?:\s+and\s+(?:the\s+)?(?:dash|hyphen))?\s+included(?![\p{L}])/iu;
/** Version 68: "type it with the N- in front": the prefix kept at the front of what is typed. */
const WITH_BEFORE = /(?<![\p{L}])with\s+(?:the\s+)?$/iu;
const NOT_NEEDED = /(?<![\p{L}])(?:don['’]t|do\s+not|doesn['’]t|no\s+need|needn['’]t|never|without)(?![\p{L}])/iu;
const IN_FRONT_AFTER = /^\s+(?:in\s+front|at\s+the\s+(?:start|front|beginning))(?![\p{L}])/iu;

// A cheap gate before the expression above: most mails name no prefix and no letters.
const PREFIX_WORD = /pr[eéä]fi|lett|buchst|letra|voorvoeg/i;

export function prefixTyped(text: string, prefix: string): boolean {
  for (let at = text.indexOf(`${prefix}-`); at >= 0; at = text.indexOf(`${prefix}-`, at + 1)) {
    // 'including the "G-"', not 'the "N-" is already filled in': a word of inclusion before the quoted prefix.
    const next = text[at + prefix.length + 1] ?? '';
    if (PREFIX_QUOTES.includes(next) && INCLUDING_BEFORE.test(text.slice(Math.max(0, at - 24), at))) return true;
    // Version 62: or bare, standing on its own ("including the KP- at the start"; version 80: "including TL-.").
    if ((next === '' || /[\s.,;:!)]/u.test(next)) && INCLUDING_BARE.test(text.slice(Math.max(0, at - 24), at))) return true;
    if (INCLUDED_AFTER.test(text.slice(at + prefix.length + 1, at + prefix.length + 16))) return true;
    if (PART_OF_IT_AFTER.test(text.slice(at + prefix.length + 1, at + prefix.length + 48))) return true;
    const after = text.slice(at + prefix.length + 1, at + prefix.length + 24);
    // Review of version 68: not "You don't have to type it with the K- in front", nor "… with or without the K-".
    const lead =
      text
        .slice(Math.max(0, at - 60), at)
        .split(/[.!?]\s/u)
        .at(-1) ?? '';
    if (WITH_BEFORE.test(lead.slice(-24)) && IN_FRONT_AFTER.test(after) && !NOT_NEEDED.test(lead) && !/or\s+without/iu.test(after))
      return true;
  }
  return PREFIX_WORD.test(text) && (PREFIX_INCLUDED.test(text) || (LETTERS_INCLUDED.test(text) && !DIGITS_ONLY.test(text)));
}

// Version 84: three capitals before the digits are typed with them (version 19), unless the mail leaves them out: "The screen
// already shows VSK-, so you only need the six digits", "The CLR- part only shows it came from us; you don't type it", "type the
// numbers after the dash", "type only the six digits" (heldout193 and 195); version 87: 'the 6 digits after "HLX-"'. Found with indexOf, as above.
const SHOWN_BEFORE =
  /(?<![\p{L}])(?:already\s+(?:shows|has|displays|fills\s+in)|(?:shows|displays)|without|excluding|minus|skip|drop|leave\s+out|(?:digits|numbers|part)\s+(?:after|following|that\s+follows?))\s+(?:the\s+)?["”“'’»«\x60]?$/iu;
const PART_AFTER = /^\s*["”“'’»«\x60]?\s*(?:part|bit|prefix)(?![\p{L}])/iu;
// Version 106: "just type the six digits" (not "just enter the numbers and letters"), 'The "PFN-" part is already filled in' (NOT_TYPED).
const ONLY_DIGITS =
  /(?<![\p{L}])(?:(?:only|just)\s+(?:need|type|enter)\s+the\s+(?:\p{L}+\s+)?(?:digits|numbers)(?!\s+(?:of|from|in|on|and|or|&)\s)|(?:digits|numbers)\s+after\s+the\s+(?:dash|hyphen|prefix))(?![\p{L}])/iu;
/** Version 84: a line that says only the digits are typed ("type the numbers after the dash", "type only the six digits"). */
export const onlyDigitsTyped = (line: string): boolean =>
  ONLY_DIGITS.test(line) || (DIGITS_ONLY.test(line) && !/(?:digits|numbers)\s+(?:of|from|in|on)\s/iu.test(line));
export function prefixLeftOut(text: string, prefix: string): boolean {
  // Review of version 84: never when the mail types it ("including KLM-"), only a bare prefix is shown ("shows VSK-,", not "shows
  // NVB-482913"), only a part the reader does not type ("The ZXP- part is not optional" keeps it), and only digits named for
  // nothing else ("only enter the digits of your card number" is another number's).
  if (prefixTyped(text, prefix)) return false;
  for (let at = text.indexOf(`${prefix}-`); at >= 0; at = text.indexOf(`${prefix}-`, at + 1)) {
    const bare = !/[\p{L}\p{N}]/u.test(text[at + prefix.length + 1] ?? '');
    if (bare && SHOWN_BEFORE.test(text.slice(Math.max(0, at - 30), at))) return true;
    const sentence = text.slice(at, at + 120).split(/[.!?](?:\s|$)/u)[0] ?? '';
    if (bare && PART_AFTER.test(text.slice(at + prefix.length + 1, at + prefix.length + 12)) && NOT_TYPED.test(sentence)) return true;
  }
  return onlyDigitsTyped(text);
}
/** Whether a brand's prefix is typed with its digits, as the mail's lines say: one or two capitals only when a line says so (version
 * 21), three unless the mail leaves them out (versions 19 and 84). */
export const typedWhole = (lines: readonly string[], prefix: string): boolean =>
  lines.some((t) => prefixTyped(t, prefix)) || (/^[A-Z]{3}$/u.test(prefix) && !lines.some((t) => prefixLeftOut(t, prefix)));
const NOT_TYPED =
  /(?<![\p{L}])(?:(?:don['’]t|do\s+not|no\s+need\s+to|needn['’]t|never)\s+(?:type|enter|include|add|key)|only\s+(?:shows|marks|says|tells)|is\s+not\s+part|is\s+already\s+(?:filled\s+in|entered|shown|there))(?![\p{L}])/iu;

const NON_ASCII_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const MASKED_BEFORE = /[*•●]{2,}[-\s.]?$/u;
const HEX_HASH = /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)(?:[0-9a-f]{7}|[0-9a-f]{12,40})$/;
// Version 105: and the other currencies' signs ("350 000 ֏/ամիս", "₸ 12 500").
const CURRENCY_SIGNS = '₸₴₾₼֏₮₺₦₱₫₪₭₲৳₡₵';
const REJECT_BEFORE = new Set(`#№$€£¥₹₽₩¢+*•@&=\\/~^_${CURRENCY_SIGNS}`.split(''));
// Version 33: "รหัส OTP = 839406": an equals sign with a space on each side introduces a value, as a colon does; glued
// ("id=839406") it is a parameter's.
const SPACED_EQUALS = / = $/;
// "482 913 771#": a dial-in PIN, typed on a phone's keypad, never into a form.
const REJECT_AFTER = new Set(`%€£$¥₹₽₩¢円元°_#${CURRENCY_SIGNS}`.split(''));
// Words that turn the number before them into an amount, a size or a count.
// Version 46: and a meter's units ("06218 kWh", "03317.4 m³").
const UNIT_AFTER =
  /^(?:usd|eur|gbp|chf|jpy|cny|rmb|rub|руб|рублей|kr|zł|pln|brl|px|pt|em|kb|mb|gb|tb|hz|khz|mhz|ghz|kg|g|lbs?|km|cm|mm|mi|ft|sq|m2|items?|pcs|stk|x|st[üu]ck|mins?|minutes|hours|days|sec|seconds|reviews|users|customers|members|followers|subscribers|downloads|views|stars|points|pts|miles|meters|steps|words|calories|kcal|times|kwh|mwh|m³|m3|litres?|liters?|l(?!['’])|шт|штук|лет|год|円|元)(?![\p{L}\p{N}])/iu;

// Review of version 50: "OTP for … card XX4821 is 482913 **", "one-time password: 482913 ***".
const CODE_LEADS = /(?:code|otp|pin|passcode|password)(?:[^.]{0,50}?\s(?:is|:)|\s*(?:is|:)?)\s*$/iu;
function charBefore(text: string, index: number): string {
  return text[index - 1] ?? '';
}

function firstNonSpace(text: string, from: number, step: 1 | -1, within: number): string {
  for (let i = from, n = 0; i >= 0 && i < text.length && n < within; i += step, n++) {
    const c = text[i] ?? '';
    if (c !== ' ') return c;
  }
  return '';
}

/** Shape-based rejections that no label can override: amounts, masked card digits, identifiers. */
export function rejectedByNeighbours(text: string, c: { readonly start: number; readonly end: number }): boolean {
  const before = charBefore(text, c.start);
  const after = text[c.end] ?? '';
  if (NON_ASCII_LETTER.test(before) || NON_ASCII_LETTER.test(after)) return true;
  if (REJECT_BEFORE.has(firstNonSpace(text, c.start - 1, -1, 2)) && !SPACED_EQUALS.test(text.slice(Math.max(0, c.start - 3), c.start)))
    return true;
  if (REJECT_AFTER.has(firstNonSpace(text, c.end, 1, 2))) return true;
  // "1.5", "3,99" - a decimal part glued on even where the tokenizer split it off
  if ((after === '.' || after === ',') && /\d/.test(text[c.end + 1] ?? '')) return true;
  if (givenAsExample(text, c.start)) return true;
  // Version 31: masked digits before a separator ("(***) ***-4471"), and a commit's short hash ("9f3c2ab Make OTP …").
  if (MASKED_BEFORE.test(text.slice(Math.max(0, c.start - 8), c.start))) return true;
  // Version 35: the head of a masked value ("PIN: A0129*****Q").
  // Version 48: or its head before a space and the mask ("wallet 0803 *** 4471"), or a value masked inside ("05XXXXX318").
  // Review of version 48: a mask after a space only when digits follow it (not "482913 ***").
  if (/^[*•●]{2,}|^\s[*•●]{2,}\s?\d/u.test(text.slice(c.end, c.end + 8)) || /\d[Xx*]{3,}\d/u.test(text.slice(c.start, c.end))) return true;
  // Review of version 49: "sent to 415 555 ****.": a mask that ends the number, unless a code's label leads to it ("Your login code: 482913 ****").
  if (
    /^\s[*•●]{2,}\s*(?:[.,;)]|$)/u.test(text.slice(c.end, c.end + 12)) &&
    !CODE_LEADS.test(text.slice(Math.max(0, c.start - 70), c.start)) &&
    !/^\s*[*•●]/u.test(text)
  )
    return true;
  if (HEX_HASH.test(text.slice(c.start, c.end))) return true;
  // Version 79: a port in a shell command ("$ ngrok http 8080 --domain=…"; review of version 79: not any argument, "$ acme login 551820").
  if (SHELL_PROMPT.test(text) && PORT_BEFORE.test(text.slice(Math.max(0, c.start - 12), c.start))) return true;
  return UNIT_AFTER.test(text.slice(c.end, c.end + 16).trimStart());
}
const SHELL_PROMPT = /^\s*[$%]\s+[a-z][\w.-]*\s/u;
const PORT_BEFORE = /(?<![\p{L}-])(?:https?|tcp|udp|tls|port|-p|--port)[=\s]\s*$/iu;

/** Version 76: "FH-338150" ⏎ "The box already shows FH-, so type only the six digits after it": a prefix and its digits alone
 * on their line, the prefix named by the next one. */
export function prefixNamedBelow(text: string, c: { readonly start: number; readonly end: number }, next: string): boolean {
  const prefix = /^\s*([A-Z]{1,3}-)$/u.exec(text.slice(0, c.start))?.[1];
  if (prefix === undefined || text.slice(c.end).trim() !== '') return false;
  // Review of version 76: the prefix named alone ("shows FH-, so …"), not the whole value again ("Please quote SR-482913").
  for (let at = next.indexOf(prefix); at !== -1; at = next.indexOf(prefix, at + 1))
    if (!/\d/u.test(next[at + prefix.length] ?? '')) return true;
  return false;
}

/** Version 88: "115 902 648" ⏎ "Enter all nine digits within 20 minutes.": the words after a value count its digits, as typed. */
const COUNT_WORDS = ['four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const COUNTS_DIGITS =
  /(?<![\p{L}])(?:enter|type|input|key\s+in)\s+(?:all\s+)?(?:the\s+|those\s+|these\s+)?(\p{L}+|\d+)(?:\s+digits|[\s-]digit\s+(?:number|code))(?![\p{L}])/iu;
export function countsItsDigits(words: string, value: string): boolean {
  const n = COUNTS_DIGITS.exec(words)?.[1]?.toLowerCase();
  const counted = n === undefined ? -1 : /^\d+$/u.test(n) ? Number(n) : COUNT_WORDS.includes(n) ? COUNT_WORDS.indexOf(n) + 4 : -1;
  return /^\d+$/u.test(value) && counted === value.length;
}
