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

it('makes later the first attempt of a delivery put back for its account’s share, numbered 1, and delivers it once', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 'hang');
  // Share 2: two calls hang, two wait, the fifth is put back as a delivery job that makes the first attempt.
  await Promise.all(Array.from({ length: 5 }, (_, i) => ws.send(address, `share ${i}`)));
  await eventually(async () => ws.receiver.requestsTo(hook.path).length >= 2, 60_000);
  // The calls hang until released: release them once the fifth has been put back as a delivery job.
  const queued = new Queue(QUEUES.webhookDeliveries, {
    connection: { url: ws.stack.env.redisUrl },
    prefix: bullPrefix(ws.stack.env.redisPrefix),
  });
  try {
    await eventually(
      async () => (await queued.getJobs()).some((j) => j?.data.webhookId === hook.id && j.data.attemptsBefore === 0),
      60_000,
      50,
    );
  } finally {
    await queued.close();
  }
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
  for (const r of delivered) {
    // Numbered from 1 without a gap, whoever made the first attempt; delivered once.
    expect(r.attempts).toEqual(r.attempts.map((_, i) => i + 1));
    expect(r.ok).toBe(1);
  }
  // At least one was put back: its job (which holds all seven attempts) made the first.
  const jobs = new Queue(QUEUES.webhookDeliveries, {
    connection: { url: ws.stack.env.redisUrl },
    prefix: bullPrefix(ws.stack.env.redisPrefix),
  });
  try {
    const made = await Promise.all(delivered.map((r) => jobs.getJob(`${r.event_id}-wh${hook.id}`)));
    const putBack = made.filter((j) => j?.data.attemptsBefore === 0);
    expect(putBack.length).toBeGreaterThanOrEqual(1);
    expect(putBack.map((j) => j!.opts.attempts)).toEqual(putBack.map(() => 7));
  } finally {
    await jobs.close();
  }
}, 90000);
