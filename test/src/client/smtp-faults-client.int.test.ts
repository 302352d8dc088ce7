import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Throwbox, ThrowboxError } from '@throwbox/client';
import { sendMail } from '@throwbox/testkit';
import { createAccount, startStack, type Stack } from '../stack.js';

// @throwbox/client's SMTP fault calls against a real stack (the fixture's inbox.smtpFaults calls these).

let stack: Stack;
let throwbox: Throwbox;

beforeAll(async () => {
  stack = await startStack();
  throwbox = new Throwbox({ apiKey: (await createAccount(stack.env.pool)).apiKey, baseUrl: stack.api.url });
});
afterAll(() => stack.stop());

it('sets, reads with hits, and clears an inbox’s SMTP fault rules', async () => {
  const { address } = await throwbox.createInbox();
  const set = await throwbox.setSmtpFaults(address, [{ stage: 'rcpt', reply: { code: 450, text: 'Greylisted' }, times: 1 }]);
  expect(set).toEqual([{ stage: 'rcpt', reply: { code: 450, text: 'Greylisted' }, action: null, delayMs: 0, after: 0, times: 1, hits: 0 }]);
  await expect(sendMail(stack.smtpPort, { to: address, subject: 'first', text: 'x' })).rejects.toMatchObject({ responseCode: 450 });
  await sendMail(stack.smtpPort, { to: address, subject: 'second', text: 'x' });
  expect((await throwbox.getSmtpFaults(address)).map((r) => r.hits)).toEqual([1]);
  expect(await throwbox.clearSmtpFaults(address)).toBe(1);
  expect(await throwbox.getSmtpFaults(address)).toEqual([]);
});

it('throws the API’s validation error for a bad rule', async () => {
  const { address } = await throwbox.createInbox();
  const err = await throwbox.setSmtpFaults(address, [{ stage: 'data', delayMs: 60_000 }]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ThrowboxError);
  expect(err).toMatchObject({ status: 400, code: 'validation_failed' });
});
