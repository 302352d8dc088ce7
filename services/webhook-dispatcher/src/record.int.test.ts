import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createLogger } from '@throwbox/observability';
import { Registry } from 'prom-client';
import { Batcher } from '@throwbox/batch';
import { recordDeliverySuccesses, type DeliveryAttemptRow } from '@throwbox/db';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { recordFailure, type PreparedDelivery } from './deliver.js';
import { createDispatcherMetrics, type DispatcherDeps } from './deps.js';
import type { CallOutcome } from './http-call.js';

// A success answered just before a failure is written in a batch; the failure must not overtake it.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

it('records a failure only after the successes answered before it, so the count and the disabling stay right', async () => {
  const { accountId } = await createAccount(env.pool);
  const {
    rows: [hook],
  } = await env.pool.query<{ id: number }>(
    `INSERT INTO webhooks (account_id, url, secret_box, fail_count) VALUES ($1, 'https://hooks.example.com/r', '\\x00', 19) RETURNING id`,
    [accountId],
  );
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const successes = new Batcher<DeliveryAttemptRow & { webhookId: number }, void>(
    async (attempts) => {
      await gate;
      await recordDeliverySuccesses(env.pool, attempts);
      return attempts.map(() => undefined);
    },
    { maxItems: 10, concurrency: 1 },
  );
  const metrics = createDispatcherMetrics(new Registry());
  // The failure's own statements, counted: none may go out while the successes before it are unwritten.
  let failureQueries = 0;
  const pool = { query: (...args: unknown[]) => (failureQueries++, (env.pool.query as (...a: unknown[]) => unknown)(...args)) };
  const deps = { pool, successes, metrics, logger: createLogger('webhook-dispatcher', 'silent') } as unknown as DispatcherDeps;
  const webhook = {
    id: hook!.id,
    accountId,
    url: 'https://hooks.example.com/r',
    failCount: 19,
    disabled: false,
    createdAt: new Date(),
    secretBox: Buffer.alloc(1),
  };
  const delivery = (eventId: string): PreparedDelivery => ({
    webhook,
    secret: 's',
    eventId,
    event: 'message.received',
    attempt: 1,
    body: '{}',
  });
  const at = new Date();
  const ok = successes.add({
    webhookId: hook!.id,
    eventId: 'evt_ok',
    event: 'message.received',
    attempt: 1,
    status: 200,
    error: null,
    durationMs: 1,
    at,
    response: 'ok',
  });
  const failed: CallOutcome = {
    ok: false,
    status: 500,
    error: 'HTTP 500',
    kind: 'http_error',
    retryable: true,
    at,
    durationMs: 1,
    response: 'nope',
  };
  const recording = recordFailure(deps, delivery('evt_bad'), failed);
  // Without the ordering its statement would have gone out already, in the same tick.
  await Promise.resolve();
  expect(failureQueries).toBe(0);
  release();
  await ok;
  expect(await recording).toEqual({ failCount: 1, disabled: false, disabledNow: false });
  // Its statement, and on about one failure in ten a trim of old attempts.
  expect(failureQueries).toBeGreaterThanOrEqual(1);
  expect((await metrics.disabled.get()).values[0]?.value ?? 0).toBe(0);
});
