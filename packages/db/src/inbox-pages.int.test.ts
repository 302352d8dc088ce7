import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { findInboxPages, type InboxPage } from './index.js';
import { createAccount, createInboxRow, createTestEnv, type TestEnv } from './testing.js';

// The list route's read: many requests answered by one statement, each with its own inbox, filters and
// page size, in the order asked, and another account's mail never in the answer.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const T0 = Date.parse('2026-11-01T10:00:00.000Z');

async function addMessage(inboxId: number, id: string, m: { from: string; subject: string; atMs: number }): Promise<void> {
  await env.pool.query(
    `INSERT INTO messages (id, inbox_id, from_header, subject, intro, raw, size, received_at)
     VALUES ($1, $2, $3, $4, 'intro', '\\x00', 1, timestamptz 'epoch' + $5::bigint * interval '1 millisecond')`,
    [id, inboxId, m.from, m.subject, m.atMs],
  );
}

const ids = (page: InboxPage) => page.messages.map((m) => m.id);

it('answers each request of a batch with its own inbox and page, in order', async () => {
  const mine = await createAccount(env.pool);
  const theirs = await createAccount(env.pool);
  const full = await createInboxRow(env.pool, mine.accountId, 'full@pages.test');
  const empty = await createInboxRow(env.pool, mine.accountId, 'empty@pages.test');
  const expired = await createInboxRow(env.pool, mine.accountId, 'expired@pages.test', -1);
  const foreign = await createInboxRow(env.pool, theirs.accountId, 'foreign@pages.test');
  await addMessage(full, 'msg_p1', { from: 'Alice <alice@shop.test>', subject: 'Welcome', atMs: T0 });
  // Two in the same millisecond: arrival order (seq) breaks the tie, newest first.
  await addMessage(full, 'msg_p2', { from: 'Bob <bob@bank.test>', subject: 'Your code', atMs: T0 + 5 });
  await addMessage(full, 'msg_p3', { from: 'alice@shop.test', subject: 'Receipt', atMs: T0 + 5 });
  await addMessage(expired, 'msg_px', { from: 'x@x.test', subject: 'old', atMs: T0 });
  await addMessage(foreign, 'msg_pf', { from: 'x@x.test', subject: 'secret', atMs: T0 });

  const ask = (address: string, more: Partial<Parameters<typeof findInboxPages>[1][number]> = {}) => ({
    address,
    accountId: mine.accountId,
    limit: 20,
    ...more,
  });
  const batch = [
    ask('full@pages.test'),
    ask('full@pages.test', { limit: 2 }),
    ask('nobody@pages.test'),
    ask('full@pages.test', { since: T0 }),
    ask('foreign@pages.test'),
    ask('full@pages.test', { from: 'ALICE' }),
    ask('empty@pages.test'),
    ask('full@pages.test', { subject: 'code' }),
    ask('expired@pages.test'),
    ask('full@pages.test', { from: 'alice', subject: 'welcome' }),
  ];
  const pages = await findInboxPages(env.pool, batch);

  expect(pages).toHaveLength(10);
  expect(ids(pages[0]!)).toEqual(['msg_p3', 'msg_p2', 'msg_p1']);
  // The inbox's own expiry, to the millisecond, as every other read gives it.
  const {
    rows: [stored],
  } = await env.pool.query<{ expires_at: Date }>('SELECT expires_at FROM inboxes WHERE id = $1', [full]);
  expect(pages[0]!.inbox).toEqual({ id: full, accountId: mine.accountId, address: 'full@pages.test', expiresAt: stored!.expires_at });
  expect(pages[0]!.messages[2]).toEqual({
    id: 'msg_p1',
    from: 'Alice <alice@shop.test>',
    subject: 'Welcome',
    intro: 'intro',
    receivedAt: new Date(T0),
    dataEndedAt: null,
    extractedAt: null,
  });
  expect(ids(pages[1]!)).toEqual(['msg_p3', 'msg_p2']);
  expect(pages[2]).toEqual({ inbox: undefined, messages: [] });
  expect(ids(pages[3]!)).toEqual(['msg_p3', 'msg_p2']);
  // Another account's inbox is found (the route answers 404 for it) but none of its mail is read.
  expect(pages[4]!.inbox?.accountId).toBe(theirs.accountId);
  expect(pages[4]!.messages).toEqual([]);
  expect(ids(pages[5]!)).toEqual(['msg_p3', 'msg_p1']);
  expect(pages[6]!.inbox?.id).toBe(empty);
  expect(pages[6]!.messages).toEqual([]);
  expect(ids(pages[7]!)).toEqual(['msg_p2']);
  expect(pages[8]!.inbox?.id).toBe(expired);
  expect(pages[8]!.messages).toEqual([]);
  expect(ids(pages[9]!)).toEqual(['msg_p1']);

  // Each request alone (a statement of its own) answers what it answered in the batch.
  for (const [i, request] of batch.entries()) expect(await findInboxPages(env.pool, [request])).toEqual([pages[i]]);
});

it('reads a lone request with a plan Postgres keeps, not planned again on every run', async () => {
  const { accountId } = await createAccount(env.pool);
  await createInboxRow(env.pool, accountId, 'plan@pages.test');
  const client = await env.pool.connect();
  try {
    for (let i = 0; i < 8; i++) await findInboxPages(client, [{ address: 'plan@pages.test', accountId, limit: 20 }]);
    const { rows } = await client.query<{ generic: string; custom: string }>(
      `SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = 'find-inbox-page'`,
    );
    // Postgres tries five custom plans, then keeps the generic one when it costs no more (the connection
    // may have run it before, for the test above).
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.custom)).toBe(5);
    expect(Number(rows[0]!.generic)).toBeGreaterThanOrEqual(3);
  } finally {
    client.release();
  }
});

it('answers an empty batch without a query', async () => {
  expect(await findInboxPages(env.pool, [])).toEqual([]);
});
