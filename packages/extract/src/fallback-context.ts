import { EXPIRES, SHORT_DURATION, STREET_WORDS, USE_VERB, findCodeLabels, hasPromoContext, type LabelMatch } from './labels.js';
import { saysLogin, saysVerify } from './intent-words.js';
import { DONT_SHARE } from './sole.js';

// What one line says around a spot, as yes/no facts for the learned fallback. Fixed expressions only.

/** Words of things that carry numbers but are no code: orders, parcels, bookings, money, places, vouchers. */
export const THING_WORDS =
  /(?<![\p{L}])(?:order|orders|tracking|track|invoice|receipt|booking|reservation|confirmation\s+number|ticket|tickets|gift|voucher|promo|coupon|discount|wi-?fi|wlan|door|gate|locker|keypad|key\s*safe|alarm|account\s+(?:number|no)|customer|member(?:ship)?|ref|reference|case|ticket|claim|policy|iban|sort\s+code|flight|seat|room|parcel|package|shipment|bestellung|auftrag|rechnung|buchung|commande|facture|réservation|pedido|factura|reserva|ordine|fattura|prenotazione|заказ|zamówienie|bestelling|factuur)(?![\p{L}])/iu;
const PHONE_WORDS =
  /(?<![\p{L}])(?:phone|tel|telephone|call|fax|mobile|hotline|whatsapp|telefon|téléphone|teléfono|telefono|телефон)(?![\p{L}])/iu;
const MONTHS =
  /(?<![\p{L}])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![\p{L}])/iu;
const CURRENCY = /[$€£¥₹₽₩]|(?<![\p{L}])(?:usd|eur|gbp|chf|jpy|inr|brl|pln|sek|nok|dkk|cad|aud|r\$|kr|zł)(?![\p{L}])/iu;

/** Labels of a line, found once per line text. */
export class LineLabels {
  private readonly cache = new Map<string, LabelMatch[]>();
  of(text: string): LabelMatch[] {
    let labels = this.cache.get(text);
    if (!labels) {
      labels = findCodeLabels(text);
      this.cache.set(text, labels);
    }
    return labels;
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

/** Facts of the spot text[start, end) given the line above and below ("" when there is none). */
export function lineFacts(labels: LineLabels, text: string, start: number, end: number, above: string, below: string): number[] {
  const own = labels.of(text);
  const up = above === '' ? [] : labels.of(above);
  const down = below === '' ? [] : labels.of(below);
  const before = text.slice(Math.max(0, start - NEAR), start);
  const after = text.slice(end, end + NEAR);
  const around = before + ' ' + after;
  const prev = text[start - 1] ?? ' ';
  const next = text[end] ?? ' ';
  const nextWord = /^\s*([\p{L}]+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
  const rest = (text.slice(0, start) + text.slice(end)).replace(/[\s:.,;!()"'«»“”\-–—|*#]/g, '');
  const yes = (b: boolean): number => (b ? 1 : 0);
  return [
    yes(nearBefore(own, 'strong', start)),
    yes(nearBefore(own, 'weak', start)),
    yes(nearBefore(own, 'negative', start)),
    yes(nearAfter(own, 'strong', end)),
    yes(nearAfter(own, 'negative', end)),
    yes(anyLabel(up, 'strong')),
    yes(anyLabel(up, 'weak')),
    yes(anyLabel(up, 'negative')),
    yes(anyLabel(down, 'strong')),
    yes(anyLabel(down, 'negative')),
    yes(THING_WORDS.test(below) || THING_WORDS.test(after)),
    yes(USE_VERB.test(before)),
    yes(USE_VERB.test(above)),
    yes(saysVerify(text) || saysLogin(text)),
    yes(saysVerify(above) || saysLogin(above)),
    yes((EXPIRES.test(text) && SHORT_DURATION.test(text)) || (EXPIRES.test(below) && SHORT_DURATION.test(below))),
    yes(DONT_SHARE.test(text) || DONT_SHARE.test(below)),
    yes(/[:：]\s*$/.test(before)),
    yes(/[:：]\s*$/.test(above)),
    yes(THING_WORDS.test(before)),
    yes(THING_WORDS.test(above)),
    yes(PHONE_WORDS.test(around) || prev === '+' || prev === '('),
    yes(CURRENCY.test(text.slice(Math.max(0, start - 4), end + 5)) || next === '%'),
    yes(MONTHS.test(around) || /^[/:]\d/.test(text.slice(end, end + 2)) || /\d[/:]$/.test(text.slice(Math.max(0, start - 2), start))),
    yes(STREET_WORDS.has(nextWord)),
    yes('/=@?&_.'.includes(prev) || '/=@?&_'.includes(next) || (next === '.' && /^\.[A-Za-z0-9]/.test(text.slice(end, end + 2)))),
    yes(prev === '#'),
    yes(hasPromoContext(text, true)),
    yes(rest.length <= 2),
    yes(text.length <= 40),
    yes('"\'«“`'.includes(prev)),
  ];
}
