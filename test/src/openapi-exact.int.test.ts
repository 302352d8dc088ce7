import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
    expect(doc.info.license.name).toBeTruthy();
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
        if (method === 'post' || method === 'put' || method === 'delete') {
          expect([path, method, codes(op, '413'), codes(op, '415')]).toEqual([
            path,
            method,
            ['payload_too_large'],
            ['unsupported_media_type'],
          ]);
        }
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

  it("states the rules handlers check: domain is one of the deployment's, a webhook url absolute https", () => {
    const inbox = doc.paths['/inboxes'].post.requestBody.content['application/json'].schema;
    expect(inbox.properties.domain.enum).toEqual(['localhost', 'throwbox.test']);
    const hook = doc.paths['/webhooks'].post.requestBody.content['application/json'].schema;
    expect(hook.properties.url).toMatchObject({ type: 'string', format: 'uri', pattern: '^https://' });
    expect(JSON.stringify(doc)).not.toContain('x-openapi');
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
