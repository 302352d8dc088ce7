import { isPlausibleAlphanumeric, letterDigitTransitions } from './candidates.js';
import { LINE_FACTS, LineLabels, THING_WORDS, lineFacts } from './fallback-context.js';
import { codeShapedSpots } from './fallback-candidates.js';
import { EXTRACT_LIMITS } from './limits.js';
import { footerMarkerIndex } from './labels.js';
import { collapseWhitespace, normalizeText } from './normalize.js';
import { joinSpacedCharacters, readSpokenDigits, type Segment } from './segments.js';

// Each code-shaped value of a mail as a row of numbers for the learned fallback (src/fallback.ts): its shape, where
// and how often it stands, what its lines say around it, and what the mail as a whole is about.

/** What the mail as a whole says, from the extractor's own readings (src/intent.ts, notices.ts, meetings.ts). */
export interface MailFacts {
  aboutVerifying: boolean;
  notice: boolean;
  meeting: boolean;
  shortLived: boolean;
}

export interface FallbackMail {
  subject: string;
  html: readonly Segment[];
  text: readonly Segment[];
  facts: MailFacts;
  /** The rules' score per value they weighed (src/evidence.ts); only for a model trained with the rules' features. */
  ruleScores?: ReadonlyMap<string, number>;
}

/** A trained model (src/fallback-model.ts): a weight per feature, in FEATURE_NAMES order. */
export interface FallbackModel {
  features: readonly string[];
  weights: readonly number[];
  bias: number;
  threshold: number;
}

const SHAPE_FEATURES = [
  'length',
  'digitsOnly',
  'hasLetters',
  'hasLower',
  'hasUpper',
  'lettersOnly',
  'dashed',
  'grouped',
  'dotGrouped',
  'len4',
  'len6',
  'len8',
  'len9plus',
  'yearLike',
  'transitions',
  'plausibleAlnum',
  'leadingZero',
] as const;
const PLACE_FEATURES = [
  'inSubject',
  'inHtml',
  'inText',
  'inSubjectAndBody',
  'occurrences',
  'earliness',
  'early',
  'emphasized',
  'inFooter',
] as const;
const MAIL_FEATURES = [
  'aboutVerifying',
  'notice',
  'meeting',
  'shortLived',
  'thingSubject',
  'strongInMail',
  'promoInMail',
  'spotsInMail',
  'oneValue',
  'ruleScore',
  'ruleRejected',
] as const;
/** Features read from the rules' scores: a model trained without them holds them at weight 0. */
export const RULE_FEATURES = ['ruleScore', 'ruleRejected'] as const;

/** Every feature's name, in row order. */
export const FEATURE_NAMES: readonly string[] = [...SHAPE_FEATURES, ...PLACE_FEATURES, ...LINE_FACTS, ...MAIL_FEATURES];

/** Spots read per mail: the code of a real mail sits near the top, and the work stays bounded. */
export const MAX_SPOTS_PER_MAIL = 400;
const MAX_SEGMENTS = 400;
const EARLY_LINES = 12;

function shapeRow(value: string, grouped: boolean, separator: string): number[] {
  const n = value.replaceAll('-', '').length;
  const digitsOnly = /^[\d]+$/.test(value);
  const letters = /[A-Za-z]/.test(value);
  const yes = (b: boolean): number => (b ? 1 : 0);
  return [
    n / 10,
    yes(digitsOnly),
    yes(letters),
    yes(/[a-z]/.test(value)),
    yes(/[A-Z]/.test(value)),
    yes(!/\d/.test(value)),
    yes(value.includes('-')),
    yes(grouped),
    yes(separator === '.'),
    yes(n === 4),
    yes(n === 6),
    yes(n === 8),
    yes(n >= 9),
    yes(digitsOnly && n === 4 && /^(?:19|20)\d\d$/.test(value)),
    letters && !digitsOnly ? letterDigitTransitions(value.replaceAll('-', '')) / n : 0,
    yes(letters && /\d/.test(value) && isPlausibleAlphanumeric(value.replaceAll('-', ''))),
    yes(digitsOnly && value.startsWith('0')),
  ];
}

interface ValueSpots {
  value: string;
  rows: number[][];
  subject: boolean;
  html: boolean;
  text: boolean;
  count: number;
}

function prepare(segments: readonly Segment[]): Segment[] {
  return readSpokenDigits(joinSpacedCharacters(segments.slice(0, MAX_SEGMENTS)));
}

/**
 * The mail's distinct code-shaped values and one row of numbers each (FEATURE_NAMES), in first-seen order. A value
 * seen several times takes, feature by feature, the largest of its occurrences' numbers.
 */
export function mailRows(mail: FallbackMail): { values: string[]; rows: number[][] } {
  const subjectText = collapseWhitespace(normalizeText(mail.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars)));
  const parts: Array<{ source: 'subject' | 'html' | 'text'; segments: Segment[] }> = [
    { source: 'subject', segments: subjectText === '' ? [] : [{ text: subjectText, emphasized: false }] },
    { source: 'html', segments: prepare(mail.html) },
    { source: 'text', segments: prepare(mail.text) },
  ];
  const labels = new LineLabels();
  const byValue = new Map<string, ValueSpots>();
  let spots = 0;
  for (const { source, segments } of parts) {
    const footer = segments.findIndex((s) => footerMarkerIndex(s.text) !== -1);
    for (let i = 0; i < segments.length && spots < MAX_SPOTS_PER_MAIL; i++) {
      const seg = segments[i] as Segment;
      for (const spot of codeShapedSpots(seg.text)) {
        if (++spots > MAX_SPOTS_PER_MAIL) break;
        const place = [
          source === 'subject' ? 1 : 0,
          source === 'html' ? 1 : 0,
          source === 'text' ? 1 : 0,
          0,
          0,
          1 - i / Math.max(1, segments.length),
          i < EARLY_LINES ? 1 : 0,
          seg.emphasized ? 1 : 0,
          footer !== -1 && i >= footer ? 1 : 0,
        ];
        const around = lineFacts(labels, seg.text, spot.start, spot.end, segments[i - 1]?.text ?? '', segments[i + 1]?.text ?? '');
        const row = [...shapeRow(spot.value, spot.grouped, spot.separator), ...place, ...around];
        let v = byValue.get(spot.value);
        if (!v) byValue.set(spot.value, (v = { value: spot.value, rows: [], subject: false, html: false, text: false, count: 0 }));
        v.rows.push(row);
        v[source] = true;
        v.count++;
      }
    }
  }
  const facts = mail.facts;
  const values: string[] = [];
  const rows: number[][] = [];
  const placeAt = SHAPE_FEATURES.length;
  // Mail-wide facts from the lines already read for some value: a strong label next to one, a line that sells.
  const lineAt = (name: string): number => FEATURE_NAMES.indexOf(name);
  const anyRow = (names: readonly string[]): boolean =>
    [...byValue.values()].some((v) => v.rows.some((r) => names.some((n) => r[lineAt(n)] === 1)));
  const strongInMail = anyRow(['strongBefore', 'strongAfter', 'strongAbove', 'strongBelow']);
  const promoInMail = anyRow(['promoLine']);
  for (const v of byValue.values()) {
    const row = (v.rows[0] as number[]).slice();
    for (const r of v.rows.slice(1)) for (let k = 0; k < row.length; k++) row[k] = Math.max(row[k] as number, r[k] as number);
    row[placeAt + 3] = v.subject && (v.html || v.text) ? 1 : 0;
    row[placeAt + 4] = Math.log2(1 + v.count) / 3;
    const yes = (b: boolean): number => (b ? 1 : 0);
    row.push(
      yes(facts.aboutVerifying),
      yes(facts.notice),
      yes(facts.meeting),
      yes(facts.shortLived),
      yes(THING_WORDS.test(subjectText)),
      yes(strongInMail),
      yes(promoInMail),
      Math.log2(1 + byValue.size) / 5,
      yes(byValue.size === 1),
      Math.max(-1.5, Math.min(1.5, (mail.ruleScores?.get(v.value) ?? 0) / 100)),
      yes((mail.ruleScores?.get(v.value) ?? 0) <= -100),
    );
    values.push(v.value);
    rows.push(row);
  }
  return { values, rows };
}
