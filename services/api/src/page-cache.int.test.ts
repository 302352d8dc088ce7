import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Counter, Registry } from 'prom-client';
import type { InboxPage } from '@throwbox/db';
import { createLogger } from '@throwbox/observability';
import { createRedis, inboxChannel } from '@throwbox/queue/redis';
import { TEST_REDIS_URL, eventually, runId } from '@throwbox/testkit';
import { PageCache } from './page-cache.js';

// The cache's own rules, on a real Redis subscriber: what is served to whom, for how long, and what is
// evicted first. The cache as the api uses it, across replicas: test/src/page-cache.int.test.ts.

const prefix = `tbt:${runId()}:page-cache`;
const logger = createLogger('test', 'silent');
const subscriber = createRedis(TEST_REDIS_URL, { logger });
const publisher = createRedis(TEST_REDIS_URL, { logger });
const counter = new Counter({ name: 'reads', help: 'reads', labelNames: ['result'], registers: [new Registry()] });
let cache: PageCache;

const inbox = (address: string, accountId = 1, expiresAt: Date | null = null): InboxPage['inbox'] => ({
  id: 1,
  accountId,
  address,
  expiresAt,
});
const page = (address: string, accountId = 1, expiresAt: Date | null = null): InboxPage => ({
  inbox: inbox(address, accountId, expiresAt),
  messages: [],
});
const fill = (address: string, accountId = 1, expiresAt: Date | null = null) =>
  cache.read({ address, accountId, limit: 50 }, async () => page(address, accountId, expiresAt));
const start = async (opts: { maxBytes: number; maxAgeMs: number }) => {
  await cache?.stop();
  cache = new PageCache(subscriber, publisher, prefix, opts, counter, logger);
  cache.start();
  await eventually(async () => cache.enabled);
};

beforeAll(async () => {
  await eventually(async () => subscriber.status === 'ready' && publisher.status === 'ready');
});

afterAll(async () => {
  await cache?.stop();
  subscriber.disconnect();
  publisher.disconnect();
});

describe('PageCache', () => {
  it('serves a page to the account that read it only, at the page size it was read with, until it is announced changed', async () => {
    await start({ maxBytes: 1 << 20, maxAgeMs: 60_000 });
    await fill('a@x.test', 7);
    expect(cache.get('a@x.test', 7, 50)?.body.toString()).toBe('{"address":"a@x.test","messages":[],"waited":false}');
    expect([cache.get('a@x.test', 8, 50), cache.get('a@x.test', 7, 10), cache.get('b@x.test', 7, 50)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Another account's inbox, or none, is never kept.
    await cache.read({ address: 'c@x.test', accountId: 7, limit: 50 }, async () => page('c@x.test', 8));
    await cache.read({ address: 'd@x.test', accountId: 7, limit: 50 }, async () => ({ inbox: undefined, messages: [] }));
    expect([cache.get('c@x.test', 7, 50), cache.get('d@x.test', 7, 50)]).toEqual([undefined, undefined]);

    const heard = cache.heard;
    await publisher.publish(inboxChannel(prefix, 'a@x.test'), 'msg_1');
    await eventually(async () => cache.heard > heard);
    expect(cache.get('a@x.test', 7, 50)).toBeUndefined();
  });

  it('keeps no page of an expired inbox, and none past its age', async () => {
    await start({ maxBytes: 1 << 20, maxAgeMs: 60_000 });
    await fill('old@x.test', 1, new Date(Date.now() - 1));
    const expiring = new Date(Date.now() + 100);
    await fill('soon@x.test', 1, expiring);
    expect([cache.get('old@x.test', 1, 50), cache.get('soon@x.test', 1, 50)?.inbox.expiresAt]).toEqual([undefined, expiring]);
    await eventually(async () => Date.now() > expiring.getTime());
    expect(cache.get('soon@x.test', 1, 50)).toBeUndefined();

    await start({ maxBytes: 1 << 20, maxAgeMs: 50 });
    await fill('a@x.test');
    expect(cache.get('a@x.test', 1, 50)).toBeDefined();
    const filled = Date.now();
    await eventually(async () => Date.now() - filled > 60);
    expect(cache.get('a@x.test', 1, 50)).toBeUndefined();
  });

  it('evicts the least recently used pages past its size', async () => {
    // Each of these pages weighs 351 bytes (its 51-byte answer and 300 for the entry): two fit in 800.
    await start({ maxBytes: 800, maxAgeMs: 60_000 });
    await fill('a@x.test');
    await fill('b@x.test');
    expect(cache.size).toEqual({ pages: 2, bytes: 702 });
    expect(cache.get('a@x.test', 1, 50)).toBeDefined();
    await fill('c@x.test');
    expect([!!cache.get('a@x.test', 1, 50), !!cache.get('b@x.test', 1, 50), !!cache.get('c@x.test', 1, 50)]).toEqual([true, false, true]);
    expect(cache.size).toEqual({ pages: 2, bytes: 702 });

    // A cap of 0 keeps nothing.
    await cache.stop();
    cache = new PageCache(subscriber, publisher, prefix, { maxBytes: 0, maxAgeMs: 60_000 }, counter, logger);
    cache.start();
    await fill('a@x.test');
    expect([cache.enabled, cache.get('a@x.test', 1, 50), cache.size]).toEqual([false, undefined, { pages: 0, bytes: 0 }]);
  });
});
