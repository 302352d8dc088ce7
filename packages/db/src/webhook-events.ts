import type { Queryable } from './pool.js';

/** How long events are kept for replay. */
export const EVENT_RETENTION_DAYS = 7;

/** The most events one replay call sends. */
export const MAX_REPLAY_EVENTS = 1000;

/** Stores events as sent, for replay; one statement for many, an event stored twice (a fan-out run again) is kept once. */
export async function insertWebhookEvents(q: Queryable, events: { id: string; accountId: number; body: string }[]): Promise<void> {
  if (events.length === 0) return;
  await q.query({
    name: 'insert-webhook-events',
    text: `INSERT INTO webhook_events (id, account_id, body)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[]) ON CONFLICT (id) DO NOTHING`,
    values: [events.map((e) => e.id), events.map((e) => e.accountId), events.map((e) => e.body)],
  });
}

/**
 * The account's kept events a replay to one endpoint sends, oldest first, at most MAX_REPLAY_EVENTS: the
 * one named, or every one whose delivery to the endpoint failed at or after `failedSince` and has not
 * been delivered since.
 */
export async function selectReplayEvents(
  q: Queryable,
  r: { accountId: number; webhookId: number } & ({ eventId: string } | { failedSince: Date }),
): Promise<string[]> {
  const kept = `e.account_id = $1 AND e.created_at > now() - ${EVENT_RETENTION_DAYS} * interval '1 day'`;
  const { rows } =
    'eventId' in r
      ? await q.query<{ id: string }>(`SELECT e.id FROM webhook_events e WHERE e.id = $2 AND ${kept}`, [r.accountId, r.eventId])
      : await q.query<{ id: string }>(
          `SELECT e.id FROM webhook_event_deliveries d JOIN webhook_events e ON e.id = d.event_id
           WHERE d.webhook_id = $2 AND d.delivered_at IS NULL AND d.failed_at >= $3 AND ${kept}
           ORDER BY d.failed_at, d.event_id LIMIT $4`,
          [r.accountId, r.webhookId, r.failedSince, MAX_REPLAY_EVENTS],
        );
  return rows.map((row) => row.id);
}

/**
 * The attempt number a replay takes, claimed before it is sent so two replays of one event never share
 * one: the next after every attempt recorded, and 2 for an event delivered at its first attempt.
 */
export async function claimReplayAttempt(q: Queryable, webhookId: number, eventId: string): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(
    `INSERT INTO webhook_event_deliveries AS d (webhook_id, event_id, attempts) VALUES ($1, $2, 2)
     ON CONFLICT (webhook_id, event_id) DO UPDATE SET attempts = d.attempts + 1 RETURNING attempts`,
    [webhookId, eventId],
  );
  return rows[0]!.attempts;
}

/**
 * The same claim for an event chosen as undelivered (failedSince), only while it still is: undefined once
 * a success is recorded for it (a retry went through after the call chose it) or its record is gone.
 * The row is locked by the update, so a success being written beside it is waited for and seen.
 */
export async function claimUndeliveredReplayAttempt(q: Queryable, webhookId: number, eventId: string): Promise<number | undefined> {
  const { rows } = await q.query<{ attempts: number }>(
    `UPDATE webhook_event_deliveries SET attempts = attempts + 1
     WHERE webhook_id = $1 AND event_id = $2 AND delivered_at IS NULL RETURNING attempts`,
    [webhookId, eventId],
  );
  return rows[0]?.attempts;
}

/** Kept events' bodies as they were sent, by id, of those the account still has. */
export async function getWebhookEventBodies(q: Queryable, accountId: number, eventIds: string[]): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; body: string }>(
    'SELECT id, body FROM webhook_events WHERE id = ANY($1::text[]) AND account_id = $2',
    [eventIds, accountId],
  );
  return new Map(rows.map((r) => [r.id, r.body]));
}

/** Events and delivery records past the replay window. */
export async function purgeWebhookEvents(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(`DELETE FROM webhook_events WHERE created_at < now() - $1 * interval '1 day'`, [EVENT_RETENTION_DAYS]);
  await q.query(`DELETE FROM webhook_event_deliveries WHERE coalesce(delivered_at, failed_at, now()) < now() - $1 * interval '1 day'`, [
    EVENT_RETENTION_DAYS,
  ]);
  return rowCount ?? 0;
}
