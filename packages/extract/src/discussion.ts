// Version 52: mail that talks about codes to people who build or report on them, instead of giving one: an issue
// tracker's notification, a security advisory, a newsletter's issue. Its "enter the 6-digit code (I got 448120)" is a
// report, a quote or an example; nothing in it is the reader's to type. Read from markers such mail always carries.

/** "[owner/repo] …", "Re: [ferry/ferry-cli] …", "[Bug 183920] New: …", "(CVE-2025-31877)". */
const TRACKER_SUBJECT = new RegExp(
  [
    String.raw`^(?:(?:re|fwd?|aw|sv|wg)\s*:\s*)*\[[\w.-]+\/[\w.-]+\]`,
    String.raw`\[bug\s*\d+\]`,
    String.raw`(?<![\p{L}\d])CVE-\d{4}-\d{4,7}(?!\d)`,
  ].join('|'),
  'iu',
);
/** An advisory's own id in capitals: "[HSA-2025-003]", "[DSA-5432-1]". */
const ADVISORY_ID = /\[[A-Z]{0,5}SA-\d{3,4}(?:-\d{1,5})?\]/u;
/** Review of version 52: a subject that speaks to the reader ("[Acme/EU] Your verification code", "Ticket #1234: verify your
 * email") gives something, whatever tag it carries. */
const TO_THE_READER =
  /(?<![\p{L}])(?:your|you)(?![\p{L}])|(?:^|[:\]–—-]\s*)(?:please\s+)?(?:verify|confirm|activate|sign\s+in|log\s+in)(?![\p{L}])/iu;
/** A newsletter's issue: "Issue #147" or "Byte-Sized #88:" in the subject, and in its body both the issue's number and an
 * unsubscribe line ("BYTE-SIZED - Issue #88", "Unsubscribe: …"); a sign-in mail under a newsletter's name has neither. */
const ISSUE_SUBJECT = /^[^#[\n]{2,40}#\d{1,4}\s*:|(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)/iu;
const ISSUE_LINE = /(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)/iu;
const UNSUBSCRIBE = /(?<![\p{L}])unsubscribe(?![\p{L}])/iu;
/** What a tracker's body says of itself: "Reply to this email directly, view it on GitHub", "--- Comment #1 from …", "You
 * are receiving this because you were mentioned", "You are on the CC list for the bug". */
const TRACKER_LINE =
  /reply\s+to\s+this\s+e-?mail\s+directly,?\s+(?:or\s+)?view\s+it\s+on|^-+\s*comment\s+#\d+\s+from\b|commented\s+on\s+(?:this|the)\s+(?:issue|pull\s+request|merge\s+request|bug)|you\s+are\s+receiving\s+this\s+because\s+you\s+(?:were\s+mentioned|authored\s+the\s+thread|commented)|you\s+are\s+on\s+the\s+cc\s+list/iu;

/** `anyLine` tells whether some line of the mail's parts passes a test (the caller bounds how many it reads). */
/** An advisory's body: "Severity: High", "Affected: 1.6.0 - 1.8.1", "Fixed in: 1.8.2", a CVSS score. */
const ADVISORY_LINE = /(?<![\p{L}])(?:cvss|severity\s*:|affected(?:\s+versions?)?\s*:|fixed\s+in)(?![\p{L}])/iu;

export function discussesCodes(subject: string, anyLine: (test: (line: string) => boolean) => boolean): boolean {
  const tracker = TRACKER_SUBJECT.test(subject);
  // A tracker's own subject, or one that does not speak to the reader ("Sign in to Linear" with a footer that says "Reply
  // to this email directly or view it on Linear" gives its code).
  if ((tracker || !TO_THE_READER.test(subject)) && anyLine((line) => TRACKER_LINE.test(line))) return true;
  if (TO_THE_READER.test(subject)) return false;
  // A CVE or an advisory's id in the subject, and an advisory's body (not "Password reset for CVE-2024-3094 remediation").
  if ((tracker || ADVISORY_ID.test(subject)) && (!/CVE-/iu.test(subject) || anyLine((line) => ADVISORY_LINE.test(line)))) return true;
  return ISSUE_SUBJECT.test(subject) && anyLine((line) => ISSUE_LINE.test(line)) && anyLine((line) => UNSUBSCRIBE.test(line));
}
