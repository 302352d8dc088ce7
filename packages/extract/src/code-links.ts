import { hasToken, safeDecode } from './urls.js';
import { VERIFY_URL_WORDS } from './link-words.js';
import type { LinkEvidence } from './link-collector.js';

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

/** A query value of the link is the mail's code, dashes and spaces aside ("…/verify?ref=JOB-4471&c=881244"). */
export function carriesCode(parsed: URL, code: string | null | undefined): boolean {
  const bare = code?.replace(/[\s-]/g, '') ?? '';
  if (bare.length < MIN_CODE_CHARS) return false;
  for (const value of parsed.searchParams.values()) if (value.replace(/[\s-]/g, '') === bare) return true;
  return false;
}

/** Evidence a link draws from the mail's code; `evidence` is what the link had before (its own words). */
export function codeLinkEvidence(url: string, code: string | null, evidence: readonly LinkEvidence[]): LinkEvidence | null {
  if (code === null || evidence[0]?.kind === 'excluded') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (carriesCode(parsed, code)) return CARRIES_CODE;
  const words = safeDecode(parsed.pathname).toLowerCase();
  if (evidence.length === 0 && hasToken(parsed.pathname + parsed.search) && VERIFY_URL_WORDS.some((w) => words.includes(w)))
    return VERIFY_BESIDE_CODE;
  return null;
}

// Version 30: the other way round. A verification link whose code parameter holds one of the mail's candidates
// ("…/confirmUser?client_id=…&confirmation_code=802731", as Amazon Cognito sends it) says which string is the code, even
// where the mail's words call it something else ("type the confirmation number 802731").
const CODE_PARAM = /^(?:code|otp|pin|confirmation_?code|verification_?code|verify_?code|one_?time_?code)$/i;
/** The value of the link's code parameter that is also one of `values`, or null. */
export function codeCarriedBy(url: string, values: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Version 107: dashes and spaces aside ("code=4471-9023" carries the split code 44719023).
  for (const [name, value] of parsed.searchParams)
    if (CODE_PARAM.test(name) && value.length >= MIN_CODE_CHARS) {
      const bare = value.replace(/[\s-]/g, '');
      const found = values.find((v) => v === value || v === bare);
      if (found !== undefined) return found;
    }
  return null;
}

// Version 106: the other way again. A value the verification link carries under an identifier's name ("…verify-email?app=GC-5530981&t=…",
// "…%26uid=NZ-771042/…" inside a tracker's address) is the application's, the user's or the account's number the link is for, not a code
// to type, unless a label names it a code. Read on the decoded address's "name=value" pairs (a tracker may wrap the address in its path).
const ID_PARAM =
  /^(?:uid|user|user_?id|account|account_?id|acct|app|application|application_?id|member|member_?id|customer|customer_?id|order|booking)$/i;
const MAX_URL_READ = 2048;
/** The identifier parameter of `url` whose value is `value` (a brand's prefix and a dash before it allowed), or null. */
export function idCarriedBy(url: string, value: string): string | null {
  if (value.length < MIN_CODE_CHARS) return null;
  for (const pair of safeDecode(url.slice(0, MAX_URL_READ)).split(/[?&]/u).slice(1)) {
    const eq = pair.indexOf('=');
    const v = pair.slice(eq + 1).split(/[/#]/u)[0] ?? '';
    if (eq > 0 && ID_PARAM.test(pair.slice(0, eq)) && (v === value || (v.endsWith(`-${value}`) && /^[A-Z]{1,4}-[^-]+$/u.test(v))))
      return pair.slice(0, eq);
  }
  return null;
}
