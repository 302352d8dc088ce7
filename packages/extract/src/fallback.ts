import { FEATURE_NAMES, mailRows, type FallbackMail, type FallbackModel } from './fallback-features.js';

export type { FallbackModel } from './fallback-features.js';
import { FALLBACK_MODEL } from './fallback-model.js';
import { scanHtml } from './html-text.js';
import { mailIsAboutVerifying, mailSaysShortLived } from './intent.js';
import { EXTRACT_LIMITS } from './limits.js';
import { LinkCollector } from './links.js';
import { mailIsMeetingInvitation } from './meetings.js';
import { mailIsNotice } from './notices.js';
import { textToSegments } from './segments.js';
import { collectTextUrls } from './text-urls.js';

// The learned fallback for a code: a logistic regression over the features of src/fallback-features.ts, trained by
// scripts/train-fallback.mjs on the labelled corpus sets. Asked only when the rules answer no code; it answers its best
// value when the model's probability reaches the threshold chosen in cross-validation (no false code added there).

export interface FallbackAnswer {
  /** The best-scored value, or null when the mail has none. */
  value: string | null;
  probability: number;
}

const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/** The probability the model gives each row (rows as mailRows makes them). */
export function scoreRows(rows: readonly (readonly number[])[], model: FallbackModel): number[] {
  return rows.map((row) => {
    let z = model.bias;
    for (let k = 0; k < model.weights.length; k++) z += (model.weights[k] as number) * (row[k] as number);
    return logistic(z);
  });
}

/** The model's best value of the mail and its probability, whatever the threshold. */
export function bestValue(mail: FallbackMail, model: FallbackModel = FALLBACK_MODEL): FallbackAnswer {
  if (model.features.length !== FEATURE_NAMES.length) throw new Error('fallback model and features disagree');
  const { values, rows } = mailRows(mail);
  const probabilities = scoreRows(rows, model);
  let best: FallbackAnswer = { value: null, probability: 0 };
  probabilities.forEach((p, k) => {
    if (p > best.probability) best = { value: values[k] ?? null, probability: p };
  });
  return best;
}

/** The mail as the fallback reads it: its segments and the extractor's readings of what the whole mail is about. */
export function fallbackMail(input: { subject: string; text: string; html: string }): FallbackMail {
  const collector = new LinkCollector();
  const html = input.html === '' ? [] : scanHtml(input.html, (href, text) => collector.add(href, text));
  const body = input.text.length > EXTRACT_LIMITS.maxTextChars ? input.text.slice(0, EXTRACT_LIMITS.maxTextChars) : input.text;
  collectTextUrls(body, collector);
  const text = textToSegments(body);
  const subject = input.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars);
  const urls = collector.links.map((l) => l.url);
  const notice = mailIsNotice(subject, html);
  return {
    subject: input.subject,
    html,
    text,
    facts: {
      aboutVerifying: mailIsAboutVerifying(input.subject, html, text, urls),
      notice,
      meeting: mailIsMeetingInvitation(subject, [html, text]),
      shortLived: mailSaysShortLived(html, text, urls),
    },
  };
}

/** The fallback's code for a mail the rules found none in: the best value at or above the model's threshold. */
export function fallbackCode(input: { subject: string; text: string; html: string }, model: FallbackModel = FALLBACK_MODEL): string | null {
  const best = bestValue(fallbackMail(input), model);
  return best.probability >= model.threshold ? best.value : null;
}
