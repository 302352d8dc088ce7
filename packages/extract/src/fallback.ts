import {
  FEATURE_NAMES,
  mailRows,
  rereadLines,
  type FallbackMail,
  type FallbackModel,
  type MailFacts,
  type ValuePlace,
} from './fallback-features.js';
import { LineCache, UNREAD_AT_A_GLANCE } from './fallback-context.js';
import { FALLBACK_MODEL } from './fallback-model.js';
import { readMail, type MailReading } from './mail-reading.js';

export type { FallbackModel } from './fallback-features.js';

// The learned fallback for a code: a logistic regression over the features of src/fallback-features.ts, trained by
// scripts/train-fallback.mjs on the labelled corpus sets. Asked only when the rules answer no code; it answers its best
// value when the model's probability reaches the threshold chosen in cross-validation (no false code added there).

export interface FallbackAnswer {
  /** The best-scored value, or null when the mail has none. */
  value: string | null;
  probability: number;
}

const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

function logit(row: readonly number[], model: FallbackModel): number {
  let z = model.bias;
  for (let k = 0; k < model.weights.length; k++) z += (model.weights[k] as number) * (row[k] as number);
  return z;
}

/** The probability the model gives each row (rows as mailRows makes them). */
export function scoreRows(rows: readonly (readonly number[])[], model: FallbackModel): number[] {
  return rows.map((row) => logistic(logit(row, model)));
}

function checked(model: FallbackModel): FallbackModel {
  if (model.features.length !== FEATURE_NAMES.length) throw new Error('fallback model and features disagree');
  return model;
}

/** The model's best value of the mail and its probability, whatever the threshold. */
export function bestValue(mail: FallbackMail, model: FallbackModel = FALLBACK_MODEL): FallbackAnswer {
  const { values, rows } = mailRows(mail);
  const probabilities = scoreRows(rows, checked(model));
  let best: FallbackAnswer = { value: null, probability: 0 };
  probabilities.forEach((p, k) => {
    if (p > best.probability) best = { value: values[k] ?? null, probability: p };
  });
  return best;
}

/**
 * The mail facts of a reading, read when first asked for (most mails are ruled out without them). A class: an object
 * literal with getters would make V8 a new hidden class per mail, which slows every young-generation collection.
 */
class ReadingFacts implements MailFacts {
  constructor(private readonly r: MailReading) {}
  get aboutVerifying(): boolean {
    return this.r.aboutVerifying();
  }
  get notice(): boolean {
    return this.r.notice;
  }
  get meeting(): boolean {
    return this.r.meeting();
  }
  get shortLived(): boolean {
    return this.r.shortLived();
  }
}

/** The mail as the fallback reads it: the lines and the readings of the whole mail the rules made (src/mail-reading.ts). */
export function fallbackMail(reading: MailReading | { subject: string; text: string; html: string }): FallbackMail {
  const r = 'collector' in reading ? reading : readMail(reading);
  return { subject: r.subject, html: r.html, text: r.text, facts: new ReadingFacts(r) };
}

// What a glance (mailRows' `glance`) does not read, and what is still unread once a value's lines are read in full.
const MAIL_WIDE = ['inFooter', 'aboutVerifying', 'meeting', 'shortLived', 'strongInMail', 'promoInMail'];
const AT_A_GLANCE = [...UNREAD_AT_A_GLANCE, ...MAIL_WIDE];

/** An upper bound of a row's logit: each unread feature (all are 0 or 1) at whichever value makes a code likelier. */
function bound(row: readonly number[], model: FallbackModel, unread: readonly number[]): number {
  let z = logit(row, model);
  for (const k of unread) z += Math.max(0, model.weights[k] as number) - (model.weights[k] as number) * (row[k] as number);
  return z;
}
const GLANCE_AT = AT_A_GLANCE.map((name) => FEATURE_NAMES.indexOf(name));
const MAIL_WIDE_AT = MAIL_WIDE.map((name) => FEATURE_NAMES.indexOf(name));

export interface LearnedCode extends ValuePlace {
  value: string;
  probability: number;
}

/**
 * The fallback's code: the best value (of those `accept` takes) when its probability reaches the model's threshold.
 * `quick: false` reads every mail in full (the same answer, slower: for tests and benchmarks).
 */
export function learnedCode(
  mail: FallbackMail,
  opts: { model?: FallbackModel; lines?: LineCache; accept?: ((value: string) => boolean) | undefined; quick?: boolean } = {},
): LearnedCode | null {
  const model = checked(opts.model ?? FALLBACK_MODEL);
  const lines = opts.lines ?? new LineCache();
  const accept = opts.accept ?? (() => true);
  // The threshold as a logit, less a hair for rounding: the quick look may let a mail through, never hold one back.
  const needed = Math.log(model.threshold / (1 - model.threshold)) - 1e-9;
  if (opts.quick !== false) {
    // A glance bounds every value from above; the values it leaves open have their lines read in full, which bounds
    // them again. A mail no value of which can reach the threshold is done with: the answer is the full reading's.
    const glance = mailRows(mail, { lines, glance: true });
    const open = (k: number): boolean =>
      bound(glance.rows[k] as number[], model, GLANCE_AT) >= needed &&
      accept(glance.values[k] as string) &&
      bound(rereadLines(glance, k, lines), model, MAIL_WIDE_AT) >= needed;
    if (!glance.values.some((_, k) => open(k))) return null;
  }
  const { values, rows, places } = mailRows(mail, { lines });
  let best = -1;
  let bestP = 0;
  scoreRows(rows, model).forEach((p, k) => {
    if (p > bestP && accept(values[k] as string)) [best, bestP] = [k, p];
  });
  if (best === -1 || bestP < model.threshold) return null;
  return { value: values[best] as string, probability: bestP, ...(places[best] as ValuePlace) };
}

/** The fallback's code for a mail, read afresh (what the rules answer is not asked). */
export function fallbackCode(input: { subject: string; text: string; html: string }, model: FallbackModel = FALLBACK_MODEL): string | null {
  return learnedCode(fallbackMail(input), { model })?.value ?? null;
}
