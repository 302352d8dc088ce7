import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateApiKey } from '@throwbox/db';
import { loadApiConfig, startApi } from '@throwbox/api';
import { eventually } from '@throwbox/testkit';
import { serviceEnv, type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, type ApiResponse, type Stack, apiHelpers, startApiStack } from './stack.js';

// Authentication of /v1 calls: missing, malformed and unknown keys, and guessing.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, account, api } = await startApiStack()));
afterAll(() => stack.stop());

describe('authentication', () => {
  it('answers 401 missing_api_key without a key and 401 invalid_api_key for an unknown one', async () => {
    expectError(await new Client(api.baseUrl).get('/domains'), 401, 'missing_api_key');
    expectError(
      await new Client(api.baseUrl).request('GET', '/domains', { headers: { authorization: 'Basic abc' } }),
      401,
      'missing_api_key',
    );
    expectError(await new Client(api.baseUrl, 'tb_live_0000').get('/domains'), 401, 'invalid_api_key');
  });

  /** Postgres lookups of keys so far, by result. */
  const lookups = async () => {
    const { values } = await stack.api.deps.metrics.keyLookups.get();
    return Object.fromEntries(values.map((v) => [v.labels.result, v.value])) as Record<string, number | undefined>;
  };

  it('refuses a string that cannot be a key without looking it up', async () => {
    const before = await lookups();
    for (const key of ['tb_live_0000', `tb_live_${'A'.repeat(64)}`, `tb_test_${'0'.repeat(64)}`, `tb_live_${'0'.repeat(64)}x`]) {
      expectError(await new Client(api.baseUrl, key).get('/domains'), 401, 'invalid_api_key');
    }
    expect(await lookups()).toEqual(before);
  });

  it('looks an unknown key up once: requests at the same time share the query, later ones find it cached as unknown', async () => {
    const unknown = new Client(api.baseUrl, generateApiKey());
    const before = (await lookups()).unknown ?? 0;
    const together = await Promise.all(Array.from({ length: 20 }, () => unknown.get('/domains')));
    for (const res of together) expectError(res, 401, 'invalid_api_key');
    for (let i = 0; i < 5; i++) expectError(await unknown.get('/domains'), 401, 'invalid_api_key');
    expect((await lookups()).unknown).toBe(before + 1);
    // A key that exists is found as before (its own lookup, cached as found).
    const found = (await lookups()).found ?? 0;
    const other = await createAccount(stack.env.pool);
    expect((await Client.for(stack, other).get('/domains')).status).toBe(200);
    expect((await lookups()).found).toBe(found + 1);
  });
});

describe('guessing keys', () => {
  it('answers 429 rate_limited, with no lookup, to an address trying more unknown keys a second than KEY_LOOKUPS_PER_IP', async () => {
    const limited = await startApi(loadApiConfig(serviceEnv(stack.env, { KEY_LOOKUPS_PER_IP: '5' })));
    try {
      const good = new Client(`${limited.url}/v1`, account.apiKey);
      expect((await good.get('/domains')).status).toBe(200);
      // Many lookups at once of keys that exist never count (the cache's lifetime ending for all of them).
      const others = await Promise.all(Array.from({ length: 12 }, () => createAccount(stack.env.pool)));
      const together = await Promise.all(others.map((a) => new Client(`${limited.url}/v1`, a.apiKey).get('/domains')));
      expect(together.map((r) => r.status)).toEqual(Array(12).fill(200));
      const guesses = [];
      for (let i = 0; i < 15; i++) guesses.push(await new Client(`${limited.url}/v1`, generateApiKey()).get('/domains'));
      const unknown = guesses.filter((r) => r.status === 401);
      const refused = guesses.filter((r) => r.status === 429);
      expect(unknown.length + refused.length).toBe(15);
      // Five a second: ten at most, should the burst straddle a second.
      expect(unknown.length).toBeGreaterThanOrEqual(5);
      expect(unknown.length).toBeLessThanOrEqual(10);
      for (const r of unknown) expect(r.body.error.code).toBe('invalid_api_key');
      for (const r of refused) {
        expect(r.body.error).toMatchObject({ code: 'rate_limited', type: 'rate_limit_error' });
        expect(r.headers.get('retry-after')).toBe('1');
      }
      const { values } = await limited.deps.metrics.keyLookups.get();
      expect(values.find((v) => v.labels.result === 'unknown')?.value).toBe(unknown.length);
      // A key that exists never counted against the address, and is answered as before.
      expect((await good.get('/domains')).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
  it('has at most KEY_LOOKUPS_PER_IP lookups of one address under way: a burst of guesses waits its turn, then gets 429 without a lookup', async () => {
    const limited = await startApi(loadApiConfig(serviceEnv(stack.env, { KEY_LOOKUPS_PER_IP: '5' })));
    // Lookups are held in Postgres until every request of the burst has arrived: none has found nothing
    // yet, so none has counted against the address (without the cap, all forty were sent to Postgres).
    const locker = await stack.env.pool.connect();
    let burst: Promise<ApiResponse[]> | undefined;
    let knownKey: Promise<ApiResponse> | undefined;
    let firstSecond = 0;
    // The account's key, found once by this api before the guessing starts.
    expect((await new Client(`${limited.url}/v1`, account.apiKey).get('/domains')).status).toBe(200);
    try {
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE');
        burst = Promise.all(Array.from({ length: 40 }, () => new Client(`${limited.url}/v1`, generateApiKey()).get('/domains')));
        const underWay = await eventually(async () => {
          const u = limited.deps.keys.lookupsUnderWay;
          return u.running + u.waiting === 40 && u;
        });
        expect(underWay).toEqual({ running: 5, waiting: 35 });
        // The five sent reach Postgres's lock queue a moment after the api counts them as running.
        const waitingInPostgres = async () =>
          (
            await stack.env.pool.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM api_keys k JOIN accounts%'",
            )
          ).rows[0]!.n;
        await eventually(async () => (await waitingInPostgres()) >= 5);
        expect(await waitingInPostgres()).toBe(5);
        // A key this api has found before is looked up again (its entry dropped by a change) beside the
        // guesses, not behind them: it does not join the address's queue.
        limited.deps.keys.invalidate(`account:${account.accountId}`);
        knownKey = new Client(`${limited.url}/v1`, account.apiKey).get('/domains');
        await eventually(async () => (await waitingInPostgres()) === 6);
        expect(limited.deps.keys.lookupsUnderWay).toEqual({ running: 5, waiting: 35 });
      } finally {
        firstSecond = Math.floor(Date.now() / 1000);
        await locker.query('ROLLBACK');
        locker.release();
      }
      const responses = await burst;
      // The limiter counts by the clock's second: a loaded machine may drain the queue across more than one.
      const seconds = Math.floor(Date.now() / 1000) - firstSecond + 1;
      expect((await knownKey!).status).toBe(200);
      const unknown = responses.filter((r) => r.status === 401);
      const refused = responses.filter((r) => r.status === 429);
      expect(unknown.length + refused.length).toBe(40);
      // Five a second, in each second the lookups ran, plus the five under way when its count was reached (a lookup
      // counts once it has found nothing); the rest refused without a lookup.
      expect(unknown.length).toBeGreaterThanOrEqual(5);
      expect(unknown.length).toBeLessThanOrEqual(5 * (seconds + 1));
      for (const r of refused) expect(r.body.error).toMatchObject({ code: 'rate_limited', type: 'rate_limit_error' });
      const { values } = await limited.deps.metrics.keyLookups.get();
      expect(values.find((v) => v.labels.result === 'unknown')?.value).toBe(unknown.length);
      expect(values.find((v) => v.labels.result === 'found')?.value).toBe(2);
      expect(values.find((v) => v.labels.result === 'failed')).toBeUndefined();
      expect(limited.deps.keys.lookupsUnderWay).toEqual({ running: 0, waiting: 0 });
    } finally {
      await burst?.catch(() => undefined);
      await limited.stop();
    }
  });
  it("looks a key up at once for an address while another address's guesses wait their turn", async () => {
    const limited = await startApi(loadApiConfig(serviceEnv(stack.env, { KEY_LOOKUPS_PER_IP: '5', TRUSTED_PROXIES: 'loopback' })));
    const other = await createAccount(stack.env.pool);
    const from = (ip: string, key: string) =>
      new Client(`${limited.url}/v1`, key).request('GET', '/domains', { headers: { 'x-forwarded-for': ip } });
    const locker = await stack.env.pool.connect();
    const flooder = '198.51.100.7';
    const pending: Promise<ApiResponse>[] = [];
    try {
      let mine: Promise<ApiResponse>;
      let theirs: Promise<ApiResponse>;
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE');
        pending.push(...Array.from({ length: 40 }, () => from(flooder, generateApiKey())));
        await eventually(async () => limited.deps.keys.lookupsUnderWay.waiting === 35);
        // The same good key, from the flooding address (behind its guesses) and from another one.
        mine = from(flooder, other.apiKey);
        pending.push(mine);
        await eventually(async () => limited.deps.keys.lookupsUnderWay.waiting === 36);
        theirs = from('203.0.113.9', other.apiKey);
        pending.push(theirs);
        // Its own lookup, beside the flooder's five: not a share of the flooder's queued one.
        expect(
          await eventually(async () => {
            const u = limited.deps.keys.lookupsUnderWay;
            return u.running === 6 && u;
          }),
        ).toEqual({ running: 6, waiting: 36 });
      } finally {
        await locker.query('ROLLBACK');
        locker.release();
      }
      expect((await theirs).status).toBe(200);
      expect((await mine).body.error).toMatchObject({ code: 'rate_limited' });
    } finally {
      await Promise.allSettled(pending);
      await limited.stop();
    }
  });
});
