import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi } from '@throwbox/api';
import { createAccount, createFreshTestEnv, serviceEnv } from '@throwbox/db/testing';
import { Client } from './stack.js';

describe('Redis state bound to its database', () => {
  it('two installations one after the other on one Redis and one prefix share no counters and no revoked keys', async () => {
    const prefix = `tbt:${process.env.THROWBOX_TEST_RUN}:shared-${randomBytes(3).toString('hex')}`;
    // The first: account 1 makes a request (its month's counter) and its key 1 is revoked.
    const first = await createFreshTestEnv(prefix);
    const firstApi = await startApi(loadApiConfig(serviceEnv(first)));
    const old = await createAccount(first.pool, { plan: 'free' });
    expect([old.accountId, old.keyId]).toEqual([1, 1]);
    expect((await new Client(`${firstApi.url}/v1`, old.apiKey).get('/domains')).status).toBe(200);
    const { runCommand } = await import('@throwbox/admin');
    await runCommand({ pool: first.pool, redis: firstApi.deps.redis, redisPrefix: first.redisPrefix }, ['keys', 'revoke', '--key', '1']);
    await firstApi.stop();
    await first.close();

    // The second, on a new database that hands out account 1 and key 1 again.
    const second = await createFreshTestEnv(prefix);
    expect(second.redisPrefix).not.toBe(first.redisPrefix);
    const secondApi = await startApi(loadApiConfig(serviceEnv(second)));
    try {
      const fresh = await createAccount(second.pool, { plan: 'free' });
      expect([fresh.accountId, fresh.keyId]).toEqual([1, 1]);
      const res = await new Client(`${secondApi.url}/v1`, fresh.apiKey).get('/usage');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ used: 1, remaining: 99, credits: 0 });
    } finally {
      await secondApi.stop();
      await second.close();
    }
  });
});
