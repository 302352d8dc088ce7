import { expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import type { Client } from './stack.js';
import { attempts, eventIdOf, useWebhookStack } from './webhook-stack.js';

// A receiver that is down for a long while, on the retry schedule scaled 2,000 times down (10 s → 5 ms,
// 30 minutes → 0.9 s): once it is back it has every event, by the retries and one replay call, and none
// twice, checked by event id.

const SCALE = 0.0005;
const scaled = (minutes: number) => minutes * 60_000 * SCALE;

const ws = useWebhookStack({ WEBHOOK_RETRY_SCALE: String(SCALE) });

const idOf = eventIdOf;

/**
 * The receiver answers before the dispatcher's batched record of the attempt is written: a replay selects by what is
 * recorded, so wait until the attempt log holds a 2xx for each of `ids` before asking for one.
 */
const recorded = (api: Client, hookId: number, ids: Iterable<string>) =>
  eventually(async () => {
    const delivered = new Set((await attempts(api, hookId)).filter((a) => a.status >= 200 && a.status < 300).map((a) => a.eventId));
    return [...ids].every((id) => delivered.has(id));
  }, 20000);

/** The event ids the receiver accepted (answered 2xx) at `path`, one entry per accepted delivery. */
const accepted = (path: string) =>
  ws.receiver
    .requestsTo(path)
    .filter((r) => typeof r.answer === 'number' && r.answer < 300)
    .map((r) => idOf(r.raw));

it('down for 30 minutes: every event arrives once it is back, by its retries alone', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 503);
  const sent = ['a', 'b', 'c'].map((s) => `outage ${s}`);
  await Promise.all(sent.map((subject) => ws.send(address, subject)));
  // The outage's length is the scenario, not a wait for work: the receiver answers 503 for 30 scaled minutes.
  await new Promise((resolve) => setTimeout(resolve, scaled(30)));
  ws.receiver.behave(hook.path, 200);
  // Each event's retry after the outage (the 5th, 21 min ±20 % after it was sent, or the 6th at 81 min) gets through.
  const ids = await eventually(
    async () => {
      const got = accepted(hook.path);
      return got.length >= sent.length ? got : undefined;
    },
    30000,
    100,
  );
  expect(new Set(ids).size).toBe(sent.length);
  const tried = new Set(ws.receiver.requestsTo(hook.path).map((r) => idOf(r.raw)));
  expect(tried.size).toBe(sent.length);
  // Nothing failed is left: a replay finds nothing, so nothing arrives twice.
  await recorded(api, hook.id, tried);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: 0 })).body).toEqual({ queued: 0 });
  expect((await api.get('/webhooks')).body.webhooks[0]).toMatchObject({ disabled: false, failCount: 0 });
  expect(accepted(hook.path)).toHaveLength(sent.length);
}, 60000);

it('down past the whole schedule: the retries deliver what they still can, one replay the rest, none twice', async () => {
  const { api, address } = await ws.account();
  const hook = await ws.register(api, 503);
  const outageStart = Date.now();
  // Two events at the start of the outage: all seven attempts fail (4 h 31 min of schedule), 14 failures.
  await Promise.all(['early 1', 'early 2'].map((subject) => ws.send(address, subject)));
  await eventually(async () => (await attempts(api, hook.id)).filter((a) => a.attempt === 7).length === 2, 40000, 100);
  // One more in the outage's last 30 minutes: its first four attempts fail (under the 20 that disable).
  const late = ws.receiver.next(hook.path);
  await ws.send(address, 'late');
  const lateId = idOf((await late).raw);
  await eventually(async () => (await attempts(api, hook.id)).some((a) => a.eventId === lateId && a.attempt === 4), 20000, 20);
  ws.receiver.behave(hook.path, 200);

  // Its own retry delivers the late event; the early ones' retries ran out.
  await eventually(async () => accepted(hook.path).includes(lateId), 30000, 100);
  expect(accepted(hook.path)).toEqual([lateId]);
  // One replay call for everything failed since the outage began: the two whose retries ran out.
  await recorded(api, hook.id, [lateId]);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: outageStart })).body).toEqual({ queued: 2 });
  const ids = await eventually(async () => {
    const got = accepted(hook.path);
    return got.length >= 3 ? got : undefined;
  }, 20000);
  const everyEvent = new Set(ws.receiver.requestsTo(hook.path).map((r) => idOf(r.raw)));
  expect(everyEvent.size).toBe(3);
  // 100 %: every event accepted, and each exactly once.
  expect([...ids].sort()).toEqual([...everyEvent].sort());
  // Once the log holds a 2xx for each event, nothing is left to send.
  await recorded(api, hook.id, everyEvent);
  expect((await api.post(`/webhooks/${hook.id}/replay`, { failedSince: outageStart })).body).toEqual({ queued: 0 });
  expect(accepted(hook.path)).toHaveLength(3);
  expect((await api.get('/webhooks')).body.webhooks[0]).toMatchObject({ disabled: false, failCount: 0 });
}, 90000);
