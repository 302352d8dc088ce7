import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { loadIngestConfig, startIngest, type IngestHandle } from '@throwbox/ingest';
import { captureLogger, sendMail } from '@throwbox/testkit';
import { createAccount, createTestEnv, serviceEnv, type TestAccount, type TestEnv } from '@throwbox/db/testing';
import { Client } from './stack.js';

// What the services write to their logs: JSON lines naming the service and the request or SMTP session,
// and never an API key, a message body or anything else a customer sent us in confidence.

let env: TestEnv;
let api: ApiHandle;
let ingest: IngestHandle;
let account: TestAccount;
const lines: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  const vars = serviceEnv(env);
  ingest = await startIngest(loadIngestConfig(vars), { logger: captureLogger('ingest', lines, 'info') });
  api = await startApi(loadApiConfig(vars), { logger: captureLogger('api', lines, 'info') });
  account = await createAccount(env.pool);
});

afterAll(async () => {
  await api.stop();
  await ingest.stop();
  await env.close();
});

describe('structured logs', () => {
  it('are JSON lines with the service and request or session id, and carry no keys or message bodies', async () => {
    const client = new Client(`${api.url}/v1`, account.apiKey);
    const address = (await client.post('/inboxes', { username: 'logged' })).body.address;
    await sendMail(ingest.smtpPort, {
      to: address,
      subject: 'Private subject line',
      text: 'TOP-SECRET-BODY 424242',
      html: '<p>TOP-SECRET-HTML</p>',
    });
    await client.get(`/inboxes/${address}/messages`);
    await client.get('/inboxes/nobody@throwbox.test/messages');
    await new Client(`${api.url}/v1`, 'tb_live_wrong-key-123').get('/domains');

    expect(lines.length).toBeGreaterThan(4);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const e of entries) expect(['api', 'ingest']).toContain(e.service);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.map((r) => [r.method, r.route, r.status])).toEqual(
      expect.arrayContaining([
        ['POST', '/inboxes', 201],
        ['GET', '/inboxes/{address}/messages', 200],
        ['GET', '/inboxes/{address}/messages', 404],
        ['GET', 'unmatched', 401],
      ]),
    );
    for (const r of requests) expect(String(r.requestId)).toMatch(/^req_/);
    const stored = entries.find((e) => e.msg === 'message stored');
    expect(stored).toMatchObject({ service: 'ingest', session: expect.any(String), messageIds: [expect.stringMatching(/^msg_/)] });

    const all = lines.join('\n');
    expect(all).not.toContain(account.apiKey);
    expect(all).not.toContain('wrong-key-123');
    expect(all).not.toContain('TOP-SECRET');
    expect(all).not.toContain('Private subject line');
    expect(all).not.toContain('logged@throwbox.test');
  });
});
