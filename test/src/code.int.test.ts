import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, untilWaiting, type Stack, startApiStack } from './stack.js';

let stack: Stack;
let account: TestAccount;
let api: Client;

const newInbox = async () => (await api.post('/inboxes')).body.address as string;
const send = (to: string, mail: { subject?: string; text?: string; html?: string; from?: string }) =>
  sendMail(stack.smtpPort, { to, subject: 'hello', from: 'noreply@service.example', ...mail });

beforeAll(async () => ({ stack, account, api } = await startApiStack()));

afterAll(async () => {
  await stack.stop();
});

describe('the code endpoint', () => {
  it('holds until a code arrives and answers with code, null link and the message fields', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/code?wait=30`);
    await untilWaiting(stack);
    await send(address, { subject: 'Verify your email', text: 'Your verification code is 482913.\nIt expires in 10 minutes.' });
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address, code: '482913', link: null, from: 'noreply@service.example', subject: 'Verify your email' });
    expect(res.body.messageId).toMatch(/^msg_/);
    expect(res.body.receivedAt).toMatch(/\.\d{3}Z$/);
  });

  it('finds the code of mail too large for ingest to extract, through the code-extractor', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/code?wait=30`);
    await untilWaiting(stack);
    // Over INLINE_EXTRACT_MAX_CHARS (16,384): stored pending, extracted by the code-extractor's job.
    const html = `<p>Your verification code is <b>551207</b>.</p>${'<p>Terms and conditions apply to this offer.</p>'.repeat(400)}`;
    await send(address, { subject: 'Verify your email', html });
    const res = await waiting;
    expect(res.body).toMatchObject({ address, code: '551207', subject: 'Verify your email' });
    const { rows } = await stack.env.pool.query<{ kind: string }>('SELECT kind FROM outbox WHERE message_id = $1', [res.body.messageId]);
    expect(rows).toEqual([{ kind: 'extract' }]);
  });

  it('answers with the link and a null code when the mail holds only a confirmation link', async () => {
    const address = await newInbox();
    await send(address, {
      subject: 'Confirm your account',
      html: '<p>Welcome!</p><p><a href="https://app.example.com/confirm?token=abc123">Confirm my account</a></p>',
    });
    const res = await api.get(`/inboxes/${address}/code?wait=10`);
    expect(res.body).toMatchObject({ code: null, link: 'https://app.example.com/confirm?token=abc123' });
  });

  it('skips mail with neither code nor link and keeps waiting', async () => {
    const address = await newInbox();
    const waiting = api.get(`/inboxes/${address}/code?wait=30`);
    await untilWaiting(stack);
    await send(address, { subject: 'Welcome to the newsletter', text: 'Thanks for subscribing. See you soon.' });
    await send(address, { subject: 'Sign-in code', text: 'Use 739201 to sign in.' });
    const res = await waiting;
    expect(res.body).toMatchObject({ code: '739201', subject: 'Sign-in code' });
  });

  it('answers 404 code_not_found when nothing qualifying arrives in time', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Hi', text: 'No code here.' });
    const res = await api.get(`/inboxes/${address}/code?wait=1`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('code_not_found');
  });

  it('filters by since, from and subject, and answers the newest match', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Login code', from: 'auth@one.example', text: 'Your login code: 111111' });
    await send(address, { subject: 'Reset code', from: 'auth@two.example', text: 'Your reset code: 222222' });
    const first = await api.get(`/inboxes/${address}/code?wait=10&from=two.example`);
    expect(first.body.code).toBe('222222');
    expect((await api.get(`/inboxes/${address}/code?wait=10&subject=LOGIN`)).body.code).toBe('111111');
    expect((await api.get(`/inboxes/${address}/code?wait=10`)).body.code).toBe('222222');
    const since = Date.parse(first.body.receivedAt);
    const later = api.get(`/inboxes/${address}/code?wait=30&since=${since}`);
    await untilWaiting(stack);
    await send(address, { subject: 'Another code', text: 'Code: 333333' });
    expect((await later).body.code).toBe('333333');
  });

  it('does not wait on a message whose extraction failed for good', async () => {
    const address = await newInbox();
    await send(address, { subject: 'Your code', text: 'Your code is 555123' });
    await eventually(async () => (await api.get(`/inboxes/${address}/code`)).status === 200);
    await stack.env.pool.query(
      `UPDATE messages SET extract_status = 'failed', code = NULL WHERE id IN (SELECT m.id FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1)`,
      [address],
    );
    expect((await api.get(`/inboxes/${address}/code?wait=1`)).body.error.code).toBe('code_not_found');
  });
});

describe('extraction on single messages', () => {
  it('fills code, links and verificationLink on the message once extracted', async () => {
    const address = await newInbox();
    await send(address, {
      subject: 'Activate your account',
      text: 'Your code is 123 456',
      html: '<p>Your code is <b>123 456</b></p><a href="https://app.example.com/activate?t=1">Activate account</a> <a href="https://app.example.com/unsubscribe">Unsubscribe</a>',
    });
    const code = await api.get(`/inboxes/${address}/code?wait=10`);
    const msg = await api.get(`/messages/${code.body.messageId}?address=${address}`);
    expect(msg.body.code).toBe('123456');
    expect(msg.body.verificationLink).toBe('https://app.example.com/activate?t=1');
    expect(msg.body.links).toEqual([
      { url: 'https://app.example.com/activate?t=1', text: 'Activate account' },
      { url: 'https://app.example.com/unsubscribe', text: 'Unsubscribe' },
    ]);
  });
});
