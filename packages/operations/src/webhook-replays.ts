import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import { selectReplayEvents, type Pool } from '@throwbox/db';
import type { WarnLogger } from '@throwbox/observability';
import type { DeliveryClaims, RedisTarget, WebhookReplayJob } from '@throwbox/queue';
import { resolveWebhook } from './webhooks.js';

/** Which kept events to send again: one by id, or every one whose delivery failed since a time. */
export type ReplaySelection = { eventId: string } | { failedSince: Date };

/**
 * POST /webhooks/{id}/replay and the console's Replay buttons: the events are chosen here, and handed to
 * the webhook dispatcher (the one service that calls out, through its address guard) as one job.
 */
export class WebhookReplays {
  private opened: Promise<{ queue: Queue<WebhookReplayJob, number>; claims: DeliveryClaims; claimMs: number }> | undefined;
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
      const { JOBS, DeliveryClaims, REPLAY_CLAIM_MS, createBullConnection, openQueue } = await import('@throwbox/queue');
      this.connection = createBullConnection(this.redisTarget, this.logger);
      return {
        queue: openQueue(JOBS.webhookReplays, this.connection, this.redisPrefix, this.logger),
        claims: new DeliveryClaims(this.connection, this.redisPrefix),
        claimMs: REPLAY_CLAIM_MS,
      };
    })();
    return this.opened;
  }

  /**
   * Queues the selected events to the account's endpoint; how many, each of which the replay will send
   * (unless the endpoint is disabled or deleted first). A disabled endpoint replays nothing.
   *
   * Chosen as failed (failedSince), an event counts only once this call holds its claim: not delivered
   * (by a retry whose success Postgres may not show yet), not on its way in a retry's call (that retry
   * is its attempt), not already another replay's. Claimed after Postgres is read, so a success written
   * before the read is seen there and one answered after it is seen in its claim. A retry that comes due
   * while the replay holds the event waits for it, so what is counted here is what the replay sends.
   *
   * By eventId, the event is sent as asked, delivered or not, but only while this call holds its claim too:
   * one that a retry in flight or another replay is sending is not queued beside it (0).
   */
  async replay(pool: Pool, accountId: number, webhookId: number, selection: ReplaySelection): Promise<number> {
    const webhook = await resolveWebhook(pool, accountId, webhookId);
    if (webhook.disabled) throw new ApiError('webhook_disabled');
    const chosen = await selectReplayEvents(pool, { accountId, webhookId, ...selection });
    if (chosen.length === 0) return 0;
    const { queue, claims, claimMs } = await this.open();
    const claim = `replay:${randomUUID()}`;
    const byId = !('failedSince' in selection);
    const states = byId
      ? [await claims.takeAsked(webhookId, chosen[0]!, claim, claimMs)]
      : await claims.take(webhookId, chosen, claim, claimMs);
    const eventIds = chosen.filter((_, i) => states[i] === 'taken');
    if (eventIds.length === 0) return 0;
    try {
      await queue.add('webhook.replay', byId ? { webhookId, eventIds, claim } : { webhookId, eventIds, onlyUndelivered: true, claim });
    } catch (err) {
      // Not queued: the retries these events wait for must not wait for nothing.
      await claims.release(webhookId, eventIds, claim).catch(() => undefined);
      throw err;
    }
    return eventIds.length;
  }

  async stop(): Promise<void> {
    const opened = await this.opened?.catch(() => undefined);
    await opened?.queue.close();
    this.connection?.disconnect();
  }
}
