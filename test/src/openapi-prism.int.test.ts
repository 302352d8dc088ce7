import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openApiDocument, routes } from '@throwbox/api';
import { eventually, sendMail } from '@throwbox/testkit';
import { createAccount, type TestAccount } from '@throwbox/db/testing';
import { Client, startStack, type Stack } from './stack.js';

// The integration flows through Prism's validating proxy: every request and every answer must be what
// the document the api serves says (a customer's mock server or contract test believes it).

const pkg = fileURLToPath(new URL('..', import.meta.url));
let stack: Stack;
let prism: ChildProcess;
let log = '';
let dir: string;
let account: TestAccount;
let api: Client;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  stack = await startStack({}, { codeExtractor: false });
  dir = mkdtempSync(join(tmpdir(), 'throwbox-prism-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(routes, stack.api.url)));
  const port = await freePort();
  prism = spawn(
    join(pkg, 'node_modules/.bin/prism'),
    ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), file, `${stack.api.url}/v1`],
    {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prism.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  prism.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  await eventually(async () => /Prism is listening/.test(log), 30_000, 100);
  account = await createAccount(stack.env.pool);
  api = new Client(`http://127.0.0.1:${port}`, account.apiKey);
}, 60_000);

afterAll(async () => {
  prism?.kill();
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('through Prism (proxy --errors)', () => {
  it('a whole flow has no violation: inboxes, waiting, reading, webhooks, usage and the documented errors', async () => {
    const statuses: [string, number][] = [];
    const call = async (name: string, res: Promise<{ status: number; body: any }>) => {
      const r = await res;
      statuses.push([name, r.status]);
      return r;
    };
    const address = (await call('create', api.post('/inboxes', { username: 'through-prism', ttlMinutes: 30 }))).body.address as string;
    await call('taken', api.post('/inboxes', { username: 'through-prism' }));
    await call('no code yet', api.get(`/inboxes/${address}/code`));
    await call('unknown inbox', api.get('/inboxes/nobody-here@throwbox.test/messages'));
    const waiting = call('list, waiting', api.get(`/inboxes/${address}/messages?wait=20`));
    await eventually(async () => ((await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0) >= 1);
    await sendMail(stack.smtpPort, {
      to: address,
      from: 'Acme <noreply@acme.test>',
      subject: 'Your code',
      text: 'Your code is 482913',
      html: '<p>Your code is <b>482913</b></p>',
      attachments: [{ filename: 'a.txt', content: 'hello' }],
    });
    const [summary] = (await waiting).body.messages;
    await call('list', api.get(`/inboxes/${address}/messages?limit=10&subject=code`));
    await call('code', api.get(`/inboxes/${address}/code?wait=5`));
    const message = (await call('message', api.get(`/messages/${summary.id}?address=${address}`))).body;
    await call('raw', api.request('GET', `/messages/${summary.id}/raw?address=${address}`));
    await call('attachment', api.request('GET', `/messages/${summary.id}/attachments/${message.attachments[0].id}?address=${address}`));
    await call('domains', api.get('/domains'));
    await call('usage', api.get('/usage'));
    const hook = (await call('webhook', api.post('/webhooks', { url: 'https://93.184.216.34/hook' }, { 'idempotency-key': 'prism-hook' })))
      .body;
    await call('webhook replay', api.post('/webhooks', { url: 'https://93.184.216.34/hook' }, { 'idempotency-key': 'prism-hook' }));
    await call('webhooks', api.get('/webhooks'));
    await call('deliveries', api.get(`/webhooks/${hook.id}/deliveries`));
    await call('webhook delete', api.delete(`/webhooks/${hook.id}`));
    await call('inbox delete', api.delete(`/inboxes/${address}`));
    await call('wrong key', new Client(api.baseUrl, `tb_live_${'0'.repeat(64)}`).get('/domains'));
    expect(statuses).toEqual([
      ['create', 201],
      ['taken', 409],
      ['no code yet', 404],
      ['unknown inbox', 404],
      ['list, waiting', 200],
      ['list', 200],
      ['code', 200],
      ['message', 200],
      ['raw', 200],
      ['attachment', 200],
      ['domains', 200],
      ['usage', 200],
      ['webhook', 201],
      ['webhook replay', 201],
      ['webhooks', 200],
      ['deliveries', 200],
      ['webhook delete', 200],
      ['inbox delete', 200],
      ['wrong key', 401],
    ]);
    expect(log).not.toMatch(/violation/i);
  }, 60_000);
});
