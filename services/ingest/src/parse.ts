import { simpleParser, type AddressObject, type EmailAddress, type MailParserOptions, type ParsedMail } from 'mailparser';
import { newId, type NewAttachment } from '@throwbox/db';
import { MAIL_PARSE_OPTIONS, mailText } from '@throwbox/extract';
import { FallbackIconv } from './charset.js';

export interface ParsedMessage {
  from: string;
  subject: string;
  intro: string;
  text: string;
  html: string;
  attachments: NewAttachment[];
}

const INTRO_MAX = 200;

/** First non-empty line of the text body (mailparser derives text from HTML when there is no text part). */
export function introOf(text: string): string {
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.replace(/\s+/g, ' ').trim();
    if (trimmed) return [...trimmed].slice(0, INTRO_MAX).join('');
  }
  return '';
}

/**
 * The sender as the From header wrote it, decoded: `Acme <no-reply@acme.test>`, not mailparser's
 * re-quoted `"Acme" <no-reply@acme.test>` (clients filter on what they see in the mail).
 */
function addressText(a: AddressObject | AddressObject[] | undefined): string {
  if (!a) return '';
  const one = (x: EmailAddress): string =>
    x.group ? `${x.name}: ${x.group.map(one).join(', ')};` : x.name ? (x.address ? `${x.name} <${x.address}>` : x.name) : (x.address ?? '');
  return (Array.isArray(a) ? a : [a]).flatMap((o) => o.value.map(one)).join(', ');
}

/** Postgres text cannot hold NUL; hostile mail that carries one must still be stored. */
const clean = (s: string) => (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s);

export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const parsed: ParsedMail = await simpleParser(raw, {
    ...MAIL_PARSE_OPTIONS,
    // An unknown charset is read as Windows-1252 instead of showing replacement characters (charset.ts).
    // @types/mailparser calls this a stream; mailparser constructs it (new Iconv(from, to)) for each part.
    Iconv: FallbackIconv as unknown as MailParserOptions['Iconv'],
  });
  const html = clean(typeof parsed.html === 'string' ? parsed.html : '');
  const text = clean(mailText(parsed.text, html));
  return {
    from: clean(addressText(parsed.from)),
    subject: clean(parsed.subject ?? ''),
    intro: introOf(text),
    text,
    html,
    attachments: parsed.attachments.map((a) => ({
      id: newId('att'),
      filename: a.filename ? clean(a.filename) : null,
      contentType: clean(a.contentType || 'application/octet-stream'),
      size: a.content.length,
      contentId: a.contentId ? clean(a.contentId.replace(/^<|>$/g, '')) : null,
      inline: a.contentDisposition === 'inline' || a.related === true,
      content: a.content,
    })),
  };
}
