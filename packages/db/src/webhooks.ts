import { withTransaction, type Pool, type Queryable } from './pool.js';
import { TRIM_EVERY, trimAttempts, type DeliveryAttemptRow } from './webhook-attempts.js';

export interface WebhookRow {
  id: number;
  accountId: number;
  url: string;
  failCount: number;
  disabled: boolean;
  createdAt: Date;
}

/** What the dispatcher needs to sign a delivery: the row with its encrypted secret. */
export interface WebhookForDelivery extends WebhookRow {
  secretBox: Buffer;
}

/** The endpoint state after an attempt was recorded. */
export interface WebhookHealth {
  failCount: number;
  disabled: boolean;
  /** This failure is the one that disabled the endpoint (true for exactly one failure). */
  disabledNow: boolean;
}

/** Everything a message.received event carries, with the account whose endpoints it goes to. */
export interface MessageEventSource {
  messageId: string;
  accountId: number;
  address: string;
  from: string;
  subject: string;
  intro: string;
  receivedAt: Date;
}

const COLUMNS = `id, account_id AS "accountId", url, fail_count AS "failCount", disabled, created_at AS "createdAt"`;

/** The columns of a MessageEventSource, from messages m joined to inboxes i; the account id under `accountAs`. */
const eventSourceColumns = (accountAs: string) =>
  `m.id AS "messageId", i.account_id AS "${accountAs}", i.address, m.from_header AS "from", m.subject, m.intro, m.received_at AS "receivedAt"`;

/** An endpoint as attempts need it (with its sealed secret), read beside other columns under `w_` names. */
const DELIVERY_WEBHOOK_COLUMNS = `w.id AS w_id, w.account_id AS w_account_id, w.url AS w_url, w.fail_count AS w_fail_count,
  w.disabled AS w_disabled, w.created_at AS w_created_at, w.secret_box AS w_secret_box`;

type DeliveryWebhookColumns = {
  w_id: number | null;
  w_account_id: number;
  w_url: string;
  w_fail_count: number;
  w_disabled: boolean;
  w_created_at: Date;
  w_secret_box: Buffer;
};

/** The endpoint of a row read with DELIVERY_WEBHOOK_COLUMNS; undefined when the outer join found none. */
function deliveryWebhook(r: DeliveryWebhookColumns): WebhookForDelivery | undefined {
  if (r.w_id === null) return undefined;
  return {
    id: r.w_id,
    accountId: r.w_account_id,
    url: r.w_url,
    failCount: r.w_fail_count,
    disabled: r.w_disabled,
    createdAt: r.w_created_at,
    secretBox: r.w_secret_box,
  };
}

/**
 * Inserts the webhook unless the account already has `limit` of them; undefined then. The account row
 * is locked first so two concurrent registrations cannot both see room for one more.
 */
export async function insertWebhookWithinLimit(
  pool: Pool,
  w: { accountId: number; url: string; secretBox: Buffer },
  limit: number,
): Promise<WebhookRow | undefined> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [w.accountId]);
    const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE account_id = $1', [
      w.accountId,
    ]);
    if (counted[0]!.n >= limit) return undefined;
    const { rows } = await client.query<WebhookRow>(
      `INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [w.accountId, w.url, w.secretBox],
    );
    return rows[0]!;
  });
}

export async function listWebhooks(q: Queryable, accountId: number): Promise<WebhookRow[]> {
  const { rows } = await q.query<WebhookRow>(`SELECT ${COLUMNS} FROM webhooks WHERE account_id = $1 ORDER BY id`, [accountId]);
  return rows;
}

export async function findWebhook(q: Queryable, id: number): Promise<WebhookRow | undefined> {
  const { rows } = await q.query<WebhookRow>(`SELECT ${COLUMNS} FROM webhooks WHERE id = $1`, [id]);
  return rows[0];
}

export async function getWebhookForDelivery(q: Queryable, id: number): Promise<WebhookForDelivery | undefined> {
  const { rows } = await q.query<WebhookForDelivery>(`SELECT ${COLUMNS}, secret_box AS "secretBox" FROM webhooks WHERE id = $1`, [id]);
  return rows[0];
}

/** Removes the webhook with its attempts; false when the account has no such webhook. */
export async function deleteWebhook(q: Queryable, id: number, accountId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM webhooks WHERE id = $1 AND account_id = $2', [id, accountId]);
  return (rowCount ?? 0) > 0;
}

/**
 * Records one failed attempt and moves the endpoint's failure count in the same statement: one more
 * consecutive failure (a disabled endpoint's count stays as it was), and the failure that reaches
 * `disableAfter` disables the endpoint. Undefined when the webhook was deleted meanwhile.
 */
export async function recordDeliveryFailure(
  q: Queryable,
  webhookId: number,
  a: DeliveryAttemptRow,
  disableAfter: number,
): Promise<WebhookHealth | undefined> {
  const { rows } = await q.query<WebhookHealth>({
    name: 'record-delivery-failure',
    // The row is locked first, so `before` is the state this failure changes, whatever runs beside it.
    text: `WITH before AS (SELECT id, disabled FROM webhooks WHERE id = $1 FOR UPDATE), attempt AS (
       INSERT INTO webhook_attempts (webhook_id, event_id, event, status, error, duration_ms, at, attempt, response)
       SELECT id, $2, $3, $4, $5, $6, $7, $9, $10 FROM before
     ), undelivered AS (
       INSERT INTO webhook_event_deliveries (webhook_id, event_id, attempts, failed_at)
       SELECT id, $2, $9, $7 FROM before WHERE $3 = 'message.received'
       ON CONFLICT (webhook_id, event_id) DO UPDATE SET attempts = greatest(webhook_event_deliveries.attempts, EXCLUDED.attempts),
         failed_at = CASE WHEN webhook_event_deliveries.delivered_at IS NULL THEN EXCLUDED.failed_at ELSE webhook_event_deliveries.failed_at END
     )
     UPDATE webhooks w SET fail_count = w.fail_count + (NOT w.disabled)::int, disabled = w.disabled OR w.fail_count + 1 >= $8
     FROM before WHERE w.id = before.id
     RETURNING w.fail_count AS "failCount", w.disabled, w.disabled AND NOT before.disabled AS "disabledNow"`,
    values: [webhookId, a.eventId, a.event, a.status, a.error, a.durationMs, a.at, disableAfter, a.attempt, a.response],
  });
  if (rows[0] && Math.random() < TRIM_EVERY) await trimAttempts(q, [webhookId]);
  return rows[0];
}

export interface DeliveryInputs {
  webhook: WebhookForDelivery | undefined;
  source: MessageEventSource | undefined;
  /** A later attempt (a replay) delivered the event to the endpoint already: a pending retry stands down. */
  delivered: boolean;
}

/**
 * What delivery attempts need, in one round trip for many: each endpoint (with its sealed secret) and
 * the message its event describes; either is undefined when it was deleted meanwhile. One result per
 * request, in order.
 */
export async function getDeliveryInputs(
  q: Queryable,
  requests: { webhookId: number; messageId: string; eventId: string }[],
): Promise<DeliveryInputs[]> {
  if (requests.length === 0) return [];
  const { rows } = await q.query<
    DeliveryWebhookColumns & Omit<MessageEventSource, 'accountId'> & { messageAccountId: number; ord: number; delivered: boolean }
  >({
    name: 'get-delivery-inputs',
    text: `SELECT r.ord, ${DELIVERY_WEBHOOK_COLUMNS}, ${eventSourceColumns('messageAccountId')},
       EXISTS (SELECT 1 FROM webhook_event_deliveries d
         WHERE d.webhook_id = r.webhook_id AND d.event_id = r.event_id AND d.delivered_at IS NOT NULL) AS delivered
     FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS r (webhook_id, message_id, event_id, ord)
     LEFT JOIN webhooks w ON w.id = r.webhook_id
     LEFT JOIN (messages m JOIN inboxes i ON i.id = m.inbox_id) ON m.id = r.message_id
     ORDER BY r.ord`,
    values: [requests.map((r) => r.webhookId), requests.map((r) => r.messageId), requests.map((r) => r.eventId)],
  });
  return rows.map((r) => ({
    webhook: deliveryWebhook(r),
    delivered: r.delivered,
    source:
      r.messageId === null
        ? undefined
        : {
            messageId: r.messageId,
            accountId: r.messageAccountId,
            address: r.address,
            from: r.from,
            subject: r.subject,
            intro: r.intro,
            receivedAt: r.receivedAt,
          },
  }));
}

/**
 * Records successful attempts, many in one statement: each enabled endpoint's failure count goes back to
 * zero (written only where it was not zero already, so a healthy endpoint's row is not rewritten on every
 * delivery); a disabled endpoint (a test call reaches it) stays disabled with the count that disabled it,
 * and attempts of deleted endpoints are dropped. Each
 * endpoint's old attempts are trimmed with a chance of one in ten per attempt, as for failures.
 */
export async function recordDeliverySuccesses(q: Queryable, attempts: (DeliveryAttemptRow & { webhookId: number })[]): Promise<void> {
  if (attempts.length === 0) return;
  await q.query({
    name: 'record-delivery-successes',
    text: `WITH attempt AS (
       INSERT INTO webhook_attempts (webhook_id, event_id, event, status, error, duration_ms, at, attempt, response)
       SELECT a.webhook_id, a.event_id, a.event, a.status, NULL, a.duration_ms, a.at, a.attempt, a.response
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::int[], $6::timestamptz[], $7::int[], $8::text[])
         WITH ORDINALITY AS a (webhook_id, event_id, event, status, duration_ms, at, attempt, response, ord)
       JOIN webhooks w ON w.id = a.webhook_id
       ORDER BY a.ord
       RETURNING webhook_id, event_id, attempt, at
     ), delivered AS (
       UPDATE webhook_event_deliveries d SET delivered_at = coalesce(d.delivered_at, a.at), attempts = greatest(d.attempts, a.attempt)
       FROM attempt a WHERE d.webhook_id = a.webhook_id AND d.event_id = a.event_id
     )
     UPDATE webhooks SET fail_count = 0 WHERE id = ANY($1::bigint[]) AND fail_count <> 0 AND NOT disabled`,
    values: [
      attempts.map((a) => a.webhookId),
      attempts.map((a) => a.eventId),
      attempts.map((a) => a.event),
      attempts.map((a) => a.status),
      attempts.map((a) => a.durationMs),
      attempts.map((a) => a.at),
      attempts.map((a) => a.attempt),
      attempts.map((a) => a.response),
    ],
  });
  const perWebhook = new Map<number, number>();
  for (const a of attempts) perWebhook.set(a.webhookId, (perWebhook.get(a.webhookId) ?? 0) + 1);
  await trimAttempts(
    q,
    [...perWebhook].filter(([, n]) => Math.random() < n * TRIM_EVERY).map(([id]) => id),
  );
}

/**
 * What fan-out needs for one message, in one round trip: the message (undefined when it was deleted
 * meanwhile), its account's endpoints that still receive events, ready to sign and send to, and which
 * of them already have an attempt of this event recorded (and whether one succeeded).
 */
export async function getFanOutInputs(
  q: Queryable,
  messageId: string,
  eventId: string,
): Promise<{ source: MessageEventSource; webhooks: WebhookForDelivery[]; attempted: Map<number, 'delivered' | 'failed'> } | undefined> {
  const { rows } = await q.query<MessageEventSource & DeliveryWebhookColumns & { delivered: boolean | null }>({
    name: 'get-fan-out-inputs',
    // delivered: null when no attempt of the event is recorded for the endpoint, else whether one succeeded.
    text: `SELECT ${eventSourceColumns('accountId')}, ${DELIVERY_WEBHOOK_COLUMNS},
       (SELECT bool_or(a.error IS NULL) FROM webhook_attempts a WHERE a.webhook_id = w.id AND a.event_id = $2) AS delivered
     FROM messages m JOIN inboxes i ON i.id = m.inbox_id
     LEFT JOIN webhooks w ON w.account_id = i.account_id AND NOT w.disabled
     WHERE m.id = $1 ORDER BY w.id`,
    values: [messageId, eventId],
  });
  const first = rows[0];
  if (!first) return undefined;
  const { messageId: id, accountId, address, from, subject, intro, receivedAt } = first;
  const attempted = new Map<number, 'delivered' | 'failed'>();
  const webhooks: WebhookForDelivery[] = [];
  for (const r of rows) {
    const webhook = deliveryWebhook(r);
    if (!webhook) continue;
    webhooks.push(webhook);
    if (r.delivered !== null) attempted.set(webhook.id, r.delivered ? 'delivered' : 'failed');
  }
  return { source: { messageId: id, accountId, address, from, subject, intro, receivedAt }, webhooks, attempted };
}
