import { ConfigError, env, loadEnv, workerEnv, type WorkerConfig } from '@throwbox/config';
import { DEVELOPMENT_SECRET_KEY, SECRET_KEY_PATTERN, webhookSecretKeyProblems } from '@throwbox/signing';

export interface WebhookDispatcherConfig extends WorkerConfig {
  /** 32 bytes as 64 hex characters: decrypts the signing secrets the api stored. */
  WEBHOOK_SECRET_KEY: string;
  /** Development and tests only: lets deliveries reach loopback, private and other non-public addresses. */
  WEBHOOK_ALLOW_PRIVATE: boolean;
  /** How long an endpoint has to answer (the contract says 10 s). */
  WEBHOOK_TIMEOUT_MS: number;
  /** Multiplies the retry schedule (RETRY_SCHEDULE_MS); tests shrink it so they need not wait. */
  WEBHOOK_RETRY_SCALE: number;
  /** A PEM file of extra trusted certificate authorities, besides the system's (tests' self-signed receivers). */
  WEBHOOK_CA_FILE: string;
  WEBHOOK_CONCURRENCY: number;
  /** How long a job's lock lasts; deliveries of a dispatcher that died are taken over after about this long. */
  WEBHOOK_LOCK_MS: number;
}

export const webhookDispatcherEnv = {
  ...workerEnv,
  // Must equal the api's: it encrypts the secrets this service decrypts to sign.
  WEBHOOK_SECRET_KEY: { schema: { type: 'string', pattern: SECRET_KEY_PATTERN }, default: DEVELOPMENT_SECRET_KEY },
  WEBHOOK_ALLOW_PRIVATE: { schema: { type: 'boolean' }, default: false },
  WEBHOOK_TIMEOUT_MS: { schema: { type: 'integer', minimum: 1, maximum: 60000 }, default: 10000 },
  WEBHOOK_RETRY_SCALE: { schema: { type: 'number', exclusiveMinimum: 0, maximum: 1000 }, default: 1 },
  WEBHOOK_CA_FILE: { schema: { type: 'string' }, default: '' },
  WEBHOOK_CONCURRENCY: { schema: { type: 'integer', minimum: 1, maximum: 1000 }, default: 100 },
  WEBHOOK_LOCK_MS: { schema: { type: 'integer', minimum: 500 }, default: 30000 },
  HEALTH_PORT: env.port(8083),
};

export function loadWebhookDispatcherConfig(source: NodeJS.ProcessEnv = process.env): WebhookDispatcherConfig {
  const config = loadEnv<WebhookDispatcherConfig>(webhookDispatcherEnv, source);
  const problems = webhookSecretKeyProblems(source, config.WEBHOOK_SECRET_KEY);
  if (problems.length) throw new ConfigError(problems);
  return config;
}
