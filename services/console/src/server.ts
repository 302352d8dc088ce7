import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPool, purgeConsoleSessions, schemaCheck } from '@throwbox/db';
import { mailDomains } from '@throwbox/config';
import { createLogger, createMetrics, readinessChecks, runEvery, startHealthServer, type Logger } from '@throwbox/observability';
import { WebhookReplays, WebhookTestRunner } from '@throwbox/operations';
import { createChecksContext } from '@throwbox/checks';
import { InboxWakeups, serviceRedisPrefix, createRedis, redisTarget } from '@throwbox/queue';
import { parseSecretKey } from '@throwbox/signing';
import { createApp } from './app.js';
import type { ConsoleConfig } from './config.js';
import type { ConsoleDeps } from './deps.js';
import { LiveStreams } from './live.js';
import { createConsoleMetrics } from './metrics.js';

export interface ConsoleHandle {
  port: number;
  healthPort: number;
  url: string;
  deps: ConsoleDeps;
  stop(): Promise<void>;
}

export async function startConsole(config: ConsoleConfig, opts: { logger?: Logger } = {}): Promise<ConsoleHandle> {
  const logger = opts.logger ?? createLogger('console', config.LOG_LEVEL);
  const registry = createMetrics('console');
  const pool = createPool(config.DATABASE_URL, {
    max: 10,
    applicationName: 'throwbox-console',
    connectionTimeoutMillis: 3000,
    queryTimeoutMillis: 10_000,
    logger,
  });
  const redisPrefix = await serviceRedisPrefix(pool, config, logger);
  const redis = createRedis(redisTarget(config), { maxRetriesPerRequest: 1, commandTimeout: 5000, connectionName: 'console', logger });
  // Live inbox views listen here for the wake-ups ingest and the extractor publish.
  const subscriber = createRedis(redisTarget(config), { commandTimeout: 5000, connectionName: 'subscriber', logger });
  const metrics = createConsoleMetrics(registry);
  const wakeups = new InboxWakeups(subscriber, redisPrefix, logger);
  const live = new LiveStreams(wakeups, undefined, (open) => metrics.liveStreams.set(open));
  const webhookTests = new WebhookTestRunner(redisTarget(config), redisPrefix, logger);
  const webhookReplays = new WebhookReplays(redisTarget(config), redisPrefix, logger);
  wakeups.start();
  webhookTests.start();
  webhookReplays.start();
  const https = config.CONSOLE_PUBLIC_URL.startsWith('https://');
  let shuttingDown = false;
  const deps: ConsoleDeps = {
    config,
    pool,
    redis,
    redisPrefix,
    keys: { pool, redis, redisPrefix },
    webhooks: { pool, secretKey: parseSecretKey(config.WEBHOOK_SECRET_KEY), allowPrivate: config.WEBHOOK_ALLOW_PRIVATE },
    webhookTests,
    webhookReplays,
    checks: await createChecksContext({
      dnsFile: config.MAIL_AUTH_DNS_FILE,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      redis,
      redisPrefix,
      onCacheError: (err) => logger.warn({ err }, 'the link check cache failed; links are fetched again'),
    }),
    domains: mailDomains(config),
    live,
    logger,
    registry,
    metrics,
    // Behind https the cookies are Secure and __Host- prefixed: no subdomain or plain-http page can set them.
    cookies: https
      ? { session: '__Host-tb_session', csrf: '__Host-tb_csrf', secure: true }
      : { session: 'tb_session', csrf: 'tb_csrf', secure: false },
    isShuttingDown: () => shuttingDown,
  };
  const sessionPurge = runEvery(
    3_600_000,
    async () => void (await purgeConsoleSessions(pool, config.CONSOLE_SESSION_IDLE_MINUTES * 60_000)),
    (err) => logger.warn({ err }, 'purging ended console sessions failed'),
  );
  const app = createApp(deps);
  const server = http.createServer(app);
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.CONSOLE_PORT, config.CONSOLE_HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const health = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, {
    registry,
    isShuttingDown: () => shuttingDown,
    checks: readinessChecks(pool, redis, schemaCheck(pool)),
  });
  const url = `http://${config.CONSOLE_HOST.includes(':') ? `[${config.CONSOLE_HOST}]` : config.CONSOLE_HOST}:${port}`;
  logger.info({ port, healthPort: health.port, signup: config.CONSOLE_SIGNUP }, 'console listening');
  return {
    port,
    healthPort: health.port,
    url,
    deps,
    async stop() {
      shuttingDown = true;
      await sessionPurge.stop();
      // Live views end first (their browsers reconnect elsewhere); the server then closes.
      live.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(grace);
      await webhookReplays.stop();
      await webhookTests.stop();
      await wakeups.stop();
      await deps.checks.stop();
      redis.disconnect();
      subscriber.disconnect();
      await pool.end();
      await health.close();
    },
  };
}
