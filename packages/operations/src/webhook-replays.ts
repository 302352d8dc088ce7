import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import { selectReplayEvents, type Pool } from '@throwbox/db';
import type { WarnLogger } from '@throwbox/observability';
import type { RedisTarget, WebhookReplayJob } from '@throwbox/queue';
import { resolveWebhook } from './webhooks.js';

/** Which kept events to send again: one by id, or every one whose delivery failed since a time. */
export type ReplaySelection = { eventId: string } | { failedSince: Date };

/**
 * POST /webhooks/{id}/replay and the console's Replay buttons: the events are chosen here, and handed to
 * the webhook dispatcher (the one service that calls out, through its address guard) as one job.
 */
export class WebhookReplays {
  private opened: Promise<Queue<WebhookReplayJob, number>> | undefined;
  private connection: Redis | undefined;

  constructor(
    private readonly redisTarget: RedisTarget,
    private readonly redisPrefix: string,
    private readonly logger: WarnLogger,
  ) {}

  /** Nothing to open yet: the queue is opened by the first replay, so a process that never replays holds no connection. */
  start(): void {}

  private open() {
    this.opened ??= (async () => {
      const { JOBS, createBullConnection, openQueue } = await import('@throwbox/queue');
      this.connection = createBullConnection(this.redisTarget, this.logger);
      return openQueue(JOBS.webhookReplays, this.connection, this.redisPrefix, this.logger);
    })();
    return this.opened;
  }

  /** Queues the selected events to the account's endpoint; how many. A disabled endpoint replays nothing. */
  async replay(pool: Pool, accountId: number, webhookId: number, selection: ReplaySelection): Promise<number> {
    const webhook = await resolveWebhook(pool, accountId, webhookId);
    if (webhook.disabled) throw new ApiError('webhook_disabled');
    const eventIds = await selectReplayEvents(pool, { accountId, webhookId, ...selection });
    if (eventIds.length === 0) return 0;
    const queue = await this.open();
    await queue.add('webhook.replay', { webhookId, eventIds, onlyUndelivered: 'failedSince' in selection });
    return eventIds.length;
  }

  async stop(): Promise<void> {
    const queue = await this.opened?.catch(() => undefined);
    await queue?.close();
    this.connection?.disconnect();
  }
}
