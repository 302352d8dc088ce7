import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Throwbox, ThrowboxError, verifyWebhook } from '@throwbox/client';
import { verifyWebhook as signingVerify } from '@throwbox/signing';
import { eventually, sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { createAccount, startStack, untilWaiting, type Stack } from '../stack.js';

// @throwbox/client against a real stack: the calls, chained waits, `since` carried between waits, errors
// with the API's envelope, retries of 429 and of a lost answer (safe for POSTs through Idempotency-Key).

let stack: Stack;
let account: TestAccount;

beforeAll(async () => {
  stack = await startStack();
  account = await createAccount(stack.env.pool, { plan: 'paid' });
});

afterAll(async () => {
  await stack.stop();
});

/** A client whose requests are counted (and can be tampered with) on their way out. */
function counted(
  options: ConstructorParameters<typeof Throwbox>[0] = {},
  tamper?: (request: Request, n: number) => Promise<Response> | undefined,
) {
  const requests: string[] = [];
  const client = new Throwbox({
    apiKey: account.apiKey,
    baseUrl: stack.api.url,
    ...options,
    fetch: async (input) => {
      const request = input as Request;
      requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return tamper?.(request, requests.length) ?? fetch(request);
    },
  });
  return { client, requests };
}

describe('@throwbox/client', () => {
  it('makes, lists, reads and deletes', async () => {
    const throwbox = new Throwbox({ apiKey: account.apiKey, baseUrl: `${stack.api.url}/v1/` });
    expect(await throwbox.listDomains()).toContain('throwbox.test');
    const inbox = await throwbox.createInbox({ ttlMinutes: 5 });
    expect(inbox).toMatchObject({ address: expect.stringMatching(/@throwbox\.test$/), permanent: false });
    expect((await throwbox.listInboxes({ search: inbox.address })).inboxes.map((i) => i.address)).toEqual([inbox.address]);

    await sendMail(stack.smtpPort, { to: inbox.address, subject: 'Welcome aboard', text: 'Your verification code is 246810.' });
    const summary = await throwbox.waitForMessage(inbox.address, { timeout: 10, subject: 'welcome' });
    expect(summary.subject).toBe('Welcome aboard');
    expect(await throwbox.listMessages(inbox.address, { from: 'sender@' })).toHaveLength(1);
    expect(await throwbox.listMessages(inbox.address, { from: 'nobody' })).toEqual([]);
    const message = await throwbox.getMessage(summary.id, inbox.address);
    expect(message).toMatchObject({ id: summary.id, code: '246810', text: expect.stringContaining('246810') });
    const why = await throwbox.getExtraction(summary.id, inbox.address);
    expect(why).toMatchObject({ messageId: summary.id, code: '246810', codeCandidates: [expect.objectContaining({ value: '246810' })] });
    expect(why.confidence).toBeGreaterThanOrEqual(0.5);
    expect((await throwbox.usage()).used).toBeGreaterThan(0);

    expect(await throwbox.deleteInbox(inbox.address)).toEqual({ deleted: true, address: inbox.address });
  });

  it('waits for a code, and a second wait never returns the first code again', async () => {
    const throwbox = new Throwbox({ apiKey: account.apiKey, baseUrl: stack.api.url });
    const { address } = await throwbox.createInbox();
    const first = throwbox.waitForCode(address, { timeout: 20 });
    await untilWaiting(stack);
    await sendMail(stack.smtpPort, { to: address, subject: 'Code one', text: 'Your verification code is 111222.' });
    expect(await first).toMatchObject({ address, code: '111222', subject: 'Code one' });

    const second = throwbox.waitForCode(address, { timeout: 20 });
    await untilWaiting(stack);
    await sendMail(stack.smtpPort, { to: address, subject: 'Code two', text: 'Your verification code is 333444.' });
    expect(await second).toMatchObject({ code: '333444', subject: 'Code two' });

    // Asked explicitly for everything, the newest comes back.
    expect((await throwbox.waitForCode(address, { since: 0, timeout: 1 })).code).toBe('333444');
  });

  it('chains holds past the longest one, each request timing out only after the API would have answered', async () => {
    // Holds of one second stand in for the API's 60; the plain request timeout is far shorter than a hold.
    const { client, requests } = counted({ maxHoldSeconds: 1, requestTimeoutMs: 200 });
    const { address } = await new Throwbox({ apiKey: account.apiKey, baseUrl: stack.api.url }).createInbox();
    const waiting = client.waitForCode(address, { timeout: 8 });
    // Mail only once the client has chained a third hold.
    await eventually(async () => requests.length >= 3, 20_000);
    await untilWaiting(stack);
    await sendMail(stack.smtpPort, { to: address, subject: 'Late', text: 'Your verification code is 909090.' });
    expect((await waiting).code).toBe('909090');
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.every((r) => r.includes('wait=1') || r.includes('wait=0'))).toBe(true);
  });

  it("says what ran out: the API's code_not_found for codes, wait_timeout for messages", async () => {
    const throwbox = new Throwbox({ apiKey: account.apiKey, baseUrl: stack.api.url });
    const { address } = await throwbox.createInbox();
    const code = await throwbox.waitForCode(address, { timeout: 1 }).catch((err: unknown) => err);
    expect(code).toBeInstanceOf(ThrowboxError);
    expect(code).toMatchObject({
      status: 404,
      code: 'code_not_found',
      type: 'invalid_request_error',
      requestId: expect.stringMatching(/^req_/),
      message: 'No mail arrived; the inbox has no mail.',
      explanation: expect.objectContaining({ arrived: 0, refused: [] }),
    });
    const message = await throwbox.waitForMessage(address, { timeout: 1, subject: 'Reset' }).catch((err: unknown) => err);
    expect(message).toMatchObject({
      status: 0,
      code: 'wait_timeout',
      message: `No message with subject "Reset" reached ${address} within 1 s.`,
    });
  });

  it("throws the API's error envelope as a ThrowboxError", async () => {
    const throwbox = new Throwbox({ apiKey: account.apiKey, baseUrl: stack.api.url });
    const err = (await throwbox.listMessages('nobody@throwbox.test').catch((e: unknown) => e)) as ThrowboxError;
    expect(err).toBeInstanceOf(ThrowboxError);
    expect({ status: err.status, code: err.code, type: err.type, retryAfter: err.retryAfter }).toEqual({
      status: 404,
      code: 'inbox_not_found',
      type: 'invalid_request_error',
      retryAfter: undefined,
    });
    expect(err.message).toMatch(/\w/);
    expect(err.requestId).toMatch(/^req_/);

    const bad = (await new Throwbox({ apiKey: 'tb_live_wrong', baseUrl: stack.api.url }).usage().catch((e: unknown) => e)) as ThrowboxError;
    expect({ status: bad.status, type: bad.type }).toEqual({ status: 401, type: 'authentication_error' });
    expect(() => new Throwbox({ apiKey: '', baseUrl: stack.api.url })).toThrow(/THROWBOX_API_KEY/);
  });

  it('retries a 429 after its Retry-After', async () => {
    const own = await createAccount(stack.env.pool, { plan: 'paid' });
    const throwbox = new Throwbox({ apiKey: own.apiKey, baseUrl: stack.api.url });
    const { address } = await throwbox.createInbox();
    // 50 held waits fill the account's allowance until they are let go; the client's wait gets 429 first.
    const release = new AbortController();
    const held = Array.from({ length: 50 }, () =>
      fetch(`${stack.api.url}/v1/inboxes/${address}/messages?wait=60`, {
        headers: { authorization: `Bearer ${own.apiKey}` },
        signal: release.signal,
      }).catch(() => undefined),
    );
    await untilWaiting(stack, 50);
    const requests: number[] = [];
    const client = new Throwbox({
      apiKey: own.apiKey,
      baseUrl: stack.api.url,
      fetch: async (request) => {
        const res = await fetch(request);
        requests.push(res.status);
        return res;
      },
    });
    expect(await client.listMessages(address)).toEqual([]);
    const waited = client.waitForMessage(address, { timeout: 60 });
    // Bounded by the test's timeout, not by a guess of how soon a loaded machine gets there.
    await eventually(async () => requests.includes(429), 60_000);
    release.abort();
    await Promise.all(held);
    // The 50 are let go; then only the client's retried wait is held.
    const waitingNow = async () => (await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0;
    await eventually(async () => (await waitingNow()) === 1, 60_000);
    await sendMail(stack.smtpPort, { to: address, subject: 'After the 429', text: 'hello' });
    expect((await waited).subject).toBe('After the 429');
  });

  it('retries a POST whose answer was lost, and the Idempotency-Key makes it one inbox', async () => {
    const own = await createAccount(stack.env.pool, { plan: 'paid' });
    const keys: string[] = [];
    const { client } = counted({ apiKey: own.apiKey }, async (request, n) => {
      keys.push(request.headers.get('idempotency-key') ?? '');
      const res = await fetch(request);
      // The first answer is lost on the way back, after the API made the inbox.
      if (n === 1) throw new TypeError('fetch failed: socket hang up');
      return res;
    });
    const inbox = await client.createInbox();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const listed = await new Throwbox({ apiKey: own.apiKey, baseUrl: stack.api.url }).listInboxes();
    expect(listed.inboxes.map((i) => i.address)).toEqual([inbox.address]);
  });

  it('verifies webhooks with the one implementation the dispatcher signs with', () => {
    expect(verifyWebhook).toBe(signingVerify);
  });
});
