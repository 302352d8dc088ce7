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

  /** A key per event and endpoint, one command each way; the prefix's hash tag keeps them in one slot (MGET). */
  private key(eventId: string, webhookId: number): string {
    return `${this.prefix}:webhook-event:${eventId}:${webhookId}`;
  }

  async read(eventId: string, webhookIds: number[]): Promise<Map<number, Mark>> {
    const marks = await this.redis.mget(webhookIds.map((id) => this.key(eventId, id)));
    return new Map(webhookIds.flatMap((id, i) => (marks[i] ? [[id, marks[i] as Mark] as const] : [])));
  }

  /** Written once the endpoint answered (or the retry job exists); a failure to write is logged, not thrown: the delivery itself went. */
  async set(eventId: string, webhookId: number, mark: Mark): Promise<void> {
    await this.redis
      .set(this.key(eventId, webhookId), mark, 'EX', KEEP_SECONDS)
      .catch((err: unknown) =>
        this.logger.warn({ err, eventId, webhookId }, 'could not mark the webhook delivery; a re-run may send it again'),
      );
  }
}
