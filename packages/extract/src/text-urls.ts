import { OR, affirmsSubscribing } from './notices.js';
import { saysShortLived } from './clauses.js';
import { namesLink } from './link-words.js';
import type { LinkCollector } from './links.js';
import { findUrls, maskUrlsAndEmails } from './urls.js';

// URLs written out in the text part, each with the text that leads to it: what anchor text is to an HTML link.

const LEAD_IN_CHARS = 120;
const SENTENCE_SPLIT = /[.!?;](?:\s|$)/;
/** "If this sign-in wasn't yours,", "Jeśli to nie Ty próbujesz się zalogować,": a condition, negated, before a comma. */
const NEGATED_CONDITION =
  /^\s*(?:if|jeśli|jeżeli|если|als|wenn|falls|si|se|hvis|om|jos|pokud|dacă|eğer)\s[^,]*?(?:(?<![\p{L}])(?:not|no|nie|не|niet|nicht|pas|não|non|nem|ne|ikke|inte|ei|nu)(?![\p{L}])|n['’]t)[^,]*,\s*/iu;

/**
 * The clause that leads to a URL: "…, follow this link:", not an earlier sentence about something else. A negated
 * condition before it says when to follow the link, not what it does: in "If this sign-in wasn't yours, change your
 * password:" the sign-in is the condition's.
 */
function leadIn(text: string): string {
  return maskUrlsAndEmails(lastClause(text).replace(NEGATED_CONDITION, '')).trim();
}
const lastClause = (text: string): string => text.split(SENTENCE_SPLIT).at(-1) ?? '';
/** A paragraph of one finished sentence, that sentence ("If this was not you, please reset your password." ⏎ URL). */
const onlySentence = (text: string): string => {
  const sentences = text.split(SENTENCE_SPLIT).filter((s) => s.trim() !== '');
  return sentences.length === 1 ? (sentences[0] ?? '') : '';
};

/** "…, otherwise", "…, or", "sonst", "sinon": the clause after it is the alternative to a condition before it. */
const ALTERNATIVE =
  /[,;]\s*(?:otherwise|or\s+else|or|else|sonst|andernfalls|ansonsten|sinon|autrement|de\s+lo\s+contrario|si\s+no|caso\s+contr[aá]rio|sen[aã]o|altrimenti|anders|ellers|annars|w\s+przeciwnym\s+razie|иначе)(?![\p{L}])/giu;
/**
 * The words before a URL that speak for it: "If you didn't sign up, ignore this email, otherwise verify your email
 * here:" asks to verify; the negated condition is the alternative's, it disowns nothing after "otherwise".
 */
function ownWords(before: string): string {
  if (!before.includes(',') && !before.includes(';')) return before;
  let end = -1;
  ALTERNATIVE.lastIndex = 0;
  for (let m = ALTERNATIVE.exec(before); m !== null; m = ALTERNATIVE.exec(before)) end = ALTERNATIVE.lastIndex;
  return end === -1 ? before : before.slice(end);
}

/** ownWords(`${above} ${onLine}`) for an `above` already read by ownWords (once per line, not per URL): an alternative
 * can only start at its last comma or later. */
function ownWordsAfter(above: string, onLine: string): string {
  const comma = Math.max(above.lastIndexOf(','), above.lastIndexOf(';'));
  const tail = `${above.slice(Math.max(0, comma))} ${onLine}`;
  const own = ownWords(tail);
  return own === tail ? `${above} ${onLine}` : own;
}

const PARAGRAPH_LINES = 2;
const PARAGRAPH_CHARS = 2 * LEAD_IN_CHARS;
const MAX_PARAGRAPH_LINE = 160;
/**
 * A URL alone on its line after a paragraph of finished sentences: the sentences of it that name a link ("Please open
 * the following link to set a new password."), read past an aside on how long the link lasts ("The link is valid for
 * 60 minutes."). Not "Thanks for confirming your email." (it names no link).
 */
function paragraphLeadIn(paragraph: readonly string[]): string {
  // Version 28: the lines joined first, so that a sentence a fixed-width wrap broke ("… kliknij w poniższy link," ⏎ "aby
  // ustawić nowe hasło.") is read whole.
  const sentences = paragraph
    .filter((l) => l.length <= MAX_PARAGRAPH_LINE)
    .join(' ')
    .split(SENTENCE_SPLIT)
    .filter((s) => s.trim() !== '' && !saysShortLived(s));
  // Version 33: or the one that answers a double opt-in's question ("Yes, subscribe me to this list." ⏎ URL).
  return maskUrlsAndEmails(sentences.filter((s) => namesLink(s) || affirmsSubscribing(s.trim())).join('. ')).trim();
}

// Version 27: a text part wrapped at a fixed width cuts a long URL where the line ends ("…?page=register&acti" ⏎
// "on=confirm&member=…"): a URL that runs to the end of a line of the wrap's width goes on in a next line that is one
// run of URL characters holding a query's or a path's marks.
const WRAP_WIDTH = 60;
const URL_TAIL = /^[\w\-.~%!$&'()*+,;=:@/?#]+$/u;
const URL_MARKS = /[=&/%]/;
// The line's last word is read, not the line: a regex anchored at its end retried from every "http://" of a long run.
function endsInUrl(line: string): boolean {
  let at = line.length;
  while (at > 0 && !/\s/.test(line[at - 1] ?? '')) at--;
  return /^https?:\/\//i.test(line.slice(at));
}
function joinWrappedUrls(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? '';
    for (let next = lines[i + 1]; ; next = lines[i + 1]) {
      const trimmed = line.trimEnd();
      if (next === undefined || trimmed.length < WRAP_WIDTH || !endsInUrl(trimmed)) break;
      const tail = next.trim();
      if (!URL_TAIL.test(tail) || !URL_MARKS.test(tail) || /^https?:/i.test(tail) || trimmed.length + tail.length > 8_000) break;
      line = trimmed + tail;
      i++;
    }
    out.push(line);
  }
  return out;
}

const WORDY = /[\p{L}\p{N}]/u;
const OR_LINE = new RegExp(String.raw`^[\s\-–—=*_~]*${OR}[\s\-–—=*_~]*$`, 'iu');

/** URLs in the text part, each with the text leading to it: before it on its line, or the line or paragraph before. */
const TAP_BEFORE = /(?<![\p{L}])(?:tap|click|open|visit|follow|use)(?:\s+on)?\s*$/iu;
const PURPOSE_AFTER = /^\s+(?:to|in\s+order\s+to)\s+[^.!?\n]{3,60}/iu;

export function collectTextUrls(text: string, collector: LinkCollector): void {
  if (!/https?:\/\//i.test(text)) {
    return;
  }
  // The last non-blank line's end, read as a lead-in only when a URL line needs it; the lines of the paragraph under way
  // and of the last one before a blank line.
  // The lines of a paragraph are kept whole for paragraphLeadIn and cut once to what a lead-in can read.
  let previous = '';
  let current: string[] = [];
  let currentTails: string[] = [];
  let last: string[] = [];
  let lastTails: string[] = [];
  for (const line of joinWrappedUrls(text.split(/\r?\n|\r/))) {
    if (collector.full) return;
    let from = 0;
    // The paragraph above, its wrapped lines joined: "…, or activate straight away by opening this" ⏎ "link on the same
    // device:" leads in as one clause, not as its last line.
    const urls = line.includes('://') ? findUrls(line) : [];
    const paragraph = urls.length > 0 ? (current.length > 0 ? currentTails : lastTails).join(' ').slice(-PARAGRAPH_CHARS) || previous : '';
    const ownAbove = urls.length > 0 ? ownWords(lastClause(paragraph)) : '';
    for (const url of urls) {
      const at = line.indexOf(url, from);
      if (at === -1) break;
      // Version 42: an opening bracket right before it ("open this link: <https://…>") is no part of the lead-in.
      const onLine = line.slice(Math.max(from, at - LEAD_IN_CHARS), at).replace(/[<([{«"“]\s*$/u, '');
      // Version 28: punctuation alone before it ("<https://…>") leads in nothing; the URL is still alone on its line.
      const before = WORDY.test(onLine) ? leadIn(onLine) : '';
      const above = before === '' ? leadIn(paragraph) : '';
      const alone = !WORDY.test(line.slice(0, at));
      // Version 42: "-- or --" alone on the line above makes "open this link:" the other way, as "Or open this link:" is.
      const orAbove = before !== '' && OR_LINE.test(current.at(-1) ?? '');
      // Version 81: "Or tap https://rdgl.example/v/8KpQ2 to verify this number.": a bare verb before it, its purpose after it.
      const purpose = TAP_BEFORE.test(onLine) ? (PURPOSE_AFTER.exec(line.slice(at + url.length, at + url.length + 80))?.[0] ?? '') : '';
      collector.add(url, '', {
        context:
          before !== ''
            ? `${orAbove ? 'or ' : ''}${before}${purpose}`
            : above || (alone ? paragraphLeadIn(current.length > 0 ? current : last) : ''),
        // A lead-in from the line above brings its condition: "If you didn't turn on 2FA, reset your password at" ⏎ URL.
        // Version 34: a URL alone under a paragraph of one finished sentence has its words before it ("If this was not you,
        // please reset your password to protect your account." ⏎ URL): a disowning sentence disowns it.
        before: above !== '' ? ownWordsAfter(ownAbove, onLine) : alone ? onlySentence(paragraph) : ownWords(onLine),
      });
      from = at + url.length;
    }
    if (line.trim() === '') {
      if (current.length > 0) [last, lastTails] = [current, currentTails];
      current = [];
      currentTails = [];
    } else {
      previous = line.slice(-LEAD_IN_CHARS);
      current = [...current.slice(1 - PARAGRAPH_LINES), line];
      currentTails = [...currentTails.slice(1 - PARAGRAPH_LINES), line.slice(-PARAGRAPH_CHARS)];
    }
  }
}
