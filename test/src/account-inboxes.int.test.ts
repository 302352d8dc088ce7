import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ErrorCode } from '@throwbox/contracts';
import { generateApiKey, insertApiKey, purgeExpiredInboxes } from '@throwbox/db';
import { createInbox as createInboxOp, PERMANENT_ADDRESSES } from '@throwbox/operations';
import { eventually, sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, expectError as expectStackError, type ApiResponse, type Stack, startApiStack } from './stack.js';

// The account's inboxes as a list, deleting one message or all of an inbox's, and permanent inboxes (made
// in the console, read through the API like any other).

let stack: Stack;
let account: TestAccount;
let api: Client;

const expectError = (res: ApiResponse, status: number, code: ErrorCode) => expectStackError(stack, res, status, code);
const DOMAINS = ['throwbox.test', 'alt.throwbox.test'];

async function newInbox(client: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/inboxes', body);
  expect(res.status).toBe(201);
  return res.body.address as string;
}

async function arrived(client: Client, address: string, n: number): Promise<string[]> {
  return eventually(async () => {
    const res = await client.get(`/inboxes/${address}/messages`);
    return res.body.messages?.length === n ? (res.body.messages as { id: string }[]).map((m) => m.id) : undefined;
  });
}

beforeAll(async () => ({ stack, account, api } = await startApiStack()));

afterAll(async () => {
  await stack.stop();
});

describe('GET /inboxes', () => {
  it("lists the account's inboxes newest first, with their message counts, in pages joined by a cursor", async () => {
    const owner = Client.for(stack, await createAccount(stack.env.pool));
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await newInbox(owner, { username: `list-${i}-${account.accountId}` }));
    await sendMail(stack.smtpPort, { to: made[1], subject: 'one', text: 'one' });
    await arrived(owner, made[1]!, 1);
    // Another account's inbox never shows.
    await newInbox(api, { username: `list-other-${account.accountId}` });

    const first = await owner.get('/inboxes?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.inboxes.map((i: { address: string }) => i.address)).toEqual([made[4], made[3], made[2]]);
    expect(first.body.inboxes[0]).toEqual({
      address: made[4],
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      permanent: false,
      expired: false,
      messageCount: 0,
    });
    const second = await owner.get(`/inboxes?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.inboxes.map((i: { address: string }) => i.address)).toEqual([made[1], made[0]]);
    expect(second.body.inboxes[0].messageCount).toBe(1);
    expect(second.body.nextCursor).toBeNull();
  });

  it('searches by a part of the address, and shows expired inboxes as such until purged', async () => {
    const owner = Client.for(stack, await createAccount(stack.env.pool));
    const kept = await newInbox(owner, { username: `findme-${account.accountId}` });
    await newInbox(owner, { username: `other-${account.accountId}` });
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 minute' WHERE address = $1`, [kept]);
    const res = await owner.get(`/inboxes?search=${encodeURIComponent('FINDME')}`);
    expect(res.body.inboxes).toEqual([expect.objectContaining({ address: kept, expired: true, permanent: false })]);
  });

  it('refuses a cursor that is not one, and a limit out of range', async () => {
    expectError(await api.get('/inboxes?cursor=abc'), 400, 'validation_failed');
    expectError(await api.get('/inboxes?limit=0'), 400, 'validation_failed');
    expectError(await api.get('/inboxes?limit=101'), 400, 'validation_failed');
  });
});

describe('DELETE /messages/{id}', () => {
  it('deletes one message, then answers 404 for it; another account cannot', async () => {
    const address = await newInbox(api);
    await sendMail(stack.smtpPort, { to: address, subject: 'a', text: 'a', attachments: [{ filename: 'a.txt', content: 'attached' }] });
    await sendMail(stack.smtpPort, { to: address, subject: 'b', text: 'b' });
    const [newest, oldest] = await arrived(api, address, 2);
    const other = Client.for(stack, await createAccount(stack.env.pool));
    expectError(await other.delete(`/messages/${oldest}?address=${address}`), 404, 'inbox_not_found');

    const res = await api.delete(`/messages/${oldest}?address=${address}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id: oldest });
    expectError(await api.get(`/messages/${oldest}?address=${address}`), 404, 'message_not_found');
    expectError(await api.delete(`/messages/${oldest}?address=${address}`), 404, 'message_not_found');
    const { rows } = await stack.env.pool.query('SELECT count(*)::int AS n FROM attachments WHERE message_id = $1', [oldest]);
    expect(rows[0].n).toBe(0);
    expect((await api.get(`/inboxes/${address}/messages`)).body.messages.map((m: { id: string }) => m.id)).toEqual([newest]);
  });

  it('needs the address', async () => {
    expectError(await api.delete('/messages/msg_x'), 400, 'validation_failed');
  });

  it('is refused to a read-only key', async () => {
    const apiKey = generateApiKey();
    await insertApiKey(stack.env.pool, { accountId: account.accountId, key: apiKey, readOnly: true });
    const address = await newInbox(api);
    expectError(await new Client(api.baseUrl, apiKey).delete(`/messages/msg_x?address=${address}`), 403, 'api_key_read_only');
    expectError(await new Client(api.baseUrl, apiKey).delete(`/inboxes/${address}/messages`), 403, 'api_key_read_only');
  });
});

describe('DELETE /inboxes/{address}/messages', () => {
  it('empties the inbox and keeps it; an expired one answers 410', async () => {
    const address = await newInbox(api);
    for (const subject of ['1', '2', '3']) await sendMail(stack.smtpPort, { to: address, subject, text: subject });
    await arrived(api, address, 3);
    const res = await api.delete(`/inboxes/${address}/messages`);
    expect(res.body).toEqual({ address, deleted: 3 });
    expect((await api.get(`/inboxes/${address}/messages`)).body.messages).toEqual([]);
    await sendMail(stack.smtpPort, { to: address, subject: 'after', text: 'after' });
    await arrived(api, address, 1);

    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 minute' WHERE address = $1`, [address]);
    expectError(await api.delete(`/inboxes/${address}/messages`), 410, 'inbox_expired');
    expectError(
      await Client.for(stack, await createAccount(stack.env.pool)).delete(`/inboxes/${address}/messages`),
      404,
      'inbox_not_found',
    );
  });
});

describe('permanent inboxes', () => {
  it('are read through the API like any other, never expire and are never purged', async () => {
    const owner = await createAccount(stack.env.pool, { plan: 'free' });
    const client = Client.for(stack, owner);
    const inbox = await createInboxOp(
      stack.env.pool,
      DOMAINS,
      { id: owner.accountId, plan: 'free' },
      { username: `forever-${owner.accountId}`, ttlMinutes: 60, permanent: true },
    );
    expect(inbox.expiresAt).toBeNull();
    const listed = await client.get('/inboxes');
    expect(listed.body.inboxes[0]).toMatchObject({ address: inbox.address, permanent: true, expiresAt: null, expired: false });

    await sendMail(stack.smtpPort, { to: inbox.address, subject: 'Your code', text: 'Your code is 482913' });
    const code = await client.get(`/inboxes/${inbox.address}/code?wait=10`);
    expect(code.body.code).toBe('482913');
    expect(await purgeExpiredInboxes(stack.env.pool, 0)).toBeGreaterThanOrEqual(0);
    expect((await client.get(`/inboxes/${inbox.address}/messages`)).status).toBe(200);
  });

  it("are limited to the plan's allowance (free 3), which API-made inboxes never count against", async () => {
    const owner = await createAccount(stack.env.pool, { plan: 'free' });
    const client = Client.for(stack, owner);
    for (let i = 0; i < 4; i++) await newInbox(client);
    const make = (n: number) =>
      createInboxOp(
        stack.env.pool,
        DOMAINS,
        { id: owner.accountId, plan: 'free' },
        { username: `keep-${n}-${owner.accountId}`, ttlMinutes: 60, permanent: true },
      );
    // Four at once for three places: exactly three are made.
    const results = await Promise.allSettled([1, 2, 3, 4].map(make));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PERMANENT_ADDRESSES.free);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.code).toBe('permanent_address_limit_reached');
    expect(refused.reason.message).toContain('allows 3 permanent addresses');
    // The API itself still makes expiring inboxes.
    expect((await client.post('/inboxes')).status).toBe(201);
  });
});
