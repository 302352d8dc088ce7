import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { untilWaiting, type Stack, apiHelpers, startApiStack, type Client, type ApiResponse } from './stack.js';

// Counted waits, `since` as a date-time, and the Server-Timing of held answers (DECISIONS §10).

let stack: Stack;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, api } = await startApiStack()));
afterAll(() => stack.stop());

const subjects = (res: ApiResponse) => res.body.messages.map((m: { subject: string }) => m.subject);
/** Server-Timing as name → duration in ms. */
function serverTiming(res: ApiResponse): Record<string, number> {
  const header = res.headers.get('server-timing');
  if (!header) return {};
  return Object.fromEntries(
    header
      .split(',')
      .map((e) =>
        e
          .trim()
          .match(/^(\w+);dur=(\d+(?:\.\d+)?)$/)!
          .slice(1, 3),
      )
      .map(([k, v]) => [k, Number(v)]),
  );
}
const wakes = async (route: 'list' | 'code') =>
  (await stack.api.deps.metrics.wake.get()).values.find(
    (v) => v.metricName === 'throwbox_wait_wake_seconds_count' && v.labels.route === route,
  )?.value ?? 0;

describe('counted waits', () => {
  it('holds a wait with count=3 until the third of three mails sent 500 ms apart, and answers all three at once', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/messages?wait=60&count=3`);
    await untilWaiting(stack);
    let thirdSent = 0;
    for (const n of [1, 2, 3]) {
      if (n === 3) thirdSent = performance.now();
      await send(address, { subject: `mail ${n}` });
      // The scenario (order confirmation, shipping, invoice) spaced out, not synchronisation.
      if (n < 3) await new Promise((r) => setTimeout(r, 500));
    }
    const res = await waiting;
    const sinceThirdSent = performance.now() - thirdSent;
    expect(res.status).toBe(200);
    expect(res.body.waited).toBe(true);
    expect(subjects(res)).toEqual(['mail 3', 'mail 2', 'mail 1']);
    const timing = serverTiming(res);
    expect(timing.wait).toBeGreaterThanOrEqual(1000);
    expect(timing.wake).toBeGreaterThanOrEqual(0);
    // The wake is counted from the third's commit, so it is shorter than the hold, and no longer than from
    // before the third was sent to the answer (+1 ms: two processes' clocks); to a hundredth of a
    // millisecond, from the commit instant its wake-up carried.
    expect(timing.wake).toBeLessThan(timing.wait!);
    expect(timing.wake).toBeLessThanOrEqual(sinceThirdSent + 1);
    // Of which the wake-up's way to the api (ingest's PUBLISH, Redis, the api's subscriber): a part of it.
    expect(timing.heard).toBeGreaterThanOrEqual(0);
    expect(timing.heard).toBeLessThanOrEqual(timing.wake!);
    expect(res.headers.get('server-timing')).toMatch(/, wake;dur=\d+\.\d{2}, heard;dur=\d+\.\d{2}$/);
  });

  it('applies from and subject to the count: mail that does not match does not count', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/messages?wait=60&count=2&subject=order`);
    await untilWaiting(stack);
    await send(address, { subject: 'Order 1' });
    await send(address, { subject: 'Newsletter' });
    await send(address, { subject: 'Newsletter again' });
    await send(address, { subject: 'Order 2' });
    const res = await waiting;
    expect(subjects(res)).toEqual(['Order 2', 'Order 1']);
  });

  it('answers at once, not held, when count messages are already there; count without wait holds nothing', async () => {
    const address = await newInbox();
    await send(address, { subject: 'a' });
    await send(address, { subject: 'b' });
    const enough = await api.get(`/inboxes/${address}/messages?wait=30&count=2`);
    expect(enough.body).toMatchObject({ waited: false });
    expect(subjects(enough)).toEqual(['b', 'a']);
    expect(enough.headers.get('server-timing')).toBeNull();
    const unheld = await api.get(`/inboxes/${address}/messages?count=5`);
    expect(unheld.body.waited).toBe(false);
    expect(subjects(unheld)).toEqual(['b', 'a']);
  });

  it('answers what came, with waited true and no wake, when the wait elapses short of the count', async () => {
    const address = await newInbox();
    await send(address, { subject: 'only one' });
    const before = await wakes('list');
    const res = await api.get(`/inboxes/${address}/messages?wait=1&count=2`);
    expect(res.body).toMatchObject({ waited: true });
    expect(res.body.explanation).toBeUndefined();
    expect(subjects(res)).toEqual(['only one']);
    const timing = serverTiming(res);
    expect(timing.wait).toBeGreaterThanOrEqual(900);
    expect(timing.wake).toBeUndefined();
    expect(await wakes('list')).toBe(before);
  });

  it.each([['count=0'], ['count=51'], ['count=2.5'], ['count=abc'], ['count=10&limit=5']])(
    'rejects %s with 400 validation_failed',
    async (q) => {
      const address = await newInbox();
      const res = await api.get(`/inboxes/${address}/messages?wait=1&${q}`);
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain('query.count');
    },
  );
});

describe('since as a date-time', () => {
  it('takes receivedAt as written back, strictly after it, on the list and the code call', async () => {
    const address = await newInbox();
    await send(address, { subject: 'first', text: 'Your code is 111111' });
    const [first] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    await send(address, { subject: 'second', text: 'Your code is 222222' });
    const [second] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    const later = Date.parse(second.receivedAt) > Date.parse(first.receivedAt) ? ['second'] : [];
    expect(subjects(await api.get(`/inboxes/${address}/messages?since=${encodeURIComponent(first.receivedAt)}`))).toEqual(later);
    expect(subjects(await api.get(`/inboxes/${address}/messages?since=${encodeURIComponent(second.receivedAt)}`))).toEqual([]);
    // The same instant written with another offset, and as milliseconds.
    const shifted = new Date(Date.parse(first.receivedAt) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect(subjects(await api.get(`/inboxes/${address}/messages?since=${encodeURIComponent(shifted)}`))).toEqual(later);
    expect(subjects(await api.get(`/inboxes/${address}/messages?since=${Date.parse(first.receivedAt)}`))).toEqual(later);
    const code = await api.get(`/inboxes/${address}/code?wait=10&since=${encodeURIComponent(first.receivedAt)}`);
    if (later.length) expect(code.body.code).toBe('222222');
    const none = await api.get(`/inboxes/${address}/code?since=${encodeURIComponent(second.receivedAt)}`);
    expectError(none, 404, 'code_not_found');
  });

  it.each([
    ['0x10'],
    ['1e12'],
    ['1764000000'],
    ['+1764000000000'],
    ['1764000000000.5'],
    ['2026-11-25'],
    ['2026-13-01T00:00:00Z'],
    ['2026-11-25T19:00:00'],
    ['2026-12-31T23:59:60Z'],
    ['yesterday'],
    ['9999999999999999'],
  ])('rejects since=%s with 400 validation_failed on the list and the code call', async (since) => {
    const address = await newInbox();
    for (const path of ['messages', 'code']) {
      const res = await api.get(`/inboxes/${address}/${path}?since=${encodeURIComponent(since)}`);
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['query.since']);
    }
  });
});

describe('Server-Timing of held answers', () => {
  it('gives wait, wake and heard on a held code answer, wait alone on code_not_found after a hold, and nothing unheld', async () => {
    const address = await newInbox();
    const before = await wakes('code');
    const waiting = api.get(`/inboxes/${address}/code?wait=60`);
    await untilWaiting(stack);
    await send(address, { subject: 'Sign in', text: 'Your code is 424242' });
    const res = await waiting;
    expect(res.body.code).toBe('424242');
    const timing = serverTiming(res);
    expect(Object.keys(timing).sort()).toEqual(['heard', 'wait', 'wake']);
    expect(timing.wake).toBeLessThanOrEqual(timing.wait! + 5);
    expect(timing.heard).toBeLessThanOrEqual(timing.wake!);
    expect(await wakes('code')).toBe(before + 1);
    const empty = await api.get(`/inboxes/${address}/code?wait=1&subject=nothing`);
    expectError(empty, 404, 'code_not_found');
    expect(Object.keys(serverTiming(empty))).toEqual(['wait']);
    const unheld = await api.get(`/inboxes/${address}/code`);
    expect(unheld.headers.get('server-timing')).toBeNull();
  });
});
