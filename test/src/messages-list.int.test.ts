import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, untilWaiting, type Stack, apiHelpers, startApiStack } from './stack.js';

// GET /inboxes/{address}/messages: lists, filters and waits.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, account, api } = await startApiStack()));
afterAll(() => stack.stop());

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
    expect(res.body).toEqual({
      address,
      messages: [],
      waited: true,
      explanation: {
        arrived: 0,
        withoutCode: { count: 0, subjects: [] },
        notMatching: { count: 0, nearest: [] },
        pending: 0,
        newestReceivedAt: null,
        refused: [],
      },
    });
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
    const subjects = async (q: string) =>
      (await api.get(`/inboxes/${address}/messages?${q}`)).body.messages.map((m: { subject: string }) => m.subject);
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
    expect(answers.map((r) => [r.status, r.body.address, r.body.messages.map((m: { subject: string }) => m.subject)])).toEqual(
      calls.map((x) => [200, x.address, [x.subject]]),
    );
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

  it("answers 404 inbox_not_found for an unknown inbox and for another account's inbox alike", async () => {
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
