import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateApiKey, insertApiKey } from '@throwbox/db';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// PUT, GET and DELETE /inboxes/{address}/smtp-faults (DECISIONS §11): what is stored and answered, what
// is refused, and who may see it. What ingest does with the rules: smtp-faults.int.test.ts.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError, newInbox } = apiHelpers(() => ({ stack, api }));
const path = (address: string) => `/inboxes/${address}/smtp-faults`;
const put = (client: Client, address: string, body: unknown) => client.request('PUT', path(address), { body });

beforeAll(async () => ({ stack, account, api } = await startApiStack()));
afterAll(() => stack.stop());

describe('setting and reading rules', () => {
  it('replaces the rules and lists them in order, with defaults filled in and hits 0', async () => {
    const address = await newInbox();
    const rules = [
      { stage: 'data', reply: { code: 451 }, times: 2 },
      { stage: 'rcpt', reply: { code: 550, text: 'No thanks' }, after: 5 },
      { stage: 'rcpt', action: 'disconnect' },
      { stage: 'data', delayMs: 1500 },
    ];
    const res = await put(api, address, { rules });
    expect(res.status).toBe(200);
    const expected = [
      {
        stage: 'data',
        reply: { code: 451, text: 'Local error in processing, try again later' },
        action: null,
        delayMs: 0,
        after: 0,
        times: 2,
        hits: 0,
      },
      { stage: 'rcpt', reply: { code: 550, text: 'No thanks' }, action: null, delayMs: 0, after: 5, times: null, hits: 0 },
      { stage: 'rcpt', reply: null, action: 'disconnect', delayMs: 0, after: 0, times: null, hits: 0 },
      { stage: 'data', reply: null, action: null, delayMs: 1500, after: 0, times: null, hits: 0 },
    ];
    expect(res.body).toEqual({ address, rules: expected });
    expect((await api.get(path(address))).body).toEqual({ address, rules: expected });
    // A second PUT replaces, it does not append.
    expect((await put(api, address, { rules: [rules[0]] })).body.rules).toEqual([expected[0]]);
    expect((await api.get(path(address))).body.rules).toEqual([expected[0]]);
  });

  it('lists an empty set for an inbox with no rules, and takes an empty list', async () => {
    const address = await newInbox();
    expect((await api.get(path(address))).body).toEqual({ address, rules: [] });
    expect((await put(api, address, { rules: [] })).body).toEqual({ address, rules: [] });
  });

  it('DELETE removes them all and answers how many', async () => {
    const address = await newInbox();
    await put(api, address, {
      rules: [
        { stage: 'rcpt', reply: { code: 450 } },
        { stage: 'data', reply: { code: 554 } },
      ],
    });
    const res = await api.delete(path(address));
    expect([res.status, res.body]).toEqual([200, { deleted: 2 }]);
    expect((await api.get(path(address))).body.rules).toEqual([]);
    expect((await api.delete(path(address))).body).toEqual({ deleted: 0 });
  });

  it('rules live and die with their inbox', async () => {
    const address = await newInbox();
    await put(api, address, { rules: [{ stage: 'rcpt', reply: { code: 450 } }] });
    const { rows } = await stack.env.pool.query<{ id: number }>('SELECT id FROM inboxes WHERE address = $1', [address]);
    expect((await api.delete(`/inboxes/${address}`)).status).toBe(200);
    const left = await stack.env.pool.query(
      'SELECT (SELECT count(*) FROM smtp_fault_rules WHERE inbox_id = $1)::int + (SELECT count(*) FROM smtp_fault_attempts WHERE inbox_id = $1)::int AS n',
      [rows[0]!.id],
    );
    expect(left.rows[0].n).toBe(0);
    expectError(await api.get(path(address)), 404, 'inbox_not_found');
  });
});

describe('refusing bad rules', () => {
  const rule = { stage: 'data', reply: { code: 451 } };
  it.each([
    ['no rules field', {}, 'body.rules'],
    ['11 rules', { rules: Array.from({ length: 11 }, () => rule) }, 'body.rules'],
    ['a stage that is not rcpt or data', { rules: [{ stage: 'mail' }] }, 'body.rules.0.stage'],
    ['no stage', { rules: [{ reply: { code: 451 } }] }, 'body.rules.0.stage'],
    ['a reply code not on the list', { rules: [{ stage: 'rcpt', reply: { code: 500 } }] }, 'body.rules.0.reply.code'],
    ['a 2xx reply code', { rules: [{ stage: 'rcpt', reply: { code: 250 } }] }, 'body.rules.0.reply.code'],
    ['a reply without its code', { rules: [{ stage: 'rcpt', reply: { text: 'x' } }] }, 'body.rules.0.reply.code'],
    ['a text of 201 characters', { rules: [{ stage: 'rcpt', reply: { code: 451, text: 'x'.repeat(201) } }] }, 'body.rules.0.reply.text'],
    ['a text carrying CR LF', { rules: [{ stage: 'rcpt', reply: { code: 451, text: 'a\r\n250 ok' } }] }, 'body.rules.0.reply.text'],
    ['a text that is not ASCII', { rules: [{ stage: 'rcpt', reply: { code: 451, text: 'späm' } }] }, 'body.rules.0.reply.text'],
    ['an empty text', { rules: [{ stage: 'rcpt', reply: { code: 451, text: '' } }] }, 'body.rules.0.reply.text'],
    ['an action other than disconnect', { rules: [{ stage: 'rcpt', action: 'reset' }] }, 'body.rules.0.action'],
    ['a reply and disconnect together', { rules: [{ stage: 'rcpt', reply: { code: 451 }, action: 'disconnect' }] }, 'body.rules.0'],
    ['delayMs over 30000', { rules: [{ stage: 'data', delayMs: 30_001 }] }, 'body.rules.0.delayMs'],
    ['a negative delayMs', { rules: [{ stage: 'data', delayMs: -1 }] }, 'body.rules.0.delayMs'],
    ['a delayMs as a string', { rules: [{ stage: 'data', delayMs: '100' }] }, 'body.rules.0.delayMs'],
    ['times 0', { rules: [{ ...rule, times: 0 }] }, 'body.rules.0.times'],
    ['a fractional after', { rules: [{ ...rule, after: 1.5 }] }, 'body.rules.0.after'],
    ['an after past the bound', { rules: [{ ...rule, after: 1_000_001 }] }, 'body.rules.0.after'],
    ['an unknown field', { rules: [{ ...rule, probability: 0.5 }] }, 'body.rules.0.probability'],
  ])('answers 400 validation_failed for %s, naming the field', async (_what, body, field) => {
    const address = await newInbox();
    const res = await put(api, address, body);
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    // Nothing of a refused body is kept.
    expect((await api.get(path(address))).body.rules).toEqual([]);
  });

  it('says the rules in words', async () => {
    const address = await newInbox();
    const res = await put(api, address, { rules: [{ stage: 'rcpt', reply: { code: 500, text: 'x'.repeat(201) }, action: 'disconnect' }] });
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'body.rules.0.reply.code', message: 'must be one of 421, 450, 451, 452, 550, 551, 552, 553, 554' },
        { path: 'body.rules.0.reply.text', message: 'must be 1 to 200 printable ASCII characters' },
        { path: 'body.rules.0', message: 'takes a reply or the action disconnect, not both' },
      ]),
    );
  });

  it('answers 404 for an inbox that does not exist', async () => {
    expectError(await put(api, 'nobody@throwbox.test', { rules: [] }), 404, 'inbox_not_found');
    expectError(await api.get(path('nobody@throwbox.test')), 404, 'inbox_not_found');
    expectError(await api.delete(path('nobody@throwbox.test')), 404, 'inbox_not_found');
  });
});

describe('who may see and change them', () => {
  it("answers another account exactly as for an inbox that does not exist, and leaves the owner's rules alone", async () => {
    const address = await newInbox();
    await put(api, address, { rules: [{ stage: 'rcpt', reply: { code: 450 } }] });
    const other = Client.for(stack, await createAccount(stack.env.pool));
    for (const res of [await other.get(path(address)), await put(other, address, { rules: [] }), await other.delete(path(address))]) {
      expectError(res, 404, 'inbox_not_found');
      expect(res.body.error.message).toBe('No such inbox.');
    }
    expect((await api.get(path(address))).body.rules).toHaveLength(1);
  });

  it('lets a read-only key GET, and refuses it PUT and DELETE', async () => {
    const address = await newInbox();
    await put(api, address, { rules: [{ stage: 'rcpt', reply: { code: 450 } }] });
    const apiKey = generateApiKey();
    await insertApiKey(stack.env.pool, { accountId: account.accountId, key: apiKey, readOnly: true });
    const readOnly = new Client(api.baseUrl, apiKey);
    expect((await readOnly.get(path(address))).body.rules).toHaveLength(1);
    expectError(await put(readOnly, address, { rules: [] }), 403, 'api_key_read_only');
    expectError(await readOnly.delete(path(address)), 403, 'api_key_read_only');
    expect((await api.get(path(address))).body.rules).toHaveLength(1);
  });
});
