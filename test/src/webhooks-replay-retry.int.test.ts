import { expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { bullPrefix, QUEUES } from '@throwbox/queue';
import { eventually } from '@throwbox/testkit';
import {
  attempts,
  eventIdOf,
  holdReplayRead,
  holdSuccessWrites,
  pendingRetry as pendingRetryOf,
  useWebhookStack,
} from './webhook-stack.js';

// A retry still pending when a replay sends its event, against a real receiver, Postgres and Redis.
// The schedule at ten times its length: the first retry is 80 to 120 s away, so it waits in the queue
// until the test makes it due (BullMQ's promote), at the moment the race needs. WEBHOOK_CONCURRENCY 4
// gives an account one call at a time: a second call of the account waits for the first's turn to end.
const ws = useWebhookStack({ WEBHOOK_RETRY_SCALE: '10', WEBHOOK_CONCURRENCY: '4' });

const pendingRetry = () => pendingRetryOf(ws);

it('a retry that comes due after a replay delivered its event, the success still unwritten, is not sent: the receiver gets it once', async () => {
  const { api, hook, eventId, retry, ended, state } = await pendingRetry();
  ws.receiver.behave(hook.path, 200);
  const held = holdSuccessWrites(ws.dispatcher.deps.pool);
  try {
    expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
    // The replay went through; the record of its success waits in the dispatcher's batch, so Postgres
    // still reads the delivery as failed. The retry comes due now, in that window.
    await held.reached;
    expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200]);
    const again = ws.receiver.next(hook.path);
    await retry.promote();
    const done = ended();
    const outcome = await Promise.race([again.then(() => 'sent again'), done.then(() => 'retry ended, nothing sent')]);
    held.release();
    await done;
    expect(outcome).toBe('retry ended, nothing sent');
    expect((await state()).failedReason).toBe('a replay delivered the event already');
    // Written now: the failure and the replay's success, and the receiver has the event from the replay alone.
    const log = await eventually(async () => {
      const a = await attempts(api, hook.id);
      return a.some((x) => x.status === 200) ? a : undefined;
    });
    expect(log.map((a) => [a.eventId, a.attempt, a.status])).toEqual([
      [eventId, 2, 200],
      [eventId, 1, 500],
    ]);
    expect(ws.receiver.requestsTo(hook.path)).toHaveLength(2);
  } finally {
    held.release();
  }
});

it('a retry waiting for its turn while a replay of its event is on its way does not send it once the replay is answered 2xx', async () => {
  const { api, hook, eventId, retry, ended, state } = await pendingRetry();
  ws.receiver.behave(hook.path, 'hang');
  const replayed = ws.receiver.next(hook.path);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
  // The replay's call is at the receiver, unanswered: it holds the account's one call at a time.
  await replayed;
  // The retry comes due now: its check finds nothing delivered, and it waits behind the replay's call.
  const { calls } = ws.dispatcher.deps;
  const run = calls.run;
  const waiting = new Promise<void>((resolve) => {
    calls.run = (key, call) => {
      calls.run = run;
      resolve();
      return run.bind(calls)(key, call);
    };
  });
  await retry.promote();
  await waiting;
  ws.receiver.behave(hook.path, 200);
  const again = ws.receiver.next(hook.path);
  ws.receiver.release(hook.path, 200);
  const done = ended();
  expect(await Promise.race([again.then(() => 'sent again'), done.then(() => 'retry ended, nothing sent')])).toBe(
    'retry ended, nothing sent',
  );
  expect((await state()).failedReason).toBe('a replay delivered the event already');
  expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 'hang']);
});

it('failedSince: a retry that comes due after the call chose its event waits for the replay, which sends it, as queued said', async () => {
  const { api, hook, since, eventId, promoteRetry, promoteToEnd } = await pendingRetry();
  ws.receiver.behave(hook.path, 200);
  const replays = new Queue(QUEUES.webhookReplays, {
    connection: { url: ws.stack.env.redisUrl },
    prefix: bullPrefix(ws.stack.env.redisPrefix),
  });
  // The replay job is held at its first read: the retry comes due between the call and the job's sends.
  const held = holdReplayRead(ws.dispatcher.deps.pool);
  try {
    const res = await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since });
    expect(res.body).toEqual({ queued: 1 });
    await held.reached;
    expect(await promoteRetry()).toBe('retry waits');
    held.release();
    // The replay sends it: as many deliveries went through as `queued` said.
    const job = await eventually(async () => (await replays.getCompleted()).find((j) => j.data.webhookId === hook.id));
    expect(job.returnvalue).toBe(res.body.queued);
    expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200]);
    // Its success written, the retry stands down when it comes.
    expect(await promoteToEnd()).toBe('a replay delivered the event already');
    expect(ws.receiver.requestsTo(hook.path).map((r) => eventIdOf(r.raw))).toEqual([eventId, eventId]);
  } finally {
    held.release();
    await replays.close();
  }
});

it('failedSince: an event whose retry is on its way is left to that retry and not counted', async () => {
  const { api, hook, since, retry, ended, state } = await pendingRetry();
  ws.receiver.behave(hook.path, 'hang');
  const onItsWay = ws.receiver.next(hook.path);
  await retry.promote();
  await onItsWay;
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
  ws.receiver.release(hook.path, 200);
  await ended();
  expect((await state()).finishedOn).toBeDefined();
  expect((await state()).failedReason).toBeUndefined();
  // Delivered by the retry: nothing failed is left, and the receiver has it twice (the failure, the retry).
  await eventually(async () => (await attempts(api, hook.id)).some((a) => a.status === 200));
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
  expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 'hang']);
});
