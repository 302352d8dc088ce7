import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Batcher } from '@throwbox/batch';
import type { InboxPage, InboxPageRequest, Pool } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import type { KeyCache } from './accounting/key-cache.js';
import type { Quota } from './accounting/quota.js';
import type { RequestLogWriter } from './accounting/request-log.js';
import type { ApiConfig } from './config.js';
import type { ApiMetrics } from './metrics.js';
import type { PageCache } from './page-cache.js';
import type { InboxWakeups } from '@throwbox/queue/redis';
import type { WebhookContext, WebhookReplays, WebhookTestRunner } from '@throwbox/operations';
import type { ChecksContext } from '@throwbox/checks';

export interface ApiDeps {
  config: ApiConfig;
  domains: string[];
  pool: Pool;
  /** The list route's inbox-and-first-page reads: under load, many requests' in one statement. */
  inboxPages: Batcher<InboxPageRequest, InboxPage>;
  /** Inboxes' first pages, kept until a change of their mail is heard. */
  pages: PageCache;
  redis: Redis;
  wakeups: InboxWakeups;
  /** POST /webhooks/{id}/test: sends through the webhook dispatcher and waits for its answer. */
  webhookTests: WebhookTestRunner;
  /** POST /webhooks/{id}/replay: chooses the events and queues them to the webhook dispatcher. */
  webhookReplays: WebhookReplays;
  /** Registering webhooks: the pool, the sealing key and whether private targets are allowed. */
  webhookContext: WebhookContext;
  /** GET /messages/{id}/checks: DNS (or MAIL_AUTH_DNS_FILE), the link cache, the webhooks' address rule. */
  checks: ChecksContext;
  keys: KeyCache;
  quota: Quota;
  requestLog: RequestLogWriter;
  logger: Logger;
  registry: Registry;
  metrics: ApiMetrics;
  /** True once SIGTERM arrived: readiness fails and waiting requests answer now. */
  isShuttingDown(): boolean;
}
