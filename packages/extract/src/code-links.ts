import { hasToken, safeDecode } from './urls.js';
import { VERIFY_URL_WORDS } from './link-words.js';
import type { LinkEvidence } from './links.js';

// Version 25: what the mail's code says of its links. A link whose query carries the code the mail gives ("Or skip the
// typing, we filled it in for you: …/link?code=7JQK2P") is the code's one-click twin; a link whose address says verify and
// carries a token, in a mail whose code a label names, is the other way to do what the code does ("or open this link:
// …/portal/verify-email?token=…"), whatever the words before it.

const CARRIES_CODE: LinkEvidence = { kind: 'carries-code', weight: 10, note: "its address carries the mail's code, filled in" };
const VERIFY_BESIDE_CODE: LinkEvidence = {
  kind: 'url-words',
  weight: 8,
  note: 'its address says verify and carries a token, in a mail that gives a code',
};
const MIN_CODE_CHARS = 4;

/** Evidence a link draws from the mail's code; `evidence` is what the link had before (its own words). */
export function codeLinkEvidence(url: string, code: string | null, evidence: readonly LinkEvidence[]): LinkEvidence | null {
  if (code === null || evidence[0]?.kind === 'excluded') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const bare = code.replace(/[\s-]/g, '');
  if (bare.length >= MIN_CODE_CHARS)
    for (const value of parsed.searchParams.values()) if (value.replace(/[\s-]/g, '') === bare) return CARRIES_CODE;
  const words = safeDecode(parsed.pathname).toLowerCase();
  if (evidence.length === 0 && hasToken(parsed.pathname + parsed.search) && VERIFY_URL_WORDS.some((w) => words.includes(w)))
    return VERIFY_BESIDE_CODE;
  return null;
}
