import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { DeliveryClaims } from '@throwbox/queue';

// The claims a retry and a replay take on a real Redis: who holds an event, and what ends a claim.

let env: TestEnv;
let redis: Redis;
let claims: DeliveryClaims;
beforeAll(async () => {
  env = await createTestEnv();
  redis = new Redis(env.redisUrl);
  claims = new DeliveryClaims(redis, env.redisPrefix);
});
afterAll(async () => {
  redis.disconnect();
  await env.close();
});

it('is taken once, again by its own holder, and held against others until given back', async () => {
  expect(await claims.take(1, ['evt_a', 'evt_b'], 'replay:x', 60_000)).toEqual(['taken', 'taken']);
  expect(await claims.take(1, ['evt_a'], 'retry', 60_000)).toEqual(['held']);
  expect(await claims.take(1, ['evt_a'], 'replay:x', 60_000)).toEqual(['taken']);
  // Another endpoint's claim of the same event is its own.
  expect(await claims.take(2, ['evt_a'], 'retry', 60_000)).toEqual(['taken']);
  // Given back by its holder only.
  await claims.release(1, ['evt_a'], 'retry');
  expect(await claims.take(1, ['evt_a'], 'retry', 60_000)).toEqual(['held']);
  await claims.release(1, ['evt_a', 'evt_b'], 'replay:x');
  expect(await claims.take(1, ['evt_a', 'evt_b'], 'retry', 60_000)).toEqual(['taken', 'taken']);
});

it('once delivered, no holder takes it, its own included', async () => {
  expect(await claims.take(3, ['evt_d'], 'retry', 60_000)).toEqual(['taken']);
  await claims.delivered(3, 'evt_d');
  expect(await claims.take(3, ['evt_d'], 'retry', 60_000)).toEqual(['delivered']);
  expect(await claims.take(3, ['evt_d'], 'replay:y', 60_000)).toEqual(['delivered']);
  await claims.release(3, ['evt_d'], 'retry');
  expect(await claims.take(3, ['evt_d'], 'replay:y', 60_000)).toEqual(['delivered']);
});

it('ends on its own: each claim expires, so one left by a dispatcher that died does not hold the event for ever', async () => {
  await claims.take(4, ['evt_e'], 'retry', 60_000);
  const ttl = await redis.pttl(`${env.redisPrefix}:webhook-claim:{4}:evt_e`);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(60_000);
  await claims.delivered(4, 'evt_e');
  expect(await redis.pttl(`${env.redisPrefix}:webhook-claim:{4}:evt_e`)).toBeGreaterThan(60_000);
});

it('asked for by eventId: taken unless another holds it, delivered included, and given back as it was found', async () => {
  // Held by a retry: not taken; free: taken, and held against the retry until given back.
  await claims.take(5, ['evt_f'], 'retry', 60_000);
  expect(await claims.takeAsked(5, 'evt_f', 'replay:a', 60_000)).toBe('held');
  await claims.release(5, ['evt_f'], 'retry');
  expect(await claims.takeAsked(5, 'evt_f', 'replay:a', 60_000)).toBe('taken');
  expect(await claims.take(5, ['evt_f'], 'retry', 60_000)).toEqual(['held']);
  expect(await claims.takeAsked(5, 'evt_f', 'replay:b', 60_000)).toBe('held');
  await claims.release(5, ['evt_f'], 'replay:a');
  expect(await redis.exists(`${env.redisPrefix}:webhook-claim:{5}:evt_f`)).toBe(0);
  // Delivered: taken again (sent as asked), held against everyone else while it is on its way.
  await claims.delivered(5, 'evt_f');
  expect(await claims.takeAsked(5, 'evt_f', 'replay:c', 60_000)).toBe('taken');
  expect(await claims.takeAsked(5, 'evt_f', 'replay:c', 60_000)).toBe('taken');
  expect(await claims.take(5, ['evt_f'], 'retry', 60_000)).toEqual(['held']);
  expect(await claims.take(5, ['evt_f'], 'replay:d', 60_000)).toEqual(['held']);
  expect(await claims.takeAsked(5, 'evt_f', 'replay:d', 60_000)).toBe('held');
  // A failure gives it back delivered, for a day again; a 2xx marks it delivered.
  const key = `${env.redisPrefix}:webhook-claim:{5}:evt_f`;
  expect(await redis.pttl(key)).toBeLessThanOrEqual(60_000);
  await claims.release(5, ['evt_f'], 'replay:c');
  expect(await redis.get(key)).toBe('delivered');
  expect(await redis.pttl(key)).toBeGreaterThan(60_000);
  expect(await claims.take(5, ['evt_f'], 'retry', 60_000)).toEqual(['delivered']);
  await claims.takeAsked(5, 'evt_f', 'replay:e', 60_000);
  await claims.delivered(5, 'evt_f');
  expect(await redis.get(key)).toBe('delivered');
});
