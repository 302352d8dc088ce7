import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { eventually } from '@throwbox/testkit';
import { loadApiConfig } from './config.js';
import { longPoll, type PollResult } from './long-poll.js';
import { newContext } from './request-context.js';
import { startApi, type ApiHandle } from './server.js';

// A held wait's setup, step by step, on a real api's Redis (its waiting slots and wake-up subscriber): a
// client that goes, or a wake-up that comes, before the wait is held ends it at once, not at its deadline.
// The response is no socket here, as an MCP tool call's is not (mcp/call.ts): only its 'close' (and its
// `destroyed`, for a close before the wait's record exists) says the client went.

let env: TestEnv;
let api: ApiHandle;

beforeAll(async () => {
  env = await createTestEnv();
  api = await startApi(loadApiConfig(serviceEnv(env)));
});
afterAll(async () => {
  await api?.stop();
  await env?.close();
});

const WAIT_SECONDS = 30;
/** Far under the 30 s deadline, and a generous budget for a loaded machine. */
const AT_ONCE_MS = 10_000;

class Reply extends EventEmitter {
  destroyed = false;
  readonly locals = newContext(`req_${Math.random().toString(36).slice(2)}`);
  setHeader(): this {
    return this;
  }
}

let n = 0;
/** Starts a wait on a new address for account `accountId`, its first query having found nothing. */
function wait(res: Reply, accountId: number, query: () => Promise<string | undefined>) {
  const address = `setup-${++n}-${process.pid}@throwbox.test`;
  const opts = { address, waitSeconds: WAIT_SECONDS, res: res as unknown as Response, accountId, expiresAt: null };
  const started = performance.now();
  const answer = longPoll(api.deps, opts, query, { first: undefined });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('held to its deadline')), AT_ONCE_MS).unref());
  return Promise.race([answer, timeout]).then((result: PollResult<string>) => ({ result, ms: performance.now() - started }));
}

/** Runs `then` once the wait's record exists and is subscribing (it listens for 'close' from then on). */
function onceSubscribing(res: Reply, then: () => void): void {
  res.once('newListener', (event) => {
    // 'newListener' comes before the listener is added; the record asks to subscribe in the same tick.
    if (event === 'close') queueMicrotask(then);
  });
}

const slotsOf = (accountId: number) => api.deps.redis.zcard(`${env.redisPrefix}:waiting:${accountId}`);

describe('a held wait being set up', () => {
  it("ends at once, empty, when its client's close comes while it subscribes", async () => {
    const res = new Reply();
    let channels = 0;
    onceSubscribing(res, () => {
      channels = api.deps.wakeups.channelCount;
      res.emit('close');
    });
    const { result } = await wait(res, 9001, async () => undefined);
    // Gone: the routes then work out no explanation of an empty wait for nobody.
    expect(result).toMatchObject({ value: undefined, waited: true, clientGone: true });
    // The close came with the wait's channel asked for.
    expect(channels).toBe(1);
    await eventually(async () => (await slotsOf(9001)) === 0 && res.listenerCount('close') === 0);
  });

  it('ends at once, empty, when its client went while its waiting slot was being taken', async () => {
    const res = new Reply();
    const answer = wait(res, 9002, async () => undefined);
    // Before the record exists: only `destroyed` tells it, as on a socket's response.
    res.destroyed = true;
    res.emit('close');
    expect((await answer).result).toMatchObject({ value: undefined, waited: true, clientGone: true });
    await eventually(async () => (await slotsOf(9002)) === 0 && res.listenerCount('close') === 0);
  });

  it('finds the mail of a wake-up that came while it subscribed, by its first query once held', async () => {
    const res = new Reply();
    let stored: string | undefined;
    onceSubscribing(res, () => {
      stored = 'msg_arrived';
      // The record is not yet held, so this wake-up is left to its first query.
      api.deps.wakeups.wakeAll();
    });
    const { result } = await wait(res, 9003, async () => stored);
    expect(result).toMatchObject({ value: 'msg_arrived', waited: true });
    await eventually(async () => (await slotsOf(9003)) === 0);
  });
});
