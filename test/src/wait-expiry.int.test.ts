import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { Client, createAccount, expectError, startStack, type Stack } from './stack.js';

let stack: Stack;
let api: Client;

beforeAll(async () => {
  stack = await startStack({}, { codeExtractor: false });
  api = Client.for(stack, await createAccount(stack.env.pool));
});

afterAll(async () => {
  await stack.stop();
});

const waiting = async () => (await stack.api.deps.metrics.waiting.get()).values[0]?.value ?? 0;

describe('a wait that outlives its inbox', () => {
  it('answers 410 inbox_expired when the inbox runs out, on the list and the code call', async () => {
    const address = (await api.post('/inboxes')).body.address as string;
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() + interval '3 seconds' WHERE address = $1`, [address]);
    const list = api.get(`/inboxes/${address}/messages?wait=30`);
    const code = api.get(`/inboxes/${address}/code?wait=30`);
    // Both are held before the inbox expires, so the 410 comes from the wait, not from the first look.
    await eventually(async () => (await waiting()) === 2);
    const [listed, coded] = await Promise.all([list, code]);
    expectError(stack, listed, 410, 'inbox_expired');
    expectError(stack, coded, 410, 'inbox_expired');
    expect(await waiting()).toBe(0);
  });

  it('still answers an empty list when the wait ends before the inbox does', async () => {
    const address = (await api.post('/inboxes')).body.address as string;
    const res = await api.get(`/inboxes/${address}/messages?wait=1`);
    expect([res.status, res.body.messages, res.body.waited]).toEqual([200, [], true]);
  });
});
