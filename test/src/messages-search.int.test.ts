import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// GET /messages?search=: one search across all the account's inboxes, in Postgres.

let stack: Stack;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, api } = await startApiStack()));
afterAll(() => stack.stop());

const subjects = async (search: string) => {
  const res = await api.get(`/messages?search=${encodeURIComponent(search)}`);
  expect({ search, status: res.status }).toEqual({ search, status: 200 });
  return (res.body.messages as { subject: string }[]).map((m) => m.subject);
};

describe('searching all mail', () => {
  it('finds by from:, to:, subject:, has:attachment, after:, before: and words of the body, across inboxes', async () => {
    const signup = await newInbox({ username: `signup-${Date.now()}` });
    const billing = await newInbox({ username: `billing-${Date.now()}` });
    const before = new Date().toISOString();
    await send(signup, { subject: 'Welcome to Acme', from: 'Acme <hello@acme.example>', text: 'Your verification code is 482913.' });
    await send(signup, {
      subject: 'Your invoice',
      from: 'Billing <billing@globex.example>',
      text: 'Thanks for paying, 50% off next month.',
    });
    await send(billing, {
      subject: 'Invoice attached',
      from: 'Globex <billing@globex.example>',
      text: 'See the attached statement.',
      attachments: [{ filename: 'invoice.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
    });

    expect(await subjects('from:acme')).toEqual(['Welcome to Acme']);
    expect(await subjects('from:globex')).toEqual(['Invoice attached', 'Your invoice']);
    expect(await subjects(`to:${billing.split('@')[0]}`)).toEqual(['Invoice attached']);
    expect(await subjects('subject:"your invoice"')).toEqual(['Your invoice']);
    expect(await subjects('has:attachment')).toEqual(['Invoice attached']);
    expect(await subjects('482913')).toEqual(['Welcome to Acme']);
    expect(await subjects('statement from:globex')).toEqual(['Invoice attached']);
    expect(await subjects('"next month"')).toEqual(['Your invoice']);
    expect(await subjects('subject:50%')).toEqual([]);
    expect(await subjects(`after:${before}`)).toHaveLength(3);
    expect(await subjects(`before:${before}`)).toEqual([]);
    const limited = await api.get(`/messages?search=${encodeURIComponent('from:example')}&limit=1`);
    expect(limited.body.messages).toHaveLength(1);
    expect(limited.body.messages[0]).toMatchObject({ subject: 'Invoice attached', address: billing, id: expect.stringMatching(/^msg_/) });
  });

  it("never finds another account's mail", async () => {
    const mine = await newInbox();
    await send(mine, { subject: 'Only mine', text: 'zebracrossing' });
    const other = Client.for(stack, await createAccount(stack.env.pool));
    expect((await other.get('/messages?search=zebracrossing')).body.messages).toEqual([]);
    expect(await subjects('zebracrossing')).toEqual(['Only mine']);
  });

  it('refuses a bad search with validation_failed, saying why', async () => {
    for (const search of ['after:yesterday', 'has:pictures', 'x'.repeat(501)]) {
      const res = await api.get(`/messages?search=${encodeURIComponent(search)}`);
      expectError(res, 400, 'validation_failed');
    }
    expectError(await api.get('/messages'), 400, 'validation_failed');
    expectError(await api.get('/messages?search=a&limit=0'), 400, 'validation_failed');
    expect((await api.get('/messages?search=after:yesterday')).body.error.message).toContain('after: takes a date');
  });
});
