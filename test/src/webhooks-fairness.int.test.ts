import { expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { eventually } from '@throwbox/testkit';
import { useWebhookStack } from './webhook-stack.js';

// One account's endpoint hangs on every event; another account's deliveries must not queue behind it.
// With 8 calls at once, the hanging account holds at most 2 (a quarter). The hanging calls are held until
// the test releases them (the timeout is far longer than the test), so nothing here depends on how fast
// the machine is: without the share, the hanging account would hold all 8 calls and the other account
// would get nothing until the timeout.

const CONCURRENCY = 8;
const SHARE = CONCURRENCY / 4;
const TIMEOUT_MS = 60_000;

const ws = useWebhookStack({ WEBHOOK_CONCURRENCY: String(CONCURRENCY), WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) });

it("delivers another account's events while one account's endpoint holds its share of calls", async () => {
  const slow = await ws.account();
  const hanging = await ws.register(slow.api, 'hang');
  // Twice the dispatcher's calls, all hanging: without a share per account they would take every call.
  await Promise.all(Array.from({ length: 2 * CONCURRENCY }, (_, i) => ws.send(slow.address, `slow ${i}`)));
  await eventually(async () => ws.receiver.requestsTo(hanging.path).length >= SHARE, 60_000);

  const fast = await ws.account();
  const healthy = await ws.register(fast.api, 200);
  const SAMPLES = 40;
  for (let batch = 0; batch < SAMPLES / 8; batch++) {
    await Promise.all(Array.from({ length: 8 }, (_, i) => ws.send(fast.address, `fast ${batch}-${i}`)));
  }
  // Every one arrives while the hanging calls are still held (well inside their timeout).
  await eventually(async () => ws.receiver.requestsTo(healthy.path).length >= SAMPLES, TIMEOUT_MS / 2, 50);
  // The hanging account held exactly its share all along: none of its calls ended, none more was made.
  expect(ws.receiver.requestsTo(hanging.path)).toHaveLength(SHARE);
  ws.receiver.behave(hanging.path, 200);
  ws.receiver.release(hanging.path, 200);
  await eventually(async () => ws.receiver.requestsTo(hanging.path).length >= 2 * CONCURRENCY, 60_000, 50);
}, 600_000);

it('puts back a fan-out its account has no room for, and it makes its own first attempts later, numbered 1, once', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 'hang');
  // Room for 4 jobs (twice the share): two calls hang, two wait their turn, the fifth fan-out is put back.
  await Promise.all(Array.from({ length: 5 }, (_, i) => ws.send(address, `share ${i}`)));
  await eventually(async () => ws.receiver.requestsTo(hook.path).length >= 2, 60_000);
  const events = new Queue(QUEUES.webhookEvents, {
    connection: { url: ws.stack.env.redisUrl },
    prefix: bullPrefix(ws.stack.env.redisPrefix),
  });
  try {
    // Put back before any attempt: delayed, started once or more, no attempt used.
    await eventually(
      async () => (await events.getJobs(['delayed'])).some((j) => j.attemptsStarted >= 1 && j.attemptsMade === 0),
      60_000,
      50,
    );
  } finally {
    await events.close();
  }
  expect(ws.receiver.requestsTo(hook.path)).toHaveLength(2);
  ws.receiver.behave(hook.path, 200);
  ws.receiver.release(hook.path, 200);
  const delivered = await eventually(
    async () => {
      const { rows } = await ws.stack.env.pool.query<{ event_id: string; attempts: number[]; ok: number }>(
        `SELECT event_id, array_agg(attempt ORDER BY attempt) AS attempts, count(*) FILTER (WHERE error IS NULL)::int AS ok
       FROM webhook_attempts WHERE webhook_id = $1 GROUP BY event_id`,
        [hook.id],
      );
      return rows.length === 5 && rows.every((r) => r.ok >= 1) ? rows : undefined;
    },
    40000,
    100,
  );
  // Each made once, by its fan-out, as attempt 1: no delivery job stood in for a put-back first attempt.
  for (const r of delivered) expect(r).toMatchObject({ attempts: [1], ok: 1 });
  const deliveries = new Queue(QUEUES.webhookDeliveries, {
    connection: { url: ws.stack.env.redisUrl },
    prefix: bullPrefix(ws.stack.env.redisPrefix),
  });
  try {
    const made = await Promise.all(delivered.map((r) => deliveries.getJob(`${r.event_id}-wh${hook.id}`)));
    expect(made.filter(Boolean)).toEqual([]);
  } finally {
    await deliveries.close();
  }
  expect(ws.receiver.requestsTo(hook.path)).toHaveLength(5);
}, 90000);
