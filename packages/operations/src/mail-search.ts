import { ApiError } from '@throwbox/contracts';
import type { MailSearch } from '@throwbox/db';

/** A search is at most this long, with at most this many terms: each term is a condition in SQL. */
export const SEARCH_MAX_LENGTH = 500;
const MAX_TERMS = 20;

export type ParsedSearch = Omit<MailSearch, 'accountId' | 'limit'>;

/** `word`, `"a phrase"`, `key:word` or `key:"a phrase"`; a quote left open runs to the end. */
const TERM = /(?:([a-z]+):)?(?:"([^"]*)"?|(\S+))/gi;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function invalid(message: string): never {
  throw new ApiError('validation_failed', `Invalid search: ${message}.`, { details: [{ path: 'query.search', message }] });
}

/** The value's calendar day exists: Date reads 2026-02-31 as 3 March rather than refusing it. */
function realDay(value: string): boolean {
  const [y, m, d] = [Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A day (midnight UTC) or an ISO 8601 date-time with its offset. */
function instant(key: string, value: string): Date {
  const at = DATE.test(value) && realDay(value) ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : undefined;
  if (!at || Number.isNaN(at.getTime())) invalid(`${key}: takes a date such as 2026-11-25, or a date-time such as 2026-11-25T14:00:00Z`);
  return at;
}

/**
 * Mailpit's search syntax, the part we answer: `from:`, `to:` (the inbox address), `subject:`,
 * `has:attachment`, `is:unread`, `after:` and `before:` (a day, or a date-time), and free text, searched
 * in subject and body by the full-text index ("a phrase", `or`, `-word` as web searches read them).
 * A word that looks like `key:value` with a key we do not know is free text, as typed.
 */
export function parseMailSearch(input: string): ParsedSearch {
  if (input.length > SEARCH_MAX_LENGTH) invalid(`at most ${SEARCH_MAX_LENGTH} characters`);
  const out: ParsedSearch = {};
  const text: string[] = [];
  let terms = 0;
  for (const m of input.matchAll(TERM)) {
    if (++terms > MAX_TERMS) invalid(`at most ${MAX_TERMS} terms`);
    const key = m[1]?.toLowerCase();
    const quoted = m[2] !== undefined;
    const value = (m[2] ?? m[3] ?? '').trim();
    switch (key) {
      case 'from':
      case 'to':
      case 'subject':
        if (!value) invalid(`${key}: needs a value, such as ${key}:acme`);
        (out[key] ??= []).push(value);
        break;
      case 'has':
        if (value.toLowerCase() !== 'attachment') invalid('has: takes only has:attachment');
        out.hasAttachment = true;
        break;
      case 'is':
        if (value.toLowerCase() !== 'unread') invalid('is: takes only is:unread');
        out.unread = true;
        break;
      case 'after':
      case 'before':
        out[key] = instant(key, value);
        break;
      default:
        if (!value) break;
        if (!key && /^(from|to|subject|has|is|after|before):$/i.test(value)) invalid(`${value} needs a value`);
        text.push(key ? `${m[1]}:${quoted ? `"${value}"` : value}` : quoted ? `"${value}"` : value);
    }
  }
  if (text.length) out.text = text.join(' ');
  return out;
}
