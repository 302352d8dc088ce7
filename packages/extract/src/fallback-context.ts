import { EXPIRES, SHORT_DURATION, STREET_WORDS, USE_VERB, findCodeLabels, hasPromoContext, type LabelMatch } from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { DONT_SHARE } from './sole.js';
import { codeShapedSpots, type Spot } from './fallback-candidates.js';

// What one line says around a spot, as yes/no facts for the learned fallback. Fixed expressions only.

/** Words of things that carry numbers but are no code: orders, parcels, bookings, money, places, vouchers. */
export const THING_WORDS =
  /(?<![\p{L}])(?:order|orders|tracking|track|invoice|receipt|booking|reservation|confirmation\s+number|ticket|tickets|gift|voucher|promo|coupon|discount|wi-?fi|wlan|door|gate|locker|keypad|key\s*safe|alarm|account\s+(?:number|no)|customer|member(?:ship)?|ref|reference|case|ticket|claim|policy|iban|sort\s+code|flight|seat|room|parcel|package|shipment|bestellung|auftrag|rechnung|buchung|commande|facture|réservation|pedido|factura|reserva|ordine|fattura|prenotazione|заказ|zamówienie|bestelling|factuur)(?![\p{L}])/iu;
const PHONE_WORDS =
  /(?<![\p{L}])(?:phone|tel|telephone|call|fax|mobile|hotline|whatsapp|telefon|téléphone|teléfono|telefono|телефон)(?![\p{L}])/iu;
const MONTHS =
  /(?<![\p{L}])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![\p{L}])/iu;
const CURRENCY = /[$€£¥₹₽₩]|(?<![\p{L}])(?:usd|eur|gbp|chf|jpy|inr|brl|pln|sek|nok|dkk|cad|aud|r\$|kr|zł)(?![\p{L}])/iu;

// What a line says anywhere in it, as bits, read once per line text.
const VERIFY = 1;
const EXPIRES_SHORT = 2;
const DONT = 4;
const PROMO = 8;
const THING = 16;
const VERB = 32;

/**
 * Labels and line-wide facts, found once per line text. `labels` may be the rules' own cache (src/codes.ts): the same
 * findCodeLabels of the same line texts.
 */
export class LineCache {
  private readonly said = new Map<string, number>();
  constructor(private readonly labels: Map<string, LabelMatch[]> = new Map()) {}

  private readonly found = new Map<string, Spot[]>();
  /** glanceFacts of each spot (found by spots: one object per spot of a line text). */
  readonly glanced = new Map<Spot, number[]>();

  /** The line's code-shaped spots (src/fallback-candidates.ts): a text part repeats most lines of its HTML part. */
  spots(text: string): Spot[] {
    let spots = this.found.get(text);
    if (!spots) this.found.set(text, (spots = codeShapedSpots(text)));
    return spots;
  }

  of(text: string): LabelMatch[] {
    let labels = this.labels.get(text);
    if (!labels) this.labels.set(text, (labels = findCodeLabels(text)));
    return labels;
  }

  says(text: string): number {
    let bits = this.said.get(text);
    if (bits === undefined) {
      bits =
        (saysVerify(text) || saysLogin(text) ? VERIFY : 0) |
        (EXPIRES.test(text) && SHORT_DURATION.test(text) ? EXPIRES_SHORT : 0) |
        (DONT_SHARE.test(text) ? DONT : 0) |
        (hasPromoContext(text, true) ? PROMO : 0) |
        (THING_WORDS.test(text) ? THING : 0) |
        (USE_VERB.test(text) ? VERB : 0);
      this.said.set(text, bits);
    }
    return bits;
  }
}

const NEAR = 40;
const nearBefore = (labels: readonly LabelMatch[], kind: string, start: number): boolean =>
  labels.some((l) => l.kind === kind && l.end <= start && start - l.end <= NEAR);
const nearAfter = (labels: readonly LabelMatch[], kind: string, end: number): boolean =>
  labels.some((l) => l.kind === kind && l.start >= end && l.start - end <= NEAR);
const anyLabel = (labels: readonly LabelMatch[], kind: string): boolean => labels.some((l) => l.kind === kind);

/** Names of the line facts, in the order lineFacts returns them. */
export const LINE_FACTS = [
  'strongBefore',
  'weakBefore',
  'negativeBefore',
  'strongAfter',
  'negativeAfter',
  'strongAbove',
  'weakAbove',
  'negativeAbove',
  'strongBelow',
  'negativeBelow',
  'thingBelow',
  'verbBefore',
  'verbAbove',
  'verifyLine',
  'verifyAbove',
  'expiresNear',
  'dontShareNear',
  'colonBefore',
  'colonAbove',
  'thingBefore',
  'thingAbove',
  'phoneNear',
  'currencyNear',
  'dateNear',
  'streetAfter',
  'glued',
  'hashBefore',
  'promoLine',
  'alone',
  'shortLine',
  'quoted',
] as const;

/**
 * The line facts a quick look leaves unread (at 0): what the lines around say, the words of whole lines, and the
 * spot's own words that tell a number is something else. What it reads is the line's own labels and the characters
 * around the spot.
 */
export const UNREAD_AT_A_GLANCE: readonly (typeof LINE_FACTS)[number][] = [
  'strongAbove',
  'weakAbove',
  'negativeAbove',
  'strongBelow',
  'negativeBelow',
  'thingBelow',
  'verbAbove',
  'verifyLine',
  'verifyAbove',
  'expiresNear',
  'dontShareNear',
  'thingBefore',
  'thingAbove',
  'phoneNear',
  'currencyNear',
  'dateNear',
  'streetAfter',
  'promoLine',
];

const yes = (b: boolean): number => (b ? 1 : 0);
const COLON_END = /[:：]\s*$/;
// What is not a word beside a spot: spaces and punctuation.
const NOT_A_WORD = new Set([
  ...'\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
  ...':.,;!()"\'«»“”-–—|*#',
]);
const NEXT_WORD = /^\s*([\p{L}]+)/u;
const I = Object.fromEntries(LINE_FACTS.map((name, k) => [name, k])) as Record<(typeof LINE_FACTS)[number], number>;

/** Facts of the spot text[start, end) given the line above and below ("" when there is none). */
export function lineFacts(lines: LineCache, text: string, spot: Spot, above: string, below: string): number[] {
  const { start, end } = spot;
  const row = glanceFacts(lines, text, spot, above);
  const up = above === '' ? [] : lines.of(above);
  const down = below === '' ? [] : lines.of(below);
  const before = text.slice(Math.max(0, start - NEAR), start);
  const after = text.slice(end, end + NEAR);
  const around = before + ' ' + after;
  const prev = text[start - 1] ?? ' ';
  const next = text[end] ?? ' ';
  const nextWord = NEXT_WORD.exec(after)?.[1]?.toLowerCase() ?? '';
  const line = lines.says(text);
  const lineAbove = lines.says(above);
  const lineBelow = lines.says(below);
  row[I.strongAbove] = yes(anyLabel(up, 'strong'));
  row[I.weakAbove] = yes(anyLabel(up, 'weak'));
  row[I.negativeAbove] = yes(anyLabel(up, 'negative'));
  row[I.strongBelow] = yes(anyLabel(down, 'strong'));
  row[I.negativeBelow] = yes(anyLabel(down, 'negative'));
  row[I.thingBelow] = yes((lineBelow & THING) !== 0 || THING_WORDS.test(after));
  row[I.verbAbove] = yes((lineAbove & VERB) !== 0);
  row[I.verifyLine] = yes((line & VERIFY) !== 0);
  row[I.verifyAbove] = yes((lineAbove & VERIFY) !== 0);
  row[I.expiresNear] = yes(((line | lineBelow) & EXPIRES_SHORT) !== 0);
  row[I.dontShareNear] = yes(((line | lineBelow) & DONT) !== 0);
  row[I.thingBefore] = yes(THING_WORDS.test(before));
  row[I.thingAbove] = yes((lineAbove & THING) !== 0);
  row[I.phoneNear] = yes(PHONE_WORDS.test(around) || prev === '+' || prev === '(');
  row[I.currencyNear] = yes(CURRENCY.test(text.slice(Math.max(0, start - 4), end + 5)) || next === '%');
  row[I.dateNear] = yes(
    MONTHS.test(around) || /^[/:]\d/.test(text.slice(end, end + 2)) || /\d[/:]$/.test(text.slice(Math.max(0, start - 2), start)),
  );
  row[I.streetAfter] = yes(STREET_WORDS.has(nextWord));
  row[I.promoLine] = yes((line & PROMO) !== 0);
  return row;
}

/** At most `max` characters of the line outside text[start, end) that are not spaces or punctuation: more than two is not alone. */
function restLength(text: string, start: number, end: number, max: number): number {
  let n = 0;
  for (let k = 0; k < text.length && n < max; k++) {
    if (k === start) k = end;
    if (k < text.length && !NOT_A_WORD.has(text[k] as string)) n++;
  }
  return n;
}

/**
 * lineFacts at a glance: the line's own labels and the characters around the spot; UNREAD_AT_A_GLANCE stand at 0.
 * The same spot of the same line text (src/fallback-context.ts' spots) is read once; the returned row is the caller's.
 */
export function glanceFacts(lines: LineCache, text: string, spot: Spot, above: string): number[] {
  let row = lines.glanced.get(spot);
  if (!row) lines.glanced.set(spot, (row = glanceAt(lines, text, spot.start, spot.end)));
  row = row.slice();
  row[I.colonAbove] = yes(COLON_END.test(above));
  return row;
}

function glanceAt(lines: LineCache, text: string, start: number, end: number): number[] {
  const own = lines.of(text);
  const before = text.slice(Math.max(0, start - NEAR), start);
  const prev = text[start - 1] ?? ' ';
  const next = text[end] ?? ' ';
  const row = new Array<number>(LINE_FACTS.length).fill(0);
  row[I.strongBefore] = yes(nearBefore(own, 'strong', start));
  row[I.weakBefore] = yes(nearBefore(own, 'weak', start));
  row[I.negativeBefore] = yes(nearBefore(own, 'negative', start));
  row[I.strongAfter] = yes(nearAfter(own, 'strong', end));
  row[I.negativeAfter] = yes(nearAfter(own, 'negative', end));
  row[I.verbBefore] = yes(USE_VERB.test(before));
  row[I.colonBefore] = yes(COLON_END.test(before));
  row[I.glued] = yes(
    '/=@?&_.'.includes(prev) || '/=@?&_'.includes(next) || (next === '.' && /^\.[A-Za-z0-9]/.test(text.slice(end, end + 2))),
  );
  row[I.hashBefore] = yes(prev === '#');
  row[I.alone] = yes(restLength(text, start, end, 3) <= 2);
  row[I.shortLine] = yes(text.length <= 40);
  row[I.quoted] = yes('"\'«“`'.includes(prev));
  return row;
}
