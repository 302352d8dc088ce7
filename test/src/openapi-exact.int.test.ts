import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadApiConfig, startApi } from '@throwbox/api';
import { ERRORS } from '@throwbox/contracts';
import { serviceEnv } from '@throwbox/db/testing';
import { Client, createAccount, expectError, startStack, type Stack } from './stack.js';

// Where the OpenAPI document and the server parted ways, as generators and validators found.

let stack: Stack;
let doc: any;

beforeAll(async () => {
  // A deployment whose domain has no dot: its addresses must pass the document's own schemas.
  stack = await startStack({ MAIL_DOMAINS: 'localhost,throwbox.test' }, { codeExtractor: false });
  doc = (await new Client(`${stack.api.url}/v1`).get('/openapi.json')).body;
});

afterAll(async () => {
  await stack.stop();
});

describe('the OpenAPI document, exact', () => {
  it('gives the attachment and raw routes as bytes, the attachment in any content type', () => {
    expect(doc.paths['/messages/{id}/attachments/{attachmentId}'].get.responses['200'].content).toEqual({
      '*/*': { schema: { type: 'string', format: 'binary' } },
    });
    expect(doc.paths['/messages/{id}/raw'].get.responses['200'].content).toEqual({
      'message/rfc822': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('has contact, license, a description on every operation and every tag declared', () => {
    expect(doc.info.contact.url).toBe(`${stack.api.url}/docs`);
    const client = JSON.parse(readFileSync(new URL('../../packages/client/package.json', import.meta.url), 'utf8'));
    expect(doc.info.license).toEqual({ name: client.license, identifier: client.license });
    const declared = new Set(doc.tags.map((t: { name: string }) => t.name));
    for (const methods of [...Object.values(doc.paths), ...Object.values(doc.webhooks)] as Record<
      string,
      { description?: string; tags: string[] }
    >[]) {
      for (const op of Object.values(methods)) {
        expect(op.description).toBeTruthy();
        for (const tag of op.tags) expect(declared.has(tag)).toBe(true);
      }
    }
  });

  it('lists on each operation the errors its middleware can answer, with their headers', () => {
    const codes = (op: { responses: Record<string, { content?: { 'application/json': { examples: object } } }> }, status: string) =>
      Object.keys(op.responses[status]?.content?.['application/json'].examples ?? {});
    for (const [path, methods] of Object.entries(doc.paths) as [string, Record<string, any>][]) {
      for (const [method, op] of Object.entries(methods)) {
        if (path === '/openapi.json') continue;
        expect([path, method, codes(op, '431')]).toEqual([path, method, ['headers_too_large']]);
        expect(codes(op, '400')).toContain('validation_failed');
        // A DELETE's body is not read (below): nothing of a body can fail there.
        expect([path, method, codes(op, '413'), codes(op, '415')]).toEqual(
          method === 'post' || method === 'put'
            ? [path, method, ['payload_too_large'], ['unsupported_media_type']]
            : [path, method, [], []],
        );
        if (method === 'post') {
          expect([path, codes(op, '409')]).toEqual([path, expect.arrayContaining(['idempotency_key_in_use'])]);
          expect([path, codes(op, '422')]).toEqual([path, ['idempotency_key_reused']]);
          expect(op.responses['409'].headers['Retry-After']).toBeDefined();
        }
        expect(op.responses['401'].headers['WWW-Authenticate']).toBeDefined();
        expect(op.responses['429'].headers['Retry-After']).toBeDefined();
        expect(op.responses['503'].headers['Retry-After']).toBeDefined();
        expect(op.responses['500'].headers['Throwbox-Request-Id']).toBeDefined();
        // Counted errors carry the month's count, as the server sends it on them.
        expect(op.responses['400'].headers['X-RateLimit-Remaining']).toBeDefined();
      }
    }
  });

  it("states the rules handlers check, and no deployment's domains: a webhook url absolute https, a code's shape", () => {
    const inbox = doc.paths['/inboxes'].post.requestBody.content['application/json'].schema;
    expect(inbox.properties.domain).toEqual({ type: 'string', maxLength: 253, description: expect.any(String) });
    expect(JSON.stringify(doc)).not.toContain('localhost');
    const hook = doc.paths['/webhooks'].post.requestBody.content['application/json'].schema;
    expect(hook.properties.url).toMatchObject({ type: 'string', format: 'uri', pattern: '^https://' });
    expect(JSON.stringify(doc)).not.toContain('x-openapi');
    const shape = doc.paths['/inboxes/{address}/code'].get.parameters.find((p: { name: string }) => p.name === 'shape');
    const pattern = new RegExp(shape.schema.pattern, 'u');
    expect(['6', 'digits:6', 'alnum', 'AAA-999'].filter((s) => !pattern.test(s))).toEqual([]);
    expect(['3', 'digits:13', '^\\d{6}$', 'AA-9'].filter((s) => pattern.test(s))).toEqual([]);
  });

  it('gives error.code as the enum of the catalogue, error.type as a string enum, and a description to every parameter', () => {
    const envelope = doc.components.schemas.Error.properties.error.properties;
    expect(envelope.code).toEqual({ type: 'string', enum: Object.keys(ERRORS) });
    expect(envelope.type).toMatchObject({ type: 'string', enum: expect.arrayContaining(['api_error']) });
    const undescribed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { parameters: { name: string; description?: string }[] }>).flatMap(([method, op]) =>
        op.parameters.filter((p) => !p.description).map((p) => `${method} ${path} ${p.name}`),
      ),
    );
    expect(undescribed).toEqual([]);
  });

  it('links an inbox made to its mail listed and a message read, each link to parameters its target takes', () => {
    const ops = new Map<string, { parameters: { name: string }[] }>(
      Object.values(doc.paths)
        .flatMap((methods) => Object.values(methods as object))
        .map((op) => [op.operationId, op]),
    );
    const links = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { responses: Record<string, { links?: object }> }>).flatMap((op) =>
        Object.values(op.responses).flatMap((r) => Object.values(r.links ?? {})),
      ),
    ) as { operationId: string; parameters: Record<string, string> }[];
    expect(doc.paths['/inboxes'].post.responses['201'].links.listMessages).toMatchObject({ operationId: 'listMessages' });
    expect(doc.paths['/inboxes/{address}/messages'].get.responses['200'].links.getMessage).toMatchObject({
      operationId: 'getMessage',
      parameters: { id: '$response.body#/messages/0/id', address: '$response.body#/address' },
    });
    for (const link of links) {
      const target = ops.get(link.operationId);
      expect([link.operationId, Object.keys(link.parameters).filter((p) => !target?.parameters.some((t) => t.name === p))]).toEqual([
        link.operationId,
        [],
      ]);
    }
  });

  it('does not read the body of a DELETE, as it lists no 413 or 415 for one', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const address = (await api.post('/inboxes')).body.address as string;
    const typed = await api.request('DELETE', `/inboxes/${address}/messages`, {
      rawBody: 'x=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect([typed.status, typed.body]).toEqual([200, { address, deleted: 0 }]);
    const large = await api.request('DELETE', `/inboxes/${address}`, {
      rawBody: JSON.stringify({ x: 'x'.repeat(100 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([large.status, large.body]).toEqual([200, { deleted: true, address }]);
  });

  it('takes its server from PUBLIC_URL when it is set, else from the origin it was asked at', async () => {
    expect(doc.servers).toEqual([{ url: `${stack.api.url}/v1` }]);
    const api = await startApi(loadApiConfig(serviceEnv(stack.env, { PUBLIC_URL: 'https://mail-tests.example.com' })));
    try {
      const served = (await new Client(`${api.url}/v1`).get('/openapi.json')).body;
      expect([served.servers, served.info.contact.url]).toEqual([
        [{ url: 'https://mail-tests.example.com/v1' }],
        'https://mail-tests.example.com/docs',
      ]);
    } finally {
      await api.stop();
    }
  });

  it('answers other methods on the document 405 with Allow', async () => {
    const res = await new Client(`${stack.api.url}/v1`).request('POST', '/openapi.json');
    expectError(stack, res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends WWW-Authenticate: Bearer with every 401', async () => {
    const missing = await new Client(`${stack.api.url}/v1`).get('/domains');
    expect([missing.status, missing.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="throwbox"']);
    const wrong = await new Client(`${stack.api.url}/v1`, `tb_live_${'0'.repeat(64)}`).get('/domains');
    expect([wrong.status, wrong.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="throwbox", error="invalid_token"']);
  });

  it('takes every address the deployment can have, x@localhost included', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const created = await api.post('/inboxes', { username: 'xy', domain: 'localhost' });
    expect([created.status, created.body.address]).toEqual([201, 'xy@localhost']);
    expect((await api.get('/inboxes/xy@localhost/messages')).status).toBe(200);
    expect((await api.get('/inboxes/xy@localhost/code')).body.error.code).toBe('code_not_found');
    expect((await api.request('DELETE', '/inboxes/xy@localhost')).status).toBe(200);
    expectError(stack, await api.get('/inboxes/not-an-address/messages'), 400, 'validation_failed');
  });
});
