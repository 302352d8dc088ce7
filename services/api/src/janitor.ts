import { purgeExpiredInboxes, purgeIdempotencyKeys, purgeRequestLog, purgeWebhookEvents } from '@throwbox/db';
import { runEvery } from '@throwbox/observability';
import type { ApiDeps } from './deps.js';

/**
 * Purges inboxes whose tombstone period has passed, with their mail, request log entries older than 14
 * days, idempotency keys older than 24 hours and webhook events past their 7 days of replay. Every replica runs one; the batches
 * lock with SKIP LOCKED, so they share the work instead of colliding.
 */
export function startJanitor(deps: ApiDeps): { stop(): Promise<void> } {
  const runOnce = async () => {
    let purged = 0;
    for (let n = -1; n !== 0;) {
      n = await purgeExpiredInboxes(deps.pool, deps.config.TOMBSTONE_HOURS);
      purged += n;
    }
    const requests = await purgeRequestLog(deps.pool);
    const idempotencyKeys = await purgeIdempotencyKeys(deps.pool);
    const webhookEvents = await purgeWebhookEvents(deps.pool);
    if (purged || requests || idempotencyKeys || webhookEvents)
      deps.logger.info({ purged, requests, idempotencyKeys, webhookEvents }, 'janitor purged expired rows');
  };
  return runEvery(deps.config.JANITOR_INTERVAL_MS, runOnce, (err) => deps.logger.warn({ err }, 'janitor run failed'));
}
