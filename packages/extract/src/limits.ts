/**
 * Work limits. Extraction runs on every incoming email inside a worker, so hostile
 * input (huge bodies, pathological nesting, link floods) must cost a bounded amount
 * of work. Everything past a limit is ignored rather than rejected: a verification
 * code or link sits near the top of real mail, so truncation loses nothing useful.
 */
export const EXTRACT_LIMITS = Object.freeze({
  /** HTML characters fed to the streaming parser. Real transactional mail is < 100 KB. */
  maxHtmlChars: 1_000_000,
  /** Plain-text body characters scanned for codes and URLs. */
  maxTextChars: 200_000,
  /** Subject characters scanned. */
  maxSubjectChars: 1_000,
  /** Visible text kept from the HTML body (after dropping markup, style, script, head). */
  maxHtmlTextChars: 200_000,
  /** Characters per line / block segment; longer blocks continue in the next segment. */
  maxSegmentChars: 2_000,
  /** Lines / blocks inspected per body part. */
  maxSegments: 5_000,
  /** Element nesting depth whose styling is tracked; deeper elements inherit nothing. */
  maxTrackedDepth: 256,
  /**
   * Element nesting depth past which the rest of the HTML is not read. htmlparser2 keeps open elements in
   * an array it shifts and unshifts, so each tag costs time in proportion to the depth: 200,000 nested
   * <div> took seconds. Real mail nests a few dozen deep.
   */
  maxHtmlDepth: 512,
  /** Links collected per message (after de-duplication). */
  maxLinks: 1_000,
  /** Longest href accepted; longer ones are skipped, not truncated (a cut URL is a wrong URL). */
  maxUrlChars: 8_192,
  /** Anchor text kept per link. */
  maxAnchorTextChars: 300,
  /** Matches per label vocabulary per segment (overlap resolution is quadratic in them). */
  maxLabelsPerSegment: 100,
  /** Code candidates scored per part (subject, HTML, text). */
  maxCandidates: 300,
});

export type ExtractLimits = typeof EXTRACT_LIMITS;
