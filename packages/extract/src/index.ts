import { codeCarriedBy, codeLinkEvidence, idCarriedBy } from './code-links.js';
import { confidenceOf, decideCode, type CodeCandidate } from './evidence.js';
import type { Evidence } from './evidence-kinds.js';
import { mailAsksNothing, mailConfirmsAddress, mailIsAboutVerifying, mailSaysShortLived } from './intent.js';
import { mailIsMeetingInvitation } from './meetings.js';
import { discussesCodes } from './discussion.js';
import { mailIsNotice } from './notices.js';
import { scanHtml } from './html-text.js';
import { EXTRACT_LIMITS } from './limits.js';
import { LinkCollector, scoreLinks, type ExtractedLink, type LinkCandidate } from './links.js';
import { bestLink } from './best-link.js';
import { wellFormed } from './normalize.js';
import { textToSegments } from './segments.js';
import { collectTextUrls } from './text-urls.js';
import { fitsShape, type CodeShape } from './shape.js';

export { htmlToText } from './html-text.js';
export { MAIL_PARSE_OPTIONS, mailText } from './mail-parts.js';
export { MAX_SHAPE_CHARS, fitsShape, parseCodeShape, type CodeShape, type ParsedShape } from './shape.js';
export { EXTRACT_LIMITS } from './limits.js';
export type { ExtractLimits } from './limits.js';
export type { ExtractedLink, LinkCandidate, LinkEvidence } from './links.js';
export type { CodeCandidate, Evidence } from './evidence.js';

/** Stamped on every stored extraction: mail extracted under another version is extracted again on read. */
export const EXTRACTOR_VERSION = 108;

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
  const { code, links, verificationLink } = explainExtraction(input, opts);
  return { code, links, verificationLink };
}

export interface StoredExtraction extends Extraction {
  /** Confidence in code, null when there is none. */
  confidence: number | null;
  extractorVersion: number;
}

/** extract(), with what is stored beside it: the confidence in the code and the extractor's version. */
export function extractForStorage(input: ExtractInput): StoredExtraction {
  const { code, links, verificationLink, confidence } = explainExtraction(input);
  return { code, links, verificationLink, confidence: code === null ? null : confidence, extractorVersion: EXTRACTOR_VERSION };
}

export interface ExtractionExplanation extends Extraction {
  /** Confidence in `code` (0–1); when there is none, in the best candidate that fell short. */
  confidence: number;
  codeCandidates: CodeCandidate[];
  /** Links that had any evidence for them, best first. */
  linkCandidates: LinkCandidate[];
}

const CARRIED = { kind: 'carried-by-link', weight: 100, note: "the verification link's code parameter holds it" };
const CARRIED_CONFIDENCE = 0.95;
/** Version 30: the candidate the verification link's code parameter holds (src/code-links.ts), not one a footer or a date gives. */
function carriedCode(url: string, candidates: readonly CodeCandidate[]): string | null {
  const open = candidates.filter((c) => !c.evidence.some((e) => e.kind === 'in-footer' || e.kind === 'looks-like-other-number'));
  return codeCarriedBy(
    url,
    open.map((c) => c.value),
  );
}

const LABELLED = new Set(['label', 'label-nearby', 'label-sentence-above']);
/** Version 106: the chosen code, when the verification link carries it as an identifier and no label names it a code (code-links.ts). */
function idOfLink(link: string | null, decision: { code: string | null; candidates: readonly CodeCandidate[] }): Evidence | null {
  const chosen = decision.candidates.find((c) => c.value === decision.code);
  if (link === null || !chosen || chosen.evidence.some((e) => LABELLED.has(e.kind))) return null;
  const name = idCarriedBy(link, chosen.value);
  return name === null ? null : { kind: 'carried-as-id', weight: -100, note: `the verification link carries it as its "${name}", an id` };
}

// A flood of "Verify" links explains itself with the first few.
const MAX_LINK_CANDIDATES = 20;
const MAX_LINES_READ = 200;

/** extract(), with the candidates it weighed and the evidence for and against each. */
export function explainExtraction(input: ExtractInput, opts: { shape?: CodeShape | undefined } = {}): ExtractionExplanation {
  const collector = new LinkCollector();
  const htmlSegments =
    input.html === ''
      ? []
      : scanHtml(input.html, (href, text, button, before) => collector.add(href, text, { button: button ?? false, before: before ?? '' }));

  const text = input.text.length > EXTRACT_LIMITS.maxTextChars ? input.text.slice(0, EXTRACT_LIMITS.maxTextChars) : input.text;
  collectTextUrls(text, collector);

  const { shape } = opts;
  const textSegments = textToSegments(text);
  let meeting: boolean | undefined;
  const isMeeting = (): boolean =>
    (meeting ??= mailIsMeetingInvitation(input.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars), [htmlSegments, textSegments]));
  // A tracker's, an advisory's or a newsletter's mail (src/discussion.ts), read once for the code and the link alike.
  let discussed: boolean | undefined;
  const discussion = (): boolean =>
    (discussed ??= discussesCodes(input.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars), (visit) => {
      for (const segs of [htmlSegments, textSegments]) for (const s of segs.slice(0, MAX_LINES_READ)) visit(s.text);
    }));
  const anchors = collector.links.map((l) => l.text);
  const decision = decideCode(
    { subject: input.subject, html: htmlSegments, text: textSegments, anchors, meeting: isMeeting, discussion },
    shape && ((value) => fitsShape(value, shape)),
  );
  // What is returned is stored as JSON: no half surrogate pair (from the mail, or from a cut at a limit).
  const links = collector.links.map((l) => ({ url: wellFormed(l.url), text: wellFormed(l.text) }));
  const urls = links.map((l) => l.url);
  const notice = mailIsNotice(input.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars), htmlSegments);
  const intent =
    !notice && mailIsAboutVerifying(input.subject, htmlSegments, textSegments, urls) && !mailAsksNothing(htmlSegments, textSegments);
  const shortLived = () => mailSaysShortLived(htmlSegments, textSegments, urls);
  let confirms: boolean | undefined;
  const confirmsAddress = () => (confirms ??= mailConfirmsAddress(htmlSegments, textSegments));
  const scored = scoreLinks(links, collector.hints, intent, { shortLived, code: decision.code, notice, confirmsAddress });
  for (const c of scored) {
    const more = codeLinkEvidence(c.url, decision.code, c.evidence);
    if (more) {
      c.evidence.push(more);
      c.score += more.weight;
    }
  }
  // A meeting's "Join" link admits to a call, a tracker's or a newsletter's links discuss: no step of a sign-up.
  const link = bestLink(scored);
  const linkCandidates = scored
    .filter((c) => c.evidence.length > 0 && c.evidence[0]?.kind !== 'excluded')
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_LINK_CANDIDATES);
  const verificationLink = link !== null && (isMeeting() || discussion()) ? null : link;
  const carried = decision.code === null && verificationLink !== null && !shape ? carriedCode(verificationLink, decision.candidates) : null;
  const asId = idOfLink(verificationLink, decision);
  const codeCandidates = decision.candidates
    .map((c) => ({
      ...c,
      ...(c.value === carried ? { score: c.score + CARRIED.weight, evidence: [...c.evidence, CARRIED] } : {}),
      ...(asId && c.value === decision.code ? { score: c.score + asId.weight, evidence: [...c.evidence, asId] } : {}),
      value: wellFormed(c.value),
      context: wellFormed(c.context),
    }))
    .sort((a, b) => b.score - a.score);
  return {
    code: carried ?? (decision.code === null || asId ? null : wellFormed(decision.code)),
    links,
    verificationLink,
    confidence: carried !== null ? CARRIED_CONFIDENCE : asId ? confidenceOf(codeCandidates[0]?.score ?? 0) : decision.confidence,
    codeCandidates,
    linkCandidates,
  };
}
