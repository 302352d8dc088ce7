import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import got, { type RequestError } from 'got';
import { guardedLookup, hostOf, isIpLiteral, isPublicAddress, TARGET_REFUSED, type AllAddressesLookup } from '@throwbox/signing';

export interface LinkResult {
  url: string;
  /** A 2xx at the end of at most MAX_REDIRECTS redirects. */
  ok: boolean;
  /** The last HTTP status received, 0 when none came. */
  status: number;
  /** null when a status came; `blocked` for a target the SSRF rules refuse (never fetched); else why. */
  error: string | null;
}

/** Results kept between checks (Redis in the api); a failure to read or write only costs a fetch. */
export interface LinkCache {
  get(urls: string[]): Promise<(LinkResult | undefined)[]>;
  set(results: LinkResult[]): Promise<void>;
}

export interface LinkCheckOptions {
  /** The webhooks' WEBHOOK_ALLOW_PRIVATE: development and tests only. */
  allowPrivate: boolean;
  timeoutMs?: number;
  concurrency?: number;
  cache?: LinkCache | undefined;
  budgetMs?: number;
  /** Stands in for DNS (tests of rebinding); the SSRF guard judges whatever it answers. */
  lookup?: AllAddressesLookup;
  /**
   * Which addresses are public (the webhooks' rule by default). Tests name a loopback address public to
   * reach a local server as if it were the internet, and follow its redirects into a "private" one.
   */
  isPublic?: (address: string) => boolean;
}

/** DECISIONS §12: 5 s each, at most 10 at once, up to 5 redirects. */
export const LINK_TIMEOUT_MS = 5000;
export const LINK_CONCURRENCY = 10;
export const MAX_REDIRECTS = 5;
/** Most links one check fetches: a mail of thousands of links must not make the api a crawler. */
export const MAX_LINKS = 200;
/**
 * After this, a check starts no further fetch: 200 links that each take their 5 s would hold the request
 * 100 s, past the api's request timeout. The links left are reported unchecked (and not cached).
 */
export const LINKS_BUDGET_MS = 30_000;
export const NOT_CHECKED = 'not checked: the check ran out of time';

const USER_AGENT = 'Throwbox-LinkCheck/1';
/** HEAD refused: the server does not implement it, or not for this resource. */
const HEAD_REFUSED = new Set([400, 403, 404, 405, 501]);

/** Checks each distinct http(s) link (the first MAX_LINKS), in the order given. */
export async function checkLinks(urls: string[], opts: LinkCheckOptions): Promise<LinkResult[]> {
  const distinct = [...new Set(urls.filter(isHttpUrl))].slice(0, MAX_LINKS);
  const cached = opts.cache ? await opts.cache.get(distinct) : [];
  const results = distinct.map((url, i) => cached[i]);
  const todo = distinct.flatMap((url, i) => (results[i] ? [] : [i]));
  const fetcher = linkFetcher(opts);
  const deadline = performance.now() + (opts.budgetMs ?? LINKS_BUDGET_MS);
  let next = 0;
  const worker = async () => {
    while (next < todo.length && performance.now() < deadline) {
      const i = todo[next++]!;
      results[i] = await fetcher(distinct[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? LINK_CONCURRENCY, todo.length) }, worker));
  const fresh = todo.flatMap((i) => results[i] ?? []);
  if (opts.cache && fresh.length) await opts.cache.set(fresh);
  return results.map((r, i) => r ?? { url: distinct[i]!, ok: false, status: 0, error: NOT_CHECKED });
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Fetches one link to its end, every hop under the SSRF rules, within the time limit for all its hops. */
function linkFetcher(opts: LinkCheckOptions): (url: string) => Promise<LinkResult> {
  const isPublic = opts.isPublic ?? isPublicAddress;
  const lookup = guardedLookup(opts.allowPrivate, opts.lookup, isPublic);
  const timeoutMs = opts.timeoutMs ?? LINK_TIMEOUT_MS;
  // No keep-alive: links go to many hosts once each, and a pooled socket would outlive the check.
  const agent = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };
  return async (url) => {
    const deadline = performance.now() + timeoutMs;
    let target = new URL(url);
    let status = 0;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const host = hostOf(target);
      // A literal IP never reaches the lookup guard: judged here.
      if (isIpLiteral(host) && !opts.allowPrivate && !isPublic(host)) return { url, ok: false, status, error: 'blocked' };
      try {
        const left = () => Math.max(1, Math.round(deadline - performance.now()));
        const head = await fetchStatus(target, 'HEAD', { agent, lookup, timeoutMs: left() });
        const answer = HEAD_REFUSED.has(head.status) ? await fetchStatus(target, 'GET', { agent, lookup, timeoutMs: left() }) : head;
        status = answer.status;
        if (status < 300 || status >= 400 || !answer.location) return { url, ok: status >= 200 && status < 300, status, error: null };
        const location = new URL(answer.location, target);
        if (!isHttpUrl(location.href)) return { url, ok: false, status, error: `redirect to a ${location.protocol} URL` };
        target = location;
      } catch (err) {
        return { url, ok: false, status, error: describe(err as RequestError, timeoutMs) };
      }
    }
    return { url, ok: false, status, error: `more than ${MAX_REDIRECTS} redirects` };
  };
}

interface Answer {
  status: number;
  location: string | undefined;
}

/** The status and Location of one request; the body is not read. */
function fetchStatus(
  url: URL,
  method: 'HEAD' | 'GET',
  o: { agent: { http: http.Agent; https: https.Agent }; lookup: LookupFunction; timeoutMs: number },
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const stream = got.stream(url, {
      method,
      headers: { 'user-agent': USER_AGENT },
      agent: o.agent,
      dnsLookup: o.lookup,
      timeout: { request: o.timeoutMs },
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
      decompress: false,
    });
    stream.on('error', reject);
    stream.once('response', (res: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
      const location = res.headers.location;
      resolve({ status: res.statusCode, location: Array.isArray(location) ? location[0] : location });
      stream.destroy();
    });
  });
}

function describe(err: RequestError, timeoutMs: number): string {
  const code = err.code ?? (err.cause as { code?: string } | undefined)?.code ?? '';
  if (code === TARGET_REFUSED) return 'blocked';
  if (err.name === 'TimeoutError' || code === 'ETIMEDOUT') return `timed out after ${timeoutMs} ms`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `DNS lookup failed (${code})`;
  return `${err.message}${code && !err.message.includes(code) ? ` (${code})` : ''}`.slice(0, 200);
}
