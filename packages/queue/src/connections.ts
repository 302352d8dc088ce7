import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { readInstallationId, type Pool } from '@throwbox/db';
import { createLogger, rateLimitedWarn, type WarnLogger } from '@throwbox/observability';

/**
 * Delay before reconnect attempt `attempt` (1, 2, ...): capped at half a second, so that once Redis answers
 * again every service is back within about a second (held waits re-query as soon as their subscriber is),
 * not after ioredis's default backoff of up to 2 s on top of a 10 s connect timeout.
 */
export const reconnectDelay = (attempt: number): number => Math.min(50 * attempt, 500);
/** A connection attempt that has not connected by then is dropped and tried again. */
const CONNECT_TIMEOUT_MS = 2000;

/** One Redis (its URL) or a Redis Cluster (some of its nodes, host:port). */
export type RedisTarget = string | { cluster: string[] };

/** The Redis a service's configuration names: REDIS_CLUSTER_NODES when set, else REDIS_URL. */
export function redisTarget(config: { REDIS_URL: string; REDIS_CLUSTER_NODES?: string }): RedisTarget {
  const nodes = (config.REDIS_CLUSTER_NODES ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return nodes.length ? { cluster: nodes } : config.REDIS_URL;
}

/**
 * A Redis connection that reconnects quickly. Connection errors are retried by ioredis and reported by
 * the readiness probes; they are logged (rate-limited) and never crash the process. For a cluster, an
 * ioredis Cluster: it has the commands, scripts, pipelines, pub/sub and events these services use, and
 * every key a service writes shares one hash tag (see boundRedisPrefix), so scripts and MULTIs stay in one slot.
 */
export function createRedis(target: RedisTarget, opts: RedisOptions & { logger?: WarnLogger } = {}): Redis {
  const { logger = createLogger('redis'), ...options } = opts;
  const settings = { enableReadyCheck: true, retryStrategy: reconnectDelay, connectTimeout: CONNECT_TIMEOUT_MS, ...options };
  const redis =
    typeof target === 'string'
      ? new Redis(target, { lazyConnect: false, ...settings })
      : (new Cluster(
          target.cluster.map((node) => ({
            host: node.slice(0, node.lastIndexOf(':')),
            port: Number(node.slice(node.lastIndexOf(':') + 1)),
          })),
          {
            clusterRetryStrategy: reconnectDelay,
            enableReadyCheck: true,
            ...(options.enableOfflineQueue === undefined ? {} : { enableOfflineQueue: options.enableOfflineQueue }),
            ...(options.enableAutoPipelining ? { enableAutoPipelining: true } : {}),
            redisOptions: settings,
          },
        ) as unknown as Redis);
  redis.on('error', rateLimitedWarn(logger, `redis connection error (${options.connectionName ?? 'unnamed'}); reconnecting`));
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
 * The Redis prefix a service really uses: the configured REDIS_PREFIX followed by the database's
 * installation id, so that Redis state (counters, credits, revoked keys, queues, channels) is bound to the
 * database it belongs to. Waits for the database (migrated) if it is not there yet.
 */
export async function boundRedisPrefix(pool: Pool, prefix: string, onRetry: (err: unknown) => void, target?: RedisTarget): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const bound = `${prefix}:${await readInstallationId(pool)}`;
      // On a cluster every key (queues, counters, scripts' keys) carries one hash tag: one slot, so Lua
      // scripts and MULTIs over several keys work, as BullMQ requires of a queue's keys.
      return typeof target === 'object' ? `{${bound}}` : bound;
    } catch (err) {
      onRetry(err);
      await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 2000)));
    }
  }
}

/** A service's bound prefix, from its configuration; waiting for the database is logged. */
export function serviceRedisPrefix(
  pool: Pool,
  config: { REDIS_PREFIX: string; REDIS_URL: string; REDIS_CLUSTER_NODES?: string },
  logger: WarnLogger,
): Promise<string> {
  const onRetry = (err: unknown) => logger.warn({ err }, 'waiting for the database to read its installation id');
  return boundRedisPrefix(pool, config.REDIS_PREFIX, onRetry, redisTarget(config));
}
