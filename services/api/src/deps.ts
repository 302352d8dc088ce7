import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Pool } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import type { ApiConfig } from './config.js';
import type { ApiMetrics } from './metrics.js';
import type { InboxWakeups } from './wakeups.js';

export interface ApiDeps {
  config: ApiConfig;
  domains: string[];
  pool: Pool;
  redis: Redis;
  wakeups: InboxWakeups;
  logger: Logger;
  registry: Registry;
  metrics: ApiMetrics;
  /** True once SIGTERM arrived: readiness fails and waiting requests answer now. */
  isShuttingDown(): boolean;
}
