import { expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { attempts, eventIdOf, holdSuccessWrites, useWebhookStack } from './webhook-stack.js';

// A retry still pending when a replay delivers its event, against a real receiver, Postgres and Redis.
// The schedule at ten times its length: the first retry is 80 to 120 s away, so it waits in the queue
// until the test makes it due (BullMQ's promote), at the moment the race needs.
const ws = useWebhookStack({ WEBHOOK_RETRY_SCALE: '10' });

it('a retry that comes due after a replay delivered its event, the success still unwritten, is not sent: the receiver gets it once', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 500);
  const first = ws.receiver.next(hook.path);
  await ws.send(address, 'Replayed while its retry waits');
  const eventId = eventIdOf((await first).raw);
  // The first attempt failed: its retry waits in the queue, and the event is kept for replay.
  const { deliveries, pool } = ws.dispatcher.deps;
  const retry = await eventually(async () => {
    const job = await deliveries.getJob(`${eventId}-wh${hook.id}`);
    return job && (await job.getState()) === 'delayed' ? job : undefined;
  });
  await eventually(async () => (await pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount === 1);

  ws.receiver.behave(hook.path, 200);
  const held = holdSuccessWrites(pool);
  try {
    expect((await api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 1 });
    // The replay went through; the record of its success waits in the dispatcher's batch, so Postgres
    // still reads the delivery as failed. The retry comes due now, in that window.
    await held.reached;
    expect(ws.receiver.requestsTo(hook.path).map((r) => r.answer)).toEqual([500, 200]);
    const again = ws.receiver.next(hook.path);
    await retry.promote();
    const ended = eventually(async () => ['completed', 'failed'].includes(await retry.getState()));
    const outcome = await Promise.race([again.then(() => 'sent again'), ended.then(() => 'retry ended, nothing sent')]);
    held.release();
    await ended;
    expect(outcome).toBe('retry ended, nothing sent');
    expect((await deliveries.getJob(retry.id!))?.failedReason).toBe('a replay delivered the event already');
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
