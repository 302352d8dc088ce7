import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { loadCodeExtractorConfig, startCodeExtractor } from '@throwbox/code-extractor';
import { loadIngestConfig, startIngest, type IngestHandle } from '@throwbox/ingest';
import { createAccount, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { eventually, sendMail, startTcpProxy, type TcpProxy } from '@throwbox/testkit';
import { Client } from './stack.js';

// Each api keeps inboxes' first pages in memory (services/api/src/page-cache.ts). These tests read a page
// until it is served from memory, change the inbox elsewhere, and read again at once: the answer must be
// the inbox as it is now, on every api. Two apis reach Redis directly; a third through a proxy the test cuts.

let env: TestEnv;
let a: ApiHandle;
let b: ApiHandle;
let c: ApiHandle;
let proxy: TcpProxy;
let ingest: IngestHandle;

beforeAll(async () => {
  env = await createTestEnv();
  const redis = new URL(env.redisUrl);
  proxy = await startTcpProxy(Number(redis.port || 6379), redis.hostname);
  [a, b, c, ingest] = await Promise.all([
    startApi(loadApiConfig(serviceEnv(env))),
    startApi(loadApiConfig(serviceEnv(env))),
    startApi(loadApiConfig(serviceEnv(env, { REDIS_URL: `redis://127.0.0.1:${proxy.port}` }))),
    // Every message is extracted by the code-extractor, which one test starts itself.
    startIngest(loadIngestConfig(serviceEnv(env, { INLINE_EXTRACT_MAX_CHARS: '0' }))),
  ]);
});

afterAll(async () => {
  proxy?.restore();
  for (const service of [a, b, c, ingest]) await service?.stop();
  await proxy?.close();
  await env?.close();
});

const client = (api: ApiHandle, apiKey: string) => new Client(`${api.url}/v1`, apiKey);
const hits = async (api: ApiHandle) => (await api.deps.metrics.pageCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
const mail = async (address: string, subject: string) => {
  const sent = await sendMail(ingest.smtpPort, { to: address, subject, text: 'hello' });
  return /queued as (msg_\w+)/.exec(sent.response)![1]!;
};
const subjects = (body: { messages: { subject: string }[] }) => body.messages.map((m) => m.subject);

/** Reads the inbox's list until the api answers it from memory; returns that answer. */
async function warm(api: ApiHandle, reader: Client, address: string) {
  await eventually(async () => api.deps.pages.enabled);
  // A read is not kept when a change of the inbox is heard while it runs (the wake-up of mail the test
  // just sent may come late): read until a read is answered from memory.
  const [fromPostgres, fromMemory] = await eventually(async () => {
    const first = await reader.get(`/inboxes/${address}/messages`);
    const before = await hits(api);
    const second = await reader.get(`/inboxes/${address}/messages`);
    return (await hits(api)) === before + 1 && [first, second];
  });
  // From memory, the same answer as from Postgres, byte for byte, with the same type.
  expect([fromMemory.status, fromMemory.text, fromMemory.headers.get('content-type')]).toEqual([
    200,
    fromPostgres.text,
    fromPostgres.headers.get('content-type'),
  ]);
  return fromMemory;
}

describe("the api's page cache", () => {
  it('shows on one api what changed through the other, at once, after the page was served from memory', async () => {
    const { apiKey } = await createAccount(env.pool);
    const [viaA, viaB] = [client(a, apiKey), client(b, apiKey)];
    const address = (await viaA.post('/inboxes')).body.address as string;
    const list = `/inboxes/${address}/messages`;
    const first = await mail(address, 'first');
    expect(subjects((await warm(b, viaB, address)).body)).toEqual(['first']);

    await mail(address, 'second');
    expect(subjects((await viaB.get(list)).body)).toEqual(['second', 'first']);

    await warm(b, viaB, address);
    expect((await viaA.delete(`/messages/${first}?address=${address}`)).status).toBe(200);
    expect(subjects((await viaB.get(list)).body)).toEqual(['second']);

    await warm(b, viaB, address);
    expect((await viaA.delete(list)).body).toEqual({ address, deleted: 1 });
    expect(subjects((await viaB.get(list)).body)).toEqual([]);

    // An inbox's kept page is the account's own: another account is told there is no such inbox.
    await warm(b, viaB, address);
    const other = await createAccount(env.pool);
    expect((await client(b, other.apiKey).get(list)).body.error.code).toBe('inbox_not_found');

    expect((await viaA.delete(`/inboxes/${address}`)).status).toBe(200);
    expect((await viaB.get(list)).body.error.code).toBe('inbox_not_found');
  });

  it("shows on every api the code-extractor's result (the message's extractedAt) once it is saved", async () => {
    const { apiKey } = await createAccount(env.pool);
    const reader = client(b, apiKey);
    const address = (await reader.post('/inboxes')).body.address as string;
    await sendMail(ingest.smtpPort, { to: address, subject: 'Verify', text: 'Your verification code is 482913.' });
    expect((await warm(b, reader, address)).body.messages[0].timings.extractedAt).toBeNull();
    const extractor = await startCodeExtractor(loadCodeExtractorConfig(serviceEnv(env)));
    try {
      // Counted once the extractor's wake-ups were published.
      const found = async () => (await extractor.deps.results.get()).values.find((v) => v.labels.result === 'found')?.value ?? 0;
      await eventually(async () => (await found()) >= 1);
      expect((await reader.get(`/inboxes/${address}/messages`)).body.messages[0].timings.extractedAt).toEqual(expect.any(String));
    } finally {
      await extractor.stop();
    }
  });

  it('does not keep a page read before a change that was heard before the read ended', async () => {
    const { apiKey } = await createAccount(env.pool);
    const reader = client(a, apiKey);
    const address = (await reader.post('/inboxes')).body.address as string;
    await mail(address, 'before');
    // The read's statement runs now; its answer is held until the change has been heard.
    const real = a.deps.inboxPages;
    let read!: () => void;
    const readDone = new Promise<void>((resolve) => (read = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    a.deps.inboxPages = {
      add: async (request: Parameters<typeof real.add>[0]) => {
        const page = await real.add(request);
        read();
        await released;
        return page;
      },
    } as typeof real;
    try {
      const early = reader.get(`/inboxes/${address}/messages`);
      await readDone;
      const heard = a.deps.pages.heard;
      await mail(address, 'during');
      await eventually(async () => a.deps.pages.heard > heard);
      release();
      expect(subjects((await early).body)).toEqual(['before']);
    } finally {
      a.deps.inboxPages = real;
      release();
    }
    expect(subjects((await reader.get(`/inboxes/${address}/messages`)).body)).toEqual(['during', 'before']);
  });

  it('drops every page when its subscription is lost, and keeps none until it is back', async () => {
    const { apiKey } = await createAccount(env.pool);
    const reader = client(c, apiKey);
    const address = (await reader.post('/inboxes')).body.address as string;
    await mail(address, 'before');
    await warm(c, reader, address);
    proxy.cut();
    await eventually(async () => !c.deps.pages.enabled);
    // Announced on Redis while this api is not listening.
    await mail(address, 'during the outage');
    proxy.restore();
    await eventually(async () => c.deps.pages.enabled && c.deps.redis.status === 'ready');
    expect(subjects((await reader.get(`/inboxes/${address}/messages`)).body)).toEqual(['during the outage', 'before']);
  });
});
