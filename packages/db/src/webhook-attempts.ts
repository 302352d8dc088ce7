import type { Queryable } from './pool.js';

export interface DeliveryAttemptRow {
  eventId: string;
  event: string;
  /** 1 for the first attempt of this event to this endpoint, then 2, 3, … for its retries. */
  attempt: number;
  status: number;
  error: string | null;
  durationMs: number;
  at: Date;
  /** The first 1 KiB of the endpoint's answer as text; null when no HTTP answer came back. */
  response: string | null;
}

/** How often recording an attempt also trims old ones. */
export const TRIM_EVERY = 0.1;

/** Stored attempts per endpoint, and the most the deliveries endpoint returns. */
export const KEPT_ATTEMPTS = 20;

/** A recorded attempt as the deliveries endpoint and the console show it. */
export interface DeliveryAttempt extends DeliveryAttemptRow {
  /** att_…: the attempt's own id. */
  id: string;
}

/** Newest first. */
export async function listDeliveryAttempts(q: Queryable, webhookId: number, limit = KEPT_ATTEMPTS): Promise<DeliveryAttempt[]> {
  const { rows } = await q.query<DeliveryAttempt>(
    `SELECT public_id AS id, event_id AS "eventId", event, attempt, status, error, duration_ms AS "durationMs", at, response
     FROM webhook_attempts a WHERE webhook_id = $1 ORDER BY a.id DESC LIMIT $2`,
    [webhookId, limit],
  );
  return rows;
}

/**
 * Keeps the table near the newest attempts per endpoint (the deliveries endpoint reads the newest 20);
 * run on about one attempt in ten, it keeps the bound loose but costs a tenth of the statements.
 */
export async function trimAttempts(q: Queryable, webhookIds: number[]): Promise<void> {
  if (webhookIds.length === 0) return;
  // Housekeeping after the attempts are recorded: its failure (two trims of one endpoint deadlocking)
  // must not fail the recording, and a later attempt trims again.
  await q
    .query({
      name: 'trim-attempts',
      text: `DELETE FROM webhook_attempts old USING (
       SELECT t.id, (SELECT x.id FROM webhook_attempts x WHERE x.webhook_id = t.id ORDER BY x.id DESC OFFSET $1 LIMIT 1) AS cutoff
       FROM unnest($2::bigint[]) AS t (id)
     ) kept
     WHERE old.webhook_id = kept.id AND old.id < kept.cutoff`,
      values: [KEPT_ATTEMPTS - 1, webhookIds],
    })
    .catch(() => undefined);
}
