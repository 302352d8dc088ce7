import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { eventually, startTcpProxy, type TcpProxy } from '@throwbox/testkit';
import { createAccount, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { Client } from './stack.js';

// Starting while Redis is still connecting: the api listens only once Redis answers, so the first
// requests that reach it are served, not refused with 503 (a test that spawns an api and uses it at
// once, or a pod that is sent traffic as soon as it listens, would see those errors).

let env: TestEnv;
let proxy: TcpProxy;
let api: ApiHandle | undefined;

beforeAll(async () => {
  env = await createTestEnv();
  const redis = new URL(env.redisUrl);
  proxy = await startTcpProxy(Number(redis.port || 6379), redis.hostname);
});

afterAll(async () => {
  proxy.restore();
  await api?.stop();
  await proxy.close();
  await env.close();
});

it('waits for Redis before it listens, then serves its first request', async () => {
  proxy.cut();
  let listening = false;
  const starting = startApi(loadApiConfig(serviceEnv(env, { REDIS_URL: `redis://127.0.0.1:${proxy.port}` }))).then((a) => {
    listening = true;
    api = a;
    return a;
  });
  // It has tried Redis, and tried again, without listening meanwhile.
  await eventually(async () => proxy.connections >= 2);
  const listeningWhileCut = listening;
  proxy.restore();
  const started = await starting;
  expect(listeningWhileCut).toBe(false);
  const account = await createAccount(env.pool);
  const res = await new Client(`${started.url}/v1`, account.apiKey).post('/inboxes');
  expect(res.status).toBe(201);
});
