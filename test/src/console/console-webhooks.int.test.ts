import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { eventually, sendMail } from '@throwbox/testkit';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The console's webhook page over HTTP: the attempt log with each answer on demand.

let env: ConsoleStack;
beforeAll(async () => {
  env = await startConsoleStack({ webhooks: true });
});
afterAll(async () => {
  await env.stop();
});

let paths = 0;
/** A signed-up agent with an endpoint on the receiver answering as told. */
async function withEndpoint(answer: Parameters<NonNullable<ConsoleStack['receiver']>['behave']>[1]) {
  const a = new ConsoleAgent(env.console.url);
  await a.signUp(uniqueEmail());
  const path = `/console-hook-${++paths}`;
  env.receiver!.behave(path, answer);
  await a.get('/webhooks');
  const posted = await a.post('/webhooks', { url: env.receiver!.url(path) });
  expect(posted.status).toBe(303);
  const registered = await a.follow(posted);
  return { a, path, id: Number(/href="\/webhooks\/(\d+)"/.exec(registered.html)![1]) };
}

it("shows each attempt's answer on demand, as text", async () => {
  const { a, id } = await withEndpoint({ status: 503, body: '<script>alert(1)</script> maintenance until 10:00' });
  await a.get(`/webhooks/${id}`);
  const page = await a.post(`/webhooks/${id}/test`);
  expect(page.status).toBe(200);
  const row = /<tr id="(att_[0-9a-f]{32})" class="failed">([\s\S]*?)<\/tr>/.exec(page.html);
  expect(row).not.toBeNull();
  expect(row![2]).toContain('503');
  // Folded until asked for, and the endpoint's markup shown as text.
  expect(row![2]).toMatch(
    /<details><summary>Response<\/summary><pre class="webhook-response">&lt;script>alert\(1\)&lt;\/script> maintenance until 10:00<\/pre><\/details>/,
  );
  expect(page.html).not.toContain('<script>alert(1)');
});

it('replays a failed delivery, and everything failed since a time, from forms with the CSRF token', async () => {
  const { a, id, path } = await withEndpoint(500);
  const created = await a.post('/inboxes', { ttlMinutes: '60' });
  expect(created.status).toBe(303);
  const address = decodeURIComponent(/\/inboxes\/([^?]+)/.exec(created.location!)![1]!);
  const first = env.receiver!.next(path);
  await sendMail(env.stack.smtpPort, { from: 'a@acme.test', to: address, subject: 'From the console', text: 'hello' });
  const eventId = JSON.parse((await first).raw.toString()).id as string;
  // The page lists the failed attempt with its Replay button once it is recorded and its event kept.
  const page = await eventually(async () => {
    const p = await a.get(`/webhooks/${id}`);
    return p.html.includes(`name="eventId" value="${eventId}"`) ? p : undefined;
  });
  expect(page.html).toContain('Replay all failed since');
  await eventually(async () => (await env.stack.env.pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount === 1);
  env.receiver!.behave(path, 200);

  // Without the token: refused, nothing sent.
  const before = env.receiver!.requestsTo(path).length;
  expect((await a.post(`/webhooks/${id}/replay`, { _csrf: null, eventId })).status).toBe(403);
  const replayed = env.receiver!.next(path);
  const one = await a.post(`/webhooks/${id}/replay`, { eventId });
  expect([one.status, one.html.includes('Replaying 1 event.')]).toEqual([202, true]);
  expect(JSON.parse((await replayed).raw.toString()).id).toBe(eventId);
  expect(env.receiver!.requestsTo(path).length).toBeGreaterThan(before);

  // Delivered by the replay: nothing is left failed since before the mail.
  await eventually(async () => (await a.get(`/webhooks/${id}`)).html.includes('<td>200</td>') || undefined);
  const since = new Date(Date.now() - 3600_000).toISOString().slice(0, 19);
  const all = await a.post(`/webhooks/${id}/replay`, { failedSince: since });
  expect([all.status, all.html.includes('Nothing to replay.')]).toEqual([202, true]);
  expect((await a.post(`/webhooks/${id}/replay`, { failedSince: 'yesterday' })).status).toBe(400);

  // The retry the first failure scheduled (10 s ±20 % later) stands down: the replay delivered the event.
  const deliveries = new Queue(QUEUES.webhookDeliveries, {
    connection: { url: env.stack.env.redisUrl },
    prefix: bullPrefix(env.stack.env.redisPrefix),
  });
  try {
    const job = await eventually(
      async () => {
        // The job as read after it failed: one read while still active has no failedReason yet.
        const j = await deliveries.getJob(`${eventId}-wh${id}`);
        return j?.failedReason !== undefined && (await j.getState()) === 'failed' ? j : undefined;
      },
      30000,
      200,
    );
    expect(job.failedReason).toBe('a replay delivered the event already');
  } finally {
    await deliveries.close();
  }
  expect(env.receiver!.requestsTo(path).filter((r) => JSON.parse(r.raw.toString()).id === eventId)).toHaveLength(2);
}, 60000);
