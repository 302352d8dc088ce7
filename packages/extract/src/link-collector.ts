import { EXTRACT_LIMITS } from './limits.js';
import { collapseWhitespace, cut } from './normalize.js';

// The links of a mail in document order, each with what the mail around it says (both body parts stream into one).

export interface ExtractedLink {
  url: string;
  /** Anchor text, whitespace-collapsed; "" for links written out in plain text. */
  text: string;
}

/** What the mail around a link says about it; kept apart from ExtractedLink, which is stored and returned. */
export interface LinkHint {
  /** Styled as a button in the HTML. */
  button: boolean;
  /** For a URL written out in the text part: the text before it on its line, or the line before. */
  context: string;
  /** The text just before it in its block or line, sentence breaks included. */
  before: string;
}

/**
 * Accumulates links in document order, first occurrence winning, up to the limit.
 * Mutable on purpose: both body parts stream into one collector.
 */
export class LinkCollector {
  readonly links: ExtractedLink[] = [];
  readonly hints: LinkHint[] = [];
  private readonly index = new Map<string, number>();

  get full(): boolean {
    return this.links.length >= EXTRACT_LIMITS.maxLinks;
  }

  add(rawUrl: string, rawText: string, hint: Partial<LinkHint> = {}): void {
    const url = cleanHref(rawUrl);
    if (url === null) return;
    const at = this.index.get(url);
    if (at !== undefined) {
      const known = this.hints[at];
      if (known) {
        known.button ||= hint.button ?? false;
        if (known.context === '') known.context = hint.context ?? '';
        if (known.before === '') known.before = hint.before ?? '';
      }
      return;
    }
    if (this.full) return;
    this.index.set(url, this.links.length);
    // Review of version 106: composed (NFC, canonically the same text), so that a button written in decomposed accents reads as its words.
    this.links.push({ url, text: cut(collapseWhitespace(rawText), EXTRACT_LIMITS.maxAnchorTextChars).normalize('NFC') });
    this.hints.push({
      button: hint.button ?? false,
      context: cut(collapseWhitespace(hint.context ?? ''), EXTRACT_LIMITS.maxAnchorTextChars),
      before: cut(hint.before ?? '', EXTRACT_LIMITS.maxAnchorTextChars),
    });
  }
}

const HTTP_URL = /^https?:\/\/[^\s/?#]/i;

/**
 * The href as the mail means it: surrounding whitespace and line breaks (left by
 * quoted-printable soft wraps) removed, a stray "&amp;" decoded (plain-text parts
 * produced from HTML keep them). Anything not http(s) is dropped.
 */
export function cleanHref(raw: string): string | null {
  if (raw.length > EXTRACT_LIMITS.maxUrlChars) return null;
  const url = raw
    .trim()
    .replace(/[\r\n\t]/g, '')
    .replace(/&amp;/gi, '&');
  return HTTP_URL.test(url) ? url : null;
}

/** One reason for or against a link being the one to click. */
export interface LinkEvidence {
  kind: string;
  weight: number;
  note: string;
}
