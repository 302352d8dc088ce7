import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { startWebhookStack, type WebhookStack } from './webhook-stack.js';

// One account's endpoint hangs for its whole timeout on every event; another account's deliveries must
// not queue behind it. With 8 calls at once, the hanging account holds at most 2.

const CONCURRENCY = 8;
const TIMEOUT_MS = 3000;

let ws: WebhookStack;
beforeAll(async () => {
  ws = await startWebhookStack({ WEBHOOK_CONCURRENCY: String(CONCURRENCY), WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterAll(async () => {
  await ws.stop();
});

it("keeps another account's deliveries under 1 s at p99 while one account's endpoint hangs on every event", async () => {
  const slow = await ws.account();
  const hanging = await ws.register(slow.api, 'hang');
  // Twice the dispatcher's calls, all hanging: without a share per account they would take every call for 3 s.
  await Promise.all(Array.from({ length: 2 * CONCURRENCY }, (_, i) => ws.send(slow.address, `slow ${i}`)));
  await eventually(async () => ws.receiver.requestsTo(hanging.path).length >= 2, 20000);

  const fast = await ws.account();
  const healthy = await ws.register(fast.api, 200);
  const SAMPLES = 40;
  for (let batch = 0; batch < SAMPLES / 8; batch++) {
    await Promise.all(Array.from({ length: 8 }, (_, i) => ws.send(fast.address, `fast ${batch}-${i}`)));
  }
  const received = await eventually(async () => {
    const r = ws.receiver.requestsTo(healthy.path);
    return r.length >= SAMPLES ? r : undefined;
  }, 30000);
  // From the message's commit (the event's createdAt) to its arrival at the receiver.
  const latencies = received.map((r) => r.at - Date.parse(JSON.parse(r.raw.toString()).createdAt)).sort((a, b) => a - b);
  const p99 = latencies[Math.ceil(0.99 * latencies.length) - 1]!;
  expect(p99).toBeLessThan(1000);
  // The hanging account was still being called meanwhile: it was not simply starved.
  expect(ws.receiver.requestsTo(hanging.path).length).toBeGreaterThanOrEqual(2);
}, 90000);
