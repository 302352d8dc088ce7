import type { Redis } from 'ioredis';
import type { WarnLogger } from '@throwbox/observability';

/** As long as a delivery job was kept after success when every delivery had one. */
const KEEP_SECONDS = 24 * 3600;

export type Mark = 'delivered' | 'retrying' | 'ended';

/**
 * What the fan-out did with an event, per endpoint, kept a day in Redis: delivered, handed to a retry
 * job, or ended (deleted, disabled, an answer no retry could change). A fan-out run again (a retry, a dispatcher that died mid-way, the outbox relay) reads them and
 * sends nothing delivered and no second first attempt; the recorded attempts in Postgres are trimmed to
 * the newest per endpoint, so on a busy endpoint they would not say it.
 */
export class EventMarks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: WarnLogger,
  ) {}

  private key(eventId: string): string {
    return `${this.prefix}:webhook-event:${eventId}`;
  }

  async read(eventId: string): Promise<Map<number, Mark>> {
    const fields = await this.redis.hgetall(this.key(eventId));
    return new Map(Object.entries(fields).map(([webhookId, mark]) => [Number(webhookId), mark as Mark]));
  }

  /** Written once the endpoint answered (or the retry job exists); a failure to write is logged, not thrown: the delivery itself went. */
  async set(eventId: string, webhookId: number, mark: Mark): Promise<void> {
    const key = this.key(eventId);
    await this.redis
      .multi()
      .hset(key, String(webhookId), mark)
      .expire(key, KEEP_SECONDS)
      .exec()
      .catch((err: unknown) =>
        this.logger.warn({ err, eventId, webhookId }, 'could not mark the webhook delivery; a re-run may send it again'),
      );
  }
}
