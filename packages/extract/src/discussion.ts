// Version 52: mail that talks about codes to people who build or report on them, instead of giving one: an issue
// tracker's notification, a security advisory, a newsletter's issue. Its "enter the 6-digit code (I got 448120)" is a
// report, a quote or an example; nothing in it is the reader's to type. Read from markers such mail always carries.

/** A bug tracker's tag: "[Bug 183920] New: …". */
const BUG_TAG = /\[bug\s*\d+\]/iu;
/** A code host's tag first: "[owner/repo] …", "Re: [ferry/ferry-cli] …". */
const REPO_TAG = /^(?:(?:re|fwd?|aw|sv|wg)\s*:\s*)*\[[\w.-]+\/[\w.-]+\]/iu;
/** An advisory's own id ("[HSA-2025-003]", "[DSA 5432-1]") or a CVE. */
const ADVISORY_SUBJECT = /\[[A-Z]{0,5}SA[ -]\d{3,4}(?:-\d{1,5})?\]|(?<![\p{L}\d])CVE-\d{4}-\d{4,7}(?!\d)/u;
/** An advisory's body: "Severity: High", "Affected: 1.6.0 - 1.8.1", "Fixed in: 1.8.2", "Impact: high", "CVE ID:", "Package:". */
const ADVISORY_LINE =
  /(?<![\p{L}])(?:cvss|severity\s*:|impact\s*:|affected(?:\s+versions?)?\s*:|fixed\s+in|cve\s+id|package\s*:)(?![\p{L}])/iu;
/** Review of version 52: a subject that speaks to the reader's own account ("[Acme/EU] Your verification code", "Ticket
 * #1234: verify your email") gives something, whatever tag it carries. */
const TO_THE_READER =
  /(?<![\p{L}])(?:your|you)(?![\p{L}])|(?:^|[:\]–—-]\s*)(?:please\s+)?(?:verify|confirm|activate|sign\s+in|log\s+in)(?![\p{L}])/iu;
/** A newsletter's issue: "Issue #147" or "Byte-Sized #88:" in the subject and the issue in the body, and a line that lets
 * the reader stop it ("Unsubscribe", "Opt out anytime", "To stop receiving these emails"). */
const ISSUE_SUBJECT = /^(?:[^#[\n]{2,40})?#\d{1,4}\s*:|(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)/iu;
/** Version 54: a mailing list's digest ("pyweb-users Digest, Vol 112, Issue 18"). */
const DIGEST_SUBJECT = /(?<![\p{L}])digest,?\s+vol(?:ume)?\.?\s+\d+/iu;
const ISSUE_LINE = /(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)/iu;
const STOP_IT = /(?<![\p{L}])(?:unsubscribe|opt\s+out|stop\s+receiving|you\s+subscribed)(?![\p{L}])/iu;
/** What a tracker's or a forum's body says of itself: "Reply to this email directly, view it on GitHub", "--- Comment #1
 * from …", "You are receiving this because you were mentioned", "You are on the CC list for the bug". */
const TRACKER_LINE =
  /reply\s+to\s+this\s+e-?mail\s+directly,?\s+(?:or\s+)?view\s+it\s+on|^-+\s*comment\s+#\d+\s+from\b|commented\s+on\s+(?:this|the)\s+(?:issue|pull\s+request|merge\s+request|bug)|you\s+are\s+receiving\s+this\s+(?:mail\s+)?because(?::\s*$|\s+you\s+(?:were\s+mentioned|authored\s+the\s+thread|commented|are\s+subscribed\s+to\s+this\s+thread))|you\s+are\s+(?:on\s+the\s+cc\s+list|the\s+assignee)/iu;
const MAX_TRACKER_LINES = 2;
/** Review of version 56: a newsletter's subject that asks the reader ("#7: Confirm now to keep reading", "Acme Academy #7:
 * Verify to unlock lesson 8") or names their own ("… your login code") is no issue's. */
// Review of version 58: not an article's title ("Security Bytes #42: Verify before you trust").
const ASKS_THE_READER =
  /(?<![\p{L}])(?:your|please)(?![\p{L}])|(?:^|[:\]–—-]\s*)(?:verify|confirm|activate|sign\s+in|log\s+in)\s+(?:now\s+)?(?:to|and)\s|still\s+want|(?:confirm|verify)\s+you\s+want/iu;

/** `anyLine` tells whether some line of the mail's parts passes a test (the caller bounds how many it reads). */
export function discussesCodes(subject: string, anyLine: (test: (line: string) => boolean) => boolean): boolean {
  if (BUG_TAG.test(subject) || DIGEST_SUBJECT.test(subject)) return true;
  const toReader = TO_THE_READER.test(subject);
  // Review of version 53: a tracker's or a forum's footer, whatever the subject; under a subject that speaks to the reader
  // ("Sign in to Linear"), two of its lines, not a help desk's one "reply to this email directly".
  let trackerLines = 0;
  anyLine((line) => TRACKER_LINE.test(line) && ++trackerLines >= MAX_TRACKER_LINES);
  if (trackerLines >= (toReader && !REPO_TAG.test(subject) ? MAX_TRACKER_LINES : 1)) return true;
  // A CVE or an advisory's id in the subject, and an advisory's body (not "Password reset for CVE-2024-3094 remediation").
  if (ADVISORY_SUBJECT.test(subject) && anyLine((line) => ADVISORY_LINE.test(line))) return true;
  // Review of version 55: a newsletter's issue ("Issue #147" in the subject, or "#N:" there and "Issue #N" in the body) and
  // its stop line ("Request #4821: Verification code" over a help desk's "Unsubscribe from these notifications" is none),
  // under a subject that asks the reader nothing.
  const issue = ISSUE_LINE.test(subject) || /^#\d{1,4}\s*:/u.test(subject) || anyLine((line) => ISSUE_LINE.test(line));
  if (ISSUE_SUBJECT.test(subject) && !ASKS_THE_READER.test(subject) && issue && anyLine((line) => STOP_IT.test(line))) return true;
  return !toReader && REPO_TAG.test(subject);
}
