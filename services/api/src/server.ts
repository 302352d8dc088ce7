import { mailDomains } from '@throwbox/config';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Batcher } from '@throwbox/batch';
import { createPool, findInboxPages } from '@throwbox/db';
import { createLogger, createMetrics, type Logger } from '@throwbox/observability';
import { createChecksContext } from '@throwbox/checks';
import { InboxWakeups, serviceRedisPrefix, createRedis, redisTarget, whenReady } from '@throwbox/queue/redis';
import { parseSecretKey } from '@throwbox/signing';
import { KeyCache } from './accounting/key-cache.js';
import { KeyLookupLimiter } from './accounting/key-lookup-limiter.js';
import { Quota } from './accounting/quota.js';
import { RequestLogWriter } from './accounting/request-log.js';
import { createApp, frontSteps, v1Steps } from './app.js';
import { leanWaits } from './http/lean-waits.js';
import { routes } from './routes/index.js';
import { answerClientError } from './http/errors.js';
import { bornExpress } from './http/born-express.js';
import { type ApiConfig } from './config.js';
import type { ApiDeps } from './deps.js';
import { startJanitor } from './janitor.js';
import { createApiMetrics } from './metrics.js';
import { PageCache } from './page-cache.js';
import { WebhookReplays, WebhookTestRunner } from '@throwbox/operations';

export interface ApiHandle {
  port: number;
  url: string;
  deps: ApiDeps;
  /** Fails readiness, answers waiting requests, lets in-flight ones finish, then closes. */
  stop(): Promise<void>;
}

/** How long the api waits for Redis at start before listening anyway. */
const REDIS_WAIT_MS = 5000;

export async function startApi(config: ApiConfig, opts: { logger?: Logger } = {}): Promise<ApiHandle> {
  const logger = opts.logger ?? createLogger('api', config.LOG_LEVEL);
  const registry = createMetrics('api');
  // A request waits at most DEPENDENCY_TIMEOUT_MS on Postgres or Redis, then answers 503 (a stalled server
  // would otherwise hold it for as long as the stall lasts). The janitor's long deletes get a pool of their own.
  const bound = config.DEPENDENCY_TIMEOUT_MS;
  const pool = createPool(config.DATABASE_URL, {
    max: 20,
    applicationName: 'throwbox-api',
    connectionTimeoutMillis: Math.min(3000, bound),
    queryTimeoutMillis: bound,
    logger,
  });
  const janitorPool = createPool(config.DATABASE_URL, { max: 2, applicationName: 'throwbox-api-janitor', logger });
  // Redis state belongs to this database: every key, queue and channel carries its installation id.
  config = {
    ...config,
    REDIS_PREFIX: await serviceRedisPrefix(pool, config, logger),
  };
  const redis = createRedis(redisTarget(config), {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: bound,
    connectionName: 'api',
    logger,
  });
  const subscriber = createRedis(redisTarget(config), {
    enableOfflineQueue: false,
    commandTimeout: bound,
    connectionName: 'subscriber',
    logger,
  });
  let shuttingDown = false;

  const metrics = createApiMetrics(registry);
  const keys = new KeyCache(
    pool,
    metrics.keyLookups,
    new KeyLookupLimiter(config.KEY_LOOKUPS_PER_IP),
    subscriber,
    config.REDIS_PREFIX,
    logger,
  );
  const quota = new Quota(redis, pool, config.REDIS_PREFIX, logger);
  const requestLog = new RequestLogWriter(pool, logger);
  const wakeups = new InboxWakeups(subscriber, config.REDIS_PREFIX, logger);
  // On a Redis Cluster a change reaches the subscriber's node over the cluster bus, after the writer has
  // answered (tens of ms): a read on another api could come first. Lists are read from Postgres there.
  const onCluster = typeof redisTarget(config) !== 'string';
  const pages = new PageCache(
    subscriber,
    redis,
    config.REDIS_PREFIX,
    { maxBytes: onCluster ? 0 : config.PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: config.PAGE_CACHE_MAX_AGE_MS },
    metrics.pageCache,
    logger,
  );
  const webhookTests = new WebhookTestRunner(redisTarget(config), config.REDIS_PREFIX, logger);
  const webhookReplays = new WebhookReplays(redisTarget(config), config.REDIS_PREFIX, logger);
  // What works beside the requests (timers, subscriptions, connections): started here, stopped in reverse
  // order once the last request has been answered.
  const lifetimes = [keys, quota, requestLog, wakeups, pages, webhookTests, webhookReplays];
  for (const part of lifetimes) part.start();
  const deps: ApiDeps = {
    config,
    domains: mailDomains(config),
    pool,
    // Up to four statements at once, each taking every request that came while they ran.
    inboxPages: new Batcher((requests) => findInboxPages(pool, requests), { maxItems: 100, concurrency: 4 }),
    pages,
    redis,
    wakeups,
    webhookTests,
    webhookReplays,
    webhookContext: { pool, secretKey: parseSecretKey(config.WEBHOOK_SECRET_KEY), allowPrivate: config.WEBHOOK_ALLOW_PRIVATE },
    checks: await createChecksContext({
      dnsFile: config.MAIL_AUTH_DNS_FILE,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      onCacheError: (err) => logger.warn({ err }, 'the link check cache failed; links are fetched again'),
    }),
    keys,
    quota,
    requestLog,
    logger,
    registry,
    metrics,
    isShuttingDown: () => shuttingDown,
  };
  // Requests that came before Redis answered would get 503s: wait for it (a while; then the readiness
  // probe reports it), and only then load the revoked keys and listen.
  const connected = await Promise.all([whenReady(redis, REDIS_WAIT_MS), whenReady(subscriber, REDIS_WAIT_MS)]);
  if (!connected.every(Boolean))
    logger.warn({ waitedMs: REDIS_WAIT_MS }, 'Redis is not answering yet; starting anyway, not ready until it does');
  await quota.loadRevokedKeys().catch((err: unknown) => logger.warn({ err }, 'loading revoked keys failed; retried on reconnect'));
  const app = createApp(deps);
  const server = http.createServer(bornExpress(app), leanWaits(deps, app, routes, [...frontSteps(deps), ...v1Steps(deps)]));
  // Long-polls hold requests up to 60 s; keep sockets and headers timeouts above that.
  server.requestTimeout = 75_000;
  server.keepAliveTimeout = 65_000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => answerClientError(deps, () => origin, err, socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: thousands of clients opening waits at once must queue, not be reset.
    server.listen({ port: config.PORT, host: config.HOST, backlog: 4096 }, () => resolve());
  });
  const janitor = startJanitor({ ...deps, pool: janitorPool });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  logger.info({ port }, 'api listening');
  return {
    port,
    url: origin,
    deps,
    async stop() {
      shuttingDown = true;
      deps.wakeups.wakeAll();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle as their answers go out (responses now carry
      // Connection: close); close them as they do, and everything at the end of the grace period.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(idle);
      clearTimeout(grace);
      await janitor.stop();
      for (const part of lifetimes.reverse()) await part.stop();
      await deps.checks.stop();
      subscriber.disconnect();
      redis.disconnect();
      await pool.end();
      await janitorPool.end();
    },
  };
}
