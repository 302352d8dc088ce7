import { expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { eventually } from '@throwbox/testkit';
import { type Attempt, useWebhookStack } from './webhook-stack.js';

// The attempt log as GET /webhooks/{id}/deliveries gives it: ids, event ids, attempt numbers, durations
// and the start of each answer, from a real receiver answering in different ways.

const ws = useWebhookStack();

it("logs every attempt with its own id, the event's id, its number and the first 1 KiB of the answer", async () => {
  const { api, address } = await ws.account();
  // 1,023 ASCII bytes and a three-byte character across the 1 KiB line, then more: the cut character is dropped.
  const long = `${'a'.repeat(1023)}€${'b'.repeat(2000)}`;
  const hook = await ws.register(api, { status: 500, body: long });
  const failed = ws.receiver.next(hook.path);
  await ws.send(address, 'Logged');
  await failed;
  ws.receiver.behave(hook.path, 'reset');
  const reset = ws.receiver.next(hook.path);
  await reset;
  ws.receiver.behave(hook.path, { status: 200, body: 'thanks\u0000 <b>received</b> ✓' });
  const log = await eventually(async () => {
    const res = await api.get(`/webhooks/${hook.id}/deliveries`);
    const attempts = res.body.deliveries as Attempt[];
    return attempts.some((a) => a.status === 200) ? attempts : undefined;
  }, 20000);

  const eventId = JSON.parse(ws.receiver.requestsTo(hook.path)[0]!.raw.toString()).id as string;
  expect(log.map((a) => [a.attempt, a.status, a.eventId])).toEqual([
    [3, 200, eventId],
    [2, 0, eventId],
    [1, 500, eventId],
  ]);
  expect(log.map((a) => a.response)).toEqual(['thanks <b>received</b> ✓', null, 'a'.repeat(1023)]);
  for (const a of log) {
    expect(a.id).toMatch(/^att_[0-9a-f]{32}$/);
    expect(a.durationMs).toBeGreaterThanOrEqual(0);
  }
  expect(new Set(log.map((a) => a.id)).size).toBe(3);

  // What the OpenAPI document says the deliveries are.
  const doc = (await api.request('GET', '/openapi.json')).body;
  const validate = new Ajv({ strict: false, validateFormats: false, allowUnionTypes: true });
  for (const [name, schema] of Object.entries(doc.components.schemas)) validate.addSchema(schema as object, `#/components/schemas/${name}`);
  const deliveries = validate.getSchema('#/components/schemas/Deliveries')!;
  expect([deliveries({ deliveries: log }), deliveries.errors]).toEqual([true, null]);
});

it("keeps the test call's answer too, and shows no other account an endpoint's log", async () => {
  const { api } = await ws.account();
  const hook = await ws.register(api, { status: 202, body: 'queued as job 42' });
  expect((await api.post(`/webhooks/${hook.id}/test`)).body).toMatchObject({ delivered: true, status: 202 });
  const [attempt] = (await api.get(`/webhooks/${hook.id}/deliveries`)).body.deliveries as Attempt[];
  expect(attempt).toMatchObject({ event: 'webhook.test', attempt: 1, status: 202, response: 'queued as job 42' });
  const stranger = await ws.account();
  expect((await stranger.api.get(`/webhooks/${hook.id}/deliveries`)).status).toBe(404);
});
