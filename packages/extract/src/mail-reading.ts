import { lineFacts, type LineFacts } from './codes.js';
import { decideCode, type CodeDecision } from './evidence.js';
import { scanHtml } from './html-text.js';
import { mailIsAboutVerifying, mailSaysShortLived } from './intent.js';
import { EXTRACT_LIMITS } from './limits.js';
import { LinkCollector, type ExtractedLink } from './links.js';
import { mailIsMeetingInvitation } from './meetings.js';
import { wellFormed } from './normalize.js';
import { mailIsNotice } from './notices.js';
import { textToSegments, type Segment } from './segments.js';
import { collectTextUrls } from './text-urls.js';

// A mail read once: its lines, its links and what the whole mail is about. The rules (src/evidence.ts, links.ts) and the
// learned fallback (src/fallback.ts) both read from it; the facts are computed when first asked for, then kept.

export interface MailReading {
  subject: string;
  html: Segment[];
  text: Segment[];
  collector: LinkCollector;
  /** The links as returned and stored: no half surrogate pair. */
  links: ExtractedLink[];
  urls: string[];
  /** A notice of something done (shipped, changed, turned on), src/notices.ts. */
  notice: boolean;
  /** The mail is about verifying (src/intent.ts), whether or not it is a notice. */
  aboutVerifying: () => boolean;
  meeting: () => boolean;
  shortLived: () => boolean;
}

const once = (f: () => boolean): (() => boolean) => {
  let value: boolean | undefined;
  return () => (value ??= f());
};

export function readMail(input: { subject: string; text: string; html: string }): MailReading {
  const collector = new LinkCollector();
  const html =
    input.html === ''
      ? []
      : scanHtml(input.html, (href, text, button, before) => collector.add(href, text, { button: button ?? false, before: before ?? '' }));
  const body = input.text.length > EXTRACT_LIMITS.maxTextChars ? input.text.slice(0, EXTRACT_LIMITS.maxTextChars) : input.text;
  collectTextUrls(body, collector);
  const text = textToSegments(body);
  const subject = input.subject.slice(0, EXTRACT_LIMITS.maxSubjectChars);
  const links = collector.links.map((l) => ({ url: wellFormed(l.url), text: wellFormed(l.text) }));
  const urls = links.map((l) => l.url);
  return {
    subject: input.subject,
    html,
    text,
    collector,
    links,
    urls,
    notice: mailIsNotice(subject, html),
    aboutVerifying: once(() => mailIsAboutVerifying(input.subject, html, text, urls)),
    meeting: once(() => mailIsMeetingInvitation(subject, [html, text])),
    shortLived: once(() => mailSaysShortLived(html, text, urls)),
  };
}

/** What the rules (src/evidence.ts) decide of a mail read; `lines` keeps the labels they read, for the fallback. */
export function ruleDecision(mail: MailReading, accept?: (value: string) => boolean, lines: LineFacts = lineFacts()): CodeDecision {
  return decideCode(
    { subject: mail.subject, html: mail.html, text: mail.text, anchors: mail.collector.links.map((l) => l.text), meeting: mail.meeting },
    accept,
    lines,
  );
}
