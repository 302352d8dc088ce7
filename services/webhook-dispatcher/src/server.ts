import { DelayedError, type Job, type Worker } from 'bullmq';
import { mailDomains } from '@throwbox/config';
import { readFileSync } from 'node:fs';
import type { Logger } from '@throwbox/observability';
import {
  DeliveryClaims,
  JOBS,
  isFinalFailure,
  startWorkerService,
  type WebhookDeliveryJob,
  type WorkerServiceHandle,
} from '@throwbox/queue';
import { parseSecretKey } from '@throwbox/signing';
import { type WebhookDispatcherConfig } from './config.js';
import { ClaimHeld, deliverMessageEvent } from './deliver.js';
import { Admission, AccountBusy, type Ticket } from './admission.js';
import { createBatchers, createDispatcherMetrics, type DispatcherDeps } from './deps.js';
import { EventMarks } from './event-marks.js';
import { fanOut } from './fan-out.js';
import { createHttpCaller } from './http-call.js';
import { Limiter } from './limiter.js';
import { busyDelay, scaledRetryDelay } from './retry.js';
import { replayEvents } from './replay.js';
import { sendTestEvent } from './send-test.js';

export type WebhookDispatcherHandle = WorkerServiceHandle<DispatcherDeps>;

/** Fans message events out to endpoints, delivers them on the retry schedule, and sends test events. */
export async function startWebhookDispatcher(
  config: WebhookDispatcherConfig,
  opts: { logger?: Logger } = {},
): Promise<WebhookDispatcherHandle> {
  return startWorkerService({
    name: 'webhook-dispatcher',
    config,
    // Connections are held for a few short queries per attempt, never across the HTTP call.
    poolMax: 10,
    relays: ['message.received'],
    logger: opts.logger,
    describe: { concurrency: config.WEBHOOK_CONCURRENCY, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE },
    setup(ctx) {
      const { logger } = ctx;
      const calls = new Limiter(config.WEBHOOK_CONCURRENCY);
      const deps: DispatcherDeps = {
        config: ctx.config,
        pool: ctx.pool,
        secretKey: parseSecretKey(config.WEBHOOK_SECRET_KEY),
        domains: mailDomains(config),
        deliveries: ctx.queue(JOBS.webhookDeliveries),
        callEndpoint: createHttpCaller({
          timeoutMs: config.WEBHOOK_TIMEOUT_MS,
          allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
          extraCa: config.WEBHOOK_CA_FILE ? readFileSync(config.WEBHOOK_CA_FILE) : undefined,
        }),
        calls,
        // An account's jobs at once: its share of the calls running and as many waiting, as jobs.
        admission: new Admission(2 * calls.share),
        marks: new EventMarks(ctx.redis({ connectionName: 'event-marks', enableAutoPipelining: true }), ctx.config.REDIS_PREFIX, logger),
        claims: new DeliveryClaims(ctx.redis({ connectionName: 'delivery-claims' }), ctx.config.REDIS_PREFIX),
        logger,
        metrics: createDispatcherMetrics(ctx.registry),
        ...createBatchers(ctx.pool),
      };
      const lockMs = config.WEBHOOK_LOCK_MS;
      const putBacks = putBackRuns();
      const admit =
        (job: Job) =>
        (accountId: number): Ticket => {
          const entered = deps.admission.enter(accountId, job.id!, putBacksOf(job));
          if ('release' in entered) return entered;
          throw new AccountBusy(entered);
        };
      /**
       * A job its account has no room for, not attempted: back to the queue for about a second with no
       * attempt used, freeing this slot for others. Its wake (BullMQ's promote, once the account has room)
       * is armed only after BullMQ is done with this run: a promoted job taken up while this run's lock
       * tracking still ran would have that tracking dropped under it.
       */
      const putBack = async (job: Job, token: string | undefined, busy: AccountBusy): Promise<never> => {
        const due = Date.now() + busyDelay();
        await job.moveToDelayed(due, token);
        putBacks.afterRun(job.id!, () => deps.admission.park(busy.refusal, due, () => job.promote()));
        throw new DelayedError();
      };
      // A fan-out makes its endpoints' first attempts itself: it holds HTTP calls as a delivery job does.
      const events = ctx.worker(
        JOBS.webhookEvents,
        async (job, token) => {
          try {
            return await fanOut(deps, job.data, admit(job));
          } catch (err) {
            if (err instanceof AccountBusy) return putBack(job, token, err);
            throw err;
          }
        },
        { concurrency: config.WEBHOOK_CONCURRENCY, lockMs },
      );
      // The retries of first attempts that failed: attempt numbers go on from the fan-out's.
      const attemptsBefore = (job?: { data: WebhookDeliveryJob }) => job?.data.attemptsBefore ?? 0;
      const delivering = ctx.worker(
        JOBS.webhookDeliveries,
        async (job, token) => {
          const attempt = attemptsBefore(job) + job.attemptsMade + 1;
          try {
            await deliverMessageEvent(deps, job.data, attempt, admit(job));
          } catch (err) {
            if (err instanceof AccountBusy) return putBack(job, token, err);
            if (err instanceof ClaimHeld) {
              // A replay holds the event: this attempt waits its step again, unused, and stands down if the replay delivers.
              await job.moveToDelayed(Date.now() + (scaledRetryDelay(attempt - 1, config.WEBHOOK_RETRY_SCALE) ?? busyDelay()), token);
              throw new DelayedError();
            }
            throw err;
          }
        },
        {
          concurrency: config.WEBHOOK_CONCURRENCY,
          lockMs,
          settings: {
            backoffStrategy: (attemptsMade: number, _type?: string, _err?: Error, job?: { data: WebhookDeliveryJob }) => {
              return scaledRetryDelay(attemptsBefore(job) + attemptsMade, config.WEBHOOK_RETRY_SCALE) ?? -1;
            },
          },
        },
      );
      putBacks.watch(events);
      putBacks.watch(delivering);
      ctx.worker(JOBS.webhookTests, (job) => sendTestEvent(deps, job.data), { concurrency: 16, lockMs });
      // Each replay job sends up to 1,000 events itself, through the same limiter as every other call.
      ctx.worker(JOBS.webhookReplays, (job) => replayEvents(deps, job.data), { concurrency: 4, lockMs });

      events.on('failed', (job, err) => logger.warn({ err, messageId: job?.data.messageId }, 'webhook fan-out failed'));
      delivering.on('failed', (job, err) => {
        if (!job || !isFinalFailure(job, err)) return;
        if (err.name === 'UnrecoverableError') {
          logger.info({ webhookId: job.data.webhookId, messageId: job.data.messageId, reason: err.message }, 'webhook delivery ended');
        } else {
          deps.metrics.givenUp.inc();
          logger.warn(
            { webhookId: job.data.webhookId, messageId: job.data.messageId, attempts: attemptsBefore(job) + job.attemptsMade },
            'webhook delivery given up',
          );
        }
      });
      return deps;
    },
  });
}

/** Runs before this one that were put back: each started the job (BullMQ's attemptsStarted) without using an attempt. */
const putBacksOf = (job: Job): number => Math.max(0, job.attemptsStarted - job.attemptsMade - 1);

/** What to do once BullMQ has finished with a job's run (its lock tracking ended), per job id. */
function putBackRuns() {
  const pending = new Map<string, () => void>();
  return {
    afterRun(jobId: string, then: () => void): void {
      pending.set(jobId, then);
    },
    watch<T, R>(worker: Worker<T, R>): void {
      const processJob = worker.processJob.bind(worker);
      worker.processJob = async (job, token, fetchNext) => {
        try {
          return await processJob(job, token, fetchNext);
        } finally {
          const then = pending.get(job.id!);
          pending.delete(job.id!);
          then?.();
        }
      };
    },
  };
}
