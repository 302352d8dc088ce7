import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERRORS, type ErrorCode } from '@throwbox/contracts';
import { generateApiKey } from '@throwbox/db';
import { loadApiConfig, startApi } from '@throwbox/api';
import { eventually, sendMail, serviceEnv, type TestAccount } from '@throwbox/testkit';
import { Client, createAccount, expectError as expectStackError, startStack, untilWaiting, type ApiResponse, type Stack } from './stack.js';

let stack: Stack;
let account: TestAccount;
let api: Client;

const expectError = (res: ApiResponse, status: number, code: ErrorCode) => expectStackError(stack, res, status, code);

const newInbox = async (body: Record<string, unknown> = {}) => {
  const res = await api.post('/inboxes', body);
  expect(res.status).toBe(201);
  return res.body.address as string;
};

const send = (to: string, mail: { subject?: string; text?: string; from?: string; html?: string; attachments?: any[] }) =>
  sendMail(stack.smtpPort, { to, subject: 'hello', text: 'hello', ...mail });

beforeAll(async () => {
  // The janitor runs every 200 ms here, so its test sees it work on its own schedule.
  stack = await startStack({ JANITOR_INTERVAL_MS: '200' });
  account = await createAccount(stack.env.pool);
  api = Client.for(stack, account);
});

afterAll(async () => {
  await stack.stop();
});

describe('creating inboxes', () => {
  it('creates an inbox with a random 10-character username on the default domain, expiring after 60 minutes', async () => {
    const res = await api.post('/inboxes');
    expect(res.status).toBe(201);
    expect(res.body.address).toMatch(/^[a-z0-9]{10}@throwbox\.test$/);
    const lifetime = Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt);
    expect(lifetime).toBe(60 * 60 * 1000);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('takes a chosen username, domain and ttlMinutes', async () => {
    const res = await api.post('/inboxes', { username: 'signup.test-1', domain: 'alt.throwbox.test', ttlMinutes: 5 });
    expect(res.status).toBe(201);
    expect(res.body.address).toBe('signup.test-1@alt.throwbox.test');
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(5 * 60 * 1000);
  });

  it('answers 409 address_taken when the username is held, by any account', async () => {
    await newInbox({ username: 'taken' });
    expectError(await api.post('/inboxes', { username: 'taken' }), 409, 'address_taken');
    const other = Client.for(stack, await createAccount(stack.env.pool));
    expectError(await other.post('/inboxes', { username: 'taken' }), 409, 'address_taken');
  });

  it.each([
    [{ username: 'A' }, 'body.username'],
    [{ username: 'Upper' }, 'body.username'],
    [{ username: '-leading' }, 'body.username'],
    [{ username: 'a'.repeat(31) }, 'body.username'],
    [{ ttlMinutes: 0 }, 'body.ttlMinutes'],
    [{ ttlMinutes: 1441 }, 'body.ttlMinutes'],
    [{ ttlMinutes: '60' }, 'body.ttlMinutes'],
    [{ ttlMinutes: 1.5 }, 'body.ttlMinutes'],
    [{ colour: 'blue' }, 'body.colour'],
  ])('rejects %j with 400 validation_failed naming %s', async (body, path) => {
    const res = await api.post('/inboxes', body);
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it.each(['a..b', 'ab.', 'a-.', 'x.y..z'])('refuses the username %s, which no address can carry, saying the rule in words', async (username) => {
    const res = await api.post('/inboxes', { username });
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details).toEqual([{ path: 'body.username', message: expect.stringContaining('no two dots in a row and no dot at the end') }]);
    expect(res.body.error.message).toContain('lower-case letters, digits, dots, dashes or underscores');
    expect(res.body.error.message).not.toContain('^');
  });

  it('rejects a domain not offered with 400 invalid_domain', async () => {
    expectError(await api.post('/inboxes', { domain: 'gmail.com' }), 400, 'invalid_domain');
  });

  it('rejects malformed JSON, another content type and bodies over 64 KiB', async () => {
    expectError(await api.request('POST', '/inboxes', { rawBody: '{"username":', headers: { 'content-type': 'application/json' } }), 400, 'invalid_json');
    expectError(await api.request('POST', '/inboxes', { rawBody: 'username=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'unsupported_media_type');
    expectError(await api.request('POST', '/inboxes', { rawBody: JSON.stringify({ username: 'x'.repeat(70 * 1024) }), headers: { 'content-type': 'application/json' } }), 413, 'payload_too_large');
    expectError(await api.request('POST', '/inboxes', { rawBody: '[1,2]', headers: { 'content-type': 'application/json' } }), 400, 'validation_failed');
  });
});

describe('authentication', () => {
  it('answers 401 missing_api_key without a key and 401 invalid_api_key for an unknown one', async () => {
    expectError(await new Client(api.baseUrl).get('/domains'), 401, 'missing_api_key');
    expectError(await new Client(api.baseUrl).request('GET', '/domains', { headers: { authorization: 'Basic abc' } }), 401, 'missing_api_key');
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
        const waitingInPostgres = async () => (await stack.env.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM api_keys k JOIN accounts%'",
        )).rows[0]!.n;
        await eventually(async () => (await waitingInPostgres()) >= 5);
        expect(await waitingInPostgres()).toBe(5);
        // A key this api has found before is looked up again (its entry dropped by a change) beside the
        // guesses, not behind them: it does not join the address's queue.
        limited.deps.keys.invalidate(`account:${account.accountId}`);
        knownKey = new Client(`${limited.url}/v1`, account.apiKey).get('/domains');
        await eventually(async () => (await waitingInPostgres()) === 6);
        expect(limited.deps.keys.lookupsUnderWay).toEqual({ running: 5, waiting: 35 });
      } finally {
        await locker.query('ROLLBACK');
        locker.release();
      }
      const responses = await burst;
      expect((await knownKey!).status).toBe(200);
      const unknown = responses.filter((r) => r.status === 401);
      const refused = responses.filter((r) => r.status === 429);
      expect(unknown.length + refused.length).toBe(40);
      // Five a second: ten at most, should the five lookups end across a second.
      expect(unknown.length).toBeGreaterThanOrEqual(5);
      expect(unknown.length).toBeLessThanOrEqual(10);
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
  it('looks a key up at once for an address while another address\'s guesses wait their turn', async () => {
    const limited = await startApi(loadApiConfig(serviceEnv(stack.env, { KEY_LOOKUPS_PER_IP: '5', TRUSTED_PROXIES: 'loopback' })));
    const other = await createAccount(stack.env.pool);
    const from = (ip: string, key: string) => new Client(`${limited.url}/v1`, key).request('GET', '/domains', { headers: { 'x-forwarded-for': ip } });
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
        expect(await eventually(async () => {
          const u = limited.deps.keys.lookupsUnderWay;
          return u.running === 6 && u;
        })).toEqual({ running: 6, waiting: 36 });
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

describe('listing messages', () => {
  it('answers a waiting list call as soon as mail arrives, not at the deadline', async () => {
    const address = await newInbox();
    const started = Date.now();
    const waiting = api.get(`/inboxes/${address}/messages?wait=30`);
    await untilWaiting(stack);
    await send(address, { subject: 'Your code', from: 'Acme <noreply@acme.example>', text: '\n\nWelcome to Acme\nline two' });
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body.waited).toBe(true);
    expect(res.body.messages).toHaveLength(1);
    // The sender as the header wrote it, not re-quoted.
    expect(res.body.messages[0]).toMatchObject({ from: 'Acme <noreply@acme.example>', subject: 'Your code', intro: 'Welcome to Acme' });
    expect((await api.get(`/inboxes/${address}/messages?from=${encodeURIComponent('acme <noreply@')}`)).body.messages).toHaveLength(1);
    expect(res.body.messages[0].id).toMatch(/^msg_/);
    // Far from the 30 s deadline: it was woken by the arrival.
    expect(Date.now() - started).toBeLessThan(15000);
  });

  it('answers at once with waited false when matching mail is already there', async () => {
    const address = await newInbox();
    await send(address, { subject: 'already here' });
    const res = await api.get(`/inboxes/${address}/messages?wait=30`);
    expect(res.body).toMatchObject({ address, waited: false });
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['already here']);
  });

  it('answers [] with waited true when the wait elapses with nothing', async () => {
    const address = await newInbox();
    const res = await api.get(`/inboxes/${address}/messages?wait=1`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ address, messages: [], waited: true });
  });

  it('lists newest first and honours limit', async () => {
    const address = await newInbox();
    for (const subject of ['one', 'two', 'three']) await send(address, { subject });
    const all = await api.get(`/inboxes/${address}/messages`);
    expect(all.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['three', 'two', 'one']);
    expect(all.body.waited).toBe(false);
    const limited = await api.get(`/inboxes/${address}/messages?limit=2`);
    expect(limited.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['three', 'two']);
  });

  it('filters by since (strictly after), from and subject, case-insensitively and combined', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Welcome', from: 'Shop <hello@shop.example>' });
    await send(address, { subject: 'Your receipt', from: 'Shop <billing@shop.example>' });
    const list = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    const newest = list[0];
    const since = Date.parse(list[1].receivedAt);
    const subjects = async (q: string) => (await api.get(`/inboxes/${address}/messages?${q}`)).body.messages.map((m: { subject: string }) => m.subject);
    expect(await subjects(`since=${since}`)).toEqual(Date.parse(newest.receivedAt) > since ? ['Your receipt'] : []);
    expect(await subjects(`since=${Date.parse(newest.receivedAt)}`)).toEqual([]);
    expect(await subjects('from=BILLING@')).toEqual(['Your receipt']);
    expect(await subjects('subject=welcome')).toEqual(['Welcome']);
    expect(await subjects('from=shop.example&subject=RECEIPT')).toEqual(['Your receipt']);
    expect(await subjects('from=shop.example&subject=welcome&since=' + since)).toEqual([]);
  });

  it('holds a filtered wait until matching mail arrives, skipping mail that does not match', async () => {
    const address = await newInbox();
    const since = Date.now() - 1;
    const waiting = api.get(`/inboxes/${address}/messages?wait=30&subject=code&from=auth&since=${since}`);
    await untilWaiting(stack);
    await send(address, { subject: 'Newsletter', from: 'news@list.example' });
    await send(address, { subject: 'Login code', from: 'news@list.example' });
    await send(address, { subject: 'Your code', from: 'auth@service.example' });
    const res = await waiting;
    expect(res.body.waited).toBe(true);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Your code']);
  });

  it('never misses mail that arrives between the query and the subscription (raced many times)', async () => {
    const rounds = 25;
    const results = await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        const address = await newInbox();
        // Send and wait at the same moment, with a small varying offset, so the arrival lands before,
        // during and after the waiting request's query and subscription.
        const waiting = api.get(`/inboxes/${address}/messages?wait=20`);
        await new Promise((r) => setTimeout(r, i % 5));
        const sent = Date.now();
        await send(address, { subject: `race ${i}` });
        const res = await waiting;
        return { count: res.body.messages.length, late: Date.now() - sent };
      }),
    );
    expect(results.map((r) => r.count)).toEqual(Array(rounds).fill(1));
    // None of them fell through to the 20 s deadline.
    expect(Math.max(...results.map((r) => r.late))).toBeLessThan(15000);
  });

  it('answers concurrent list calls of two accounts each with its own inbox, and counts each call once', async () => {
    // Under load the list reads and the quota charges of concurrent requests go to Postgres and Redis
    // together: every answer must still be its own request's, and every call counted exactly once.
    const accounts = [await createAccount(stack.env.pool), await createAccount(stack.env.pool)].map((a) => Client.for(stack, a));
    const inboxes: { client: Client; address: string; subject: string }[] = [];
    for (const [n, client] of accounts.entries()) {
      for (let i = 0; i < 4; i++) {
        const address = (await client.post('/inboxes')).body.address as string;
        const subject = `for ${n}.${i}`;
        await send(address, { subject });
        inboxes.push({ client, address, subject });
      }
    }
    const usedBefore = await Promise.all(accounts.map(async (c) => (await c.get('/usage')).body.used as number));
    const calls = Array.from({ length: 5 }, () => inboxes).flat();
    const [answers, foreign] = await Promise.all([
      Promise.all(calls.map((x) => x.client.get(`/inboxes/${x.address}/messages`))),
      // Each account asking for the other's inbox, in the same burst.
      Promise.all(inboxes.map((x, i) => accounts[i < 4 ? 1 : 0]!.get(`/inboxes/${x.address}/messages`))),
    ]);
    expect(answers.map((r) => [r.status, r.body.address, r.body.messages.map((m: { subject: string }) => m.subject)]))
      .toEqual(calls.map((x) => [200, x.address, [x.subject]]));
    for (const res of foreign) expectError(res, 404, 'inbox_not_found');
    // 20 own calls, 4 asking for the other's inbox and the usage call itself.
    const usedAfter = await Promise.all(accounts.map(async (c) => (await c.get('/usage')).body.used as number));
    expect(usedAfter.map((u, i) => u - usedBefore[i]!)).toEqual([25, 25]);
    // Each call got a count of its own.
    const remaining = answers.filter((_, i) => calls[i]!.client === accounts[0]).map((r) => r.headers.get('x-ratelimit-remaining'));
    expect(new Set(remaining).size).toBe(remaining.length);
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['wait=61', 'query.wait'],
    ['wait=-1', 'query.wait'],
    ['since=-1', 'query.since'],
    ['since=yesterday', 'query.since'],
    ['since=99999999999999999999', 'query.since'],
    ['lmit=5', 'query.lmit'],
  ])('rejects %s with 400 validation_failed', async (q, path) => {
    const address = await newInbox();
    const res = await api.get(`/inboxes/${address}/messages?${q}`);
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('answers 404 inbox_not_found for an unknown inbox and for another account\'s inbox alike', async () => {
    expectError(await api.get('/inboxes/nobody@throwbox.test/messages'), 404, 'inbox_not_found');
    const other = Client.for(stack, await createAccount(stack.env.pool));
    const theirs = (await other.post('/inboxes')).body.address;
    const res = await api.get(`/inboxes/${theirs}/messages`);
    expectError(res, 404, 'inbox_not_found');
    expect(res.body.error.message).toBe((await api.get('/inboxes/nobody@throwbox.test/messages')).body.error.message);
    expectError(await api.delete(`/inboxes/${theirs}`), 404, 'inbox_not_found');
  });

  it('rejects an address that is not an email, or not valid percent-encoding, with 400', async () => {
    expectError(await api.get('/inboxes/not-an-address/messages'), 400, 'validation_failed');
    expectError(await api.get('/inboxes/%E0%A4%A/messages'), 400, 'validation_failed');
    expectError(await api.get('/messages/%ZZ?address=a@throwbox.test'), 400, 'validation_failed');
  });

  it('answers 400, never a 500, to a NUL character in any field (Postgres text cannot hold one)', async () => {
    // An account of its own: this burst must not take the file's account over 100 requests a second.
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const address = (await api.post('/inboxes')).body.address as string;
    for (const [res, path] of [
      [await api.get(`/inboxes/${address}/messages?subject=a%00b`), 'query.subject'],
      [await api.get(`/inboxes/${address}/messages?from=%00`), 'query.from'],
      [await api.get(`/inboxes/${address}/code?subject=%00`), 'query.subject'],
      [await api.get(`/messages/msg_a%00b?address=${address}`), 'params.id'],
      [await api.get(`/messages/msg_x/attachments/att_%00?address=${address}`), 'params.attachmentId'],
      [await api.post('/inboxes', { username: 'a\u0000b' }), 'body.username'],
    ] as const) {
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details).toEqual([{ path, message: 'must not contain the NUL character' }]);
    }
  });
});

describe('reading one message', () => {
  it('returns text, html and attachments, with attachments and the raw source byte for byte', async () => {
    const address = await newInbox();
    const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    await send(address, {
      subject: 'files',
      text: 'See attached',
      html: '<p>See <b>attached</b><img src="cid:logo@acme"></p>',
      attachments: [
        { filename: 'data.bin', content: binary, contentType: 'application/octet-stream' },
        { filename: 'logo.png', content: Buffer.from('89504e47', 'hex'), contentType: 'image/png', cid: 'logo@acme' },
      ],
    });
    const [summary] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    const res = await api.get(`/messages/${summary.id}?address=${address}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: summary.id, subject: 'files', text: 'See attached', code: null, links: [], verificationLink: null });
    expect(res.body.html).toContain('<b>attached</b>');
    // An inline image stays a cid: link to its attachment (by contentId), not a data: URL in the HTML.
    expect(res.body.html).toContain('<img src="cid:logo@acme">');
    // In MIME document order: the inline image sits in multipart/related before the mixed attachment.
    expect(res.body.attachments).toEqual([
      { id: expect.stringMatching(/^att_/), filename: 'logo.png', contentType: 'image/png', size: 4, contentId: 'logo@acme', inline: true },
      { id: expect.stringMatching(/^att_/), filename: 'data.bin', contentType: 'application/octet-stream', size: 3000, contentId: null, inline: false },
    ]);
    const download = await fetch(`${api.baseUrl}/messages/${summary.id}/attachments/${res.body.attachments[1].id}?address=${address}`, { headers: { authorization: `Bearer ${account.apiKey}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await download.arrayBuffer()).equals(binary)).toBe(true);
    const raw = await api.get(`/messages/${summary.id}/raw?address=${address}`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(raw.text).toMatch(/^Subject: files$/m);
    expectError(await api.get(`/messages/${summary.id}/attachments/att_nope?address=${address}`), 404, 'attachment_not_found');
  });

  it('answers 404 message_not_found for an unknown id, and requires address', async () => {
    const address = await newInbox();
    expectError(await api.get(`/messages/msg_nope?address=${address}`), 404, 'message_not_found');
    expectError(await api.get('/messages/msg_nope'), 400, 'validation_failed');
  });

  it("cannot read another account's message even knowing its id", async () => {
    const other = await createAccount(stack.env.pool);
    const otherApi = Client.for(stack, other);
    const theirs = (await otherApi.post('/inboxes')).body.address;
    await send(theirs, { subject: 'private' });
    const [msg] = (await otherApi.get(`/inboxes/${theirs}/messages`)).body.messages;
    const mine = await newInbox();
    expectError(await api.get(`/messages/${msg.id}?address=${theirs}`), 404, 'inbox_not_found');
    expectError(await api.get(`/messages/${msg.id}?address=${mine}`), 404, 'message_not_found');
    expectError(await api.get(`/messages/${msg.id}/raw?address=${mine}`), 404, 'message_not_found');
  });
});

describe('expiry and deletion', () => {
  it('answers 410 inbox_expired while an expired inbox is tombstoned; DELETE frees the address', async () => {
    const address = await newInbox({ username: 'short-lived' });
    await send(address, { subject: 'before expiry' });
    const [msg] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 second' WHERE address = $1`, [address]);
    expectError(await api.get(`/inboxes/${address}/messages`), 410, 'inbox_expired');
    expectError(await api.get(`/inboxes/${address}/code`), 410, 'inbox_expired');
    expectError(await api.get(`/messages/${msg.id}?address=${address}`), 410, 'inbox_expired');
    expectError(await api.post('/inboxes', { username: 'short-lived' }), 409, 'address_taken');
    const del = await api.delete(`/inboxes/${address}`);
    expect(del.body).toEqual({ deleted: true, address });
    expect((await api.post('/inboxes', { username: 'short-lived' })).status).toBe(201);
  });

  it('deletes an inbox with its mail at once; afterwards it is 404 and SMTP refuses it', async () => {
    const address = await newInbox();
    await send(address, { subject: 'doomed' });
    expect((await api.delete(`/inboxes/${address}`)).body).toEqual({ deleted: true, address });
    expectError(await api.get(`/inboxes/${address}/messages`), 404, 'inbox_not_found');
    expectError(await api.delete(`/inboxes/${address}`), 404, 'inbox_not_found');
    const { rows } = await stack.env.pool.query('SELECT count(*)::int AS n FROM messages m LEFT JOIN inboxes i ON i.id = m.inbox_id WHERE i.id IS NULL');
    expect(rows[0].n).toBe(0);
    await expect(send(address, { subject: 'too late' })).rejects.toMatchObject({ responseCode: 550 });
  });

  it('the janitor purges inboxes past their tombstone with their mail; then everything answers 404', async () => {
    const address = await newInbox();
    await send(address, { subject: 'old' });
    const young = await newInbox();
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '25 hours' WHERE address = $1`, [address]);
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '23 hours' WHERE address = $1`, [young]);
    await eventually(async () => (await stack.env.pool.query('SELECT 1 FROM inboxes WHERE address = $1', [address])).rowCount === 0);
    expect((await stack.env.pool.query('SELECT count(*)::int AS n FROM messages')).rows[0].n).toBeGreaterThan(0);
    expect((await stack.env.pool.query(`SELECT count(*)::int AS n FROM messages m LEFT JOIN inboxes i ON i.id = m.inbox_id WHERE i.id IS NULL`)).rows[0].n).toBe(0);
    // Still inside its tombstone: kept, answering 410.
    expectError(await api.get(`/inboxes/${young}/messages`), 410, 'inbox_expired');
    expectError(await api.get(`/inboxes/${address}/messages`), 404, 'inbox_not_found');
    expect((await api.post('/inboxes', { username: address.split('@')[0] })).status).toBe(201);
  });
});

describe('the rest of the surface', () => {
  it('lists the configured domains, the default first', async () => {
    expect((await api.get('/domains')).body).toEqual({ domains: ['throwbox.test', 'alt.throwbox.test'] });
  });

  it('answers unknown routes with 404 route_not_found and wrong methods with 405, with a request id', async () => {
    expectError(await api.get('/nope'), 404, 'route_not_found');
    const res = await api.request('PUT', '/domains');
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expectError(await new Client(stack.api.url).get('/favicon.ico'), 404, 'route_not_found');
  });

  it('serves an OpenAPI 3.1 document that validates and describes every endpoint and its errors', async () => {
    const res = await new Client(api.baseUrl).get('/openapi.json');
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
    const doc = res.body;
    expect(doc.info.version).toBe('1.0.0');
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops.sort()).toEqual([
      'DELETE /inboxes/{address}', 'DELETE /inboxes/{address}/messages', 'DELETE /messages/{id}', 'GET /inboxes',
      'GET /domains', 'GET /inboxes/{address}/code', 'GET /inboxes/{address}/messages',
      'GET /messages/{id}', 'GET /messages/{id}/attachments/{attachmentId}', 'GET /messages/{id}/raw', 'GET /openapi.json', 'POST /inboxes',
      'POST /webhooks', 'GET /webhooks', 'DELETE /webhooks/{id}', 'GET /webhooks/{id}/deliveries', 'POST /webhooks/{id}/test', 'GET /usage',
    ].sort());
    const list = doc.paths['/inboxes/{address}/messages'].get;
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '410', '429', '500', '503']));
    expect(list.parameters.find((p: { name: string }) => p.name === 'limit').schema).toMatchObject({ minimum: 1, maximum: 100, default: 50 });
  });

  it('serves the errors page with an anchor for every code', async () => {
    const res = await fetch(`${stack.api.url}/docs/errors`);
    const html = await res.text();
    for (const code of Object.keys(ERRORS)) expect(html).toContain(`id="${code}"`);
  });
});
