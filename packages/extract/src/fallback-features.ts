import { isPlausibleAlphanumeric, letterDigitTransitions } from './candidates.js';
import { LINE_FACTS, LineCache, THING_WORDS, glanceFacts, lineFacts } from './fallback-context.js';
import type { Spot } from './fallback-candidates.js';
import { EXTRACT_LIMITS } from './limits.js';
import { footerMarkerIndex } from './labels.js';
import { collapseWhitespace, normalizeText } from './normalize.js';
import type { CodeSource } from './occurrences.js';
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

const yes = (b: boolean): number => (b ? 1 : 0);

function shapeRow(value: string, grouped: boolean, separator: string): number[] {
  const n = value.replaceAll('-', '').length;
  const digitsOnly = /^[\d]+$/.test(value);
  const letters = /[A-Za-z]/.test(value);
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

/** A copy of the spot's shapeRow, computed once per value and grouping. */
function shapeOf(shapes: Map<string, number[]>, spot: Spot): number[] {
  const key = `${spot.separator}${spot.grouped ? '+' : ''}${spot.value}`;
  let shape = shapes.get(key);
  if (!shape) shapes.set(key, (shape = shapeRow(spot.value, spot.grouped, spot.separator)));
  return shape.slice();
}

interface ValueSpots {
  value: string;
  row: number[];
  source: CodeSource;
  /** The line of its first occurrence. */
  line: string;
  subject: boolean;
  html: boolean;
  text: boolean;
  count: number;
  /** Where each occurrence stands (only at a glance, for a fuller reading later). */
  spots: SpotAt[];
}

/** An occurrence: the spot, its line and the lines around. */
export interface SpotAt {
  spot: Spot;
  text: string;
  above: string;
  below: string;
}

function prepare(segments: readonly Segment[]): Segment[] {
  return readSpokenDigits(joinSpacedCharacters(segments.slice(0, MAX_SEGMENTS)));
}

export interface RowsOptions {
  /** Lines already read (the rules' labels). */
  lines?: LineCache;
  /**
   * At a glance: each spot's line facts as glanceFacts reads them; inFooter, and the mail facts other than what the
   * subject and the spots say (aboutVerifying, meeting, shortLived, strongInMail, promoInMail), at 0, for src/fallback.ts to bound
   * every value's probability cheaply. Each value's occurrences are kept, for rereadLine.
   */
  glance?: boolean;
}

/** Where a value was first seen: its part and its line. */
export interface ValuePlace {
  source: CodeSource;
  line: string;
}

export interface MailRows {
  values: string[];
  rows: number[][];
  places: ValuePlace[];
  /** Each value's occurrences: only at a glance. */
  spots: SpotAt[][];
}

const at = (name: string): number => FEATURE_NAMES.indexOf(name);
const PLACE_AT = SHAPE_FEATURES.length;
const LINE_AT = PLACE_AT + PLACE_FEATURES.length;
const STRONG_AT = ['strongBefore', 'strongAfter', 'strongAbove', 'strongBelow'].map(at);
const PROMO_AT = at('promoLine');

/**
 * The mail's distinct code-shaped values and one row of numbers each (FEATURE_NAMES), in first-seen order. A value
 * seen several times takes, feature by feature, the largest of its occurrences' numbers.
 */
export function mailRows(mail: FallbackMail, opts: RowsOptions = {}): MailRows {
  const subjectText = collapseWhitespace(normalizeText(mail.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars)));
  const parts: Array<{ source: CodeSource; segments: Segment[] }> = [
    { source: 'subject', segments: subjectText === '' ? [] : [{ text: subjectText, emphasized: false }] },
    { source: 'html', segments: prepare(mail.html) },
    { source: 'text', segments: prepare(mail.text) },
  ];
  const lines = opts.lines ?? new LineCache();
  const glance = opts.glance === true;
  const byValue = new Map<string, ValueSpots>();
  const shapes = new Map<string, number[]>();
  let strongInMail = false;
  let promoInMail = false;
  let spots = 0;
  for (const { source, segments } of parts) {
    // The footer's place is read in full only (at a glance inFooter stands at 0).
    const footer = glance ? -1 : segments.findIndex((s) => footerMarkerIndex(s.text) !== -1);
    for (let i = 0; i < segments.length && spots < MAX_SPOTS_PER_MAIL; i++) {
      const seg = segments[i] as Segment;
      for (const spot of lines.spots(seg.text)) {
        if (++spots > MAX_SPOTS_PER_MAIL) break;
        const above = segments[i - 1]?.text ?? '';
        const below = segments[i + 1]?.text ?? '';
        const row = shapeOf(shapes, spot);
        row.push(
          yes(source === 'subject'),
          yes(source === 'html'),
          yes(source === 'text'),
          0,
          0,
          1 - i / Math.max(1, segments.length),
          yes(i < EARLY_LINES),
          yes(seg.emphasized),
          yes(footer !== -1 && i >= footer),
        );
        const facts = glance ? glanceFacts(lines, seg.text, spot, above) : lineFacts(lines, seg.text, spot, above, below);
        for (const x of facts) row.push(x);
        // Mail-wide facts from the lines already read for some value: a strong label next to one, a line that sells.
        for (const k of STRONG_AT) if (row[k] === 1) strongInMail = true;
        if (row[PROMO_AT] === 1) promoInMail = true;
        let v = byValue.get(spot.value);
        if (!v) {
          v = { value: spot.value, row, source, line: seg.text, subject: false, html: false, text: false, count: 0, spots: [] };
          byValue.set(spot.value, v);
        } else for (let k = 0; k < row.length; k++) if ((row[k] as number) > (v.row[k] as number)) v.row[k] = row[k] as number;
        v[source] = true;
        v.count++;
        if (glance) v.spots.push({ spot, text: seg.text, above, below });
      }
    }
  }
  const facts = mail.facts;
  const mailFacts = [
    glance ? 0 : yes(facts.aboutVerifying),
    yes(facts.notice),
    glance ? 0 : yes(facts.meeting),
    glance ? 0 : yes(facts.shortLived),
    yes(THING_WORDS.test(subjectText)),
    glance ? 0 : yes(strongInMail),
    glance ? 0 : yes(promoInMail),
    Math.log2(1 + byValue.size) / 5,
    yes(byValue.size === 1),
  ];
  const out: MailRows = { values: [], rows: [], places: [], spots: [] };
  for (const v of byValue.values()) {
    const row = v.row;
    row[PLACE_AT + 3] = yes(v.subject && (v.html || v.text));
    row[PLACE_AT + 4] = Math.log2(1 + v.count) / 3;
    for (const x of mailFacts) row.push(x);
    const score = mail.ruleScores?.get(v.value) ?? 0;
    row.push(Math.max(-1.5, Math.min(1.5, score / 100)), yes(score <= -100));
    out.values.push(v.value);
    out.rows.push(row);
    out.places.push({ source: v.source, line: v.line });
    out.spots.push(v.spots);
  }
  return out;
}

/** A glance's row k with its line facts read in full (lineFacts) over the value's occurrences; the mail facts as they were. */
export function rereadLines(rows: MailRows, k: number, lines: LineCache): number[] {
  const row = (rows.rows[k] as number[]).slice();
  row.fill(0, LINE_AT, LINE_AT + LINE_FACTS.length);
  for (const { spot, text, above, below } of rows.spots[k] ?? []) {
    const facts = lineFacts(lines, text, spot, above, below);
    for (let f = 0; f < facts.length; f++) if ((facts[f] as number) > (row[LINE_AT + f] as number)) row[LINE_AT + f] = facts[f] as number;
  }
  return row;
}
