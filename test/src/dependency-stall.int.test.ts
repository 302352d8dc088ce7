import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { eventually, startTcpProxy, type TcpProxy } from '@throwbox/testkit';
import { createAccount, createTestEnv, serviceEnv, type TestAccount, type TestEnv } from '@throwbox/db/testing';

// The api reaches Postgres and Redis through proxies that can stall: connected, silent. A request must
// not hang for as long as the stall lasts (24 s were seen) but get 503 once it has waited its bound.

const BOUND_MS = 1000;
let env: TestEnv;
let pg: TcpProxy;
let redis: TcpProxy;
let api: ApiHandle;
let account: TestAccount;
let address: string;

const call = async (method: string, path: string) => {
  const started = Date.now();
  const res = await fetch(`${api.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${account.apiKey}` },
    // Without the bound the request would hang for the whole stall: fail the test instead.
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any, ms: Date.now() - started };
};

beforeAll(async () => {
  env = await createTestEnv();
  pg = await startTcpProxy(Number(new URL(env.databaseUrl).port || 5432));
  redis = await startTcpProxy(Number(new URL(env.redisUrl).port || 6379));
  const databaseUrl = new URL(env.databaseUrl);
  databaseUrl.port = String(pg.port);
  api = await startApi(
    loadApiConfig(
      serviceEnv(env, {
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        DEPENDENCY_TIMEOUT_MS: String(BOUND_MS),
      }),
    ),
  );
  account = await createAccount(env.pool);
  address = (await call('POST', '/inboxes')).body.address;
});

afterAll(async () => {
  pg.restore();
  redis.restore();
  await api.stop();
  await pg.close();
  await redis.close();
  await env.close();
});

// Filtered, so never answered from the api's page cache: it needs Postgres.
const READ = () => `/inboxes/${address}/messages?subject=a`;

describe('a stalled dependency', () => {
  it.each([
    ['Postgres', () => pg],
    ['Redis', () => redis],
  ])('%s: a request is answered 503 service_unavailable with Retry-After once it has waited its bound', async (_name, proxy) => {
    expect((await call('GET', READ())).status).toBe(200);
    proxy().stall();
    try {
      const res = await call('GET', READ());
      expect([res.status, res.body.error.code]).toEqual([503, 'service_unavailable']);
      expect(Number(res.retryAfter)).toBeGreaterThan(0);
      // Bounded by the setting (1 s here, 5 s by default), whichever of its waits stalled.
      expect(res.ms).toBeLessThan(BOUND_MS * 4);
    } finally {
      proxy().restore();
    }
    await eventually(async () => (await call('GET', READ())).status === 200, 10_000, 100);
  });
});
