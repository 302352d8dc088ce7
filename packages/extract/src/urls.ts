// Starts only at a literal scheme, and the body is a single negated class, so the
// scan is linear even over a multi-megabyte line without spaces.
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`\[\]{}|\\^]+/gi;
const TRAILING_PUNCTUATION = '.,;:!?\'"*>]';

/** Strip sentence punctuation glued to a URL, keeping a ")" that closes a "(" inside it. */
function trimUrl(raw: string): string {
  let url = raw;
  const opens = url.split('(').length - 1;
  let closes = url.split(')').length - 1;
  for (;;) {
    const last = url.at(-1);
    if (last === undefined) return url;
    if (TRAILING_PUNCTUATION.includes(last)) {
      url = url.slice(0, -1);
    } else if (last === ')' && closes > opens) {
      url = url.slice(0, -1);
      closes--;
    } else {
      return url;
    }
  }
}

/** http(s) URLs written out in plain text, in order. */
export function findUrls(text: string): string[] {
  const urls: string[] = [];
  URL_IN_TEXT.lastIndex = 0;
  for (let m = URL_IN_TEXT.exec(text); m !== null; m = URL_IN_TEXT.exec(text)) {
    const url = trimUrl(m[0]);
    if (url.length > 'https://'.length) urls.push(url);
  }
  return urls;
}

/** Replace URLs and e-mail addresses with spaces (same length) so digits inside them are never read as codes. */
export function maskUrlsAndEmails(text: string): string {
  let masked = text.replace(/https?:\/\/[^\s<>"'`]+|www\.[^\s<>"'`]+/gi, (m) => ' '.repeat(m.length));
  if (!masked.includes('@')) return masked;
  // Expand around each "@" by hand: a regex like /\S+@\S+/ backtracks quadratically on long runs.
  const chars = masked.split('');
  const isAddressChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9._%+\-@]/.test(c);
  const MAX_PART = 254;
  for (let at = masked.indexOf('@'); at !== -1; at = masked.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_PART && isAddressChar(chars[start - 1])) start--;
    let end = at + 1;
    while (end < chars.length && end - at < MAX_PART && isAddressChar(chars[end])) end++;
    for (let k = start; k < end; k++) chars[k] = ' ';
  }
  masked = chars.join('');
  return masked;
}

/**
 * Version 16: the path and query of a URL without the query values that are a path of the same site ("next=%2Forders",
 * "redirect=/tickets/upcoming"): where a sign-in link lands afterwards is not what it does. A full address in the
 * query (a click tracker's "u=https%3A%2F%2F…%2Forders") is still read.
 */
const LANDING_PATH = /=(?:\/|%2f)/i;
export function withoutLandingPaths(parsed: URL): string {
  if (!LANDING_PATH.test(parsed.search)) return safeDecode(`${parsed.pathname}${parsed.search}`);
  const kept: string[] = [];
  for (const [k, v] of parsed.searchParams) if (!v.startsWith('/')) kept.push(`${k}=${v}`);
  return `${safeDecode(parsed.pathname)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}

/** decodeURIComponent, or the text as it is when its escapes are malformed ("%E0%A4"). */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A run of `runs` (a global expression) that mixes letters and digits: one request's id or token (unless `not` says otherwise). */
export function mixedRun(pathAndQuery: string, runs: RegExp, not?: (run: string) => boolean): boolean {
  for (const m of pathAndQuery.matchAll(runs)) if (/\d/.test(m[0]) && /[A-Za-z]/.test(m[0]) && !not?.(m[0])) return true;
  return false;
}

// A path segment or query value long and random enough to be a one-time token.
const TOKEN_LIKE = /[A-Za-z0-9_\-]{16,}/g;
/** Version 27: words and short numbers joined by dashes ("patch-2-7-frostfall", "summer-sale-2025") name a page. */
const SLUG_PART = /^(?:[A-Za-z]+|\d{1,4})$/;
const isSlug = (run: string): boolean => {
  const parts = run.split(/[-_]/);
  return parts.length >= 3 && parts.every((p) => SLUG_PART.test(p));
};
export const hasToken = (pathAndQuery: string): boolean => mixedRun(pathAndQuery, TOKEN_LIKE, isSlug);

// A path segment or query value of eight characters or more, letters and digits mixed: one request's id. Version 34: with
// underscores too ("d=kw_dev_8841c2").
const ID_LIKE = /[A-Za-z0-9_]{8,}/g;
export const carriesId = (pathAndQuery: string): boolean => mixedRun(pathAndQuery, ID_LIKE);

/** Anchor text that is the link's own host and path ("vantage.test/activate", "https://x.test/tv/"). */
export function writtenOut(text: string, host: string, path: string): boolean {
  if (text === '' || text.length > 120 || /\s/.test(text)) return false;
  const bare = text
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  return bare === `${host.replace(/^www\./, '')}${path.toLowerCase().replace(/\/$/, '')}`;
}

/**
 * A path segment that is an id rather than a page's name: six or more token characters with a capital after a small
 * letter inside them ("AbCdEfG", "hQzTpWvKx"; not "Timetable"), or twenty or more letters and digits in one run
 * ("qwrtzpsdfghjklxcvbnm"): digits or not.
 */
const MIXED_CASE_ID = /^[A-Za-z0-9_-]{6,}$/;
const CASE_CHANGE = /[a-z][A-Z]/;
const LONG_RUN = /^[A-Za-z0-9]{20,}$/;

/**
 * Version 24: a path segment of eight or more letters and digits with a capital after a small letter ("/m/9Xk2Qd7LpR"):
 * a short magic link's id, which a sign-in button carries instead of a long token.
 */
export const shortLinkId = (pathname: string): boolean =>
  pathname.split('/').some((seg) => seg.length >= 8 && MIXED_CASE_ID.test(seg) && CASE_CHANGE.test(seg) && /\d/.test(seg));

/** Whether an address names one thing: a digit in its path, a query, a fragment, or a segment shaped like an id. */
export function addressIsUnique(parsed: URL): boolean {
  if (parsed.search.length > 1 || parsed.hash.length > 1 || /\d/.test(parsed.pathname)) return true;
  return parsed.pathname.split('/').some((seg) => (MIXED_CASE_ID.test(seg) && CASE_CHANGE.test(seg)) || LONG_RUN.test(seg));
}

/** Version 27: the address without its campaign parameters ("utm_campaign=verify"): they name the mailing, not what it does. */
const TRACKING_PARAM = /^(?:utm_\w+|mc_[ce]id|gclid|fbclid|_hs\w+)$/i;
export function withoutTracking(parsed: URL): URL {
  const keys = [...parsed.searchParams.keys()].filter((k) => TRACKING_PARAM.test(k));
  if (keys.length === 0) return parsed;
  const own = new URL(parsed.href);
  for (const k of keys) own.searchParams.delete(k);
  return own;
}

/** Review of version 28: sixteen or more letters of both cases in one run ("token=QkZjRtLmWnPqXsVbYcHd"): a token without a digit. */
export function lettersToken(search: string): boolean {
  for (const m of search.matchAll(/[A-Za-z]{16,}/g)) if (/[a-z]/.test(m[0]) && /[A-Z]/.test(m[0])) return true;
  return false;
}

/** The URL carries a random token in its path, query or (version 40, as linkEvidence reads it) fragment. */
export function carriesToken(url: string): boolean {
  try {
    const parsed = new URL(url);
    return hasToken(parsed.pathname + parsed.search + parsed.hash);
  } catch {
    return false;
  }
}

/** Version 87: a click tracker's path, with no word in it ("/e/c/eyJlbWFpbF9pZCI6…"): what it leads to cannot be read from it. */
export const opaquePath = (pathname: string): boolean =>
  pathname.length >= 24 && !pathname.split(/[/._~-]+/u).some((w) => /^[a-z]{4,}$/u.test(w));
