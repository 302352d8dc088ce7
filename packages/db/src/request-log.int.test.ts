import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { insertRequestLog, listRequestLog, type RequestLogEntry } from './index.js';
import { createAccount, createTestEnv, type TestEnv } from './testing.js';

// The request log's batched write: every entry of a batch stored as given, in order, nulls as nulls.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

it('stores a batch of entries as given: instants to the millisecond, nulls, text with quotes and commas', async () => {
  const { accountId, keyId } = await createAccount(env.pool);
  const at = Date.now() - 60_000;
  const entries: RequestLogEntry[] = [
    {
      requestId: 'req_one',
      accountId,
      keyId,
      at: new Date(at + 7),
      method: 'GET',
      path: '/v1/inboxes/a,"b"@x.test/messages',
      status: 200,
      errorCode: null,
      durationMs: 1.25,
    },
    {
      requestId: null,
      accountId,
      keyId: null,
      at: new Date(at + 8),
      method: 'POST',
      path: '/v1/inboxes\\{}',
      status: 400,
      errorCode: 'validation_failed',
      durationMs: 0.5,
    },
  ];
  await insertRequestLog(env.pool, entries);
  const stored = await listRequestLog(env.pool, { accountId });
  expect(stored.map((e) => ({ ...e, at: e.at.getTime() }))).toEqual(entries.map((e) => ({ ...e, at: e.at.getTime() })).reverse());
});
