import { Worker } from 'bullmq';
import { createPool } from '@throwbox/db';
import { createExtractionsCounter, createLogger, createMetrics, startHealthServer, type Logger } from '@throwbox/observability';
import { QUEUES, bullPrefix, createBullConnection, countJobResults, isFinalFailure, createQueues, createRedis, readinessChecks, registerQueueMetrics, startServiceOutboxRelay, type ExtractJob, boundRedisPrefix } from '@throwbox/queue';
import type { CodeExtractorConfig } from './config.js';
import { onFinalFailure, processExtractJob, type ExtractDeps } from './process-job.js';

export interface CodeExtractorHandle {
  healthPort: number;
  worker: Worker<ExtractJob>;
  /** Stops taking jobs, lets running ones finish, then closes connections. */
  stop(): Promise<void>;
}

export async function startCodeExtractor(config: CodeExtractorConfig, opts: { logger?: Logger } = {}): Promise<CodeExtractorHandle> {
  const logger = opts.logger ?? createLogger('code-extractor', config.LOG_LEVEL);
  const registry = createMetrics('code-extractor');
  const pool = createPool(config.DATABASE_URL, { max: config.EXTRACT_CONCURRENCY + 2, applicationName: 'throwbox-code-extractor' });
  // Redis state belongs to this database: every key, queue and channel carries its installation id.
  config = { ...config, REDIS_PREFIX: await boundRedisPrefix(pool, config.REDIS_PREFIX, (err) => logger.warn({ err }, 'waiting for the database to read its installation id')) };
  const publisher = createRedis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const workerConnection = createBullConnection(config.REDIS_URL);
  const queueConnection = createBullConnection(config.REDIS_URL);
  const queues = createQueues(queueConnection, config.REDIS_PREFIX);
  const deps: ExtractDeps = {
    pool,
    publisher,
    redisPrefix: config.REDIS_PREFIX,
    logger,
    debugDelayMs: config.EXTRACT_DEBUG_DELAY_MS,
    results: createExtractionsCounter(registry),
  };
  registerQueueMetrics(registry, [queues.extract], pool, ['extract']);

  const worker = new Worker<ExtractJob>(QUEUES.extract, (job) => processExtractJob(deps, job.data), {
    connection: workerConnection,
    prefix: bullPrefix(config.REDIS_PREFIX),
    concurrency: config.EXTRACT_CONCURRENCY,
    lockDuration: config.EXTRACT_LOCK_MS,
    stalledInterval: Math.max(500, Math.floor(config.EXTRACT_LOCK_MS / 2)),
    maxStalledCount: 3,
  });
  countJobResults(registry, [worker]);
  worker.on('failed', (job, err) => {
    if (!job) return;
    if (isFinalFailure(job, err)) onFinalFailure(deps, job.data).catch((e: unknown) => logger.error({ err: e }, 'marking extraction failed'));
    else logger.warn({ err, messageIds: job.data.messageIds, attempt: job.attemptsMade }, 'extraction attempt failed; will retry');
  });
  worker.on('error', (err) => logger.warn({ err }, 'extract worker error'));

  const relay = startServiceOutboxRelay(pool, queues, ['extract'], config, logger);
  let shuttingDown = false;
  const health = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, {
    registry,
    isShuttingDown: () => shuttingDown,
    checks: readinessChecks(pool, queueConnection),
  });
  logger.info({ healthPort: health.port, concurrency: config.EXTRACT_CONCURRENCY }, 'code-extractor running');
  return {
    healthPort: health.port,
    worker,
    async stop() {
      shuttingDown = true;
      await relay.stop();
      await worker.close();
      await queues.close();
      workerConnection.disconnect();
      queueConnection.disconnect();
      publisher.disconnect();
      await pool.end();
      await health.close();
    },
  };
}
