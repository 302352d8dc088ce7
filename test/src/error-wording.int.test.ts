import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, expectError, type Stack, startApiStack } from './stack.js';

// Where a user guessed wrong, the error says what to do instead.

let stack: Stack;
let account: TestAccount;
let api: Client;
let address: string;

beforeAll(async () => {
  ({ stack, account, api } = await startApiStack({}, { codeExtractor: false }));
  address = (await api.post('/inboxes')).body.address;
});

afterAll(async () => {
  await stack.stop();
});

describe('errors that say what to do', () => {
  it('a key sent without "Bearer " says the scheme is missing', async () => {
    const res = await new Client(api.baseUrl).request('GET', '/domains', { headers: { authorization: account.apiKey } });
    expectError(stack, res, 401, 'missing_api_key');
    expect(res.body.error.message).toMatch(/without its scheme: send Authorization: Bearer <API_KEY>/);
    const basic = await new Client(api.baseUrl).request('GET', '/domains', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.body.error.message).toMatch(/must use the Bearer scheme .* not "Basic"/);
  });

  it.each([
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[{"username": "x"}]'],
  ])('a JSON body that is %s says it must be an object, not that it is not JSON', async (_name, rawBody) => {
    const res = await api.request('POST', '/inboxes', { rawBody, headers: { 'content-type': 'application/json' } });
    expectError(stack, res, 400, 'validation_failed');
    expect(res.body.error.details).toEqual([{ path: 'body', message: 'must be a JSON object ({...})' }]);
  });

  it.each([
    ['seconds', '1764000000'],
    ['a date', '2026-11-23'],
    ['a time without its offset', '2026-11-23T10:00:00'],
  ])('since given as %s says it takes Unix milliseconds or a date-time', async (_name, since) => {
    for (const path of [`/inboxes/${address}/messages?since=${since}`, `/inboxes/${address}/code?since=${since}`]) {
      const res = await api.get(path);
      expectError(stack, res, 400, 'validation_failed');
      expect(res.body.error.details).toEqual([
        expect.objectContaining({ path: 'query.since', message: expect.stringContaining('Unix time in milliseconds') }),
      ]);
    }
  });

  it('since in milliseconds, 0, and a date-time as receivedAt is written, are taken', async () => {
    expect((await api.get(`/inboxes/${address}/messages?since=1764000000000`)).status).toBe(200);
    expect((await api.get(`/inboxes/${address}/messages?since=2026-11-23T10:00:00.000Z`)).status).toBe(200);
    expect((await api.get(`/inboxes/${address}/messages?since=0`)).status).toBe(200);
  });
});
