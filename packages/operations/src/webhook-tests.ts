import type { QueueEvents, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import { rateLimitedWarn, type WarnLogger } from '@throwbox/observability';
import type { RedisTarget, WebhookTestJob, WebhookTestResult } from '@throwbox/queue';

/** The endpoint has 10 s to answer; the rest covers the queue and a busy dispatcher. */
const WAIT_MS = 20_000;

/**
 * A test call (POST /webhooks/{id}/test, the console's Send test) hands the call to the webhook
 * dispatcher (the one service that makes outbound requests, through its address guard) and waits for its
 * answer.
 */
export class WebhookTestRunner {
  private opened: Promise<{ queue: Queue<WebhookTestJob, WebhookTestResult | null>; events: QueueEvents }> | undefined;
  private connections: Redis[] = [];

  constructor(
    private readonly redisTarget: RedisTarget,
    private readonly redisPrefix: string,
    private readonly logger: WarnLogger,
  ) {}

  /**
   * Nothing to open yet: the queue and its results listener are opened by the first test call, so a
   * process that never sends one does not load BullMQ or hold its two connections.
   */
  start(): void {}

  /** The test queue and the listener for its results, each on a connection of its own. */
  private open() {
    this.opened ??= (async () => {
      const [{ QueueEvents }, { JOBS, bullPrefix, createBullConnection, openQueue }] = await Promise.all([
        import('bullmq'),
        import('@throwbox/queue'),
      ]);
      const queueConnection = createBullConnection(this.redisTarget, this.logger);
      const eventsConnection = createBullConnection(this.redisTarget, this.logger);
      this.connections = [queueConnection, eventsConnection];
      const queue = openQueue(JOBS.webhookTests, queueConnection, this.redisPrefix, this.logger);
      const events = new QueueEvents(JOBS.webhookTests.queue, { connection: eventsConnection, prefix: bullPrefix(this.redisPrefix) });
      events.on('error', rateLimitedWarn(this.logger, 'webhook test results listener error'));
      await events.waitUntilReady();
      return { queue, events };
    })();
    return this.opened;
  }

  async run(webhookId: number): Promise<WebhookTestResult> {
    const { queue, events } = await this.open();
    // With no dispatcher taking test jobs, say so at once instead of after the whole wait.
    if ((await queue.getWorkersCount()) === 0) {
      throw new ApiError('service_unavailable', 'No webhook dispatcher is running; retry shortly.', { retryAfter: 5 });
    }
    let timer: NodeJS.Timeout | undefined;
    let jobId: string | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Nobody will wait for it any more: do not let it go out later (fails harmlessly if it is running).
        if (jobId) queue.remove(jobId).catch(() => undefined);
        reject(new ApiError('service_unavailable', 'The webhook dispatcher did not answer in time; retry shortly.', { retryAfter: 1 }));
      }, WAIT_MS);
    });
    try {
      return await Promise.race([
        (async () => {
          const job = await queue.add('webhook.test', { webhookId });
          jobId = job.id;
          let result: WebhookTestResult | null;
          try {
            result = await job.waitUntilFinished(events, WAIT_MS);
          } catch {
            throw new ApiError('service_unavailable', 'The test event could not be sent; retry shortly.', { retryAfter: 1 });
          }
          // The dispatcher found no such webhook: deleted since the caller looked it up.
          if (result === null) throw new ApiError('webhook_not_found');
          return result;
        })(),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    const opened = await this.opened?.catch(() => undefined);
    await Promise.all([opened?.events.close(), opened?.queue.close()]);
    for (const c of this.connections) c.disconnect();
  }
}
