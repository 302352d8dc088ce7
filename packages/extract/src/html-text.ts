import { Parser } from 'htmlparser2';
import { EXTRACT_LIMITS } from './limits.js';
import { collapseWhitespace, cut, normalizeText } from './normalize.js';
import type { Segment } from './segments.js';
import { findUrls } from './urls.js';

/** Raw link as found in the HTML: href (entities already decoded by the parser) and its visible text. */
export type LinkSink = (href: string, text: string, button?: boolean, before?: string) => void;

const BUTTON_STYLE = /background|padding|border\s*:/i;
/** An anchor styled as a button: the mail's call to action, as opposed to a link in running text. */
const looksLikeButton = (attribs: Record<string, string>): boolean =>
  BUTTON_STYLE.test((attribs.style ?? '').slice(0, MAX_STYLE_CHARS)) ||
  /\b(?:btn|button|cta)\b/i.test(attribs.class ?? '') ||
  attribs.role === 'button';

// Content that is never rendered as text. <head> covers <title> and <meta>;
// htmlparser2 closes it implicitly when <body> opens.
const SKIPPED = new Set(['script', 'style', 'head', 'title', 'noscript', 'template', 'svg', 'math', 'object', 'iframe', 'xml']);

// Elements that start a new line / cell when rendered: a code "alone on its own line"
// means alone between these boundaries.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'body',
  'html',
  'button',
]);

const EMPHASIS_TAGS = new Set(['b', 'strong', 'h1', 'h2', 'h3', 'code', 'kbd', 'samp', 'tt', 'pre', 'big']);
const MAX_STYLE_CHARS = 1_000;
// Bounded, non-nested quantifiers: style attributes are attacker-controlled.
const FONT_SIZE = /font-size\s*:\s*(\d{1,3}(?:\.\d{1,3})?)\s*(px|pt|em|rem|%)?/;
const BOLD = /font-weight\s*:\s*(?:bold|bolder|[6-9]00)/;
const LETTER_SPACING = /letter-spacing\s*:\s*(?!0(?:px|em|pt)?\s*(?:;|$|!))[\d.]/;
const MONOSPACE = /font-family\s*:[^;]{0,200}(?:mono|courier|consolas|menlo)/;

function largeFont(size: number, unit: string | undefined): boolean {
  switch (unit) {
    case 'pt':
      return size >= 14;
    case 'em':
    case 'rem':
      return size >= 1.4;
    case '%':
      return size >= 140;
    default:
      return size >= 18;
  }
}

/** Whether an element makes its text stand out (how senders render codes). */
export function isEmphasis(name: string, attribs: Record<string, string>): boolean {
  if (EMPHASIS_TAGS.has(name)) return true;
  if (name === 'font') {
    const size = Number.parseInt(attribs.size ?? '', 10);
    if (size >= 5) return true;
  }
  const style = (attribs.style ?? '').slice(0, MAX_STYLE_CHARS).toLowerCase();
  // Every reading below needs "font-…" or "letter-spacing": most layout cells' styles have neither.
  if (!style.includes('font') && !style.includes('letter-spacing')) return false;
  const size = FONT_SIZE.exec(style);
  if (size?.[1] !== undefined && largeFont(Number.parseFloat(size[1]), size[2])) return true;
  return BOLD.test(style) || LETTER_SPACING.test(style) || MONOSPACE.test(style);
}

interface OpenAnchor {
  href: string | undefined;
  parts: string[];
  length: number;
  alt: string;
  button: boolean;
  /** The text of its block before it ("Not you? " before "Reset your password"). */
  before: string;
}

/**
 * Streams HTML through htmlparser2 (no DOM is built, so depth costs nothing but a
 * counter) and returns the visible text as segments. Anchors, and URLs written out
 * in visible text, are reported to `onLink` in document order.
 */
const LINK_LEAD_CHARS = 80;
const LINK_LEAD_PARTS = 8;

/** The last `n` characters of the block so far, from its last few pieces: constant work per anchor. */
function tail(parts: readonly string[], n: number): string {
  let out = '';
  for (let k = parts.length - 1; k >= 0 && k >= parts.length - LINK_LEAD_PARTS && out.length < n; k--)
    out = (parts[k] ?? '').slice(-(n - out.length)) + out;
  return out;
}

export function scanHtml(html: string, onLink: LinkSink): Segment[] {
  const limits = EXTRACT_LIMITS;
  const segments: Segment[] = [];
  let textBudget = limits.maxHtmlTextChars;

  let skipDepth = 0;
  /** Open elements, as the parser reports them (implied closes included). */
  let depth = 0;
  const emphasisStack: boolean[] = [];
  let untrackedDepth = 0;
  let emphasisCount = 0;

  let parts: string[] = [];
  let partsLength = 0;
  let allEmphasized = true;
  let loose = '';
  let anchor: OpenAnchor | null = null;
  /** Anchors opened: past the links kept, the text before one is not read. */
  let anchors = 0;

  const flushLooseUrls = (): void => {
    if (/https?:\/\//i.test(loose)) for (const url of findUrls(loose)) onLink(url, '');
    loose = '';
  };

  const flushSegment = (): void => {
    flushLooseUrls();
    if (partsLength === 0) return;
    const text = collapseWhitespace(normalizeText(parts.join('')));
    if (text !== '' && segments.length < limits.maxSegments) segments.push({ text, emphasized: allEmphasized });
    parts = [];
    partsLength = 0;
    allEmphasized = true;
  };

  const closeAnchor = (): void => {
    if (!anchor) return;
    const text = collapseWhitespace(anchor.parts.join('')) || anchor.alt;
    if (anchor.href !== undefined) onLink(anchor.href, text, anchor.button, anchor.before);
    anchor = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++;
        if (SKIPPED.has(name)) skipDepth++;
        const emphasis = isEmphasis(name, attribs);
        if (emphasisStack.length < limits.maxTrackedDepth) {
          emphasisStack.push(emphasis);
          if (emphasis) emphasisCount++;
        } else {
          untrackedDepth++;
        }
        if (BLOCKS.has(name)) flushSegment();
        if (name === 'a') {
          flushLooseUrls();
          closeAnchor(); // <a> cannot nest; a second one ends the first
          const before = ++anchors <= limits.maxLinks ? collapseWhitespace(tail(parts, LINK_LEAD_CHARS)) : '';
          anchor = { href: attribs.href, parts: [], length: 0, alt: '', button: looksLikeButton(attribs), before };
        } else if (name === 'img' && anchor && anchor.alt === '') {
          anchor.alt = cut(collapseWhitespace(attribs.alt ?? ''), limits.maxAnchorTextChars);
        }
      },
      onclosetag(name) {
        if (depth > 0) depth--;
        if (SKIPPED.has(name) && skipDepth > 0) skipDepth--;
        if (untrackedDepth > 0) {
          untrackedDepth--;
        } else if (emphasisStack.pop() === true) {
          emphasisCount--;
        }
        if (name === 'a') closeAnchor();
        if (BLOCKS.has(name)) flushSegment();
      },
      ontext(data) {
        if (skipDepth > 0 || textBudget <= 0) return;
        const chunk = data.length > textBudget ? data.slice(0, textBudget) : data;
        textBudget -= chunk.length;
        // A block longer than a segment continues in the next one rather than being cut.
        for (let rest = chunk; rest !== '';) {
          const piece = rest.slice(0, limits.maxSegmentChars - partsLength);
          rest = rest.slice(piece.length);
          parts.push(piece);
          partsLength += piece.length;
          if (emphasisCount === 0 && piece.trim() !== '') allEmphasized = false;
          if (partsLength >= limits.maxSegmentChars) flushSegment();
        }
        if (anchor) {
          if (anchor.length < limits.maxAnchorTextChars) {
            anchor.parts.push(chunk);
            anchor.length += chunk.length;
          }
        } else if (loose.length < limits.maxSegmentChars * 2) {
          loose += chunk;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  // Feed in slices so the 1 MB cap is honoured without copying a 10 MB string, and so that reading stops
  // soon after the nesting passes maxHtmlDepth (a slice holds at most ~1,600 more opening tags).
  const end = Math.min(html.length, limits.maxHtmlChars);
  const CHUNK = 8 * 1024;
  for (let i = 0; i < end && depth <= limits.maxHtmlDepth; i += CHUNK) parser.write(html.slice(i, Math.min(end, i + CHUNK)));
  parser.end();
  closeAnchor();
  flushSegment();
  return segments;
}

/** The visible text of an HTML body, a line per block, read within the same limits as extraction. */
export function htmlToText(html: string): string {
  return scanHtml(html, () => undefined)
    .map((segment) => segment.text)
    .join('\n');
}
