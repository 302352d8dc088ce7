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
/** An imperative to verify or sign in opening the subject or a clause of it ("Ticket #1234: verify your email"). */
const IMPERATIVE = String.raw`(?:^|[:\]–—-]\s*)(?:please\s+)?(?:verify|confirm|activate|sign\s+in|log\s+in)`;
/** Review of version 52: a subject that speaks to the reader's own account ("[Acme/EU] Your verification code", "Ticket
 * #1234: verify your email") gives something, whatever tag it carries. */
const TO_THE_READER = new RegExp(String.raw`(?<![\p{L}])(?:your|you)(?![\p{L}])|${IMPERATIVE}(?![\p{L}])`, 'iu');
/** A newsletter's issue ("Issue #147", "Edition no. 12"). */
const ISSUE = String.raw`(?<![\p{L}])(?:issue|edition)\s*(?:#|no\.?\s*)\d{1,4}(?!\d)`;
const ISSUE_LINE = new RegExp(ISSUE, 'iu');
/** "Byte-Sized #88: …", "#212: …" in the subject: an issue's number only with "Issue #88" in the body. */
const NUMBER_SUBJECT = /^(?:[^#[\n]{2,40})?#\d{1,4}\s*:/u;
/** Version 54: a mailing list's digest ("pyweb-users Digest, Vol 112, Issue 18"). */
const DIGEST_SUBJECT = /(?<![\p{L}])digest,?\s+vol(?:ume)?\.?\s+\d+/iu;
/** Version 76: a forum's summary of its topics ("[UK Home Brewers Forum] Summary", Discourse's own subject). */
const FORUM_SUMMARY = /^\[[^\]]{2,60}\]\s+(?:summary|activity\s+summary|weekly\s+summary|digest)\s*$/iu;
/** Version 79: a stack trace's heading or frame ("Stack Trace", "Traceback (most recent call last):", "File "app/x.py", line 88",
 * "at verify (otp.js:88:12)"); review of version 79: whole lines, frames with a source file. */
const STACK_TRACE =
  /^(?:stack\s*trace:?|traceback\s+\(most\s+recent\s+call\s+last\):?|file\s+"[^"]{1,200}\.(?:py|rb)",\s+line\s+\d+(?:,\s+in\s+\S+)?|at\s+[\w.$<>]+\s+\([^()]{1,200}\.(?:js|ts|mjs|java|kt|scala|cs|go):\d+(?::\d+)?\))$/iu;
/** Version 79: an exception's name in the subject ("… - OtpVerificationError: code 482913 expired"), as error trackers write it. */
const EXCEPTION_SUBJECT = /(?<![\p{L}])\p{Lu}[\p{L}\d]*(?:Error|Exception)(?![\p{L}])/u;
/** A line that lets the reader stop the newsletter ("Unsubscribe", "Opt out anytime", "To stop receiving these emails"). */
// Version 76: and in the languages a newsletter's footer comes in.
const STOP_IT =
  /(?<![\p{L}])(?:unsubscribe|opt\s+out|stop\s+receiving|you\s+subscribed|(?:se\s+)?d[ée]sinscri\p{L}*|darse\s+de\s+baja|abmelden|uitschrijven|annulla\s+iscrizione|cancelar\s+(?:a\s+)?(?:inscri[çc][ãa]o|subscri[çc][ãa]o))(?![\p{L}])/iu;
/** What a tracker's or a forum's body says of itself: "Reply to this email directly, view it on GitHub", "--- Comment #1
 * from …", "You are receiving this because you were mentioned", "You are on the CC list for the bug". */
const TRACKER_LINE =
  /reply\s+to\s+this\s+e-?mail\s+directly,?\s+(?:or\s+)?view\s+it\s+on|^-+\s*comment\s+#\d+\s+from\b|commented\s+on\s+(?:this|the)\s+(?:issue|pull\s+request|merge\s+request|bug)|you\s+are\s+receiving\s+this\s+(?:mail\s+)?because(?::\s*$|\s+you\s+(?:were\s+mentioned|authored\s+the\s+thread|commented|are\s+subscribed\s+to\s+this\s+thread))|you\s+are\s+(?:on\s+the\s+cc\s+list|the\s+assignee)/iu;
const MAX_TRACKER_LINES = 2;
/** Reviews of versions 56, 58 and 59: a newsletter's subject that asks the reader something for a purpose ("Acme Academy #7:
 * Verify to unlock lesson 8", "Please confirm you still want to hear from us") or names their own ("… your login code") is
 * no issue's; an article's title is ("Security Bytes #42: Verify before you trust"). */
const ASKS_THE_READER = new RegExp(
  String.raw`(?<![\p{L}])(?:your|please)(?![\p{L}])|${IMPERATIVE}\s+(?:now\s+)?(?:to|and)\s|still\s+want|(?:confirm|verify)\s+you\s+want`,
  'iu',
);

/** Version 76: a subject that warns the sender never asks for a code, or never to give one away ("We'll never ask for your code –
 * how to spot scam texts", "« Ne partagez jamais ce code » : les fraudeurs le demandent quand même"), with no value of its own:
 * under a newsletter's stop line, what it quotes is a scam's example. Reviews of versions 76 and 77: a verb of asking, telling or
 * sharing beside "never", not "never share it" (the code the subject gives), nor a subject that opens with a step ("Sign in – …"). */
const NEVER_ASKS =
  /(?<![\p{L}])(?:never\s+(?:ask|share|give|send|tell)|(?:ne\s+)?(?:partagez|communiquez|donnez|demanderons?|demandera)\s+jamais|jamais\s+(?:partager|communiquer|donner|demander)|niemals\s+(?:weitergeben|teilen|fragen|nach)|fragen\s+(?:sie\s+|dich\s+)?niemals|nunca\s+(?:compartas|compartir|pediremos|pedimos|compartilhe)|nooit\s+(?:delen|vragen)|(?:deel|vragen)\s+nooit|mai\s+(?:condividere|chiedere))(?![\p{L}])/iu;
const NEVER_IT = /(?<![\p{L}])(?:never\s+(?:share|give|send|tell)\s+(?:it|this)|ne\s+l[ea]\s+\p{L}+\s+jamais)(?![\p{L}])/iu;
const CODE_NOUN = /(?<![\p{L}])(?:codes?|c[oó]digos?|codice|codici|kode?s?|pin|otp|passcodes?)(?![\p{L}])/iu;
const OPENS_WITH_STEP = new RegExp(String.raw`^\s*${IMPERATIVE}(?![\p{L}])`, 'iu');
const warnsInSubject = (subject: string): boolean =>
  NEVER_ASKS.test(subject) &&
  CODE_NOUN.test(subject) &&
  !/\d{4}/u.test(subject) &&
  !NEVER_IT.test(subject) &&
  !OPENS_WITH_STEP.test(subject);

/** `lines` runs a visit over the mail's lines (the caller bounds how many it reads), in one pass. */
export function discussesCodes(subject: string, lines: (visit: (line: string) => void) => void): boolean {
  if (BUG_TAG.test(subject) || DIGEST_SUBJECT.test(subject) || FORUM_SUMMARY.test(subject)) return true;
  const seen = { tracker: 0, advisory: false, issue: false, stop: false, trace: false };
  lines((line) => {
    if (TRACKER_LINE.test(line)) seen.tracker++;
    seen.advisory ||= ADVISORY_LINE.test(line);
    seen.issue ||= ISSUE_LINE.test(line);
    seen.stop ||= STOP_IT.test(line);
    seen.trace ||= STACK_TRACE.test(line.trim());
  });
  if (seen.stop && warnsInSubject(subject)) return true;
  // Version 79: an error tracker's alert with its stack trace ("OtpVerificationError: code 482913 expired for user 2291").
  if (seen.trace && seen.stop && EXCEPTION_SUBJECT.test(subject)) return true;
  const toReader = TO_THE_READER.test(subject);
  // Review of version 53: a tracker's or a forum's footer, whatever the subject; under a subject that speaks to the reader
  // ("Sign in to Linear"), two of its lines, not a help desk's one "reply to this email directly".
  if (seen.tracker >= (toReader && !REPO_TAG.test(subject) ? MAX_TRACKER_LINES : 1)) return true;
  // A CVE or an advisory's id in the subject, and an advisory's body (not "Password reset for CVE-2024-3094 remediation").
  if (ADVISORY_SUBJECT.test(subject) && seen.advisory) return true;
  // Review of version 55: a newsletter's issue ("Issue #147" in the subject, or "#N:" there and "Issue #N" in the body) and
  // its stop line ("Request #4821: Verification code" over a help desk's "Unsubscribe from these notifications" is none).
  const issue = ISSUE_LINE.test(subject) || (NUMBER_SUBJECT.test(subject) && (/^#\d/u.test(subject) || seen.issue));
  if (issue && seen.stop && !ASKS_THE_READER.test(subject)) return true;
  return !toReader && REPO_TAG.test(subject);
}
