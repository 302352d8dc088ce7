import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createAccount } from '@throwbox/db/testing';
import { eventually, sendMail } from '@throwbox/testkit';
import { Client } from '../stack.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The time each message took (DECISIONS §10): `timings` on the message and its summary, the histogram of
// commit to a webhook's first attempt, and the console's message page showing the same timings.

let env: ConsoleStack;

beforeAll(async () => {
  env = await startConsoleStack({ webhooks: true });
});

afterAll(async () => {
  await env.stop();
});

const firstAttempts = async () =>
  (await env.dispatcher!.deps.metrics.firstAttemptAfterCommit.get()).values.find((v) => v.metricName?.endsWith('_count'))?.value ?? 0;

it('gives a message and its summary their timings: end of DATA, the commit, extraction, each to the millisecond', async () => {
  const api = Client.for(env.stack, await createAccount(env.stack.env.pool));
  expect((await api.post('/webhooks', { url: env.receiver!.url('/timings') })).status).toBe(201);
  const address = (await api.post('/inboxes')).body.address as string;
  const before = await firstAttempts();
  const delivered = env.receiver!.next('/timings');
  await sendMail(env.stack.smtpPort, { to: address, subject: 'Your code', text: 'Your code is 731902' });
  const [summary] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
  const message = (await api.get(`/messages/${summary.id}?address=${address}`)).body;
  expect(summary.timings).toEqual(message.timings);
  const { receivedAt, storedAt, extractedAt } = message.timings;
  for (const t of [receivedAt, storedAt, extractedAt]) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(storedAt).toBe(message.receivedAt);
  // The end of DATA is ingest's own record, before the commit; not a copy of the storage time.
  const { rows } = await env.stack.env.pool.query<{ data_ended_at: Date }>('SELECT data_ended_at FROM messages WHERE id = $1', [
    message.id,
  ]);
  expect(receivedAt).toBe(rows[0]!.data_ended_at.toISOString());
  expect(Date.parse(receivedAt)).toBeLessThanOrEqual(Date.parse(storedAt));
  // Small mail is extracted by ingest itself before it is stored.
  expect(message.code).toBe('731902');
  await delivered;
  await eventually(async () => (await firstAttempts()) === before + 1);
});

it('shows extractedAt null until the code-extractor has read a large message', async () => {
  const api = Client.for(env.stack, await createAccount(env.stack.env.pool));
  const address = (await api.post('/inboxes')).body.address as string;
  await env.stack.codeExtractor!.stop();
  env.stack.codeExtractor = undefined;
  // Large enough that ingest leaves it to the code-extractor, which is stopped.
  await sendMail(env.stack.smtpPort, { to: address, subject: 'Big', text: `Your code is 555123\n${'x'.repeat(300_000)}` });
  const [summary] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
  expect(summary.timings.extractedAt).toBeNull();
});

it("shows the message's timings on its console page", async () => {
  const a = new ConsoleAgent(env.console.url);
  expect((await a.signUp(uniqueEmail('timings'))).status).toBe(303);
  await a.get('/inboxes');
  const made = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
  const address = decodeURIComponent(/^\/inboxes\/([^/?]+)/.exec(made.location!)![1]!);
  await sendMail(env.stack.smtpPort, { to: address, subject: 'Timed', text: 'Your code is 246810' });
  const inboxPage = await eventually(async () => {
    const page = await a.get(`/inboxes/${encodeURIComponent(address)}`);
    return page.html.includes('/messages/') ? page : undefined;
  });
  const href = /href="(\/inboxes\/[^"]+\/messages\/[^"]+)"/.exec(inboxPage.html)![1]!;
  const page = await a.get(href);
  const { rows } = await env.stack.env.pool.query<{ data_ended_at: Date; received_at: Date }>(
    'SELECT data_ended_at, received_at FROM messages WHERE id = $1',
    [decodeURIComponent(href.split('/').pop()!)],
  );
  const { data_ended_at: ended, received_at: stored } = rows[0]!;
  expect(page.html).toContain('<h2 id="timings-title">Timings</h2>');
  expect(page.html).toContain(`<time datetime="${ended.toISOString()}"`);
  expect(page.html).toContain(`<dd data-timing="stored">+${stored.getTime() - ended.getTime()} ms</dd>`);
  expect(page.html).toMatch(/<dd data-timing="extracted">\+\d+ ms<\/dd>/);
});
