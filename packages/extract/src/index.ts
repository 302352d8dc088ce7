import { findCode } from './codes.js';
import { scanHtml } from './html-text.js';
import { EXTRACT_LIMITS } from './limits.js';
import { LinkCollector, chooseVerificationLink, type ExtractedLink } from './links.js';
import { wellFormed } from './normalize.js';
import { textToSegments } from './segments.js';
import { fitsShape, type CodeShape } from './shape.js';
import { findUrls } from './urls.js';

export { htmlToText } from './html-text.js';
export { MAX_SHAPE_CHARS, fitsShape, parseCodeShape, type CodeShape, type ParsedShape } from './shape.js';
export { EXTRACT_LIMITS } from './limits.js';
export type { ExtractLimits } from './limits.js';
export type { ExtractedLink } from './links.js';

export interface ExtractInput {
  subject: string;
  /** Plain-text part; "" when the mail has none. */
  text: string;
  /** HTML part; "" when the mail has none. */
  html: string;
}

export interface Extraction {
  code: string | null;
  links: ExtractedLink[];
  verificationLink: string | null;
}

/**
 * The one-time code, the links and the verification link of an email; with `shape`, only a code of that
 * shape. Pure and synchronous; the work done is bounded by EXTRACT_LIMITS whatever the input.
 */
export function extract(input: ExtractInput, opts: { shape?: CodeShape | undefined } = {}): Extraction {
  const collector = new LinkCollector();
  const htmlSegments = input.html === '' ? [] : scanHtml(input.html, (href, text) => collector.add(href, text));

  const text = input.text.length > EXTRACT_LIMITS.maxTextChars ? input.text.slice(0, EXTRACT_LIMITS.maxTextChars) : input.text;
  for (const url of findUrls(text)) collector.add(url, '');

  const { shape } = opts;
  const code = findCode(
    { subject: input.subject, html: htmlSegments, text: textToSegments(text) },
    shape && ((value) => fitsShape(value, shape)),
  );
  // What is returned is stored as JSON: no half surrogate pair (from the mail, or from a cut at a limit).
  const links = collector.links.map((l) => ({ url: wellFormed(l.url), text: wellFormed(l.text) }));
  return { code: code === null ? null : wellFormed(code), links, verificationLink: chooseVerificationLink(links) };
}
