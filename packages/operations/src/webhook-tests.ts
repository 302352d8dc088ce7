import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import { QUEUES, bullPrefix, createBullConnection, type WebhookTestJob, type WebhookTestResult } from '@throwbox/queue';

/** The endpoint has 10 s to answer; the rest covers the queue and a busy dispatcher. */
const WAIT_MS = 20_000;

/**
 * A test call (POST /webhooks/{id}/test, the console's Send test) hands the call to the webhook dispatcher (the one service that makes outbound
 * requests, through its address guard) and waits for its answer.
 */
export class WebhookTestRunner {
  private constructor(
    private readonly queue: Queue<WebhookTestJob, WebhookTestResult | null>,
    private readonly events: QueueEvents,
    private readonly connections: Redis[],
  ) {}

  static create(redisUrl: string, redisPrefix: string): WebhookTestRunner {
    const prefix = bullPrefix(redisPrefix);
    const queueConnection = createBullConnection(redisUrl);
    const eventsConnection = createBullConnection(redisUrl);
    const queue = new Queue<WebhookTestJob, WebhookTestResult | null>(QUEUES.webhookTests, { connection: queueConnection, prefix });
    const events = new QueueEvents(QUEUES.webhookTests, { connection: eventsConnection, prefix });
    events.on('error', () => undefined);
    queue.on('error', () => undefined);
    return new WebhookTestRunner(queue, events, [queueConnection, eventsConnection]);
  }

  async run(webhookId: number): Promise<WebhookTestResult> {
    // With no dispatcher taking test jobs, say so at once instead of after the whole wait.
    if ((await this.queue.getWorkersCount()) === 0) {
      throw new ApiError('service_unavailable', 'No webhook dispatcher is running; retry shortly.', undefined, 5);
    }
    let timer: NodeJS.Timeout | undefined;
    let jobId: string | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Nobody will wait for it any more: do not let it go out later (fails harmlessly if it is running).
        if (jobId) this.queue.remove(jobId).catch(() => undefined);
        reject(new ApiError('service_unavailable', 'The webhook dispatcher did not answer in time; retry shortly.', undefined, 1));
      }, WAIT_MS);
    });
    try {
      return await Promise.race([
        (async () => {
          // Sent once: a failed test is reported, never retried.
          const job = await this.queue.add('webhook.test', { webhookId }, { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });
          jobId = job.id;
          let result: WebhookTestResult | null;
          try {
            result = await job.waitUntilFinished(this.events, WAIT_MS);
          } catch {
            throw new ApiError('service_unavailable', 'The test event could not be sent; retry shortly.', undefined, 1);
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

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
    for (const c of this.connections) c.disconnect();
  }
}
