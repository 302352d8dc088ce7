import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { loadIngestConfig, startIngest, type IngestHandle } from '@throwbox/ingest';
import { eventually, sendMail, startTcpProxy, type TcpProxy } from '@throwbox/testkit';
import { createAccount, createTestEnv, serviceEnv, type TestAccount, type TestEnv } from '@throwbox/db/testing';
import { Client } from './stack.js';

// The api reaches Redis through a proxy the test can cut; ingest reaches it directly, so mail that
// arrives during the api's outage is stored and announced, and the api misses the announcement.

let env: TestEnv;
let proxy: TcpProxy;
let api: ApiHandle;
let ingest: IngestHandle;
let account: TestAccount;
let client: Client;

beforeAll(async () => {
  env = await createTestEnv();
  const redis = new URL(env.redisUrl);
  proxy = await startTcpProxy(Number(redis.port || 6379), redis.hostname);
  api = await startApi(loadApiConfig(serviceEnv(env, { REDIS_URL: `redis://127.0.0.1:${proxy.port}` })));
  ingest = await startIngest(loadIngestConfig(serviceEnv(env)));
  account = await createAccount(env.pool);
  client = new Client(`${api.url}/v1`, account.apiKey);
});

afterAll(async () => {
  proxy.restore();
  await api.stop();
  await ingest.stop();
  await proxy.close();
  await env.close();
});

const waiting = async () => (await api.deps.metrics.waiting.get()).values[0]?.value ?? 0;

describe('held waits across a Redis outage', () => {
  it('learn of mail that arrived during the outage within 2 s of Redis answering again', async () => {
    const address = (await client.post('/inboxes')).body.address as string;
    const held = client.get(`/inboxes/${address}/messages?wait=40`);
    await eventually(async () => (await waiting()) === 1);
    proxy.cut();
    await eventually(async () => api.deps.redis.status !== 'ready', 5000);
    await sendMail(ingest.smtpPort, { to: address, subject: 'during the outage', text: 'hello' });
    const restored = Date.now();
    proxy.restore();
    const res = await held;
    expect([res.status, res.body.messages.length, res.body.waited]).toEqual([200, 1, true]);
    expect(Date.now() - restored).toBeLessThan(2000);
  });

  it('never wait longer than half a second between attempts to reach Redis again', async () => {
    const { reconnectDelay } = await import('@throwbox/queue');
    expect(api.deps.redis.options.retryStrategy).toBe(reconnectDelay);
    expect(Math.max(...Array.from({ length: 1000 }, (_, i) => reconnectDelay(i + 1)))).toBe(500);
  });
});
