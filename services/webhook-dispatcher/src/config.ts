import { ConfigError, env, loadEnv, workerEnv, type EnvConfig, type EnvSpec } from '@throwbox/config';
import { DEVELOPMENT_SECRET_KEY, SECRET_KEY_PATTERN, webhookSecretKeyProblems } from '@throwbox/signing';

export const webhookDispatcherEnv = {
  ...workerEnv,
  /** 32 bytes as 64 hex characters: decrypts the signing secrets the api stored; must equal the api's, which encrypts them. */
  WEBHOOK_SECRET_KEY: { schema: { type: 'string', pattern: SECRET_KEY_PATTERN }, default: DEVELOPMENT_SECRET_KEY },
  /** Development and tests only: lets deliveries reach loopback, private and other non-public addresses. */
  WEBHOOK_ALLOW_PRIVATE: { schema: { type: 'boolean' }, default: false },
  /** How long an endpoint has to answer (the contract says 10 s). */
  WEBHOOK_TIMEOUT_MS: { schema: { type: 'integer', minimum: 1, maximum: 60000 }, default: 10000 },
  /** Multiplies the retry schedule (RETRY_SCHEDULE_MS); tests shrink it so they need not wait. */
  WEBHOOK_RETRY_SCALE: { schema: { type: 'number', exclusiveMinimum: 0, maximum: 1000 }, default: 1 },
  /** A PEM file of extra trusted certificate authorities, besides the system's (tests' self-signed receivers). */
  WEBHOOK_CA_FILE: { schema: { type: 'string' }, default: '' },
  WEBHOOK_CONCURRENCY: { schema: { type: 'integer', minimum: 1, maximum: 1000 }, default: 100 },
  /** How long a job's lock lasts; deliveries of a dispatcher that died are taken over after about this long. */
  WEBHOOK_LOCK_MS: { schema: { type: 'integer', minimum: 500 }, default: 30000 },
  HEALTH_PORT: env.port(8083),
} as const satisfies EnvSpec;

export type WebhookDispatcherConfig = EnvConfig<typeof webhookDispatcherEnv>;

export function loadWebhookDispatcherConfig(source: NodeJS.ProcessEnv = process.env): WebhookDispatcherConfig {
  const config = loadEnv<WebhookDispatcherConfig>(webhookDispatcherEnv, source);
  const problems = webhookSecretKeyProblems(source, config.WEBHOOK_SECRET_KEY);
  if (problems.length) throw new ConfigError(problems);
  return config;
}
