import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix, QUEUES, type WebhookReplayJob } from '@throwbox/queue';
import { eventually } from '@throwbox/testkit';
import { attempts, eventIdOf, holdReplayRead, pendingRetry, useWebhookStack } from './webhook-stack.js';

// A replay by eventId takes the event's claim (DeliveryClaims) as a retry and a failedSince replay do, so
// that no two of them send one event to one endpoint at once. Against a real receiver, Postgres and Redis.
// The retry schedule at ten times its length: a retry waits in the queue until the test promotes it.
// WEBHOOK_CONCURRENCY 8 gives an account two calls at once: without claims, two sends of one event
// could be at the receiver together.
const ws = useWebhookStack({ WEBHOOK_RETRY_SCALE: '10', WEBHOOK_CONCURRENCY: '8' });

let replays: Queue<WebhookReplayJob, number>;
let redis: Redis;
beforeAll(() => {
  replays = new Queue(QUEUES.webhookReplays, { connection: { url: ws.stack.env.redisUrl }, prefix: bullPrefix(ws.stack.env.redisPrefix) });
  redis = new Redis(ws.stack.env.redisUrl);
});
afterAll(async () => {
  await replays?.close();
  redis?.disconnect();
});

/** The replay job of this endpoint once it has run: what it returned (how many went through). */
const replayed = (webhookId: number) =>
  eventually(async () => (await replays.getCompleted()).find((j) => j.data.webhookId === webhookId)?.returnvalue);

/** The endpoint's attempt log as [eventId, attempt, status], oldest first, once it holds `n` attempts. */
const logOf = (api: Parameters<typeof attempts>[0], id: number, n: number) =>
  eventually(async () => {
    const a = await attempts(api, id);
    return a.length === n ? a.map((x) => [x.eventId, x.attempt, x.status]).reverse() : undefined;
  });

it('by eventId while its retry is on its way: nothing is queued beside it; once the retry delivered it, a replay sends it again as asked', async () => {
  const { api, hook, eventId, retry, ended } = await pendingRetry(ws);
  ws.receiver.behave(hook.path, 'hang');
  const onItsWay = ws.receiver.next(hook.path);
  await retry.promote();
  await onItsWay;
  // The retry's call is at the receiver, unanswered, and holds the event's claim.
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 0 });
  ws.receiver.behave(hook.path, 200);
  ws.receiver.release(hook.path, 200);
  await ended();
  expect(await logOf(api, hook.id, 2)).toEqual([
    [eventId, 1, 500],
    [eventId, 2, 200],
  ]);
  expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 'hang']);
  // Delivered: an explicit replay of it is sent again, as its third attempt.
  const again = ws.receiver.next(hook.path);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
  expect(eventIdOf((await again).raw)).toBe(eventId);
  expect((await logOf(api, hook.id, 3))[2]).toEqual([eventId, 3, 200]);
});

it('by eventId while a failedSince replay is sending it: nothing is queued beside it', async () => {
  const { api, hook, since, eventId } = await pendingRetry(ws);
  ws.receiver.behave(hook.path, 'hang');
  const sending = ws.receiver.next(hook.path);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 1 });
  await sending;
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 0 });
  ws.receiver.behave(hook.path, 200);
  ws.receiver.release(hook.path, 200);
  expect(await replayed(hook.id)).toBe(1);
  expect(await logOf(api, hook.id, 2)).toEqual([
    [eventId, 1, 500],
    [eventId, 2, 200],
  ]);
  expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 'hang']);
});

it('a retry that comes due while a replay by eventId is queued waits for it, and stands down once the replay delivers', async () => {
  const { api, hook, eventId, promoteRetry, promoteToEnd } = await pendingRetry(ws);
  ws.receiver.behave(hook.path, 200);
  // The replay job is held at its first read: the retry comes due between the call and the job's send.
  const held = holdReplayRead(ws.dispatcher.deps.pool);
  try {
    expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
    await held.reached;
    expect(await promoteRetry()).toBe('retry waits');
    held.release();
    expect(await replayed(hook.id)).toBe(1);
    expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200]);
    await logOf(api, hook.id, 2);
    expect(await promoteToEnd()).toBe('a replay delivered the event already');
    expect(ws.receiver.requestsTo(hook.path).map((r) => eventIdOf(r.raw))).toEqual([eventId, eventId]);
  } finally {
    held.release();
  }
});

it('two replays by eventId of a delivered event: the one asked while the other is on its way queues nothing; a failed one leaves it delivered', async () => {
  const { api, hook, since, eventId, retry, ended } = await pendingRetry(ws);
  ws.receiver.behave(hook.path, 200);
  await retry.promote();
  await ended();
  await logOf(api, hook.id, 2);
  const key = `${ws.stack.env.redisPrefix}:webhook-claim:{${hook.id}}:${eventId}`;
  expect(await redis.get(key)).toBe('delivered');
  ws.receiver.behave(hook.path, 'hang');
  const onItsWay = ws.receiver.next(hook.path);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
  await onItsWay;
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 0 });
  ws.receiver.behave(hook.path, 500);
  ws.receiver.release(hook.path, 500);
  expect(await logOf(api, hook.id, 3)).toEqual([
    [eventId, 1, 500],
    [eventId, 2, 200],
    [eventId, 3, 500],
  ]);
  // The failed replay gave its claim back as it found it, delivered: neither a retry nor a failedSince replay sends it.
  expect(await eventually(async () => ((await redis.get(key)) === 'delivered' ? 'delivered' : undefined))).toBe('delivered');
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
  expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200, 'hang']);
});
