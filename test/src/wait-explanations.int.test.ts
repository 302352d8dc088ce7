import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SmtpDialog, eventually, sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, expectError, type Stack, startApiStack } from './stack.js';

// Waits that end with nothing say why (GET /code's code_not_found, an empty list after a wait), and a
// caller can say what shape its code has.

let stack: Stack;
let account: TestAccount;
let api: Client;

const newInbox = async () => (await api.post('/inboxes')).body.address as string;
const inboxId = async (address: string): Promise<number> =>
  (await stack.env.pool.query<{ id: number }>('SELECT id FROM inboxes WHERE address = $1', [address])).rows[0]!.id;
const refusalKeys = () => stack.ingest.deps.publisher.keys(`${stack.env.redisPrefix}:refusals:*`);
const send = (to: string, mail: { subject: string; text?: string; from?: string }) =>
  sendMail(stack.smtpPort, { to, from: 'noreply@shop.example', ...mail });

beforeAll(async () => ({ stack, account, api } = await startApiStack({ SMTP_MAX_SIZE: String(16 * 1024), SMTP_MAX_RECIPIENTS: '2' })));

afterAll(async () => {
  await stack.stop();
});

describe('an empty wait explains itself', () => {
  it('says no mail arrived, and when the newest did', async () => {
    const address = await newInbox();
    const res = await api.get(`/inboxes/${address}/code?wait=1`);
    expectError(stack, res, 404, 'code_not_found');
    expect(res.body.error.message).toBe('No mail arrived; the inbox has no mail.');
    expect(res.body.error.explanation).toEqual({
      arrived: 0,
      withoutCode: { count: 0, subjects: [] },
      notMatching: { count: 0, nearest: [] },
      pending: 0,
      newestReceivedAt: null,
      refused: [],
    });
    await send(address, { subject: 'Welcome', text: 'Hello and welcome.' });
    const since = Date.now();
    const later = await api.get(`/inboxes/${address}/code?since=${since}`);
    expect(later.body.error.message).toMatch(
      new RegExp(`^No mail arrived since ${new Date(since).toISOString()}; the newest mail in the inbox arrived at \\d{4}-.+Z\\.$`),
    );
  });

  it('names the filter that left the mail out, and the newest message it left out', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Welcome aboard', text: 'Your code is 482913.' });
    await send(address, { subject: 'Your receipt', text: 'Thanks for your order.' });
    const res = await api.get(`/inboxes/${address}/code?subject=Reset`);
    expect(res.body.error.message).toBe(
      "2 messages arrived but none matched subject 'Reset'; the newest was 'Your receipt' from noreply@shop.example.",
    );
    expect(res.body.error.explanation.notMatching).toEqual({
      count: 2,
      nearest: [
        { from: 'noreply@shop.example', subject: 'Your receipt', receivedAt: expect.stringMatching(/Z$/) },
        { from: 'noreply@shop.example', subject: 'Welcome aboard', receivedAt: expect.stringMatching(/Z$/) },
      ],
    });
  });

  it('says which matching mail held no code or link', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Welcome', text: 'Nothing to type here.' });
    const res = await api.get(`/inboxes/${address}/code`);
    expect(res.body.error.message).toBe("1 message arrived but it holds no code or verification link; the newest was 'Welcome'.");
    expect(res.body.error.explanation.withoutCode).toEqual({ count: 1, subjects: ['Welcome'] });
  });

  it('tells of mail refused over SMTP, with the reply the sender got', async () => {
    const address = await newInbox();
    const since = Date.now();
    await expect(send(address, { subject: 'Big', text: 'x'.repeat(32 * 1024) })).rejects.toMatchObject({ responseCode: 552 });
    // Recorded right after the 552 goes out: asked for until it is there.
    const res = await eventually(async () => {
      const r = await api.get(`/inboxes/${address}/code?since=${since}`);
      return r.body.error.explanation.refused.length ? r : undefined;
    });
    expect(res.body.error.explanation.refused).toEqual([
      { at: expect.stringMatching(/Z$/), reason: 'too_large', reply: '552 5.3.4 Message exceeds the fixed maximum size of 16384 bytes' },
    ]);
    expect(res.body.error.message).toContain('the sender was told "552 5.3.4 Message exceeds the fixed maximum size of 16384 bytes"');
  });

  it('tells of a recipient refused for too many recipients, and only for a live inbox', async () => {
    const [first, second, third] = [await newInbox(), await newInbox(), await newInbox()];
    const since = Date.now();
    const keysBefore = await refusalKeys();
    const smtp = await SmtpDialog.open(stack.smtpPort);
    try {
      expect(await smtp.command('EHLO client.test')).toMatch(/^250/);
      expect(await smtp.command('MAIL FROM:<a@shop.example>')).toMatch(/^250/);
      expect(await smtp.command(`RCPT TO:<${first}>`)).toMatch(/^250/);
      expect(await smtp.command(`RCPT TO:<${second}>`)).toMatch(/^250/);
      expect(await smtp.command(`RCPT TO:<${third}>`)).toMatch(/^452 4\.5\.3/);
      expect(await smtp.command('RCPT TO:<nobody-here@throwbox.test>')).toMatch(/^452 4\.5\.3/);
    } finally {
      smtp.close();
    }
    const res = await eventually(async () => {
      const r = await api.get(`/inboxes/${third}/code?since=${since}`);
      return r.body.error.explanation.refused.length ? r : undefined;
    });
    expect(res.body.error.explanation.refused).toEqual([
      { at: expect.stringMatching(/Z$/), reason: 'too_many_recipients', reply: '452 4.5.3 Too many recipients (at most 2 per message)' },
    ]);
    // Only the live inbox got a key: the guessed address left nothing in Redis.
    const keys = await refusalKeys();
    expect(keys.filter((k) => !keysBefore.includes(k))).toEqual([`${stack.env.redisPrefix}:refusals:${await inboxId(third!)}`]);
  });

  it("keeps an inbox's refusals to it: the next holder of a deleted inbox's address sees none", async () => {
    const address = `taken-again-${Date.now()}@throwbox.test`;
    expect((await api.post('/inboxes', { username: address.split('@')[0] })).status).toBe(201);
    const firstId = await inboxId(address);
    await expect(send(address, { subject: 'Big', text: 'x'.repeat(32 * 1024) })).rejects.toMatchObject({ responseCode: 552 });
    await eventually(async () => (await api.get(`/inboxes/${address}/code`)).body.error.explanation.refused.length > 0);
    expect((await api.delete(`/inboxes/${address}`)).body).toEqual({ deleted: true, address });
    const key = `${stack.env.redisPrefix}:refusals:${firstId}`;
    expect(await stack.ingest.deps.publisher.exists(key)).toBe(0);

    const other = Client.for(stack, await createAccount(stack.env.pool));
    expect((await other.post('/inboxes', { username: address.split('@')[0] })).status).toBe(201);
    const res = await other.get(`/inboxes/${address}/code`);
    expectError(stack, res, 404, 'code_not_found');
    expect(res.body.error.explanation.refused).toEqual([]);
    expect(res.body.error.message).toBe('No mail arrived; the inbox has no mail.');
  });

  it('answers an empty list after a wait with the same facts, and a list answered at once without them', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Newsletter', from: 'news@other.example', text: 'News.' });
    const res = await api.get(`/inboxes/${address}/messages?wait=1&from=shop.example`);
    expect(res.body).toMatchObject({ messages: [], waited: true, explanation: { arrived: 1, notMatching: { count: 1 } } });
    const found = await api.get(`/inboxes/${address}/messages?wait=1`);
    expect(found.body.waited).toBe(false);
    expect(found.body.explanation).toBeUndefined();
  });
});

describe('the shape of a code', () => {
  it('takes only a code of the shape asked for, and refuses a shape it cannot read', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Sign in', text: 'Your code: 4821. Your backup code is 738201.' });
    await eventually(async () => (await api.get(`/inboxes/${address}/code`)).status === 200);
    expect((await api.get(`/inboxes/${address}/code`)).body.code).toBe('4821');
    expect((await api.get(`/inboxes/${address}/code?shape=digits:6`)).body.code).toBe('738201');
    const none = await api.get(`/inboxes/${address}/code?shape=AAA-999`);
    expectError(stack, none, 404, 'code_not_found');
    expect(none.body.error.message).toBe("1 message arrived but it holds no code shaped 'AAA-999'; the newest was 'Sign in'.");
    const bad = await api.get(`/inboxes/${address}/code?shape=${encodeURIComponent('^\\d{6}$')}`);
    expectError(stack, bad, 400, 'validation_failed');
    expect(bad.body.error.details).toEqual([
      { path: 'query.shape', message: expect.stringContaining('a pattern of A (letter), 9 (digit) and X (either)') },
    ]);
  });

  it('holds a wait with a shape until mail with a code of that shape arrives', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/code?wait=20&shape=XXX-XXX`);
    await eventually(async () => ((await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0) >= 1);
    await send(address, { subject: 'Your sign-in code', text: 'Your code is 4821.' });
    await send(address, { subject: 'Your sign-in code', text: 'Your sign-in code: K7P-2QX' });
    expect((await waiting).body).toMatchObject({ code: 'K7P-2QX' });
  });

  it('is an argument of wait_for_code, whose code_not_found carries the explanation', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Sign in', text: 'Your code: 4821. Your backup code is 738201.' });
    await eventually(async () => (await api.get(`/inboxes/${address}/code`)).status === 200);
    const mcp = new McpClient({ name: 'test', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${stack.api.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${account.apiKey}` } },
      }),
    );
    try {
      const found = await mcp.callTool({ name: 'wait_for_code', arguments: { address, shape: 'digits:6' } });
      expect(found.structuredContent).toMatchObject({ code: '738201' });
      const none = await mcp.callTool({ name: 'wait_for_code', arguments: { address, shape: 'AAA-999' } });
      expect(none.isError).toBe(true);
      expect(none.structuredContent).toMatchObject({
        error: { code: 'code_not_found', explanation: { arrived: 1, withoutCode: { count: 1 } } },
      });
    } finally {
      await mcp.close();
    }
  });
});
