import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, redisPrefix, runId } from '@throwbox/testkit';
import { LINK_CACHE_SECONDS, redisLinkCache } from './link-cache.js';
import { checkLinks, LINK_CONCURRENCY, NOT_CHECKED, type LinkCheckOptions } from './links.js';

// The link check against real HTTP servers on loopback: what each answer is reported as, the webhooks'
// SSRF cases, and the bounds on redirects, concurrency and repetition.

interface Site {
  url(path: string): string;
  port: number;
  /** Requests received, as `METHOD path`. */
  requests: string[];
  /** Most requests held at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

async function startSite(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Site> {
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    site.requests.push(`${req.method} ${req.url}`);
    site.maxInFlight = Math.max(site.maxInFlight, ++inFlight);
    res.once('close', () => inFlight--);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const site: Site = {
    port,
    url: (path) => `http://${host}:${port}${path}`,
    requests: [],
    maxInFlight: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return site;
}

let site: Site;
let inside: Site;
let redis: Redis;
const prefix = `${redisPrefix(runId())}:links-${randomBytes(3).toString('hex')}`;

/** A held answer is released when the test says so (through `release`), not after a delay. */
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  // "inside" stands for an internal service: on 127.0.0.2, which the tests' policy calls private.
  inside = await startSite('127.0.0.2', (_, res) => res.end('secret'));
  site = await startSite('127.0.0.1', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/ok') return res.end('ok');
    if (path === '/missing') return void res.writeHead(404).end();
    if (path === '/no-head') return void res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (path.startsWith('/hop/')) {
      const n = Number(path.slice(5));
      return void res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/ok' }).end();
    }
    if (path === '/to-inside') return void res.writeHead(302, { location: inside.url('/admin') }).end();
    if (path === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path.startsWith('/slow/')) {
      held.push(res);
      return;
    }
    if (path === '/hang') return;
    res.writeHead(500).end();
  });
  redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  for (const res of held) res.end();
  await Promise.all([site.close(), inside.close()]);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(keys);
  redis.disconnect();
});

/** Loopback 127.0.0.1 stands for the internet; every other address keeps the webhooks' rule (refused). */
const localIsPublic = (address: string) => address === '127.0.0.1';
const open: LinkCheckOptions = { allowPrivate: true, timeoutMs: 2000 };
const guarded: LinkCheckOptions = { allowPrivate: false, timeoutMs: 2000 };

describe('what a link comes to', () => {
  it('reports 2xx as ok, other statuses as not, HEAD refused retried with GET, and redirects followed', async () => {
    const results = await checkLinks([site.url('/ok'), site.url('/missing'), site.url('/no-head'), site.url('/hop/3')], open);
    expect(results).toEqual([
      { url: site.url('/ok'), ok: true, status: 200, error: null },
      { url: site.url('/missing'), ok: false, status: 404, error: null },
      { url: site.url('/no-head'), ok: true, status: 200, error: null },
      { url: site.url('/hop/3'), ok: true, status: 200, error: null },
    ]);
    expect(site.requests.filter((r) => r.endsWith(' /no-head'))).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('stops after 5 redirects, and at a redirect to another scheme', async () => {
    const [tooMany, file] = await checkLinks([site.url('/hop/6'), site.url('/to-file')], open);
    expect(tooMany).toEqual({ url: site.url('/hop/6'), ok: false, status: 302, error: 'more than 5 redirects' });
    expect(site.requests).not.toContain('HEAD /hop/0');
    expect(file).toEqual({ url: site.url('/to-file'), ok: false, status: 302, error: 'redirect to a file: URL' });
  });

  it('gives up on a link at its time limit, and checks only http(s) links, each once', async () => {
    const results = await checkLinks([site.url('/hang'), 'mailto:a@b.example', 'javascript:alert(1)', site.url('/ok'), site.url('/ok')], {
      allowPrivate: true,
      // Long enough for /ok to answer on a loaded machine (the limit is each link's, /hang's and /ok's alike).
      timeoutMs: 2000,
    });
    expect(results).toEqual([
      { url: site.url('/hang'), ok: false, status: 0, error: 'timed out after 2000 ms' },
      { url: site.url('/ok'), ok: true, status: 200, error: null },
    ]);
  });
});

describe("the webhooks' SSRF rules, for every hop", () => {
  it.each([
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/ok`],
    ['a literal loopback address', (port: number) => `http://127.0.0.1:${port}/ok`],
    ['another loopback address', (port: number) => `http://127.8.9.10:${port}/ok`],
    ['the IPv6 loopback', (port: number) => `http://[::1]:${port}/ok`],
    ['an IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/ok`],
    ['an IPv4-mapped loopback in hex', (port: number) => `http://[::ffff:7f00:1]:${port}/ok`],
    ['an IPv4-compatible loopback', (port: number) => `http://[::127.0.0.1]:${port}/ok`],
    ['loopback as a decimal number', (port: number) => `http://2130706433:${port}/ok`],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped link-local', () => 'http://[::ffff:169.254.169.254]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['a private address', () => 'https://10.0.0.1/'],
    ['another private range', () => 'http://192.168.1.10/'],
    ['IPv4-mapped private', () => 'http://[::ffff:10.0.0.1]/'],
    ['IPv6 unique-local', () => 'http://[fd12:3456::1]/'],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/ok`],
  ])('reports %s as blocked and never fetches it', async (_, url) => {
    const before = site.requests.length;
    const [result] = await checkLinks([url(site.port)], guarded);
    expect(result).toEqual({ url: url(site.port), ok: false, status: 0, error: 'blocked' });
    expect(site.requests).toHaveLength(before);
  });

  it('blocks a name that resolves to a private address among public ones', async () => {
    const lookup: LinkCheckOptions['lookup'] = (_, __, callback) =>
      callback(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    expect(await checkLinks(['http://mixed.example/'], { ...guarded, lookup })).toEqual([
      { url: 'http://mixed.example/', ok: false, status: 0, error: 'blocked' },
    ]);
  });

  it('judges the address connected to (DNS rebinding): a name that answered public before and private now is blocked', async () => {
    let lookups = 0;
    const lookup: LinkCheckOptions['lookup'] = (_, __, callback) =>
      callback(null, [{ address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }]);
    const options = { ...guarded, lookup, isPublic: localIsPublic };
    expect(await checkLinks([`http://rebind.example:${site.port}/ok`], options)).toEqual([
      { url: `http://rebind.example:${site.port}/ok`, ok: true, status: 200, error: null },
    ]);
    const insideBefore = inside.requests.length;
    expect(await checkLinks([`http://rebind.example:${inside.port}/admin`], options)).toEqual([
      { url: `http://rebind.example:${inside.port}/admin`, ok: false, status: 0, error: 'blocked' },
    ]);
    expect(inside.requests).toHaveLength(insideBefore);
  });

  it('blocks a redirect to a private address and never fetches it, reporting the status that led there', async () => {
    const options = { ...guarded, isPublic: localIsPublic };
    const insideBefore = inside.requests.length;
    expect(await checkLinks([site.url('/to-inside'), site.url('/to-metadata')], options)).toEqual([
      { url: site.url('/to-inside'), ok: false, status: 302, error: 'blocked' },
      { url: site.url('/to-metadata'), ok: false, status: 301, error: 'blocked' },
    ]);
    expect(inside.requests).toHaveLength(insideBefore);
    // The same redirect is followed where the deployment allows private targets.
    expect(await checkLinks([site.url('/to-inside')], open)).toEqual([{ url: site.url('/to-inside'), ok: true, status: 200, error: null }]);
  });
});

describe('bounds', () => {
  it(`checks a 100-link mail with at most ${LINK_CONCURRENCY} fetches at once`, async () => {
    const urls = Array.from({ length: 100 }, (_, i) => site.url(`/slow/${i}`));
    site.maxInFlight = 0;
    const done = checkLinks(urls, open);
    // Answer the held requests only once the checker has opened all it may: the most at once is then exact.
    let answered = 0;
    while (answered < 100) {
      await new Promise<void>((resolve) => {
        const poll = () =>
          held.length > 0 && (held.length >= LINK_CONCURRENCY || answered + held.length >= 100) ? resolve() : setImmediate(poll);
        poll();
      });
      for (const res of held.splice(0)) {
        res.end();
        answered++;
      }
    }
    const results = await done;
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(site.maxInFlight).toBe(LINK_CONCURRENCY);
  });

  it('starts no fetch past the budget of the check: the links left are reported unchecked, and not cached', async () => {
    const cache = redisLinkCache(redis, prefix, (err) => {
      throw err;
    });
    const urls = [site.url('/hang?budget=1'), site.url('/ok?budget=1'), site.url('/ok?budget=2')];
    const results = await checkLinks(urls, { allowPrivate: true, timeoutMs: 300, budgetMs: 100, concurrency: 1, cache });
    expect(results).toEqual([
      { url: urls[0], ok: false, status: 0, error: 'timed out after 300 ms' },
      { url: urls[1], ok: false, status: 0, error: NOT_CHECKED },
      { url: urls[2], ok: false, status: 0, error: NOT_CHECKED },
    ]);
    expect(site.requests.filter((r) => r.includes('budget'))).toEqual(['HEAD /hang?budget=1']);
    expect(await cache.get(urls)).toEqual([results[0], undefined, undefined]);
  });

  it('keeps results 10 minutes in Redis under the installation prefix: a second check fetches nothing', async () => {
    const cache = redisLinkCache(redis, prefix, (err) => {
      throw err;
    });
    const urls = [site.url('/ok?cached=1'), site.url('/missing?cached=1')];
    const first = await checkLinks(urls, { ...open, cache });
    const fetched = site.requests.length;
    expect(await checkLinks(urls, { ...open, cache })).toEqual(first);
    expect(site.requests).toHaveLength(fetched);
    const keys = await redis.keys(`${prefix}:checks:link:*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(LINK_CACHE_SECONDS - 60);
      expect(ttl).toBeLessThanOrEqual(LINK_CACHE_SECONDS);
    }
  });
});
