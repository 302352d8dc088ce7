// Version 52: mail that talks about codes to people who build or report on them, instead of giving one: an issue
// tracker's notification, a security advisory, a newsletter's issue. Its "enter the 6-digit code (I got 448120)" is a
// report, a quote or an example; nothing in it is the reader's to type. Read from markers such mail always carries.

/** "[owner/repo] …", "Re: [ferry/ferry-cli] …", "[Bug 183920] New: …", "[HSA-2025-003] …", "(CVE-2025-31877)",
 * "[DSA-5432-1] …", "Byte-Sized #88: …", "Issue #147: …". */
const DISCUSSION_SUBJECT = new RegExp(
  [
    String.raw`^(?:(?:re|fwd?|aw|sv|wg)\s*:\s*)*\[[\w.-]+\/[\w.-]+\]`,
    String.raw`\[bug\s*\d+\]`,
    String.raw`\[[A-Z]{0,5}SA-\d{3,4}(?:-\d{1,5})?\]`,
    String.raw`(?<![\p{L}\d])CVE-\d{4}-\d{4,7}(?!\d)`,
    String.raw`^[^#\[\n]{2,40}#\d{1,4}\s*:`,
    String.raw`(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)`,
  ].join('|'),
  'iu',
);
/** What a tracker's or an advisory's body says of itself: "Reply to this email directly", "--- Comment #1 from …",
 * "You are receiving this because you were mentioned", "You are on the CC list for the bug", a PGP-signed text. */
const DISCUSSION_LINE =
  /reply\s+to\s+this\s+e-?mail\s+directly|^-+\s*comment\s+#\d+\s+from\b|commented\s+on\s+(?:this|the)\s+(?:issue|pull\s+request|merge\s+request|bug)|you\s+are\s+receiving\s+this\s+because\s+you\s+(?:were\s+mentioned|authored|commented|are\s+subscribed\s+to\s+this\s+thread)|you\s+are\s+on\s+the\s+cc\s+list|-----BEGIN\s+PGP\s+SIGNED\s+MESSAGE-----/iu;

/** `anyLine` tells whether some line of the mail's parts passes a test (the caller bounds how many it reads). */
export function discussesCodes(subject: string, anyLine: (test: (line: string) => boolean) => boolean): boolean {
  return DISCUSSION_SUBJECT.test(subject) || anyLine((line) => DISCUSSION_LINE.test(line));
}
