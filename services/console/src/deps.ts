import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { ChecksContext } from '@throwbox/checks';
import type { Pool } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import type { KeyContext, WebhookContext, WebhookReplays, WebhookTestRunner } from '@throwbox/operations';
import type { ConsoleConfig } from './config.js';
import type { LiveStreams } from './live.js';
import type { ConsoleMetrics } from './metrics.js';

export interface ConsoleDeps {
  config: ConsoleConfig;
  pool: Pool;
  redis: Redis;
  /** The database's REDIS_PREFIX, with its installation id. */
  redisPrefix: string;
  keys: KeyContext;
  webhooks: WebhookContext;
  webhookTests: WebhookTestRunner;
  webhookReplays: WebhookReplays;
  /** The checks of a message (as GET /messages/{id}/checks): DNS or MAIL_AUTH_DNS_FILE, the link cache. */
  checks: ChecksContext;
  /** The mail domains inboxes can be made on, the default first. */
  domains: string[];
  /** Open live views of inboxes, woken by new mail. */
  live: LiveStreams;
  logger: Logger;
  registry: Registry;
  metrics: ConsoleMetrics;
  /** Cookie names and flags: __Host- and Secure when the console is served over https. */
  cookies: { session: string; csrf: string; secure: boolean };
  isShuttingDown(): boolean;
}
