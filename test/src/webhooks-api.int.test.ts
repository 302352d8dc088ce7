import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig } from '@throwbox/api';
import type { ErrorCode } from '@throwbox/contracts';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, expectError as expectStackError, type ApiResponse, type Stack, startApiStack } from './stack.js';

// Registering, listing and removing webhooks, as a client sees it, with the deployment's default policy:
// private and other non-public targets refused.

let stack: Stack;
let account: TestAccount;
let api: Client;

const expectError = (res: ApiResponse, status: number, code: ErrorCode) => expectStackError(stack, res, status, code);

// Literal public addresses: registration needs no DNS for them (there is no external DNS here).
const publicUrl = (n = 1) => `https://93.184.216.${n}/hooks/throwbox`;

beforeAll(async () => ({ stack, account, api } = await startApiStack()));

afterAll(async () => {
  await stack.stop();
});

describe('registering a webhook', () => {
  it('answers 201 with the Webhook and its whsec_ secret', async () => {
    const res = await api.post('/webhooks', { url: publicUrl() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: publicUrl(),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      disabled: false,
      failCount: 0,
      secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/),
    });
    expect((await api.post('/webhooks', { url: publicUrl() })).body.secret).not.toBe(res.body.secret);
  });

  it.each([
    ['an http URL', 'http://93.184.216.34/hook'],
    ['a URL without a host', 'https://'],
    ['a URL with an empty host', 'https:///hook'],
    ['a relative URL', '/hooks/throwbox'],
    ['not a URL', 'not a url'],
    ['another scheme', 'ftp://93.184.216.34/'],
  ])('refuses %s with 400 invalid_webhook_url', async (_, url) => {
    expectError(await api.post('/webhooks', { url }), 400, 'invalid_webhook_url');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://127.1.2.3:8443/',
    'https://localhost/hook',
    'https://localhost:8443/hook',
    'https://10.0.0.1/',
    'https://10.255.1.2/',
    'https://172.16.0.1/',
    'https://172.31.255.254/',
    'https://192.168.1.10/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://224.0.0.1/',
    'https://2130706433/',
    'https://0x7f.0.0.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fc00::1]/',
    'https://[fd12:3456:789a::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:192.168.0.1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::127.0.0.1]/',
    'https://[::10.0.0.1]/',
    'https://[::ffff:0:127.0.0.1]/',
  ])('refuses %s, which is not a public address, with 400 invalid_webhook_url', async (url) => {
    expectError(await api.post('/webhooks', { url }), 400, 'invalid_webhook_url');
  });

  it('accepts a public IPv4-mapped address and a public IPv6 literal', async () => {
    expect((await api.post('/webhooks', { url: 'https://[::ffff:93.184.216.34]/hook' })).status).toBe(201);
    expect((await api.post('/webhooks', { url: 'https://[2606:4700:4700::1111]/hook' })).status).toBe(201);
  });

  it.each([
    [undefined, 'body.url'],
    [{}, 'body.url'],
    [{ url: 42 }, 'body.url'],
    [{ url: publicUrl(), secret: 'mine' }, 'body.secret'],
  ])('answers %j with 400 validation_failed', async (body, path) => {
    const res = await api.post('/webhooks', body);
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('allows 20 webhooks per account and answers the 21st with 400 webhook_limit_reached', async () => {
    const owner = Client.for(stack, await createAccount(stack.env.pool));
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => owner.post('/webhooks', { url: publicUrl(i + 1) })));
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    expectError(await owner.post('/webhooks', { url: publicUrl(99) }), 400, 'webhook_limit_reached');
    // Removing one makes room for one.
    expect((await owner.delete(`/webhooks/${created[0]!.body.id}`)).status).toBe(200);
    expect((await owner.post('/webhooks', { url: publicUrl(99) })).status).toBe(201);
    expectError(await owner.post('/webhooks', { url: publicUrl(98) }), 400, 'webhook_limit_reached');
    // Another account is not affected.
    expect((await Client.for(stack, await createAccount(stack.env.pool)).post('/webhooks', { url: publicUrl() })).status).toBe(201);
  });

  it('holds the limit under concurrent registrations', async () => {
    const owner = Client.for(stack, await createAccount(stack.env.pool));
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => owner.post('/webhooks', { url: publicUrl(i + 1) })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 400).map((r) => r.body.error.code)).toEqual(Array(10).fill('webhook_limit_reached'));
    expect((await owner.get('/webhooks')).body.webhooks).toHaveLength(20);
  });
});

describe('listing and removing webhooks', () => {
  it("lists the account's webhooks, oldest first, never with their secrets", async () => {
    const owner = Client.for(stack, await createAccount(stack.env.pool));
    const a = await owner.post('/webhooks', { url: publicUrl(1) });
    const b = await owner.post('/webhooks', { url: publicUrl(2) });
    const list = await owner.get('/webhooks');
    expect(list.status).toBe(200);
    const { secret: _a, ...webhookA } = a.body;
    const { secret: _b, ...webhookB } = b.body;
    expect(list.body).toEqual({ webhooks: [webhookA, webhookB] });
    expect(list.text).not.toContain(a.body.secret);
    expect(list.text).not.toContain('secret');
    expect((await Client.for(stack, await createAccount(stack.env.pool)).get('/webhooks')).body).toEqual({ webhooks: [] });
  });

  it('removes a webhook: 200 {deleted: true, id}, then 404', async () => {
    const { id } = (await api.post('/webhooks', { url: publicUrl() })).body;
    const res = await api.delete(`/webhooks/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id });
    expectError(await api.delete(`/webhooks/${id}`), 404, 'webhook_not_found');
    expect((await api.get('/webhooks')).body.webhooks.map((w: { id: number }) => w.id)).not.toContain(id);
    expectError(await api.get(`/webhooks/${id}/deliveries`), 404, 'webhook_not_found');
  });

  it('starts with no deliveries', async () => {
    const { id } = (await api.post('/webhooks', { url: publicUrl() })).body;
    expect((await api.get(`/webhooks/${id}/deliveries`)).body).toEqual({ deliveries: [] });
  });
});

describe("another account's webhook", () => {
  it('answers 404 webhook_not_found on every webhook endpoint, exactly as a missing one', async () => {
    const other = Client.for(stack, await createAccount(stack.env.pool));
    const { id } = (await other.post('/webhooks', { url: publicUrl() })).body;
    const missing = await api.get('/webhooks/999999999/deliveries');
    expectError(missing, 404, 'webhook_not_found');
    for (const res of [
      await api.get(`/webhooks/${id}/deliveries`),
      await api.post(`/webhooks/${id}/test`),
      await api.delete(`/webhooks/${id}`),
    ]) {
      expectError(res, 404, 'webhook_not_found');
      expect(res.body.error.message).toBe(missing.body.error.message);
    }
    // Still there for its owner.
    expect((await other.get('/webhooks')).body.webhooks.map((w: { id: number }) => w.id)).toEqual([id]);
  });
});

describe('webhook ids', () => {
  it.each(['abc', '1.5', '0', '-3', '99999999999999999999'])('answers id %s with 400 validation_failed', async (id) => {
    for (const res of [
      await api.get(`/webhooks/${id}/deliveries`),
      await api.delete(`/webhooks/${id}`),
      await api.post(`/webhooks/${id}/test`),
    ]) {
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain('params.id');
    }
  });
});

describe('the api configuration', () => {
  it('refuses to start in production with the development WEBHOOK_SECRET_KEY', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(
      loadApiConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: '0f'.repeat(32), PUBLIC_URL: 'https://api.example.com' })
        .WEBHOOK_ALLOW_PRIVATE,
    ).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('describes the webhook endpoints with their bodies and responses', async () => {
    const doc = (await new Client(api.baseUrl).get('/openapi.json')).body;
    const create = doc.paths['/webhooks'].post;
    expect(create.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { required: ['url'] } } } });
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WebhookCreated' });
    expect(Object.keys(create.responses['400'].content['application/json'].examples)).toEqual(
      expect.arrayContaining(['validation_failed', 'invalid_webhook_url', 'webhook_limit_reached']),
    );
    expect(doc.paths['/webhooks'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookList',
    });
    expect(doc.paths['/webhooks/{id}'].delete.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DeletedWebhook',
    });
    expect(doc.paths['/webhooks/{id}/deliveries'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Deliveries',
    });
    expect(doc.paths['/webhooks/{id}/test'].post.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookTestResult',
    });
    expect(doc.paths['/webhooks/{id}/deliveries'].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer' },
    });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Webhook', 'WebhookCreated', 'WebhookList', 'Deliveries', 'WebhookTestResult', 'DeletedWebhook']),
    );
    expect(doc.components.schemas.Webhook.properties).not.toHaveProperty('secret');
    // What Throwbox sends to the endpoints: both events, their signed headers and their body.
    for (const event of ['message.received', 'webhook.test']) {
      const post = doc.webhooks[event].post;
      expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/WebhookEvent' });
      expect(post.parameters.map((p: { name: string }) => p.name)).toEqual([
        'Throwbox-Event',
        'Throwbox-Timestamp',
        'Throwbox-Signature',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
        'User-Agent',
      ]);
      expect(post.parameters[0].schema).toEqual({ const: event });
    }
    expect(doc.components.schemas.WebhookEvent.properties.data.required).toContain('messageId');
  });
});

describe('the test event without a dispatcher', () => {
  it('answers 503 service_unavailable at once when no webhook dispatcher is running', async () => {
    const hook = await api.post('/webhooks', { url: publicUrl(7) });
    expect(hook.status).toBe(201);
    const started = Date.now();
    const res = await api.post(`/webhooks/${hook.body.id}/test`);
    expectError(res, 503, 'service_unavailable');
    expect(res.headers.get('retry-after')).toBe('5');
    // Not after the 20 s the endpoint waits for a running dispatcher's answer.
    expect(Date.now() - started).toBeLessThan(10000);
  });
});
