import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getDeliveryInputs, getFanOutInputs, listDeliveryAttempts, recordDeliveryFailure, recordDeliverySuccesses } from './index.js';
import { createAccount, createInboxRow, createTestEnv, type TestEnv } from './testing.js';

// The dispatcher's batched statements, against Postgres directly: many attempts per statement must
// give each attempt what one statement per attempt gave it.

let env: TestEnv;
let accountId: number;

const webhook = async (state: { failCount?: number; disabled?: boolean } = {}) =>
  (
    await env.pool.query<{ id: number }>(
      `INSERT INTO webhooks (account_id, url, secret_box, fail_count, disabled) VALUES ($1, 'https://hooks.example.com/r', '\\x00', $2, $3) RETURNING id`,
      [accountId, state.failCount ?? 0, state.disabled ?? false],
    )
  ).rows[0]!.id;

const state = async (id: number) =>
  (
    await env.pool.query<{ fail_count: number; disabled: boolean; xmin: string }>(
      'SELECT fail_count, disabled, xmin::text FROM webhooks WHERE id = $1',
      [id],
    )
  ).rows[0];

const attempt = (webhookId: number, eventId: string) => ({
  webhookId,
  eventId,
  event: 'message.received',
  attempt: 1,
  status: 200,
  error: null,
  durationMs: 3,
  at: new Date(),
  response: `ok ${eventId}`,
});

beforeAll(async () => {
  env = await createTestEnv();
  ({ accountId } = await createAccount(env.pool));
});

afterAll(async () => {
  await env.close();
});

describe('getDeliveryInputs', () => {
  it('answers each request in order, with undefined for a deleted webhook or message', async () => {
    const inboxId = await createInboxRow(env.pool, accountId, 'inputs@throwbox.test');
    await env.pool.query(`INSERT INTO messages (id, inbox_id, subject, raw, size) VALUES ('msg_inputs', $1, 'hello', '\\x00', 1)`, [
      inboxId,
    ]);
    const [a, b] = [await webhook(), await webhook()];
    // A replay delivered the event to a: its pending retry must stand down.
    await env.pool.query(
      `INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at, delivered_at) VALUES ($1, 'evt_inputs', 3, now(), now())`,
      [a],
    );
    const out = await getDeliveryInputs(env.pool, [
      { webhookId: b, messageId: 'msg_inputs', eventId: 'evt_inputs' },
      { webhookId: 999999, messageId: 'msg_inputs', eventId: 'evt_inputs' },
      { webhookId: a, messageId: 'msg_gone', eventId: 'evt_gone' },
      { webhookId: a, messageId: 'msg_inputs', eventId: 'evt_inputs' },
    ]);
    expect(out.map((o) => [o.webhook?.id, o.source?.messageId, o.source?.subject, o.delivered])).toEqual([
      [b, 'msg_inputs', 'hello', false],
      [undefined, 'msg_inputs', 'hello', false],
      [a, undefined, undefined, false],
      [a, 'msg_inputs', 'hello', true],
    ]);
    expect(out[0]!.source).toMatchObject({ accountId, address: 'inputs@throwbox.test' });
    expect(Buffer.isBuffer(out[0]!.webhook!.secretBox)).toBe(true);
  });
});

describe('getFanOutInputs', () => {
  it("gives the message and its account's enabled endpoints in order, in one query; nothing for a deleted message", async () => {
    const { accountId: own } = await createAccount(env.pool);
    const inboxId = await createInboxRow(env.pool, own, 'fan-out@throwbox.test');
    await env.pool.query(`INSERT INTO messages (id, inbox_id, subject, raw, size) VALUES ('msg_fan', $1, 'fan', '\\x00', 1)`, [inboxId]);
    const add = async (disabled: boolean) =>
      (
        await env.pool.query<{ id: number }>(
          `INSERT INTO webhooks (account_id, url, secret_box, disabled) VALUES ($1, 'https://hooks.example.com/f', '\\x00', $2) RETURNING id`,
          [own, disabled],
        )
      ).rows[0]!.id;
    const [first, , third] = [await add(false), await add(true), await add(false)];
    await webhook(); // another account's endpoint
    const inputs = await getFanOutInputs(env.pool, 'msg_fan', 'evt_fan');
    expect(inputs?.webhooks.map((w) => w.id)).toEqual([first, third]);
    expect(inputs?.webhooks[0]).toMatchObject({
      id: first,
      accountId: own,
      url: 'https://hooks.example.com/f',
      disabled: false,
      failCount: 0,
    });
    expect(Buffer.isBuffer(inputs?.webhooks[0]!.secretBox)).toBe(true);
    expect(inputs?.source).toMatchObject({ messageId: 'msg_fan', accountId: own, address: 'fan-out@throwbox.test', subject: 'fan' });
    expect(inputs?.attempted).toEqual(new Map());
    expect(inputs?.webhooks[0]!.createdAt).toBeInstanceOf(Date);
    expect(await getFanOutInputs(env.pool, 'msg_missing', 'evt_missing')).toBeUndefined();
  });

  it('says which endpoints an earlier run already tried with this event, and which it reached', async () => {
    const { accountId: own } = await createAccount(env.pool);
    const inboxId = await createInboxRow(env.pool, own, 'fan-again@throwbox.test');
    await env.pool.query(`INSERT INTO messages (id, inbox_id, subject, raw, size) VALUES ('msg_again', $1, 'again', '\\x00', 1)`, [
      inboxId,
    ]);
    const add = async () =>
      (
        await env.pool.query<{ id: number }>(
          `INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/a', '\\x00') RETURNING id`,
          [own],
        )
      ).rows[0]!.id;
    const [reached, failed, untried] = [await add(), await add(), await add()];
    const attempt = (webhookId: number, eventId: string, status: number, error: string | null) =>
      env.pool.query(
        `INSERT INTO webhook_attempts (webhook_id, event_id, event, status, error, duration_ms, at, attempt) VALUES ($1, $2, 'message.received', $3, $4, 5, now(), 1)`,
        [webhookId, eventId, status, error],
      );
    await attempt(failed, 'evt_again', 500, 'HTTP 500');
    await attempt(reached, 'evt_again', 500, 'HTTP 500');
    await attempt(reached, 'evt_again', 200, null);
    await attempt(untried, 'evt_other', 200, null);
    const inputs = await getFanOutInputs(env.pool, 'msg_again', 'evt_again');
    expect(inputs?.webhooks.map((w) => w.id)).toEqual([reached, failed, untried]);
    expect(inputs?.attempted).toEqual(
      new Map([
        [reached, 'delivered'],
        [failed, 'failed'],
      ]),
    );
  });
});

describe('recordDeliverySuccesses', () => {
  it('records every attempt, resets failure counts, leaves a disabled endpoint disabled with the count that disabled it, and drops a deleted one', async () => {
    const failing = await webhook({ failCount: 7 });
    const disabled = await webhook({ failCount: 20, disabled: true });
    const deleted = await webhook();
    await env.pool.query('DELETE FROM webhooks WHERE id = $1', [deleted]);
    await recordDeliverySuccesses(env.pool, [
      attempt(failing, 'evt_1'),
      attempt(disabled, 'evt_2'),
      attempt(deleted, 'evt_3'),
      attempt(failing, 'evt_4'),
    ]);
    expect(await state(failing)).toMatchObject({ fail_count: 0, disabled: false });
    expect(await state(disabled)).toMatchObject({ fail_count: 20, disabled: true });
    const listed = await listDeliveryAttempts(env.pool, failing);
    expect(listed.map((a) => [a.eventId, a.status, a.error, a.response])).toEqual([
      ['evt_4', 200, null, 'ok evt_4'],
      ['evt_1', 200, null, 'ok evt_1'],
    ]);
    // Ids of their own, not the table's sequence.
    expect(listed.map((a) => a.id)).toEqual([expect.stringMatching(/^att_[0-9a-f]{32}$/), expect.stringMatching(/^att_[0-9a-f]{32}$/)]);
    expect(listed[0]!.id).not.toBe(listed[1]!.id);
    expect((await env.pool.query('SELECT 1 FROM webhook_attempts WHERE webhook_id = $1', [deleted])).rowCount).toBe(0);
  });

  it('does not rewrite the row of an endpoint whose count is already zero', async () => {
    const healthy = await webhook();
    const before = await state(healthy);
    await recordDeliverySuccesses(env.pool, [attempt(healthy, 'evt_a'), attempt(healthy, 'evt_b')]);
    expect((await state(healthy))!.xmin).toBe(before!.xmin);
    expect(await listDeliveryAttempts(env.pool, healthy)).toHaveLength(2);
  });

  it('trims an endpoint with many attempts in one batch to the newest 20', async () => {
    const busy = await webhook();
    await recordDeliverySuccesses(
      env.pool,
      Array.from({ length: 30 }, (_, i) => attempt(busy, `evt_${i}`)),
    );
    const { rows } = await env.pool.query<{ event_id: string }>(
      'SELECT event_id FROM webhook_attempts WHERE webhook_id = $1 ORDER BY id DESC',
      [busy],
    );
    expect(rows.map((r) => r.event_id)).toEqual(Array.from({ length: 20 }, (_, i) => `evt_${29 - i}`));
  });
});

describe('recordDeliveryFailure', () => {
  const failure = (eventId: string) => ({
    eventId,
    event: 'message.received',
    attempt: 1,
    status: 500,
    error: 'HTTP 500',
    durationMs: 3,
    at: new Date(),
    response: eventId === 'evt_silent' ? null : `nope ${eventId}`,
  });

  it('says which failure disabled the endpoint: the 20th, once, keeping that count when more fail after it or a success comes', async () => {
    const id = await webhook({ failCount: 17 });
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(await recordDeliveryFailure(env.pool, id, failure(`evt_f${i}`), 20));
    expect(seen.map((h) => [h!.failCount, h!.disabled, h!.disabledNow])).toEqual([
      [18, false, false],
      [19, false, false],
      [20, true, true],
      [20, true, false],
      [20, true, false],
    ]);
    await recordDeliverySuccesses(env.pool, [attempt(id, 'evt_ok')]);
    const again = [];
    for (let i = 0; i < 20; i++) again.push(await recordDeliveryFailure(env.pool, id, failure(`evt_g${i}`), 20));
    expect(again.filter((h) => h!.disabledNow)).toEqual([]);
    expect(again.at(-1)).toEqual({ failCount: 20, disabled: true, disabledNow: false });
  });

  it("keeps the endpoint's answer, or null when none came", async () => {
    const id = await webhook();
    await recordDeliveryFailure(env.pool, id, failure('evt_said'), 20);
    await recordDeliveryFailure(env.pool, id, failure('evt_silent'), 20);
    expect((await listDeliveryAttempts(env.pool, id)).map((a) => [a.eventId, a.response])).toEqual([
      ['evt_silent', null],
      ['evt_said', 'nope evt_said'],
    ]);
  });

  it('keeps what replay needs: the failed delivery with its attempts, until a later attempt delivers it; never a test event', async () => {
    const id = await webhook();
    const row = async () =>
      (
        await env.pool.query(
          'SELECT attempts, failed_at IS NOT NULL AS failed, delivered_at IS NOT NULL AS delivered FROM webhook_event_deliveries WHERE webhook_id = $1 AND event_id = $2',
          [id, 'evt_r'],
        )
      ).rows[0];
    await recordDeliveryFailure(env.pool, id, failure('evt_r'), 20);
    await recordDeliveryFailure(env.pool, id, { ...failure('evt_r'), attempt: 2 }, 20);
    expect(await row()).toEqual({ attempts: 2, failed: true, delivered: false });
    await recordDeliverySuccesses(env.pool, [{ ...attempt(id, 'evt_r'), attempt: 3 }]);
    expect(await row()).toEqual({ attempts: 3, failed: true, delivered: true });
    await recordDeliveryFailure(env.pool, id, { ...failure('evt_t'), event: 'webhook.test' }, 20);
    expect((await env.pool.query("SELECT 1 FROM webhook_event_deliveries WHERE event_id = 'evt_t'")).rowCount).toBe(0);
  });

  it('answers undefined for a deleted endpoint and records nothing', async () => {
    const id = await webhook();
    await env.pool.query('DELETE FROM webhooks WHERE id = $1', [id]);
    expect(await recordDeliveryFailure(env.pool, id, failure('evt_gone'), 20)).toBeUndefined();
    expect((await env.pool.query('SELECT 1 FROM webhook_attempts WHERE webhook_id = $1', [id])).rowCount).toBe(0);
  });
});
