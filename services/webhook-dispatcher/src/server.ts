import { mailDomains } from '@throwbox/config';
import { readFileSync } from 'node:fs';
import { Queue, Worker } from 'bullmq';
import { createPool } from '@throwbox/db';
import { createLogger, createMetrics, startHealthServer, type Logger } from '@throwbox/observability';
import {
  QUEUES, boundRedisPrefix, bullPrefix, countJobResults, createBullConnection, createQueues, isFinalFailure, readinessChecks, registerQueueMetrics, startServiceOutboxRelay,
  type MessageEventJob, type WebhookDeliveryJob, type WebhookTestJob, type WebhookTestResult,
} from '@throwbox/queue';
import { parseSecretKey } from '@throwbox/signing';
import { type WebhookDispatcherConfig } from './config.js';
import { deliverMessageEvent } from './deliver.js';
import { createBatchers, createDispatcherMetrics, type DispatcherDeps } from './deps.js';
import { fanOut } from './fan-out.js';
import { createHttpCaller } from './http-call.js';
import { retryDelay } from './retry.js';
import { sendTestEvent } from './send-test.js';

export interface WebhookDispatcherHandle {
  healthPort: number;
  deps: DispatcherDeps;
  /** Stops taking jobs, lets attempts in flight finish and be recorded, then closes connections. */
  stop(): Promise<void>;
}

export async function startWebhookDispatcher(config: WebhookDispatcherConfig, opts: { logger?: Logger } = {}): Promise<WebhookDispatcherHandle> {
  const logger = opts.logger ?? createLogger('webhook-dispatcher', config.LOG_LEVEL);
  const registry = createMetrics('webhook-dispatcher');
  // Connections are held for a few short queries per attempt, never across the HTTP call.
  const pool = createPool(config.DATABASE_URL, { max: 10, applicationName: 'throwbox-webhook-dispatcher' });
  // Redis state belongs to this database: every key, queue and channel carries its installation id.
  config = { ...config, REDIS_PREFIX: await boundRedisPrefix(pool, config.REDIS_PREFIX, (err) => logger.warn({ err }, 'waiting for the database to read its installation id')) };
  const queueConnection = createBullConnection(config.REDIS_URL);
  const prefix = bullPrefix(config.REDIS_PREFIX);
  const queues = createQueues(queueConnection, config.REDIS_PREFIX);
  const deliveries = new Queue<WebhookDeliveryJob>(QUEUES.webhookDeliveries, { connection: queueConnection, prefix });
  registerQueueMetrics(registry, [queues.webhookEvents, deliveries], pool, ['message.received']);
  const deps: DispatcherDeps = {
    config,
    pool,
    secretKey: parseSecretKey(config.WEBHOOK_SECRET_KEY),
    domains: mailDomains(config),
    deliveries,
    callEndpoint: createHttpCaller({
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      extraCa: config.WEBHOOK_CA_FILE ? readFileSync(config.WEBHOOK_CA_FILE) : undefined,
    }),
    logger,
    metrics: createDispatcherMetrics(registry),
    ...createBatchers(pool),
  };

  const connections = [queueConnection];
  const workerOptions = (concurrency: number) => {
    const connection = createBullConnection(config.REDIS_URL);
    connections.push(connection);
    return {
      connection,
      prefix,
      concurrency,
      lockDuration: config.WEBHOOK_LOCK_MS,
      stalledInterval: Math.max(500, Math.floor(config.WEBHOOK_LOCK_MS / 2)),
      // A job whose dispatcher died goes back to the queue and is tried again, not failed.
      maxStalledCount: 3,
    };
  };

  const events = new Worker<MessageEventJob>(QUEUES.webhookEvents, (job) => fanOut(deps, job.data), workerOptions(8));
  const delivering = new Worker<WebhookDeliveryJob>(QUEUES.webhookDeliveries, (job) => deliverMessageEvent(deps, job.data, job.attemptsMade + 1), {
    ...workerOptions(config.WEBHOOK_CONCURRENCY),
    settings: {
      backoffStrategy: (attemptsMade: number) => {
        const delay = retryDelay(attemptsMade);
        return delay === undefined ? -1 : Math.max(1, Math.round(delay * config.WEBHOOK_RETRY_SCALE));
      },
    },
  });
  const testing = new Worker<WebhookTestJob, WebhookTestResult | null>(QUEUES.webhookTests, (job) => sendTestEvent(deps, job.data), workerOptions(16));
  const workers = [events, delivering, testing];

  events.on('failed', (job, err) => logger.warn({ err, messageId: job?.data.messageId }, 'webhook fan-out failed'));
  delivering.on('failed', (job, err) => {
    if (!job || !isFinalFailure(job, err)) return;
    if (err.name === 'UnrecoverableError') {
      logger.info({ webhookId: job.data.webhookId, messageId: job.data.messageId, reason: err.message }, 'webhook delivery ended');
    } else {
      deps.metrics.givenUp.inc();
      logger.warn({ webhookId: job.data.webhookId, messageId: job.data.messageId, attempts: job.attemptsMade }, 'webhook delivery given up');
    }
  });
  countJobResults(registry, workers);
  for (const worker of workers) worker.on('error', (err) => logger.warn({ err, queue: worker.name }, 'webhook worker error'));

  const relay = startServiceOutboxRelay(pool, queues, ['message.received'], config, logger);
  let shuttingDown = false;
  const health = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, {
    registry,
    isShuttingDown: () => shuttingDown,
    checks: readinessChecks(pool, queueConnection),
  });
  logger.info({ healthPort: health.port, concurrency: config.WEBHOOK_CONCURRENCY, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE }, 'webhook-dispatcher running');

  return {
    healthPort: health.port,
    deps,
    async stop() {
      shuttingDown = true;
      await relay.stop();
      // close() waits for the jobs in hand: attempts in flight finish (within the timeout) and are recorded.
      await Promise.all(workers.map((w) => w.close()));
      await deliveries.close();
      await queues.close();
      for (const c of connections) c.disconnect();
      await pool.end();
      await health.close();
    },
  };
}
