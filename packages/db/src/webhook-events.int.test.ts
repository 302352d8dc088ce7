import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  claimReplayAttempt,
  claimUndeliveredReplayAttempt,
  insertWebhookEvents,
  MAX_REPLAY_EVENTS,
  recordDeliverySuccesses,
  selectReplayEvents,
} from './index.js';
import { createAccount, createTestEnv, type TestEnv } from './testing.js';

// What a replay call selects, against Postgres directly (sending 1,001 events over HTTP proves nothing more).

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const webhook = async (accountId: number) =>
  (
    await env.pool.query<{ id: number }>(
      `INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/r', '\\x00') RETURNING id`,
      [accountId],
    )
  ).rows[0]!.id;

it('selects at most 1,000 failed, undelivered events of the account since the time, oldest failure first', async () => {
  const { accountId } = await createAccount(env.pool);
  const { accountId: otherAccount } = await createAccount(env.pool);
  const hook = await webhook(accountId);
  const ids = Array.from({ length: 1003 }, (_, i) => `evt_sel${String(i).padStart(5, '0')}`);
  await insertWebhookEvents(env.pool, [
    ...ids.map((id) => ({ id, accountId, body: '{}' })),
    { id: 'evt_theirs', accountId: otherAccount, body: '{}' },
  ]);
  const since = new Date('2026-01-01T00:00:00Z');
  // ids[0] failed before `since`; ids[1] failed and was delivered later; the rest failed after, a second apart.
  await env.pool.query(
    `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at, delivered_at)
     SELECT $1, id, 7, $2::timestamptz + (ord - 2) * interval '1 second', CASE WHEN ord = 2 THEN now() END
     FROM unnest($3::text[]) WITH ORDINALITY AS t (id, ord)`,
    [hook, since, ids],
  );
  await env.pool.query(
    `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at) VALUES ($1, 'evt_theirs', 7, now())`,
    [hook],
  );
  const selected = await selectReplayEvents(env.pool, { accountId, webhookId: hook, failedSince: since });
  expect(selected).toHaveLength(MAX_REPLAY_EVENTS);
  expect(selected).toEqual(ids.slice(2, 2 + MAX_REPLAY_EVENTS));
  expect(await selectReplayEvents(env.pool, { accountId, webhookId: hook, eventId: 'evt_theirs' })).toEqual([]);
});

it('gives each replay of an event the next attempt number, 2 for one delivered at its first', async () => {
  const { accountId } = await createAccount(env.pool);
  const hook = await webhook(accountId);
  expect(
    await Promise.all([claimReplayAttempt(env.pool, hook, 'evt_once'), claimReplayAttempt(env.pool, hook, 'evt_once')]).then((n) =>
      n.sort(),
    ),
  ).toEqual([2, 3]);
  await env.pool.query(
    `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at) VALUES ($1, 'evt_seven', 7, now())`,
    [hook],
  );
  expect(await claimReplayAttempt(env.pool, hook, 'evt_seven')).toBe(8);
});

it('claims a replay of an event chosen as failed only while no success of it is recorded', async () => {
  const { accountId } = await createAccount(env.pool);
  const hook = await webhook(accountId);
  await env.pool.query(
    `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at) VALUES ($1, 'evt_late', 1, now())`,
    [hook],
  );
  expect(await claimUndeliveredReplayAttempt(env.pool, hook, 'evt_late')).toBe(2);
  // A retry went through after the call chose it: the replay stands down, and its claim takes no number.
  await recordDeliverySuccesses(env.pool, [
    {
      webhookId: hook,
      eventId: 'evt_late',
      event: 'message.received',
      attempt: 3,
      status: 200,
      error: null,
      durationMs: 1,
      at: new Date(),
      response: 'ok',
    },
  ]);
  expect(await claimUndeliveredReplayAttempt(env.pool, hook, 'evt_late')).toBeUndefined();
  expect(await claimUndeliveredReplayAttempt(env.pool, hook, 'evt_unrecorded')).toBeUndefined();
  // Replayed by its id, it is sent whatever happened before.
  expect(await claimReplayAttempt(env.pool, hook, 'evt_late')).toBe(4);
});
