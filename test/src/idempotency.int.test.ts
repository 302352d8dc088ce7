import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, startStack, type Stack } from './stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({}, { codeExtractor: false });
});

afterAll(async () => {
  await stack.stop();
});

const used = async (account: TestAccount) => (await stack.api.deps.quota.usage(account.accountId, 'paid')).used;
const inboxesOf = async (account: TestAccount) =>
  (await stack.env.pool.query<{ address: string }>('SELECT address FROM inboxes WHERE account_id = $1', [account.accountId])).rows.map(
    (r) => r.address,
  );
const storedKeys = async (account: TestAccount) =>
  (await stack.env.pool.query('SELECT key, response, request_id FROM idempotency_keys WHERE account_id = $1', [account.accountId])).rows;

/** Sends a POST's headers and `partial` of its body, then closes the connection: a client that gave up. */
async function abandonPost(account: TestAccount, key: string, body: string, partial: string): Promise<void> {
  const { port } = new URL(stack.api.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(
    `POST /v1/inboxes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${account.apiKey}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nIdempotency-Key: ${key}\r\n\r\n${partial}`,
  );
  socket.destroy();
}

describe('a POST whose client gave up before its body arrived', () => {
  it.each([
    ['with part of its body', '{"username": "after'],
    ['with none of its body', ''],
  ])('%s runs nothing and stores nothing; the retry does what it asked', async (_name, partial) => {
    const account = await createAccount(stack.env.pool);
    const body = JSON.stringify({ username: `after-abort-${partial.length}` });
    await abandonPost(account, 'abandoned', body, partial);
    // The abandoned request got as far as being counted (its key was checked before its body was read).
    await eventually(async () => (await used(account)) === 1);
    const retry = await Client.for(stack, account).request('POST', '/inboxes', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'abandoned' },
    });
    expect([retry.status, retry.body.address]).toEqual([201, `after-abort-${partial.length}@throwbox.test`]);
    expect(await inboxesOf(account)).toEqual([retry.body.address]);
  });
});

describe('replays', () => {
  it('keep a webhook signing secret encrypted at rest, and give it back on replay', async () => {
    const account = await createAccount(stack.env.pool);
    const api = Client.for(stack, account);
    const body = { url: 'https://93.184.216.34/hook' };
    const first = await api.post('/webhooks', body, { 'idempotency-key': 'hook-1' });
    expect(first.status).toBe(201);
    const [row] = await storedKeys(account);
    expect(JSON.stringify(row.response)).not.toContain('whsec_');
    expect(JSON.stringify(row.response)).not.toContain(first.body.secret.slice(6));
    expect(row.response.secret).toEqual({ sealed: expect.any(String) });
    const again = await api.post('/webhooks', body, { 'idempotency-key': 'hook-1' });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true']);
  });

  it('treat the same JSON with its keys in another order as the same body', async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'ordered' };
    const first = await api.request('POST', '/inboxes', { rawBody: '{"username": "key-order", "ttlMinutes": 5}', headers });
    const again = await api.request('POST', '/inboxes', { rawBody: '{"ttlMinutes": 5, "username": "key-order"}', headers });
    expect(first.status).toBe(201);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true']);
    const other = await api.request('POST', '/inboxes', { rawBody: '{"ttlMinutes": 6, "username": "key-order"}', headers });
    expect([other.status, other.body.error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it("carry the original request's id in the header, as in the body", async () => {
    const api = Client.for(stack, await createAccount(stack.env.pool));
    const created = await api.post('/inboxes', { username: 'replayed-id' }, { 'idempotency-key': 'ok' });
    const createdAgain = await api.post('/inboxes', { username: 'replayed-id' }, { 'idempotency-key': 'ok' });
    expect(createdAgain.headers.get('throwbox-request-id')).toBe(created.headers.get('throwbox-request-id'));
    const refused = await api.post('/inboxes', { domain: 'nope.example' }, { 'idempotency-key': 'refused' });
    const refusedAgain = await api.post('/inboxes', { domain: 'nope.example' }, { 'idempotency-key': 'refused' });
    expect(refused.status).toBe(400);
    expect(refusedAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(refusedAgain.body.requestId).toBe(refused.body.requestId);
    expect(refusedAgain.headers.get('throwbox-request-id')).toBe(refused.body.requestId);
  });
});
