import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { publishInboxChange } from '@throwbox/queue/redis';
import { eventually } from '@throwbox/testkit';
import type { TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, type Stack, apiHelpers, startApiStack } from './stack.js';

// Inboxes: POST /inboxes, DELETE /inboxes/{address}, expiry and the janitor.

let stack: Stack;
let account: TestAccount;
let api: Client;

const { expectError, newInbox, send } = apiHelpers(() => ({ stack, api }));

// The janitor runs every 200 ms here, so its test sees it work on its own schedule.
beforeAll(async () => ({ stack, account, api } = await startApiStack({ JANITOR_INTERVAL_MS: '200' })));
afterAll(() => stack.stop());

describe('creating inboxes', () => {
  it('creates an inbox with a random 10-character username on the default domain, expiring after 60 minutes', async () => {
    const res = await api.post('/inboxes');
    expect(res.status).toBe(201);
    expect(res.body.address).toMatch(/^[a-z0-9]{10}@throwbox\.test$/);
    const lifetime = Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt);
    expect(lifetime).toBe(60 * 60 * 1000);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('takes a chosen username, domain and ttlMinutes', async () => {
    const res = await api.post('/inboxes', { username: 'signup.test-1', domain: 'alt.throwbox.test', ttlMinutes: 5 });
    expect(res.status).toBe(201);
    expect(res.body.address).toBe('signup.test-1@alt.throwbox.test');
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(5 * 60 * 1000);
  });

  it('answers 409 address_taken when the username is held, by any account', async () => {
    await newInbox({ username: 'taken' });
    expectError(await api.post('/inboxes', { username: 'taken' }), 409, 'address_taken');
    const other = Client.for(stack, await createAccount(stack.env.pool));
    expectError(await other.post('/inboxes', { username: 'taken' }), 409, 'address_taken');
  });

  it.each([
    [{ username: 'A' }, 'body.username'],
    [{ username: 'Upper' }, 'body.username'],
    [{ username: '-leading' }, 'body.username'],
    [{ username: 'a'.repeat(31) }, 'body.username'],
    [{ ttlMinutes: 0 }, 'body.ttlMinutes'],
    [{ ttlMinutes: 1441 }, 'body.ttlMinutes'],
    [{ ttlMinutes: '60' }, 'body.ttlMinutes'],
    [{ ttlMinutes: 1.5 }, 'body.ttlMinutes'],
    [{ colour: 'blue' }, 'body.colour'],
  ])('rejects %j with 400 validation_failed naming %s', async (body, path) => {
    const res = await api.post('/inboxes', body);
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it.each(['a..b', 'ab.', 'a-.', 'x.y..z'])(
    'refuses the username %s, which no address can carry, saying the rule in words',
    async (username) => {
      const res = await api.post('/inboxes', { username });
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details).toEqual([
        { path: 'body.username', message: expect.stringContaining('no two dots in a row and no dot at the end') },
      ]);
      expect(res.body.error.message).toContain('lower-case letters, digits, dots, dashes or underscores');
      expect(res.body.error.message).not.toContain('^');
    },
  );

  it('rejects a domain not offered with 400 invalid_domain', async () => {
    expectError(await api.post('/inboxes', { domain: 'gmail.com' }), 400, 'invalid_domain');
  });

  it('rejects malformed JSON, another content type and bodies over 64 KiB', async () => {
    expectError(
      await api.request('POST', '/inboxes', { rawBody: '{"username":', headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_json',
    );
    expectError(
      await api.request('POST', '/inboxes', { rawBody: 'username=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await api.request('POST', '/inboxes', {
        rawBody: JSON.stringify({ username: 'x'.repeat(70 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
      413,
      'payload_too_large',
    );
    expectError(
      await api.request('POST', '/inboxes', { rawBody: '[1,2]', headers: { 'content-type': 'application/json' } }),
      400,
      'validation_failed',
    );
  });
});

describe('expiry and deletion', () => {
  it('answers 410 inbox_expired while an expired inbox is tombstoned; DELETE frees the address', async () => {
    const address = await newInbox({ username: 'short-lived' });
    await send(address, { subject: 'before expiry' });
    const [msg] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 second' WHERE address = $1`, [address]);
    // Announced as every change of an inbox's mail is (the api keeps the page it just read until then).
    const heard = stack.api.deps.pages.heard;
    await publishInboxChange(stack.api.deps.redis, stack.api.deps.config.REDIS_PREFIX, address);
    await eventually(async () => stack.api.deps.pages.heard > heard);
    expectError(await api.get(`/inboxes/${address}/messages`), 410, 'inbox_expired');
    expectError(await api.get(`/inboxes/${address}/code`), 410, 'inbox_expired');
    expectError(await api.get(`/messages/${msg.id}?address=${address}`), 410, 'inbox_expired');
    expectError(await api.post('/inboxes', { username: 'short-lived' }), 409, 'address_taken');
    const del = await api.delete(`/inboxes/${address}`);
    expect(del.body).toEqual({ deleted: true, address });
    expect((await api.post('/inboxes', { username: 'short-lived' })).status).toBe(201);
  });

  it('deletes an inbox with its mail at once; afterwards it is 404 and SMTP refuses it', async () => {
    const address = await newInbox();
    await send(address, { subject: 'doomed' });
    expect((await api.delete(`/inboxes/${address}`)).body).toEqual({ deleted: true, address });
    expectError(await api.get(`/inboxes/${address}/messages`), 404, 'inbox_not_found');
    expectError(await api.delete(`/inboxes/${address}`), 404, 'inbox_not_found');
    const { rows } = await stack.env.pool.query(
      'SELECT count(*)::int AS n FROM messages m LEFT JOIN inboxes i ON i.id = m.inbox_id WHERE i.id IS NULL',
    );
    expect(rows[0].n).toBe(0);
    await expect(send(address, { subject: 'too late' })).rejects.toMatchObject({ responseCode: 550 });
  });

  it('the janitor purges inboxes past their tombstone with their mail; then everything answers 404', async () => {
    const address = await newInbox();
    await send(address, { subject: 'old' });
    const young = await newInbox();
    await send(young, { subject: 'kept' });
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '25 hours' WHERE address = $1`, [address]);
    await stack.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '23 hours' WHERE address = $1`, [young]);
    await eventually(async () => (await stack.env.pool.query('SELECT 1 FROM inboxes WHERE address = $1', [address])).rowCount === 0);
    // The young inbox keeps its mail; the purged one's is gone with it, none left without an inbox.
    const kept = await stack.env.pool.query(`SELECT m.subject FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1`, [
      young,
    ]);
    expect(kept.rows).toEqual([{ subject: 'kept' }]);
    expect(
      (await stack.env.pool.query(`SELECT count(*)::int AS n FROM messages m LEFT JOIN inboxes i ON i.id = m.inbox_id WHERE i.id IS NULL`))
        .rows[0].n,
    ).toBe(0);
    // Still inside its tombstone: kept, answering 410.
    expectError(await api.get(`/inboxes/${young}/messages`), 410, 'inbox_expired');
    expectError(await api.get(`/inboxes/${address}/messages`), 404, 'inbox_not_found');
    expect((await api.post('/inboxes', { username: address.split('@')[0] })).status).toBe(201);
  });
});
