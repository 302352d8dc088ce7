import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { Client, createAccount, startStack, type Stack } from './stack.js';

// A held wait (a record in long-poll.ts, its deadline in one shared heap) gives its waiting slot back when
// its client goes, over HTTP as over MCP (test/src/mcp.int.test.ts); a close or wake-up while it is being
// set up: services/api/src/long-poll.int.test.ts; wake-ups racing the subscription: wake-race.int.test.ts.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({}, { codeExtractor: false });
});
afterAll(() => stack.stop());

const waitingGauge = async () => (await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0;

/** A GET over a socket of its own, which the test can drop while the wait is held. */
function open(apiKey: string, path: string): http.ClientRequest {
  const req = http.get(`${stack.api.url}/v1${path}`, { agent: false, headers: { authorization: `Bearer ${apiKey}` } });
  req.on('error', () => undefined);
  req.on('response', (res) => res.resume());
  return req;
}

describe('held waits', () => {
  it('give their waiting slots back at once when their clients go, list and code alike, so the account can wait again', async () => {
    const account = await createAccount(stack.env.pool, { plan: 'paid' });
    const mine = Client.for(stack, account);
    const address = (await mine.post('/inboxes')).body.address as string;
    const slots = () => stack.api.deps.redis.zcard(`${stack.env.redisPrefix}:waiting:${account.accountId}`);
    // The account's limit (50), half of them list waits and half code waits, each for 30 s.
    const held = Array.from({ length: 50 }, (_, i) => open(account.apiKey, `/inboxes/${address}/${i % 2 ? 'code' : 'messages'}?wait=30`));
    await eventually(async () => (await slots()) === 50 && (await waitingGauge()) === 50, 20_000);
    // A wait whose client went answers nobody: its route reads no explanation of an empty wait.
    const pool = stack.api.deps.pool;
    const query = pool.query.bind(pool);
    let explained = 0;
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      if ((config as { name?: string } | null)?.name === 'find-wait-facts') explained++;
      return (query as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    for (const req of held) req.destroy();
    // Freed by the close, not by the 30 s deadline (a budget for a loaded machine, well short of it).
    await eventually(async () => (await slots()) === 0 && (await waitingGauge()) === 0, 15_000);
    // Fifty more are held again, none refused with 429 too_many_waiting_requests. They go out in the next
    // second of the per-second rate limit (100 a second, counted per wall-clock second): on a fast machine the
    // inbox, the fifty above and these fifty would otherwise fall in one second and one be rate_limited.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    pool.query = query;
    expect(explained).toBe(0);
    const again = await Promise.all(Array.from({ length: 50 }, () => mine.get(`/inboxes/${address}/messages?wait=1`)));
    expect(again.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(again.every((r) => r.body.waited === true)).toBe(true);
  });
});
