import { EXTRACT_LIMITS } from './limits.js';
import {
  LOGIN_URL_WORDS,
  NOT_VERIFY_SUBDOMAINS,
  NOT_VERIFY_URL_WORDS,
  SOCIAL_HOSTS,
  VERIFY_URL_WORDS,
  saysLogin,
  saysNotVerify,
  saysVerify,
} from './labels.js';
import { collapseWhitespace, cut } from './normalize.js';

export interface ExtractedLink {
  url: string;
  /** Anchor text, whitespace-collapsed; "" for links written out in plain text. */
  text: string;
}

/**
 * Accumulates links in document order, first occurrence winning, up to the limit.
 * Mutable on purpose: both body parts stream into one collector.
 */
export class LinkCollector {
  readonly links: ExtractedLink[] = [];
  private readonly seen = new Set<string>();

  get full(): boolean {
    return this.links.length >= EXTRACT_LIMITS.maxLinks;
  }

  add(rawUrl: string, rawText: string): void {
    if (this.full) return;
    const url = cleanHref(rawUrl);
    if (url === null || this.seen.has(url)) return;
    this.seen.add(url);
    this.links.push({ url, text: cut(collapseWhitespace(rawText), EXTRACT_LIMITS.maxAnchorTextChars) });
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

const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|tiff?|avif|heic)$/i;
// A path segment or query value long and random enough to be a one-time token.
const TOKEN_LIKE = /[A-Za-z0-9_\-]{16,}/g;

function hasToken(pathAndQuery: string): boolean {
  for (const m of pathAndQuery.matchAll(TOKEN_LIKE)) {
    if (/\d/.test(m[0]) && /[A-Za-z]/.test(m[0])) return true;
  }
  return false;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function hostMatches(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** Sub-domain labels only: "verify.acme.test" says verify, "confirmit.com" says nothing. */
function subdomainLabels(host: string): string[] {
  const labels = host.split('.');
  return labels.slice(0, Math.max(0, labels.length - 2));
}

/**
 * How strongly a link looks like the one to click to verify, or 0 if it must never
 * be chosen. Anchor text weighs more than URL words: a tracking redirect hides the
 * URL, the text is what the sender meant.
 */
export function verificationScore(link: ExtractedLink): number {
  let parsed: URL;
  try {
    parsed = new URL(link.url);
  } catch {
    return 0;
  }
  const host = parsed.hostname.toLowerCase();
  const subdomains = subdomainLabels(host);
  const pathAndQuery = safeDecode(parsed.pathname + parsed.search).toLowerCase();
  const urlWords = `${subdomains.join('.')}/${pathAndQuery}`;

  if (hostMatches(host, SOCIAL_HOSTS)) return 0;
  if (subdomains.some((l) => (NOT_VERIFY_SUBDOMAINS as readonly string[]).includes(l))) return 0;
  if (IMAGE_PATH.test(parsed.pathname)) return 0;
  if ((parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '') return 0; // bare home page
  if (NOT_VERIFY_URL_WORDS.some((w) => urlWords.includes(w))) return 0;
  if (link.text !== '' && saysNotVerify(link.text)) return 0;

  const token = hasToken(parsed.pathname + parsed.search);
  let score = 0;
  if (link.text !== '' && saysVerify(link.text)) score += 10;
  else if (link.text !== '' && token && saysLogin(link.text)) score += 8;
  if (VERIFY_URL_WORDS.some((w) => urlWords.includes(w))) score += 6;
  else if (token && LOGIN_URL_WORDS.some((w) => urlWords.includes(w))) score += 4;
  return score;
}

/** The best-scoring link; ties go to the first in the mail. */
export function chooseVerificationLink(links: readonly ExtractedLink[]): string | null {
  let best: ExtractedLink | null = null;
  let bestScore = 0;
  for (const link of links) {
    const score = verificationScore(link);
    if (score > bestScore) {
      best = link;
      bestScore = score;
    }
  }
  return best?.url ?? null;
}
