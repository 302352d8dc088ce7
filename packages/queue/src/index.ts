import { createHash } from 'node:crypto';
import { Queue, type ConnectionOptions, type JobsOptions, type Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import { runEvery, type Check } from '@throwbox/observability';
import { claimStaleOutbox, markOutboxSent, readInstallationId, schemaCheck, withTransaction, type OutboxKind, type OutboxRow, type Pool } from '@throwbox/db';

/**
 * Queue names. Renaming one strands every job already waiting under the old name: add a new queue and
 * drain the old one instead.
 */
export const QUEUES = Object.freeze({
  extract: 'extract-codes',
  webhookEvents: 'webhook-events',
  webhookDeliveries: 'webhook-deliveries',
  webhookTests: 'webhook-tests',
} as const);

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Which queue each outbox kind goes to. */
export const OUTBOX_QUEUE: Record<OutboxKind, QueueName> = Object.freeze({
  extract: QUEUES.extract,
  'message.received': QUEUES.webhookEvents,
});

/** Job payloads carry ids only; workers read the rows. */
/** The messages of one ingest group commit (usually one): extraction reads and saves them together. */
export interface ExtractJob {
  messageIds: string[];
}
export interface MessageEventJob {
  messageId: string;
  outboxId: number;
}
/** One event to one endpoint; the event is rebuilt from the message, so every retry sends the same body. */
export interface WebhookDeliveryJob {
  messageId: string;
  webhookId: number;
}
/** A test call: sent once by the dispatcher, which returns a WebhookTestResult, or null when the webhook is gone. */
export interface WebhookTestJob {
  webhookId: number;
}
export interface WebhookTestResult {
  delivered: boolean;
  status: number;
  error: string | null;
  durationMs: number;
}

/** A fixed job id derived from the row, so a job enqueued twice (ingest and relay) runs once. */
export function jobIdFor(row: Pick<OutboxRow, 'kind' | 'messageId' | 'id'>): string {
  return `${row.kind}-${row.messageId ?? row.id}`;
}

/**
 * The id of one extraction job for several messages: derived from all of them, so the relay's re-send of
 * the same rows is deduplicated, while a different set (a row from another group) makes a new job.
 */
export function extractJobId(messageIds: string[]): string {
  if (messageIds.length === 1) return `extract-${messageIds[0]}`;
  return `extract-batch-${createHash('sha256').update(messageIds.join(',')).digest('hex').slice(0, 24)}`;
}

/** Failed jobs are kept (evidence); completed ones long enough to deduplicate a relay re-send. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = Object.freeze({
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 3600, count: 100000 },
  removeOnFail: { age: 7 * 24 * 3600 },
});

/**
 * Delay before reconnect attempt `attempt` (1, 2, ...): capped at half a second, so that once Redis answers
 * again every service is back within about a second (held waits re-query as soon as their subscriber is),
 * not after ioredis's default backoff of up to 2 s on top of a 10 s connect timeout.
 */
export const reconnectDelay = (attempt: number): number => Math.min(50 * attempt, 500);
/** A connection attempt that has not connected by then is dropped and tried again. */
const CONNECT_TIMEOUT_MS = 2000;

export function createRedis(url: string, opts: RedisOptions = {}): Redis {
  const redis = new Redis(url, { lazyConnect: false, enableReadyCheck: true, retryStrategy: reconnectDelay, connectTimeout: CONNECT_TIMEOUT_MS, ...opts });
  // Connection errors are retried by ioredis; readiness probes report them. Never crash on them.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Resolves once the connection is ready, or after `timeoutMs` in any case: a service that starts while
 * Redis is still connecting should not answer its first requests with errors, and one that starts while
 * Redis is down should still start (its readiness probe says it is not ready).
 */
export async function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}

/**
 * What every service's /readyz asks: Postgres and Redis answer, and the database has every migration of
 * this build.
 */
export function readinessChecks(pool: Pool, redis: { ping(): Promise<unknown> }): Record<string, Check> {
  return { postgres: () => pool.query('SELECT 1'), redis: () => redis.ping(), schema: schemaCheck(pool) };
}

/** Whether a failed job is done for good: it gave up (UnrecoverableError) or used its last attempt. */
export function isFinalFailure(job: { attemptsMade: number; opts: { attempts?: number } }, err: Error): boolean {
  return err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
}

/**
 * The Redis prefix a service really uses: the configured REDIS_PREFIX followed by the database's
 * installation id, so that Redis state (counters, credits, revoked keys, queues, channels) is bound to the
 * database it belongs to. Waits for the database (migrated) if it is not there yet.
 */
export async function boundRedisPrefix(pool: Pool, prefix: string, onRetry: (err: unknown) => void = () => undefined): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return `${prefix}:${await readInstallationId(pool)}`;
    } catch (err) {
      onRetry(err);
      await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 2000)));
    }
  }
}

/** BullMQ needs blocking connections with no per-request retry limit. */
export function createBullConnection(url: string): Redis {
  return createRedis(url, { maxRetriesPerRequest: null });
}

export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

export interface Queues {
  extract: Queue<ExtractJob>;
  webhookEvents: Queue<MessageEventJob>;
  close(): Promise<void>;
}

export function createQueues(connection: ConnectionOptions, redisPrefix: string): Queues {
  const prefix = bullPrefix(redisPrefix);
  const extract = new Queue<ExtractJob>(QUEUES.extract, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  const webhookEvents = new Queue<MessageEventJob>(QUEUES.webhookEvents, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  return {
    extract,
    webhookEvents,
    async close() {
      await Promise.all([extract.close(), webhookEvents.close()]);
    },
  };
}

/**
 * Puts outbox rows on their queues: one extraction job for all the extract rows, one event job per
 * message.received row (each is fanned out on its own). The caller marks them sent once this resolves.
 */
export async function enqueueOutbox(queues: Queues, rows: OutboxRow[]): Promise<void> {
  const extract = rows.filter((r) => r.kind === 'extract');
  const events = rows.filter((r) => r.kind === 'message.received');
  await Promise.all([
    extract.length && queues.extract.add('extract', { messageIds: extract.map((r) => r.messageId!) }, { jobId: extractJobId(extract.map((r) => r.messageId!)) }),
    events.length && queues.webhookEvents.addBulk(events.map((r) => ({ name: r.kind, data: { messageId: r.messageId!, outboxId: r.id }, opts: { jobId: jobIdFor(r) } }))),
  ]);
}


/**
 * Re-enqueues outbox rows that ingest committed but never handed to BullMQ (it crashed in between).
 * Each worker service runs one for the kinds it consumes. Returns the number of rows re-sent.
 */
export async function relayStaleOutbox(pool: Pool, queues: Queues, kinds: OutboxKind[], olderThanMs: number): Promise<number> {
  return withTransaction(pool, async (client) => {
    const rows = await claimStaleOutbox(client, kinds, olderThanMs);
    if (rows.length === 0) return 0;
    await enqueueOutbox(queues, rows);
    await markOutboxSent(client, rows.map((r) => r.id));
    return rows.length;
  });
}

/** Runs the relay every `intervalMs` until stopped. */
export function startOutboxRelay(
  pool: Pool,
  queues: Queues,
  kinds: OutboxKind[],
  opts: { intervalMs: number; olderThanMs: number; onError: (err: unknown) => void; onRelayed?: (n: number) => void },
): { stop(): Promise<void> } {
  return runEvery(opts.intervalMs, async () => {
    const n = await relayStaleOutbox(pool, queues, kinds, opts.olderThanMs);
    if (n > 0) opts.onRelayed?.(n);
  }, opts.onError);
}

// ---- accounting keys, shared by the api (which counts) and the admin command (which changes accounts) ----

export const usageKey = (prefix: string, accountId: number, month: string) => `${prefix}:usage:${accountId}:${month}`;
export const creditsKey = (prefix: string, accountId: number) => `${prefix}:credits:${accountId}`;
export const revokedKeysKey = (prefix: string) => `${prefix}:revoked-keys`;
/** Adds purchased credits to a live Redis balance; a missing balance is seeded from Postgres when next used. */
export const ADD_CREDITS_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end
return -1
`;

/**
 * Queue depth and outbox backlog as gauges, read when Prometheus scrapes (not on a timer): jobs by state
 * for each queue, and outbox rows committed but not yet handed to BullMQ.
 */
export function registerQueueMetrics(registry: Registry, queues: Queue[], pool: Pool, outboxKinds: OutboxKind[]): void {
  new Gauge({
    name: 'throwbox_queue_jobs',
    help: 'Jobs in a queue by state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed').catch(() => undefined);
        if (!counts) continue;
        for (const [state, n] of Object.entries(counts)) this.set({ queue: queue.name, state }, n);
      }
    },
  });
  new Gauge({
    name: 'throwbox_outbox_unsent',
    help: 'Outbox rows committed but not yet handed to their queue',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const { rows } = await pool
        .query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND kind = ANY($1::text[]) GROUP BY kind', [outboxKinds])
        .catch(() => ({ rows: [] as { kind: string; n: number }[] }));
      for (const kind of outboxKinds) this.set({ kind }, rows.find((r) => r.kind === kind)?.n ?? 0);
    },
  });
}

/** Counts completed and failed jobs of each worker by queue: throwbox_queue_jobs_total{queue,result}. */
export function countJobResults(registry: Registry, workers: Worker[]): void {
  const jobs = new Counter({ name: 'throwbox_queue_jobs_total', help: 'Jobs by queue and result', labelNames: ['queue', 'result'], registers: [registry] });
  for (const worker of workers) {
    worker.on('completed', () => jobs.inc({ queue: worker.name, result: 'completed' }));
    worker.on('failed', () => jobs.inc({ queue: worker.name, result: 'failed' }));
  }
}

/** What a worker service's outbox relay reads from its configuration. */
export interface OutboxRelayConfig {
  OUTBOX_RELAY_INTERVAL_MS: number;
  OUTBOX_RELAY_AGE_MS: number;
}

/** The outbox relay of a worker service: configured from its environment, reporting through its logger. */
export function startServiceOutboxRelay(
  pool: Pool,
  queues: Queues,
  kinds: OutboxKind[],
  config: OutboxRelayConfig,
  logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): { stop(): Promise<void> } {
  return startOutboxRelay(pool, queues, kinds, {
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
    olderThanMs: config.OUTBOX_RELAY_AGE_MS,
    onError: (err) => logger.warn({ err }, 'outbox relay failed'),
    onRelayed: (n) => logger.info({ n }, 'outbox relay re-sent jobs'),
  });
}
export { authChannel, inboxChannel } from './channels.js';
export { InboxWakeups } from './wakeups.js';
