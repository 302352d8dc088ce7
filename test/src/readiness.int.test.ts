import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApi, loadApiConfig, type ApiHandle } from '@throwbox/api';
import { pendingMigrations } from '@throwbox/db';
import { startIngest, loadIngestConfig, type IngestHandle } from '@throwbox/ingest';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';

// A version rolled out before its migration ran must take no traffic: readiness names what is missing.

let env: TestEnv;
let last: string;
let api: ApiHandle;
let ingest: IngestHandle;

const readiness = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
};

beforeAll(async () => {
  env = await createTestEnv();
  expect(await pendingMigrations(env.pool)).toEqual([]);
  // As if this build brought a migration the database has not had yet.
  last = (await env.pool.query<{ name: string }>('SELECT max(name) AS name FROM schema_migrations')).rows[0]!.name;
  await env.pool.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
  api = await startApi(loadApiConfig(serviceEnv(env)));
  ingest = await startIngest(loadIngestConfig(serviceEnv(env)));
});

afterAll(async () => {
  await api.stop();
  await ingest.stop();
  await env.close();
});

describe('readiness and the schema', () => {
  it('is not ready while a migration of this build is not applied, naming it; ready once it is', async () => {
    expect(await pendingMigrations(env.pool)).toEqual([last]);
    const notReady = {
      status: 503,
      body: { status: 'unavailable', checks: { postgres: 'ok', redis: 'ok', schema: `migrations not applied: ${last}` } },
    };
    expect(await readiness(api.url)).toEqual(notReady);
    expect(await readiness(`http://127.0.0.1:${ingest.healthPort}`)).toEqual(notReady);

    await env.pool.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    const ready = { status: 200, body: { status: 'ok', checks: { postgres: 'ok', redis: 'ok', schema: 'ok' } } };
    expect(await readiness(api.url)).toEqual(ready);
    expect(await readiness(`http://127.0.0.1:${ingest.healthPort}`)).toEqual(ready);
  });
});
