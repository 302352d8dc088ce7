import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// GET /messages/{id} and its attachments and raw source.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => ({ stack, account, api } = await startApiStack()));
afterAll(() => stack.stop());

describe('reading one message', () => {
  it('returns text, html and attachments, with attachments and the raw source byte for byte', async () => {
    const address = await newInbox();
    const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    await send(address, {
      subject: 'files',
      text: 'See attached',
      html: '<p>See <b>attached</b><img src="cid:logo@acme"></p>',
      attachments: [
        { filename: 'data.bin', content: binary, contentType: 'application/octet-stream' },
        { filename: 'logo.png', content: Buffer.from('89504e47', 'hex'), contentType: 'image/png', cid: 'logo@acme' },
      ],
    });
    const [summary] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    const res = await api.get(`/messages/${summary.id}?address=${address}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: summary.id,
      subject: 'files',
      text: 'See attached',
      code: null,
      links: [],
      verificationLink: null,
    });
    expect(res.body.html).toContain('<b>attached</b>');
    // An inline image stays a cid: link to its attachment (by contentId), not a data: URL in the HTML.
    expect(res.body.html).toContain('<img src="cid:logo@acme">');
    // In MIME document order: the inline image sits in multipart/related before the mixed attachment.
    expect(res.body.attachments).toEqual([
      { id: expect.stringMatching(/^att_/), filename: 'logo.png', contentType: 'image/png', size: 4, contentId: 'logo@acme', inline: true },
      {
        id: expect.stringMatching(/^att_/),
        filename: 'data.bin',
        contentType: 'application/octet-stream',
        size: 3000,
        contentId: null,
        inline: false,
      },
    ]);
    const download = await fetch(`${api.baseUrl}/messages/${summary.id}/attachments/${res.body.attachments[1].id}?address=${address}`, {
      headers: { authorization: `Bearer ${account.apiKey}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await download.arrayBuffer()).equals(binary)).toBe(true);
    const raw = await api.get(`/messages/${summary.id}/raw?address=${address}`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(raw.text).toMatch(/^Subject: files$/m);
    expectError(await api.get(`/messages/${summary.id}/attachments/att_nope?address=${address}`), 404, 'attachment_not_found');
  });

  it('answers 404 message_not_found for an unknown id, and requires address', async () => {
    const address = await newInbox();
    expectError(await api.get(`/messages/msg_nope?address=${address}`), 404, 'message_not_found');
    expectError(await api.get('/messages/msg_nope'), 400, 'validation_failed');
  });

  it("cannot read another account's message even knowing its id", async () => {
    const other = await createAccount(stack.env.pool);
    const otherApi = Client.for(stack, other);
    const theirs = (await otherApi.post('/inboxes')).body.address;
    await send(theirs, { subject: 'private' });
    const [msg] = (await otherApi.get(`/inboxes/${theirs}/messages`)).body.messages;
    const mine = await newInbox();
    expectError(await api.get(`/messages/${msg.id}?address=${theirs}`), 404, 'inbox_not_found');
    expectError(await api.get(`/messages/${msg.id}?address=${mine}`), 404, 'message_not_found');
    expectError(await api.get(`/messages/${msg.id}/raw?address=${mine}`), 404, 'message_not_found');
  });
});
