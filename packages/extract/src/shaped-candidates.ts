import { findCandidates, rejectedByNeighbours, type Candidate } from './candidates.js';
import { tokenize, type Token } from './tokens.js';
import { maskUrlsAndEmails } from './urls.js';

const MAX_SHAPED_CHAIN = 4;

/**
 * With the caller's shape, every string of that shape is a candidate, not only those that look like codes
 * on their own: single tokens and tokens joined by dashes. A string of letters only counts when written
 * in capitals (a code like "QWERTY", not the word "please").
 */
export function findShapedCandidates(text: string, accept: (value: string) => boolean): Candidate[] {
  const found = findCandidates(text).filter((c) => accept(c.value));
  const masked = maskUrlsAndEmails(text);
  const tokens = tokenize(masked);
  const covered = new Uint8Array(text.length);
  for (const c of found) covered.fill(1, c.start, c.end);
  const taken = (start: number, end: number) => covered.subarray(start, end).includes(1);
  const extra: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let joined = '';
    for (let j = i; j < tokens.length && j - i < MAX_SHAPED_CHAIN; j++) {
      const t = tokens[j] as Token;
      if (j > i && masked.slice((tokens[j - 1] as Token).end, t.start) !== '-') break;
      joined = j === i ? t.text : `${joined}-${t.text}`;
      const start = (tokens[i] as Token).start;
      const hasDigit = /\d/.test(joined);
      if (!hasDigit && joined !== joined.toUpperCase()) continue;
      if (!accept(joined) || taken(start, t.end)) continue;
      const c: Candidate = {
        start,
        end: t.end,
        value: joined,
        kind: !hasDigit ? 'letters' : /[A-Za-z]/.test(joined) ? 'alnum' : 'numeric',
      };
      if (!rejectedByNeighbours(masked, c)) extra.push(c);
    }
  }
  return [...found, ...extra].sort((x, y) => x.start - y.start);
}
