import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { Throwbox } from '@throwbox/client';
import { purgeWebhookEvents } from '@throwbox/db';
import { eventually } from '@throwbox/testkit';
import { expectError, type Client } from './stack.js';
import { DISABLE_AFTER_FAILURES, loadWebhookDispatcherConfig } from '@throwbox/webhook-dispatcher';
import { attempts, eventIdOf, holdSuccessWrites, useWebhookStack } from './webhook-stack.js';

/** The dispatcher's default, which the stack keeps; an account has a quarter of it. */
const { WEBHOOK_CONCURRENCY } = loadWebhookDispatcherConfig({});

// POST /webhooks/{id}/replay against a real receiver: kept events sent again to one endpoint, signed afresh.

const ws = useWebhookStack();

const eventOf = eventIdOf;

/** Replay jobs the dispatcher has completed, from its metrics. */
const replaysDone = async () => {
  const text = await (await fetch(`http://127.0.0.1:${ws.dispatcher.healthPort}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('throwbox_queue_jobs_total') && l.includes('webhook-replays') && l.includes('"completed"'));
  return Number(line?.split(' ').pop() ?? 0);
};

describe('replay by eventId', () => {
  it('sends the same bytes and event id to that endpoint alone, signed afresh, as its next attempt', async () => {
    const { api, address } = await ws.account();
    const hook = await ws.register(api);
    const other = await ws.register(api);
    const first = ws.receiver.next(hook.path);
    await ws.send(address, 'Replay me');
    const original = await first;
    await eventually(async () => ws.receiver.requestsTo(other.path).length === 1);
    const eventId = eventOf(original.raw);
    // The first attempt is recorded, and the event kept (beside it, not before it), before the replay.
    await eventually(async () => (await attempts(api, hook.id)).length === 1);
    await eventually(async () => (await ws.stack.env.pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount === 1);

    const again = ws.receiver.next(hook.path);
    const res = await api.post(`/webhooks/${hook.id}/replay`, { eventId });
    expect([res.status, res.body]).toEqual([202, { queued: 1 }]);
    const replayed = await again;
    expect(replayed.raw.equals(original.raw)).toBe(true);
    expect(replayed.headers['webhook-id']).toBe(eventId);
    expect(new Webhook(hook.secret).verify(replayed.raw.toString(), replayed.headers as Record<string, string>)).toMatchObject({
      id: eventId,
    });
    const log = await eventually(async () => {
      const a = await attempts(api, hook.id);
      return a.length === 2 ? a : undefined;
    });
    expect(log.map((a) => [a.eventId, a.attempt, a.status])).toEqual([
      [eventId, 2, 200],
      [eventId, 1, 200],
    ]);
    // Another replay is the third attempt; the other endpoint got the event once.
    await api.post(`/webhooks/${hook.id}/replay`, { eventId });
    await eventually(async () => (await attempts(api, hook.id)).length === 3);
    expect((await attempts(api, hook.id))[0]).toMatchObject({ eventId, attempt: 3 });
    expect(ws.receiver.requestsTo(other.path)).toHaveLength(1);
  });

  it('queues nothing for an event it does not keep: unknown, another account’s, or past its 7 days (then purged)', async () => {
    const owner = await ws.account();
    const hook = await ws.register(owner.api);
    const first = ws.receiver.next(hook.path);
    await ws.send(owner.address, 'Kept a week');
    const eventId = eventOf((await first).raw);
    await eventually(async () => (await ws.stack.env.pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount === 1);
    const stranger = await ws.account();
    const strangerHook = await ws.register(stranger.api);
    expect((await stranger.api.post(`/webhooks/${strangerHook.id}/replay`, { eventId })).body).toEqual({ queued: 0 });
    expect((await owner.api.post(`/webhooks/${hook.id}/replay`, { eventId: 'evt_nosuchevent' })).body).toEqual({ queued: 0 });
    // The other account's endpoint is not found, exactly as a missing one.
    expectError(ws.stack, await stranger.api.post(`/webhooks/${hook.id}/replay`, { eventId }), 404, 'webhook_not_found');

    await ws.stack.env.pool.query(`UPDATE webhook_events SET created_at = now() - interval '7 days 1 minute' WHERE id = $1`, [eventId]);
    expect((await owner.api.post(`/webhooks/${hook.id}/replay`, { eventId })).body).toEqual({ queued: 0 });
    expect(await purgeWebhookEvents(ws.stack.env.pool)).toBeGreaterThanOrEqual(1);
    expect((await ws.stack.env.pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount).toBe(0);
  });
});

describe('replay of everything failed since a time', () => {
  it('sends each event whose retries ran out once, and nothing delivered; through the client too', async () => {
    const { api, address, account } = await ws.account();
    const since = Date.now();
    const hook = await ws.register(api, 500);
    for (const subject of ['First lost', 'Second lost']) await ws.send(address, subject);
    // Given up: the first attempt and six retries each (the schedule scaled to seconds).
    await eventually(
      async () => {
        const log = await attempts(api, hook.id);
        return log.filter((a) => a.attempt === 7).length === 2;
      },
      40000,
      100,
    );
    const lost = [...new Set(ws.receiver.requestsTo(hook.path).map((r) => eventOf(r.raw)))];
    expect(lost).toHaveLength(2);

    ws.receiver.behave(hook.path, 200);
    const before = ws.receiver.requestsTo(hook.path).length;
    const throwbox = new Throwbox({ apiKey: account.apiKey, baseUrl: ws.stack.api.url });
    expect(await throwbox.replayWebhook(hook.id, { failedSince: new Date(since) })).toEqual({ queued: 2 });
    await eventually(async () => ws.receiver.requestsTo(hook.path).length === before + 2);
    const replayed = ws.receiver.requestsTo(hook.path).slice(before);
    expect(replayed.map((r) => eventOf(r.raw)).sort()).toEqual([...lost].sort());
    await eventually(async () => (await attempts(api, hook.id)).filter((a) => a.status === 200).length === 2);
    expect((await attempts(api, hook.id)).filter((a) => a.status === 200).map((a) => a.attempt)).toEqual([8, 8]);
    // Delivered now: a second call finds nothing failed, and one after the failures finds nothing either.
    expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
    expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: Date.now() })).body).toEqual({ queued: 0 });
  });

  it('counts no event a retry delivered, its success still unwritten, and sends it no more: the receiver gets it once', async () => {
    const { api, address } = await ws.account();
    const since = Date.now();
    const hook = await ws.register(api, 500);
    const held = holdSuccessWrites(ws.dispatcher.deps.pool);
    try {
      const first = ws.receiver.next(hook.path);
      await ws.send(address, 'Delivered by its retry');
      const eventId = eventOf((await first).raw);
      // The first attempt fails (recorded: what failedSince selects); a retry then goes through, and the
      // record of its success waits in the dispatcher's batch.
      ws.receiver.behave(hook.path, 200);
      await held.reached;
      const received = ws.receiver.requestsTo(hook.path);
      expect(received.map((r) => r.answer)).toEqual([500, 200]);

      // Postgres still reads the delivery as failed; the call must neither count the event nor send it.
      const before = await replaysDone();
      expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
      held.release();
      // Written now: one success, the retry's, and nothing left to replay; no replay job was queued.
      const log = await eventually(async () => {
        const a = await attempts(api, hook.id);
        return a.some((x) => x.status === 200) ? a : undefined;
      });
      expect(log.filter((a) => a.eventId === eventId && a.status === 200)).toHaveLength(1);
      expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 0 });
      expect(await replaysDone()).toBe(before);
      expect(ws.receiver.requestsTo(hook.path)).toHaveLength(received.length);
    } finally {
      held.release();
    }
  });

  it('stops at the failure that disables the endpoint: events after it are not sent', async () => {
    const { api, account } = await ws.account();
    const hook = await ws.register(api, 500);
    const since = Date.now() - 1000;
    // 60 kept events whose first attempts failed, to an endpoint one failure short of being disabled.
    const ids = Array.from({ length: 60 }, (_, i) => `evt_stop${hook.id}x${i}`);
    await ws.stack.env.pool.query(
      `INSERT INTO webhook_events (id, account_id, body) SELECT id, $2, json_build_object('id', id, 'event', 'message.received')::text
       FROM unnest($1::text[]) AS id`,
      [ids, account.accountId],
    );
    await ws.stack.env.pool.query(
      `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at) SELECT $1, id, 1, now() FROM unnest($2::text[]) AS id`,
      [hook.id, ids],
    );
    await ws.stack.env.pool.query('UPDATE webhooks SET fail_count = $2 WHERE id = $1', [hook.id, DISABLE_AFTER_FAILURES - 1]);
    const before = await replaysDone();

    expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: since })).body).toEqual({ queued: 60 });
    await eventually(async () => (await replaysDone()) > before);
    const { rows } = await ws.stack.env.pool.query('SELECT disabled FROM webhooks WHERE id = $1', [hook.id]);
    expect(rows[0].disabled).toBe(true);
    // Only calls already under way when the first failure disabled it: at most the account's share at once.
    expect(ws.receiver.requestsTo(hook.path).length).toBeLessThanOrEqual(Math.floor(WEBHOOK_CONCURRENCY / 4));
  });

  it('answers a disabled endpoint 409 webhook_disabled, and bad bodies 400 validation_failed', async () => {
    const { api } = await ws.account();
    const hook = await ws.register(api);
    for (const body of [
      {},
      { eventId: 'evt_a', failedSince: 0 },
      { failedSince: -1 },
      { failedSince: '2026-01-01' },
      { eventId: 'nope' },
      { eventId: 'evt_a', x: 1 },
    ]) {
      expectError(ws.stack, await api.post(`/webhooks/${hook.id}/replay`, body), 400, 'validation_failed');
    }
    await ws.stack.env.pool.query('UPDATE webhooks SET disabled = true, fail_count = 20 WHERE id = $1', [hook.id]);
    expectError(ws.stack, await api.post(`/webhooks/${hook.id}/replay`, { failedSince: 0 }), 409, 'webhook_disabled');
  });
});
