import { purgeExpiredInboxes } from '@throwbox/db';
import type { ApiDeps } from './deps.js';

/**
 * Purges inboxes whose tombstone period has passed, with their mail. Every replica runs one; the batches
 * lock with SKIP LOCKED, so they share the work instead of colliding.
 */
export function startJanitor(deps: ApiDeps): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    let purged = 0;
    for (let n = -1; n !== 0; ) {
      n = await purgeExpiredInboxes(deps.pool, deps.config.TOMBSTONE_HOURS);
      purged += n;
    }
    if (purged) deps.logger.info({ purged }, 'janitor purged expired inboxes');
  };
  const timer = setInterval(() => {
    running = runOnce().catch((err: unknown) => deps.logger.warn({ err }, 'janitor run failed'));
  }, deps.config.JANITOR_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
