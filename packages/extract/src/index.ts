import { lineFacts } from './codes.js';
import type { CodeCandidate } from './evidence.js';
import { LineCache } from './fallback-context.js';
import { fallbackMail, learnedCode, type LearnedCode } from './fallback.js';
import { bestLink, scoreLinks, type ExtractedLink, type LinkCandidate } from './links.js';
import { readMail, ruleDecision } from './mail-reading.js';
import { wellFormed } from './normalize.js';
import { fitsShape, type CodeShape } from './shape.js';

export { htmlToText } from './html-text.js';
export { MAX_SHAPE_CHARS, fitsShape, parseCodeShape, type CodeShape, type ParsedShape } from './shape.js';
export { EXTRACT_LIMITS } from './limits.js';
export type { ExtractLimits } from './limits.js';
export type { ExtractedLink, LinkCandidate, LinkEvidence } from './links.js';
export type { CodeCandidate, Evidence } from './evidence.js';

/** Stamped on every stored extraction: mail extracted under another version is extracted again on read. */
export const EXTRACTOR_VERSION = 16;

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

// A flood of "Verify" links explains itself with the first few.
const MAX_LINK_CANDIDATES = 20;

// The learned fallback's probability as a score on the rules' scale (src/evidence.ts: 70 is even odds, 10 a factor e).
const learnedScore = (p: number): number => Math.round(70 + 10 * Math.log(p / (1 - p)));

function learnedCandidate(learned: LearnedCode): CodeCandidate {
  const p = Math.floor(learned.probability * 1000) / 1000;
  const weight = learnedScore(Math.min(learned.probability, 1 - 1e-9));
  const { line } = learned;
  return {
    value: wellFormed(learned.value),
    source: learned.source,
    context: wellFormed(line.length > 120 ? `${line.slice(0, 117)}…` : line),
    score: weight,
    evidence: [
      {
        kind: 'learned',
        weight,
        note: `no rule found a code; a model trained on the labelled corpus gives this value probability ${p.toFixed(3)}`,
      },
    ],
  };
}

/** extract(), with the candidates it weighed and the evidence for and against each. */
export function explainExtraction(input: ExtractInput, opts: { shape?: CodeShape | undefined } = {}): ExtractionExplanation {
  const mail = readMail(input);
  const { shape } = opts;
  const accept = shape && ((value: string) => fitsShape(value, shape));
  const lines = lineFacts();
  const decision = ruleDecision(mail, accept, lines);
  let codeCandidates = decision.candidates.map((c) => ({ ...c, value: wellFormed(c.value), context: wellFormed(c.context) }));
  let code = decision.code === null ? null : wellFormed(decision.code);
  let confidence = decision.confidence;
  // The rules first; where they find no code, the learned fallback (src/fallback.ts) at its threshold.
  const learned = code === null ? learnedCode(fallbackMail(mail), { lines: new LineCache(lines.labels), accept }) : null;
  if (learned) {
    const candidate = learnedCandidate(learned);
    code = candidate.value;
    confidence = Math.floor(learned.probability * 1000) / 1000;
    codeCandidates = [candidate, ...codeCandidates.filter((c) => c.value !== candidate.value)];
  }
  const { links, notice } = mail;
  const intent = !notice && mail.aboutVerifying();
  const scored = scoreLinks(links, mail.collector.hints, intent, { shortLived: mail.shortLived, hasCode: code !== null, notice });
  // A meeting's "Join" link admits to a call: no step of a sign-up.
  const link = bestLink(scored);
  const linkCandidates = scored
    .filter((c) => c.evidence.length > 0 && c.evidence[0]?.kind !== 'excluded')
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_LINK_CANDIDATES);
  return {
    code,
    links,
    verificationLink: link !== null && mail.meeting() ? null : link,
    confidence,
    codeCandidates,
    linkCandidates,
  };
}
