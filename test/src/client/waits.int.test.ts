import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Throwbox, ThrowboxError } from '@throwbox/client';
import { sendMail } from '@throwbox/testkit';
import { type TestAccount } from '@throwbox/db/testing';
import { createAccount, startStack, untilWaiting, type Stack } from '../stack.js';

// The client's counted and negative waits against a real stack: each built on held list calls, one
// request per window, never a poll (DECISIONS §10).

let stack: Stack;
let account: TestAccount;

beforeAll(async () => {
  stack = await startStack();
  account = await createAccount(stack.env.pool, { plan: 'paid' });
});

afterAll(async () => {
  await stack.stop();
});

/** A client whose requests are recorded as `GET /v1/...?query`. */
function recorded(options: ConstructorParameters<typeof Throwbox>[0] = {}) {
  const requests: string[] = [];
  const client = new Throwbox({
    apiKey: account.apiKey,
    baseUrl: stack.api.url,
    ...options,
    fetch: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      return fetch(request);
    },
  });
  return { client, requests };
}

const send = (to: string, subject: string) => sendMail(stack.smtpPort, { to, subject, text: subject });
const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err as ThrowboxError,
  );

describe('waitForMessages', () => {
  it('returns all of count messages from one held request', async () => {
    const { client, requests } = recorded();
    const { address } = await client.createInbox();
    requests.length = 0;
    const waiting = client.waitForMessages(address, { count: 3, timeout: 60 });
    await untilWaiting(stack);
    for (const subject of ['order', 'shipping', 'invoice']) await send(address, subject);
    expect((await waiting).map((m) => m.subject)).toEqual(['invoice', 'shipping', 'order']);
    expect(requests).toEqual([expect.stringMatching(/^GET \/v1\/inboxes\/[^/]+\/messages\?wait=60&count=3&limit=50$/)]);
    // The next wait looks only at mail after these.
    await send(address, 'later');
    expect((await client.waitForMessages(address, { count: 1, timeout: 5 })).map((m) => m.subject)).toEqual(['later']);
  });

  it('throws wait_timeout saying how many came when the count is not reached in time', async () => {
    const { client } = recorded();
    const { address } = await client.createInbox();
    await send(address, 'one');
    await send(address, 'two');
    const err = await caught(client.waitForMessages(address, { count: 3, timeout: 1 }));
    expect(err).toMatchObject({ status: 0, code: 'wait_timeout' });
    expect(err!.message).toContain('2 of 3 messages');
    expect(await caught(client.waitForMessages(address, { count: 51 }))).toMatchObject({ code: 'invalid_count' });
  });
});

describe('expectNoMail', () => {
  it('resolves when the window passes with no matching mail; mail already there and mail that does not match do not count', async () => {
    // Holds of one second stand in for the API's 60: a window of three is three held requests.
    const { client, requests } = recorded({ maxHoldSeconds: 1 });
    const { address } = await client.createInbox();
    await send(address, 'Before the window');
    requests.length = 0;
    const quiet = client.expectNoMail(address, { within: 3, subject: 'alert' });
    await untilWaiting(stack);
    await send(address, 'Newsletter');
    await expect(quiet).resolves.toBeUndefined();
    const holds = requests.filter((r) => r.includes('wait=1'));
    expect(requests[0]).toMatch(/\?wait=0&limit=1&subject=alert$/);
    expect(holds.length).toBeGreaterThanOrEqual(3);
    // Every request after the first is held (wait=1): none asks without waiting, so none is a poll.
    expect(requests.slice(1)).toEqual(holds);
  });

  it('throws unexpected_mail with the summary as soon as matching mail arrives', async () => {
    const { client, requests } = recorded();
    const { address } = await client.createInbox();
    await send(address, 'Old alert');
    requests.length = 0;
    // A window far past the test's own timeout: only an answer the moment mail arrives can pass.
    const quiet = caught(client.expectNoMail(address, { within: 120, subject: 'alert' }));
    await untilWaiting(stack);
    await send(address, 'New alert');
    const err = await quiet;
    expect(err).toBeInstanceOf(ThrowboxError);
    expect(err).toMatchObject({ status: 0, code: 'unexpected_mail', type: 'client_error' });
    expect(err!.summary).toMatchObject({ subject: 'New alert', from: 'sender@example.com', id: expect.stringMatching(/^msg_/) });
    expect(err!.message).toContain('"New alert"');
    // The boundary read and one held request of 60 s.
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatch(/\?wait=60&limit=1&since=[^&]+&subject=alert$/);
  });

  it('counts mail since a given instant when told', async () => {
    const { client } = recorded();
    const { address } = await client.createInbox();
    await send(address, 'Already here');
    const err = await caught(client.expectNoMail(address, { within: 1, since: 0 }));
    expect(err).toMatchObject({ code: 'unexpected_mail', summary: { subject: 'Already here' } });
  });
});
