import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, expectError, type Stack, startApiStack } from './stack.js';

let stack: Stack;
let account: TestAccount;
let api: Client;

beforeAll(async () => ({ stack, account, api } = await startApiStack({}, { codeExtractor: false })));

afterAll(async () => {
  await stack.stop();
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const used = async () => (await stack.api.deps.quota.usage(account.accountId, 'paid')).used;

/** A request through node:http, which (unlike fetch) sends whatever line and headers it is given. */
function rawRequest(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${stack.api.url}${path}`, { headers, maxHeaderSize: 64 * 1024 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('JSON nested thousands of levels deep', () => {
  it('is 400 validation_failed over REST, not a 500', async () => {
    for (const body of [`{"username": ${nested(5000)}}`, `{"a": ${'{"a": '.repeat(5000)}1${'}'.repeat(5000)}}`]) {
      const res = await api.request('POST', '/inboxes', { rawBody: body, headers: { 'content-type': 'application/json' } });
      expectError(stack, res, 400, 'validation_failed');
      expect(res.body.error.details).toEqual([{ path: 'body', message: 'is nested more than 32 levels deep' }]);
    }
  });

  it('is 400 validation_failed in an MCP tool call, refused before it is counted', async () => {
    const before = await used();
    const res = await new Client(stack.api.url, account.apiKey).request('POST', '/mcp', {
      rawBody: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_inbox","arguments":{"username":${nested(5000)}}}}`,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    });
    expect([res.status, res.body.error?.code]).toEqual([400, 'validation_failed']);
    expect(res.headers.get('throwbox-request-id')).toBe(res.body.requestId);
    expect(await used()).toBe(before);
  });

  it('still takes bodies nested as deep as the API itself goes', async () => {
    const res = await api.post('/inboxes', { username: 'shallow-enough' });
    expect(res.status).toBe(201);
  });
});

describe('a request line or headers too large for the HTTP parser', () => {
  it.each([
    ['a 100 KB URL', () => rawRequest(`/v1/domains?x=${'a'.repeat(100 * 1024)}`, { authorization: `Bearer ${account.apiKey}` })],
    ['a 20 KB header', () => rawRequest('/v1/domains', { authorization: `Bearer ${account.apiKey}`, 'x-padding': 'b'.repeat(20 * 1024) })],
  ])('%s gets 431 headers_too_large in the envelope, with a request id', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(body.error).toMatchObject({
      code: 'headers_too_large',
      type: 'invalid_request_error',
      docUrl: `${stack.api.url}/docs/errors#headers_too_large`,
    });
    expect(body.requestId).toMatch(/^req_/);
    expect(res.headers['throwbox-request-id']).toBe(body.requestId);
  });
});
