import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERRORS } from '@throwbox/contracts';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, type Stack, apiHelpers, startApiStack } from './stack.js';

// The rest of the surface: domains, unknown routes, the OpenAPI document, the errors page.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, account, api } = await startApiStack()));
afterAll(() => stack.stop());

describe('the rest of the surface', () => {
  it('lists the configured domains, the default first', async () => {
    expect((await api.get('/domains')).body).toEqual({ domains: ['throwbox.test', 'alt.throwbox.test'] });
  });

  it('answers unknown routes with 404 route_not_found and wrong methods with 405, with a request id', async () => {
    expectError(await api.get('/nope'), 404, 'route_not_found');
    const res = await api.request('PUT', '/domains');
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expectError(await new Client(stack.api.url).get('/favicon.ico'), 404, 'route_not_found');
  });

  it('serves an OpenAPI 3.1 document that validates and describes every endpoint and its errors', async () => {
    const res = await new Client(api.baseUrl).get('/openapi.json');
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
    const doc = res.body;
    expect(doc.info.version).toBe('1.0.0');
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(ops.sort()).toEqual(
      [
        'DELETE /inboxes/{address}',
        'DELETE /inboxes/{address}/messages',
        'DELETE /inboxes/{address}/smtp-faults',
        'DELETE /messages/{id}',
        'GET /inboxes',
        'GET /domains',
        'GET /inboxes/{address}/code',
        'GET /inboxes/{address}/messages',
        'GET /inboxes/{address}/smtp-faults',
        'GET /messages',
        'GET /messages/{id}',
        'GET /messages/{id}/attachments/{attachmentId}',
        'GET /messages/{id}/checks',
        'GET /messages/{id}/extraction',
        'GET /messages/{id}/raw',
        'GET /openapi.json',
        'POST /inboxes',
        'POST /webhooks',
        'GET /webhooks',
        'DELETE /webhooks/{id}',
        'GET /webhooks/{id}/deliveries',
        'POST /webhooks/{id}/test',
        'PUT /inboxes/{address}/smtp-faults',
        'POST /webhooks/{id}/replay',
        'GET /usage',
      ].sort(),
    );
    const list = doc.paths['/inboxes/{address}/messages'].get;
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '410', '429', '500', '503']));
    expect(list.parameters.find((p: { name: string }) => p.name === 'limit').schema).toMatchObject({
      minimum: 1,
      maximum: 100,
      default: 50,
    });
  });

  it('serves the errors page with an anchor for every code', async () => {
    const res = await fetch(`${stack.api.url}/docs/errors`);
    const html = await res.text();
    for (const code of Object.keys(ERRORS)) expect(html).toContain(`id="${code}"`);
  });
});
