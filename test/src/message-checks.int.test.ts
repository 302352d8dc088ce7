import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Throwbox, ThrowboxError } from '@throwbox/client';
import type { TestAccount } from '@throwbox/db/testing';
import { startShopMail, type ShopMail } from './shop-mail.js';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// GET /messages/{id}/checks on a whole stack: mail signed and sent over real SMTP from 127.0.0.1, its
// DNS answered from MAIL_AUTH_DNS_FILE, its links under the webhooks' address rules (private refused).

let stack: Stack;
let api: Client;
let account: TestAccount;
let shop: ShopMail;

const { expectError, newInbox } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => {
  shop = await startShopMail();
  ({ stack, api, account } = await startApiStack({ MAIL_AUTH_DNS_FILE: shop.dnsFile, WEBHOOK_ALLOW_PRIVATE: 'false' }));
});

afterAll(async () => {
  await stack.stop();
  await shop.close();
});

async function onlyMessage(address: string): Promise<string> {
  const res = await api.get(`/inboxes/${address}/messages?wait=10`);
  return res.body.messages[0].id as string;
}

describe('checks of a received message', () => {
  it('answers authentication, HTML compatibility and links, and leaves the raw source as received', async () => {
    const address = await newInbox();
    const internalUrl = shop.internalUrl('/admin');
    await shop.send({
      smtpPort: stack.smtpPort,
      to: address,
      html: `<div style="display:grid"><a href="${internalUrl}">admin</a> <a href="mailto:x@shop.example">mail</a></div>`,
    });
    const id = await onlyMessage(address);
    const res = await api.get(`/messages/${id}/checks?address=${address}`);
    expect(res.status).toBe(200);
    expect(res.body.authentication).toEqual({
      spf: { result: 'pass', domain: 'shop.example' },
      dkim: [{ result: 'pass', domain: 'shop.example', selector: 'mail' }],
      dmarc: { result: 'pass', policy: 'reject', domain: 'shop.example' },
      arc: { result: 'none' },
    });
    expect(res.body.html.error).toBeNull();
    expect(res.body.html.issues).toContainEqual(
      expect.objectContaining({ feature: 'display:grid', unsupportedIn: expect.arrayContaining(['outlook.windows']) }),
    );
    expect(res.body.links).toEqual([{ url: internalUrl, ok: false, status: 0, error: 'blocked' }]);
    expect(shop.internalRequests()).toBe(0);
    const raw = await api.get(`/messages/${id}/raw?address=${address}`);
    expect(raw.text).not.toMatch(/^Authentication-Results:/im);
    expect(raw.text).toMatch(/^DKIM-Signature:/m);
  });

  it('answers 404 for an unknown message and for the message of another account, 400 without address', async () => {
    const address = await newInbox();
    expectError(await api.get(`/messages/msg_nope/checks?address=${address}`), 404, 'message_not_found');
    expectError(await api.get('/messages/msg_nope/checks'), 400, 'validation_failed');
    const other = await createAccount(stack.env.pool);
    const otherApi = Client.for(stack, other);
    const theirs = (await otherApi.post('/inboxes')).body.address as string;
    await shop.send({ smtpPort: stack.smtpPort, to: theirs, html: '<p>private</p>' });
    const id = (await otherApi.get(`/inboxes/${theirs}/messages?wait=10`)).body.messages[0].id as string;
    expectError(await api.get(`/messages/${id}/checks?address=${theirs}`), 404, 'inbox_not_found');
    expectError(await api.get(`/messages/${id}/checks?address=${address}`), 404, 'message_not_found');
    expect((await otherApi.get(`/messages/${id}/checks?address=${theirs}`)).status).toBe(200);
  });

  it("is what the client's getChecks answers, typed, and its errors are ThrowboxErrors", async () => {
    const address = await newInbox();
    await shop.send({ smtpPort: stack.smtpPort, to: address, html: '<p>Thanks</p>' });
    const id = await onlyMessage(address);
    const client = new Throwbox({ apiKey: account.apiKey, baseUrl: stack.api.url });
    const checks = await client.getChecks(id, address);
    expect(checks.authentication.dmarc).toEqual({ result: 'pass', policy: 'reject', domain: 'shop.example' });
    expect(checks).toEqual((await api.get(`/messages/${id}/checks?address=${address}`)).body);
    const missing = await client.getChecks('msg_nope', address).catch((err: unknown) => err);
    expect(missing).toBeInstanceOf(ThrowboxError);
    expect((missing as ThrowboxError).code).toBe('message_not_found');
  });
});
