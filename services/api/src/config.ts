import { ConfigError, commonEnv, env, loadEnv, type EnvConfig, type EnvSpec } from '@throwbox/config';
import { DEVELOPMENT_SECRET_KEY, SECRET_KEY_PATTERN, webhookSecretKeyProblems } from '@throwbox/signing';

export const apiEnv = {
  ...commonEnv,
  HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  PORT: env.port(8080),
  /** Origin used in error docUrls and the OpenAPI servers entry; defaults to the request's own origin. */
  PUBLIC_URL: { schema: { type: 'string', pattern: '^(https?://[^/]+)?$' }, default: '' },
  JANITOR_INTERVAL_MS: { schema: { type: 'integer', minimum: 100 }, default: 60000 },
  /** How long to wait for in-flight requests on shutdown before closing connections. */
  SHUTDOWN_GRACE_MS: { schema: { type: 'integer', minimum: 0 }, default: 65000 },
  /** Comma-separated addresses or CIDRs of proxies whose X-Forwarded-For is believed; empty: none. */
  TRUSTED_PROXIES: { schema: { type: 'string' }, default: '' },
  /** How long a request may wait on Postgres or Redis (a connection, a query, a command) before 503. */
  DEPENDENCY_TIMEOUT_MS: { schema: { type: 'integer', minimum: 100 }, default: 5000 },
  /** How often an MCP tool call that is waiting sends progress, when its client asked for progress. */
  MCP_PROGRESS_MS: { schema: { type: 'integer', minimum: 100 }, default: 10_000 },
  /** Lookups of API keys that turn out not to exist, per client address and second; beyond, 429. */
  KEY_LOOKUPS_PER_IP: { schema: { type: 'integer', minimum: 1 }, default: 20 },
  /** Megabytes of inboxes' first pages each api process keeps (page-cache.ts); 0 reads every list from Postgres. */
  PAGE_CACHE_MB: { schema: { type: 'integer', minimum: 0 }, default: 32 },
  /** The longest a kept page is served: the bound for a change of an inbox's mail that nothing announced. */
  PAGE_CACHE_MAX_AGE_MS: { schema: { type: 'integer', minimum: 0 }, default: 5000 },
  /** 32 bytes as 64 hex characters: encrypts webhook signing secrets; the dispatcher must have the same. */
  WEBHOOK_SECRET_KEY: { schema: { type: 'string', pattern: SECRET_KEY_PATTERN }, default: DEVELOPMENT_SECRET_KEY },
  /** Development and tests only: lets webhooks be registered on loopback, private and other non-public addresses. */
  WEBHOOK_ALLOW_PRIVATE: { schema: { type: 'boolean' }, default: false },
  /** A JSON file of DNS records (`{"<name>": {"TXT": ["..."]}}`) the mail checks use instead of the resolver; '' for DNS. */
  MAIL_AUTH_DNS_FILE: { schema: { type: 'string' }, default: '' },
} as const satisfies EnvSpec;

export type ApiConfig = EnvConfig<typeof apiEnv>;

export function loadApiConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const config = loadEnv<ApiConfig>(apiEnv, source);
  const problems = webhookSecretKeyProblems(source, config.WEBHOOK_SECRET_KEY);
  if (source.NODE_ENV === 'production') {
    // Without it, links in errors and the OpenAPI servers entry would follow the request's Host header.
    if (!config.PUBLIC_URL)
      problems.push('PUBLIC_URL must be set in production (the origin clients reach the api at, e.g. https://api.example.com)');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
