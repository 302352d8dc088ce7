import type { Redis } from 'ioredis';
import type { Logger } from '@throwbox/observability';
import { createRedis, inboxChannel, wakeupMessage, type RedisTarget } from '@throwbox/queue';
import type { IngestDeps } from './deps.js';

/** The connection wake-ups (and recorded refusals) are written on: not auto-pipelined (see publishWakeups). */
export const createPublisher = (target: RedisTarget, logger: Logger): Redis =>
  createRedis(target, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'publisher', logger });

/**
 * Tells every api that these messages are stored (`committedAt`: when their commit completed): one
 * PUBLISH per message, the group's in one write, sent now rather than on a later turn of the event loop
 * or behind an earlier write's answer (ioredis's auto-pipeline waits for both). A wake-up is a hint:
 * waiting requests re-query at their deadline and on Redis reconnect, so a failure is only logged.
 */
export function publishWakeups(
  deps: Pick<IngestDeps, 'publisher' | 'logger'> & { config: Pick<IngestDeps['config'], 'REDIS_PREFIX'> },
  messages: { id: string; address: string }[],
  committedAt: number,
): void {
  if (messages.length === 0) return;
  const warn = (err: unknown) => deps.logger.warn({ err }, 'publishing an inbox wake-up failed');
  // Called between the commit and the 250: nothing here may throw into the commit's error path, which would
  // refuse mail that is already stored (and the sender's retry would store it twice).
  try {
    const pipeline = deps.publisher.pipeline();
    for (const m of messages) pipeline.publish(inboxChannel(deps.config.REDIS_PREFIX, m.address), wakeupMessage(m.id, committedAt));
    pipeline.exec().then((replies) => {
      const failed = replies?.find(([err]) => err);
      if (failed) warn(failed[0]);
    }, warn);
  } catch (err) {
    warn(err);
  }
}
