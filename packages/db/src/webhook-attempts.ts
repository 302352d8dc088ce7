import type { Queryable } from './pool.js';
import { KEPT_ATTEMPTS, type DeliveryAttemptRow } from './webhooks.js';

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
