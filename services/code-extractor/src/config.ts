import { commonEnv, env, loadEnv, type CommonConfig } from '@throwbox/config';

export interface CodeExtractorConfig extends CommonConfig {
  EXTRACT_CONCURRENCY: number;
  /** How long a job's lock lasts; a worker that dies loses its jobs to another after about this long. */
  EXTRACT_LOCK_MS: number;
  /** Testing aid: holds every job this long before it is saved, to widen the window for crash tests. */
  EXTRACT_DEBUG_DELAY_MS: number;
  OUTBOX_RELAY_INTERVAL_MS: number;
  OUTBOX_RELAY_AGE_MS: number;
  HEALTH_HOST: string;
  HEALTH_PORT: number;
}

export const codeExtractorEnv = {
  ...commonEnv,
  EXTRACT_CONCURRENCY: { schema: { type: 'integer', minimum: 1, maximum: 256 }, default: 8 },
  EXTRACT_LOCK_MS: { schema: { type: 'integer', minimum: 500 }, default: 30000 },
  EXTRACT_DEBUG_DELAY_MS: { schema: { type: 'integer', minimum: 0 }, default: 0 },
  OUTBOX_RELAY_INTERVAL_MS: { schema: { type: 'integer', minimum: 50 }, default: 5000 },
  OUTBOX_RELAY_AGE_MS: { schema: { type: 'integer', minimum: 0 }, default: 10000 },
  HEALTH_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  HEALTH_PORT: env.port(8082),
};

export function loadCodeExtractorConfig(source: NodeJS.ProcessEnv = process.env): CodeExtractorConfig {
  return loadEnv<CodeExtractorConfig>(codeExtractorEnv, source);
}
