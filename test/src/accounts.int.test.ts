import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateApiKey, insertApiKey, listRequestLog } from '@throwbox/db';
import { eventually } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, startStack, type Stack } from './stack.js';

let stack: Stack;

const keyWith = async (account: TestAccount, controls: { readOnly?: boolean; expiresOn?: string; allowedIps?: string[] }) => {
  const apiKey = generateApiKey();
  const key = await insertApiKey(stack.env.pool, { accountId: account.accountId, key: apiKey, ...controls });
  return { ...account, apiKey, keyId: key.id };
};

const usageOf = async (account: TestAccount) => {
  const { rows } = await stack.env.pool.query<{ used: number }>(
    'SELECT coalesce(sum(used), 0)::int AS used FROM usage_months WHERE account_id = $1',
    [account.accountId],
  );
  await stack.api.deps.quota.flush();
  const after = await stack.env.pool.query<{ used: number }>(
    'SELECT coalesce(sum(used), 0)::int AS used FROM usage_months WHERE account_id = $1',
    [account.accountId],
  );
  return Math.max(rows[0]!.used, after.rows[0]!.used);
};

/** Requests in order, at most 80 in any second, so the 100-a-second abuse limit stays out of the way. */
let windowStart = 0;
let inWindow = 0;
async function paced<T>(fn: () => Promise<T>): Promise<T> {
  if (Date.now() - windowStart >= 1000) {
    windowStart = Date.now();
    inWindow = 0;
  }
  if (++inWindow > 80) {
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() - windowStart) + 5));
    windowStart = Date.now();
    inWindow = 1;
  }
  return fn();
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.stop();
});

describe('plans and quota', () => {
  it('lets exactly 100 of 150 sequential requests of a free account through, then 429 quota_exceeded', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool, { plan: 'free' }));
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 150; i++) {
      last = await paced(() => api.get('/domains'));
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
    expect(last!.body.error).toMatchObject({ code: 'quota_exceeded', type: 'rate_limit_error' });
    // In a customer's words: when it ends and what to do meanwhile, and no operator's command.
    expect(last!.body.error.message).toMatch(/100 requests .* from \d{4}-\d{2}-01 \(UTC\).* buy credits or move to a larger plan/);
    expect(last!.body.error.message).not.toMatch(/pnpm|admin|--/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('lets exactly 100 of 150 concurrent requests through; the rest are 429 quota_exceeded', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'free' });
    const api = Client.for(stack, account);
    const results = await Promise.all(Array.from({ length: 150 }, () => api.get('/domains')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(100);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(Array(50).fill([429, 'quota_exceeded']));
    expect(await usageOf(account)).toBe(100);
  });

  it('draws credits after the month, counting X-Credits-Remaining down, then 429 when both are gone', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'free' });
    const api = Client.for(stack, account);
    for (let i = 0; i < 100; i++) expect((await paced(() => api.get('/domains'))).status).toBe(200);
    expect((await paced(() => api.get('/domains'))).status).toBe(429);
    const { runCommand } = await import('@throwbox/admin');
    await runCommand({ pool: stack.env.pool, redis: stack.api.deps.redis, redisPrefix: stack.env.redisPrefix }, [
      'credits',
      'add',
      '--account',
      String(account.accountId),
      '--requests',
      '3',
    ]);
    const paid = [await paced(() => api.get('/domains')), await paced(() => api.get('/domains')), await paced(() => api.get('/domains'))];
    expect(paid.map((r) => [r.status, r.headers.get('x-credits-remaining')])).toEqual([
      [200, '2'],
      [200, '1'],
      [200, '0'],
    ]);
    expect((await paced(() => api.get('/domains'))).body.error.code).toBe('quota_exceeded');
    // GET /usage is still answered, so the customer can read why, and is not counted (DECISIONS §6).
    const usage = await paced(() => api.get('/usage'));
    expect([usage.status, usage.body.used, usage.body.remaining, usage.body.credits]).toEqual([200, 103, 0, 0]);
    expect(usage.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await paced(() => api.get('/usage'))).body.used).toBe(103);
    expect(await usageOf(account)).toBe(103);
    expect((await paced(() => api.get('/domains'))).body.error.code).toBe('quota_exceeded');
  });

  it('sets X-RateLimit headers on every authenticated response, and GET /usage reports the month', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool, { plan: 'paid' }));
    await api.get('/domains');
    const res = await api.get('/usage');
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
    expect(res.body).toEqual({
      month: now.toISOString().slice(0, 7),
      used: 2,
      quota: 10000,
      remaining: 9998,
      resetsAt: nextMonth,
      credits: 0,
    });
    expect(res.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('9998');
    expect(res.headers.get('x-ratelimit-reset')).toBe(String(nextMonth));
    const notFound = await api.get('/inboxes/nobody@throwbox.test/messages');
    expect(notFound.headers.get('x-ratelimit-remaining')).toBe('9997');
  });

  it('answers 403 api_not_in_plan and 402 plan_expired, without counting', async () => {
    const noApi = await createAccount(stack.env.pool, { plan: 'no-api' });
    const res = await Client.for(stack, noApi).get('/domains');
    expect([res.status, res.body.error.code, res.body.error.type]).toEqual([403, 'api_not_in_plan', 'authentication_error']);
    const lapsed = await createAccount(stack.env.pool, { plan: 'paid' });
    await stack.env.pool.query('UPDATE accounts SET plan_expired = true WHERE id = $1', [lapsed.accountId]);
    const res2 = await Client.for(stack, lapsed).get('/domains');
    expect([res2.status, res2.body.error.code]).toEqual([402, 'plan_expired']);
    expect(await usageOf(noApi)).toBe(0);
    expect(await usageOf(lapsed)).toBe(0);
  });

  it('survives a Redis restart without giving requests away: counters resume from Postgres', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'free' });
    const api = Client.for(stack, account);
    for (let i = 0; i < 60; i++) expect((await paced(() => api.get('/domains'))).status).toBe(200);
    await stack.api.deps.quota.flush();
    // What a restart without persistence does to this account's counters.
    const keys = await stack.api.deps.redis.keys(`${stack.env.redisPrefix}:*:${account.accountId}*`);
    expect(keys.length).toBeGreaterThan(0);
    await stack.api.deps.redis.del(...keys);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await paced(() => api.get('/domains'))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  });
});

describe('key controls', () => {
  it('read-only keys may GET; POST and DELETE are 403 api_key_read_only and not counted', async () => {
    const account = await keyWith(await createAccount(stack.env.pool), { readOnly: true });
    const api = Client.for(stack, account);
    expect((await api.get('/domains')).status).toBe(200);
    const post = await api.post('/inboxes');
    expect([post.status, post.body.error.code]).toEqual([403, 'api_key_read_only']);
    const del = await api.delete('/inboxes/x@throwbox.test');
    expect([del.status, del.body.error.code]).toEqual([403, 'api_key_read_only']);
    expect(await usageOf(account)).toBe(1);
  });

  it('an expired key answers 401 api_key_expired from 00:00 UTC of its date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    const expired = Client.for(stack, await keyWith(await createAccount(stack.env.pool), { expiresOn: today }));
    expect((await expired.get('/domains')).body.error.code).toBe('api_key_expired');
    const valid = Client.for(stack, await keyWith(await createAccount(stack.env.pool), { expiresOn: tomorrow }));
    expect((await valid.get('/domains')).status).toBe(200);
  });

  it.each([
    [['127.0.0.1'], true],
    [['127.0.0.0/8'], true],
    [['10.0.0.0/8', '::1'], false],
    [['::ffff:127.0.0.1'], true],
    [['::ffff:127.0.0.0/104'], true],
    [['203.0.113.0/24'], false],
  ])('allowlist %j for a client on 127.0.0.1 allows: %s (refusals not counted)', async (allowedIps, allowed) => {
    const account = await keyWith(await createAccount(stack.env.pool), { allowedIps });
    const res = await Client.for(stack, account).get('/domains');
    expect(res.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(res.body.error.code).toBe('ip_not_allowed');
    expect(await usageOf(account)).toBe(allowed ? 1 : 0);
  });

  it('refuses a revoked key on the very next request, through the admin command', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    expect((await api.get('/domains')).status).toBe(200);
    const { runCommand } = await import('@throwbox/admin');
    await runCommand({ pool: stack.env.pool, redis: stack.api.deps.redis, redisPrefix: stack.env.redisPrefix }, [
      'keys',
      'revoke',
      '--key',
      String(account.keyId),
    ]);
    const res = await api.get('/domains');
    expect([res.status, res.body.error.code]).toEqual([401, 'invalid_api_key']);
  });

  it('applies plan changes on the very next request: the api listens for them on Redis', async () => {
    const channel = `${stack.env.redisPrefix}:auth-changed`;
    expect(await stack.api.deps.redis.pubsub('NUMSUB', channel)).toEqual([channel, 1]);
    const account = await createAccount(stack.env.pool, { plan: 'paid' });
    const api = Client.for(stack, account);
    const { runCommand } = await import('@throwbox/admin');
    // Each change reaches the api over pub/sub within milliseconds; the test waits for it to be heard,
    // as a request sent in the same millisecond could still race it.
    const setPlan = async (...args: string[]) => {
      const heard = stack.api.deps.keys.heard;
      await runCommand({ pool: stack.env.pool, redis: stack.api.deps.redis, redisPrefix: stack.env.redisPrefix }, [
        'accounts',
        'set-plan',
        '--account',
        String(account.accountId),
        ...args,
      ]);
      await eventually(async () => stack.api.deps.keys.heard > heard, 2000);
    };
    expect((await api.get('/domains')).status).toBe(200);
    await setPlan('--plan', 'paid', '--expired');
    const expired = await api.get('/domains');
    expect([expired.status, expired.body.error?.code]).toEqual([402, 'plan_expired']);
    await setPlan('--plan', 'no-api');
    const noApi = await api.get('/domains');
    expect([noApi.status, noApi.body.error?.code]).toEqual([403, 'api_not_in_plan']);
    await setPlan('--plan', 'paid');
    expect((await api.get('/domains')).status).toBe(200);
  });
});

describe('abuse limits', () => {
  it('answers 429 rate_limited with Retry-After beyond 100 requests a second, not counted', async () => {
    // The window is one clock second, and how many seconds a burst of 250 spans depends on the machine: what
    // gets through is held to 100 a second spanned, and bursts are repeated until one spans at most two
    // seconds, where at least 50 must be refused. No speed is assumed; a busy machine only takes more bursts.
    for (let burst = 1; ; burst++) {
      const account = await createAccount(stack.env.pool, { plan: 'paid' });
      const api = Client.for(stack, account);
      const firstSecond = Math.floor(Date.now() / 1000);
      const results = await Promise.all(Array.from({ length: 250 }, () => api.get('/domains')));
      const spanned = Math.floor(Date.now() / 1000) - firstSecond + 1;
      const limited = results.filter((r) => r.status === 429);
      expect(results.length - limited.length).toBeLessThanOrEqual(100 * spanned);
      expect(await usageOf(account)).toBe(results.length - limited.length);
      if (spanned > 2 && burst < 50) continue;
      expect({ spanned, refusedAtLeast50: limited.length >= 50 }).toEqual({ spanned: expect.any(Number), refusedAtLeast50: true });
      expect(limited[0]!.body.error.code).toBe('rate_limited');
      expect(limited[0]!.headers.get('retry-after')).toBe('1');
      return;
    }
  }, 600_000);

  it('answers 429 too_many_waiting_requests to the 51st held request of an account', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'paid' });
    const api = Client.for(stack, account);
    const address = (await api.post('/inboxes')).body.address;
    const held = Array.from({ length: 50 }, () => api.get(`/inboxes/${address}/messages?wait=5`));
    await eventually(async () => (await stack.api.deps.redis.zcard(`${stack.env.redisPrefix}:waiting:${account.accountId}`)) === 50);
    const before = await stack.api.deps.quota.usage(account.accountId, 'paid');
    const extra = await api.get(`/inboxes/${address}/messages?wait=5`);
    expect([extra.status, extra.body.error.code, extra.headers.get('retry-after')]).toEqual([429, 'too_many_waiting_requests', '1']);
    // A 429 is not counted (DECISIONS), though it was counted on the way in: taken back, headers too.
    const after = await stack.api.deps.quota.usage(account.accountId, 'paid');
    expect(after.used).toBe(before.used);
    expect(extra.headers.get('x-ratelimit-remaining')).toBe(String(before.remaining));
    await stack.api.deps.quota.flush();
    const { rows } = await stack.env.pool.query<{ used: number }>('SELECT used::int FROM usage_months WHERE account_id = $1', [
      account.accountId,
    ]);
    expect(rows[0]!.used).toBe(after.used);
    // A request that does not wait is not held, so it is still served.
    expect((await api.get(`/inboxes/${address}/messages`)).status).toBe(200);
    expect((await Promise.all(held)).every((r) => r.status === 200)).toBe(true);
  });
});

describe('idempotency', () => {
  it('replays the first response with Idempotent-Replayed and does the work once', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const first = await api.post('/inboxes', { ttlMinutes: 5 }, { 'idempotency-key': 'create-1' });
    const again = await api.post('/inboxes', { ttlMinutes: 5 }, { 'idempotency-key': 'create-1' });
    expect(first.status).toBe(201);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('has the response stored by the time the client has it, so an immediate retry replays it', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    const first = await api.post('/inboxes', undefined, { 'idempotency-key': 'at-once' });
    const { rows } = await stack.env.pool.query('SELECT state, status, response FROM idempotency_keys WHERE account_id = $1 AND key = $2', [
      account.accountId,
      'at-once',
    ]);
    expect(rows).toEqual([{ state: 'done', status: 201, response: first.body }]);
    // No body and an empty object are the same request: a replay, not 422.
    const again = await api.post('/inboxes', {}, { 'idempotency-key': 'at-once' });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true']);
  });

  it('answers 422 idempotency_key_reused for the same key with another body', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    await api.post('/inboxes', { ttlMinutes: 5 }, { 'idempotency-key': 'k' });
    const res = await api.post('/inboxes', { ttlMinutes: 6 }, { 'idempotency-key': 'k' });
    expect([res.status, res.body.error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('creates exactly one inbox for 20 concurrent duplicates; the others replay or get 409', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.post('/inboxes', {}, { 'idempotency-key': 'burst' })));
    const created = results.filter((r) => r.status === 201);
    expect(results.every((r) => r.status === 201 || (r.status === 409 && r.body.error.code === 'idempotency_key_in_use'))).toBe(true);
    expect(new Set(created.map((r) => r.body.address)).size).toBe(1);
    const { rows } = await stack.env.pool.query('SELECT count(*)::int AS n FROM inboxes WHERE account_id = $1', [account.accountId]);
    expect(rows[0].n).toBe(1);
  });

  it('rejects keys over 100 characters or with non-printable characters with 400 invalid_idempotency_key', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const long = await api.post('/inboxes', {}, { 'idempotency-key': 'x'.repeat(101) });
    expect([long.status, long.body.error.code]).toEqual([400, 'invalid_idempotency_key']);
    expect((await api.post('/inboxes', {}, { 'idempotency-key': 'x'.repeat(100) })).status).toBe(201);
  });

  it('does not store a 5xx: a retry with the same key runs again', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    // Make the insert fail once with a server error: a trigger that raises, then drop it.
    await stack.env.pool.query(`CREATE FUNCTION fail_once() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`);
    await stack.env.pool.query(`CREATE TRIGGER fail_once BEFORE INSERT ON inboxes FOR EACH ROW EXECUTE FUNCTION fail_once()`);
    const failed = await api.post('/inboxes', {}, { 'idempotency-key': 'retry-me' });
    await stack.env.pool.query('DROP TRIGGER fail_once ON inboxes; DROP FUNCTION fail_once()');
    expect([failed.status, failed.body.error.code]).toEqual([500, 'internal_error']);
    expect(JSON.stringify(failed.body)).not.toContain('boom');
    const retried = await eventually(async () => {
      const r = await api.post('/inboxes', {}, { 'idempotency-key': 'retry-me' });
      return r.status === 201 ? r : undefined;
    });
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('request log', () => {
  it('records each call with status, error code, duration and key id, and keeps nothing older than 14 days', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    const answers = [
      await api.get('/domains'),
      await api.get('/inboxes/nobody@throwbox.test/messages'),
      await api.post('/inboxes', { ttlMinutes: 0 }),
    ];
    await stack.api.deps.requestLog.flush();
    const entries = await listRequestLog(stack.env.pool, { accountId: account.accountId });
    expect(entries.map((e) => [e.method, e.path, e.status, e.errorCode, e.keyId])).toEqual([
      ['POST', '/v1/inboxes', 400, 'validation_failed', account.keyId],
      ['GET', '/v1/inboxes/nobody@throwbox.test/messages', 404, 'inbox_not_found', account.keyId],
      ['GET', '/v1/domains', 200, null, account.keyId],
    ]);
    // The id every answer carries finds its entry (an error's requestId as quoted to support).
    expect(entries.map((e) => e.requestId)).toEqual(answers.map((a) => a.headers.get('throwbox-request-id')).reverse());
    expect(answers[2]!.body.requestId).toBe(entries[0]!.requestId);
    for (const e of entries) {
      expect(e.durationMs).toBeGreaterThan(0);
      expect(e.durationMs).toBeLessThan(10000);
    }
    const errors = await listRequestLog(stack.env.pool, { accountId: account.accountId, errorsOnly: true });
    expect(errors).toHaveLength(2);
    await stack.env.pool.query(`UPDATE request_log SET at = now() - interval '15 days' WHERE account_id = $1 AND status = 200`, [
      account.accountId,
    ]);
    const { purgeRequestLog } = await import('@throwbox/db');
    expect(await purgeRequestLog(stack.env.pool)).toBeGreaterThanOrEqual(1);
    expect(await listRequestLog(stack.env.pool, { accountId: account.accountId })).toHaveLength(2);
  });
});
