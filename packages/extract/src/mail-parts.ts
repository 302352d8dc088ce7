// How a mail's parts are read for extraction, by ingest (services/ingest/src/parse.ts) and by the corpus tests alike.
import { htmlToText } from './html-text.js';

/**
 * mailparser's options for the parts extraction reads. textAsHtml and its linkifying are never read (skipping them is a
 * tenth of the parse); cid: links stay as they are (which also saves text-only mail one turn of the event loop of
 * seven); mailparser's own HTML-to-text (html-to-text, on a DOM) takes seconds on deeply nested HTML, while every SMTP
 * session of ingest's process waits, so the text of HTML-only mail is mailText's below, read within extraction's limits.
 */
export const MAIL_PARSE_OPTIONS = {
  skipImageLinks: true,
  keepCidLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipHtmlToText: true,
} as const;

/** The text part extraction reads: the mail's own text part, or the HTML's text when the text part is empty. */
export function mailText(text: string | undefined, html: string): string {
  return text?.trim() || !html ? (text ?? '') : htmlToText(html);
}
