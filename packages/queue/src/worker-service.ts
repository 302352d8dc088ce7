import { Worker, type Job, type Queue, type WorkerOptions } from 'bullmq';
import type { Redis, RedisOptions } from 'ioredis';
import type { Registry } from 'prom-client';
import type { WorkerConfig } from '@throwbox/config';
import { createPool, schemaCheck, type OutboxKind, type Pool } from '@throwbox/db';
import { createLogger, createMetrics, readinessChecks, startHealthServer, type Logger } from '@throwbox/observability';
import { createRedis, redisTarget, serviceRedisPrefix } from './connections.js';
import { createBullConnection, openQueue } from './queues.js';
import type { JobDefinition } from './jobs.js';
import { countJobResults, registerQueueMetrics } from './metrics.js';
import { createQueues, startOutboxRelay, type Queues } from './outbox-relay.js';

/** What a worker service builds its dependencies and workers from. */
export interface WorkerContext<C extends WorkerConfig> {
  /** Its configuration, REDIS_PREFIX bound to the database's installation. */
  config: C;
  logger: Logger;
  registry: Registry;
  pool: Pool;
  /** The outbox's queues, on the connection every queue of this service shares. */
  queues: Queues;
  /** A Redis connection of the service's own use (a publisher), closed on stop. */
  redis(opts: RedisOptions): Redis;
  /** A job-table queue this service adds jobs to (closed on stop). */
  queue<P, R>(def: JobDefinition<P, R>): Queue<P, R>;
  /**
   * A worker on a job-table queue, on a connection of its own (a worker blocks its connection): its
   * errors logged, its results counted, its queue's depth measured; closed on stop after its jobs in hand.
   */
  worker<P, R>(def: JobDefinition<P, R>, process: (job: Job<P, R>, token?: string) => Promise<R>, opts: WorkerSettings): Worker<P, R>;
}

export interface WorkerSettings {
  concurrency: number;
  /** How long a job's lock lasts: the jobs of a worker that died are taken over after about this long. */
  lockMs: number;
  settings?: WorkerOptions['settings'];
}

export interface WorkerServiceHandle<D> {
  healthPort: number;
  deps: D;
  /** Stops taking jobs, lets the jobs in hand finish, then closes connections. */
  stop(): Promise<void>;
}

/**
 * Boots a worker service the one way both have: pool, bound Redis prefix, queues, the workers `setup`
 * makes, the outbox relay for `relays`, health and metrics; and stops it in the reverse order.
 */
export async function startWorkerService<C extends WorkerConfig, D>(spec: {
  name: string;
  config: C;
  poolMax: number;
  relays: OutboxKind[];
  logger?: Logger | undefined;
  setup(ctx: WorkerContext<C>): D;
  /** Fields of the "running" log line. */
  describe?: Record<string, unknown>;
}): Promise<WorkerServiceHandle<D>> {
  const logger = spec.logger ?? createLogger(spec.name, spec.config.LOG_LEVEL);
  const registry = createMetrics(spec.name);
  const pool = createPool(spec.config.DATABASE_URL, { max: spec.poolMax, applicationName: `throwbox-${spec.name}`, logger });
  // Redis state belongs to this database: every key, queue and channel carries its installation id.
  const redisPrefix = await serviceRedisPrefix(pool, spec.config, logger);
  const config: C = { ...spec.config, REDIS_PREFIX: redisPrefix };
  const connection = createBullConnection(redisTarget(config), logger);
  const connections: Redis[] = [connection];
  const queues = createQueues(connection, redisPrefix, logger);
  const opened = new Map<string, Queue>([
    [queues.extract.name, queues.extract],
    [queues.webhookEvents.name, queues.webhookEvents],
  ]);
  const extraQueues: Queue[] = [];
  const workers: Worker[] = [];
  const queue = <P, R>(def: JobDefinition<P, R>): Queue<P, R> => {
    let q = opened.get(def.queue);
    if (!q) {
      q = openQueue(def, connection, redisPrefix, logger) as Queue;
      opened.set(def.queue, q);
      extraQueues.push(q);
    }
    return q as unknown as Queue<P, R>;
  };
  const worker = <P, R>(
    def: JobDefinition<P, R>,
    process: (job: Job<P, R>, token?: string) => Promise<R>,
    opts: WorkerSettings,
  ): Worker<P, R> => {
    const own = createBullConnection(redisTarget(config), logger);
    connections.push(own);
    queue(def);
    const w = new Worker<P, R>(def.queue, process, {
      connection: own,
      prefix: `${redisPrefix}:bull`,
      concurrency: opts.concurrency,
      lockDuration: opts.lockMs,
      stalledInterval: Math.max(500, Math.floor(opts.lockMs / 2)),
      // A job whose worker died goes back to the queue and is tried again, not failed.
      maxStalledCount: 3,
      ...(opts.settings ? { settings: opts.settings } : {}),
    });
    w.on('error', (err) => logger.warn({ err, queue: def.queue }, 'worker error'));
    workers.push(w as unknown as Worker);
    return w;
  };
  const redis = (opts: RedisOptions): Redis => {
    const r = createRedis(redisTarget(config), { ...opts, logger });
    connections.push(r);
    return r;
  };
  const deps = spec.setup({ config, logger, registry, pool, queues, redis, queue, worker });
  countJobResults(registry, workers);
  registerQueueMetrics(
    registry,
    workers.map((w) => opened.get(w.name)!),
    pool,
    spec.relays,
  );

  const relay = startOutboxRelay(pool, queues, spec.relays, config, logger);
  let shuttingDown = false;
  const health = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, {
    registry,
    isShuttingDown: () => shuttingDown,
    checks: readinessChecks(pool, connection, schemaCheck(pool)),
  });
  logger.info({ healthPort: health.port, ...spec.describe }, `${spec.name} running`);
  return {
    healthPort: health.port,
    deps,
    async stop() {
      shuttingDown = true;
      await relay.stop();
      // close() waits for the jobs in hand: they finish and are recorded.
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(extraQueues.map((q) => q.close()));
      await queues.close();
      for (const c of connections) c.disconnect();
      await pool.end();
      await health.close();
    },
  };
}
