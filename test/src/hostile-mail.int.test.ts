import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sendMail, sendRaw } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { Client, type Stack, startApiStack } from './stack.js';

let stack: Stack;
let account: TestAccount;
let api: Client;

beforeAll(async () => ({ stack, account, api } = await startApiStack()));

afterAll(async () => {
  await stack.stop();
});

describe('HTML-only mail nested 200,000 elements deep (1 MB)', () => {
  const deep = '<div>'.repeat(200_000) + 'Your code is 482913' + '</div>'.repeat(200_000);

  it("is stored at once, and another sender's mail is not held up behind it", async () => {
    const hostile = (await api.post('/inboxes', { username: 'deep-html' })).body.address as string;
    const bystander = (await api.post('/inboxes', { username: 'bystander' })).body.address as string;
    const raw = `From: a@example.com\r\nTo: ${hostile}\r\nSubject: deep\r\nContent-Type: text/html\r\n\r\n${deep}\r\n`;
    const sending = sendRaw(stack.smtpPort, { from: 'a@example.com', to: [hostile] }, raw);
    const started = Date.now();
    await sendMail(stack.smtpPort, { to: bystander, subject: 'one line', text: 'Your code is 123456' });
    // Generous: the bystander's 250 took 10.9 s when turning the deep HTML into text took 11.6 s.
    expect(Date.now() - started).toBeLessThan(3000);
    await sending;
    const [summary] = (await api.get(`/inboxes/${hostile}/messages`)).body.messages;
    const message = (await api.get(`/messages/${summary.id}?address=${hostile}`)).body;
    expect(message.html.length).toBeGreaterThan(2_000_000);
    // What lies past the nesting limit is not read: no text, no code, but the mail is kept whole.
    expect([message.text, message.code]).toEqual(['', null]);
  });

  it('of ordinary depth still gives its text, intro and code', async () => {
    const address = (await api.post('/inboxes', { username: 'normal-html' })).body.address as string;
    await sendMail(stack.smtpPort, {
      to: address,
      subject: 'Welcome',
      html: '<html><body><h1>Welcome, Ada</h1><div><div><p>Your code is <b>482913</b>.</p></div></div></body></html>',
    });
    const res = await api.get(`/inboxes/${address}/code?wait=10`);
    expect(res.body.code).toBe('482913');
    const message = (await api.get(`/messages/${res.body.messageId}?address=${address}`)).body;
    expect(message.intro).toBe('Welcome, Ada');
    expect(message.text).toBe('Welcome, Ada\nYour code is 482913.');
  });
});

describe('the sender', () => {
  it('is given as the From header wrote it, decoded, and the from filter matches it and the bare address', async () => {
    const address = (await api.post('/inboxes', { username: 'sender-as-written' })).body.address as string;
    const raw = [
      'From: =?UTF-8?Q?J=C3=BCrgen_Acme?= <jurgen@acme.test>',
      `To: ${address}`,
      'Subject: hello',
      '',
      'Your code is 482913',
    ].join('\r\n');
    await sendRaw(stack.smtpPort, { from: 'jurgen@acme.test', to: [address] }, raw);
    const [summary] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    expect(summary.from).toBe('Jürgen Acme <jurgen@acme.test>');
    for (const filter of ['Jürgen Acme <jurgen', 'jurgen@acme.test', 'ACME']) {
      expect([filter, (await api.get(`/inboxes/${address}/messages?from=${encodeURIComponent(filter)}`)).body.messages.length]).toEqual([
        filter,
        1,
      ]);
    }
    expect((await api.get(`/inboxes/${address}/code`)).body.from).toBe('Jürgen Acme <jurgen@acme.test>');
  });
});

describe('an HTTP request on the SMTP port', () => {
  /** Everything the server writes until it closes the connection, after `talk` ran on the open socket. */
  const session = (talk: (socket: Socket) => void) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(stack.smtpPort, '127.0.0.1');
      let written = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (written += chunk));
      socket.once('error', reject);
      socket.once('end', () => {
        socket.end();
        resolve(written);
      });
      socket.once('connect', () => talk(socket));
    });
  const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n\r\n';

  it('is answered 554 and closed, sent at once as HTTP clients do', async () => {
    expect(await session((socket) => socket.write(request))).toBe('554 5.7.0 Error: HTTP request on an SMTP port, closing\r\n');
  });

  it('is answered 554 and closed after the greeting too, and an SMTP session beside it is served', async () => {
    const written = await session((socket) => socket.once('data', () => socket.write(request)));
    expect(written).toMatch(/^220 .*\r\n554 5\.7\.0 Error: HTTP request on an SMTP port, closing\r\n$/);
    const address = (await api.post('/inboxes')).body.address as string;
    await sendMail(stack.smtpPort, { to: address, subject: 'after http', text: 'hello' });
  });
});
