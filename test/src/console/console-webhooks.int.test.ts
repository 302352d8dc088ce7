import { afterAll, beforeAll, expect, it } from '@jest/globals';
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
  const registered = await a.post('/webhooks', { url: env.receiver!.url(path) });
  expect(registered.status).toBe(201);
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
