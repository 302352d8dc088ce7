import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Throwbox, ThrowboxError } from '@throwbox/client';
import { captureLogger, eventually, sendMail } from '@throwbox/testkit';
import { createAccount, serviceEnv } from '@throwbox/db/testing';
import { loadWebhookDispatcherConfig, startWebhookDispatcher, type WebhookDispatcherHandle } from '@throwbox/webhook-dispatcher';
import { startStack, type Stack } from '../stack.js';
import { createTestCertificate, startReceiver, type Receiver, type TestCertificate } from '../webhook-receiver.js';

// The client's calls for a message's parts, removal, and webhooks, against a real stack: a dispatcher in
// this process and a real HTTPS receiver.

const SECRET_KEY = 'cd'.repeat(32);
let certificate: TestCertificate;
let receiver: Receiver;
let stack: Stack;
let dispatcher: WebhookDispatcherHandle;
let throwbox: Throwbox;

beforeAll(async () => {
  certificate = createTestCertificate();
  receiver = await startReceiver(certificate);
  const settings = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_SECRET_KEY: SECRET_KEY };
  stack = await startStack(settings, { codeExtractor: false });
  const vars = serviceEnv(stack.env, { ...settings, WEBHOOK_CA_FILE: certificate.certFile, WEBHOOK_TIMEOUT_MS: '2000' });
  dispatcher = await startWebhookDispatcher(loadWebhookDispatcherConfig(vars), { logger: captureLogger('webhook-dispatcher', []) });
  throwbox = new Throwbox({ apiKey: (await createAccount(stack.env.pool)).apiKey, baseUrl: stack.api.url });
});

afterAll(async () => {
  await dispatcher.stop();
  await stack.stop();
  await receiver.close();
  certificate.remove();
});

describe("a message's parts and removal", () => {
  it('gives attachment bytes and the raw source as bytes, byte for byte, without being asked to parse them', async () => {
    const { address } = await throwbox.createInbox();
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x0a, 0x80]);
    await sendMail(stack.smtpPort, {
      to: address,
      subject: 'Your invoice',
      text: 'Attached.',
      attachments: [{ filename: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const summary = await throwbox.waitForMessage(address, { timeout: 20 });
    const message = await throwbox.getMessage(summary.id, address);
    const bytes = await throwbox.getAttachment(summary.id, message.attachments[0]!.id, address);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(pdf)).toBe(true);
    const raw = await throwbox.getRawMessage(summary.id, address);
    expect(raw).toBeInstanceOf(Uint8Array);
    const source = Buffer.from(raw).toString('latin1');
    expect(source).toContain('Subject: Your invoice');
    expect(source).toContain(pdf.toString('base64'));
    const missing = await throwbox.getAttachment(summary.id, 'att_nope', address).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ThrowboxError);
    expect(missing).toMatchObject({ status: 404, code: 'attachment_not_found' });
  });

  it('deletes one message, and empties an inbox keeping it', async () => {
    const { address } = await throwbox.createInbox();
    for (const subject of ['one', 'two', 'three']) await sendMail(stack.smtpPort, { to: address, subject, text: subject });
    await eventually(async () => (await throwbox.listMessages(address)).length === 3);
    const [newest] = await throwbox.listMessages(address);
    expect(await throwbox.deleteMessage(newest!.id, address)).toEqual({ deleted: true, id: newest!.id });
    expect((await throwbox.listMessages(address)).map((m) => m.id)).not.toContain(newest!.id);
    await expect(throwbox.deleteMessage(newest!.id, address)).rejects.toMatchObject({ status: 404, code: 'message_not_found' });
    expect(await throwbox.emptyInbox(address)).toEqual({ address, deleted: 2 });
    expect(await throwbox.listMessages(address)).toEqual([]);
    expect((await throwbox.listInboxes({ search: address })).inboxes.map((i) => i.address)).toEqual([address]);
  });
});

describe('webhooks', () => {
  it('creates, lists, tests, shows the deliveries of and deletes a webhook', async () => {
    receiver.behave('/client-hook', 200);
    const created = await throwbox.webhooks.create(receiver.url('/client-hook'));
    expect(created).toMatchObject({
      url: receiver.url('/client-hook'),
      disabled: false,
      failCount: 0,
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(await throwbox.webhooks.list()).toEqual([
      { id: created.id, url: created.url, createdAt: created.createdAt, disabled: false, failCount: 0 },
    ]);

    expect(await throwbox.webhooks.test(created.id)).toMatchObject({ delivered: true, status: 200, error: null });
    expect(JSON.parse(receiver.requestsTo('/client-hook')[0]!.raw.toString())).toMatchObject({ event: 'webhook.test' });
    receiver.behave('/client-hook', 500);
    expect(await throwbox.webhooks.test(created.id)).toMatchObject({ delivered: false, status: 500 });
    expect((await throwbox.webhooks.deliveries(created.id)).map((d) => [d.event, d.status])).toEqual([
      ['webhook.test', 500],
      ['webhook.test', 200],
    ]);

    expect(await throwbox.webhooks.delete(created.id)).toEqual({ deleted: true, id: created.id });
    expect(await throwbox.webhooks.list()).toEqual([]);
    await expect(throwbox.webhooks.test(created.id)).rejects.toMatchObject({ status: 404, code: 'webhook_not_found' });
  });

  it("refuses a target that is not https with the API's invalid_webhook_url", async () => {
    await expect(throwbox.webhooks.create('http://example.com/hook')).rejects.toMatchObject({ status: 400, code: 'invalid_webhook_url' });
  });
});
