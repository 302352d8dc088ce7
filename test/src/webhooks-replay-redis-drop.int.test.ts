import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix, createRedis, DeliveryClaims, QUEUES, SEND_CLAIM_MS, type WebhookReplayJob } from '@throwbox/queue';
import { eventually, startTcpProxy, TEST_REDIS_URL, type TcpProxy } from '@throwbox/testkit';
import { attempts, holdQueries, holdSuccessWrites, pendingRetry, useWebhookStack } from './webhook-stack.js';

// Redis drops in the middle of a replay job. The dispatcher's claims (DeliveryClaims) go to Redis through
// a TCP proxy that the test cuts, on a connection made as the dispatcher makes its own; the shared Redis
// stays up for everyone else. (Its BullMQ workers stay on their direct connections: once cut, BullMQ
// 6.7's idle workers may never finish closing, which would hold the test's teardown.) The retry schedule
// at ten times its length: a retry waits in the queue until the test promotes it.
const ws = useWebhookStack({ WEBHOOK_RETRY_SCALE: '10' });

let proxy: TcpProxy;
let redis: Redis;
let claimsRedis: Redis;
let replays: Queue<WebhookReplayJob, number>;
beforeAll(async () => {
  const target = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
  // A command meeting the cut fails after one reconnect rather than twenty (about 8 s of reconnecting
  // while the job waits): the test's window with Redis away stays short however loaded the machine is.
  claimsRedis = createRedis(`redis://127.0.0.1:${proxy.port}`, {
    connectionName: 'delivery-claims',
    maxRetriesPerRequest: 1,
    logger: { warn: () => {} },
  });
  ws.dispatcher.deps.claims = new DeliveryClaims(claimsRedis, ws.stack.env.redisPrefix);
  redis = new Redis(ws.stack.env.redisUrl);
  replays = new Queue(QUEUES.webhookReplays, { connection: { url: ws.stack.env.redisUrl }, prefix: bullPrefix(ws.stack.env.redisPrefix) });
});
afterAll(async () => {
  await replays?.close();
  redis?.disconnect();
  claimsRedis?.disconnect();
  await proxy?.close();
});

it('a claim that cannot be given back when Redis drops does not fail the replay job: it finishes, and the claim expires on its own', async () => {
  const { api, hook, since, eventId, retry, ended } = await pendingRetry(ws);
  const key = `${ws.stack.env.redisPrefix}:webhook-claim:{${hook.id}}:${eventId}`;
  const { pool, claims } = ws.dispatcher.deps;
  // The retry delivers the event; the record of its success waits in the dispatcher's batch.
  ws.receiver.behave(hook.path, 200);
  const writes = holdSuccessWrites(pool);
  // The replay queue paused: the job the call queues waits until the success is written.
  await replays.pause();
  try {
    await retry.promote();
    await writes.reached;
    expect(await redis.get(key)).toBe('delivered');
    // Redis restarts without persistence and loses the claim; Postgres still reads the delivery as failed,
    // so the call chooses the event and takes its claim.
    await redis.del(key);
    expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 1 });
    writes.release();
    await ended();
    await eventually(async () => (await attempts(api, hook.id)).some((a) => a.status === 200));
    // The job takes its claim in its turn, then finds the success in Postgres; Redis drops just then,
    // so giving the claim back fails.
    const found = holdQueries(pool, (q) => q.text.includes('SET attempts = attempts + 1') && q.text.includes('delivered_at IS NULL'));
    const release = claims.release.bind(claims);
    let giveBack: Promise<unknown> | undefined;
    claims.release = (...args) => (giveBack = release(...args));
    try {
      await replays.resume();
      await found.reached;
      expect(await redis.get(key)).toMatch(/^replay:/);
      proxy.cut();
      found.release();
      await eventually(async () => giveBack !== undefined);
      await expect(giveBack!).rejects.toThrow();
    } finally {
      found.release();
      claims.release = release;
      proxy.restore();
    }
    // Redis is back: the job finished, nothing sent, rather than failed.
    const job = await eventually(async () => {
      const j = (await replays.getJobs(['completed', 'failed'])).find((x) => x.data.webhookId === hook.id);
      return j?.finishedOn ? j : undefined;
    }, 20000);
    expect([await job.getState(), job.returnvalue, job.failedReason]).toEqual(['completed', 0, undefined]);
    // The claim left behind ends on its own, within a call's claim.
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SEND_CLAIM_MS);
    expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200]);
  } finally {
    writes.release();
    await replays.resume();
  }
}, 60000);
