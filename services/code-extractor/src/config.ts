import { env, loadEnv, workerEnv, type WorkerConfig } from '@throwbox/config';

export interface CodeExtractorConfig extends WorkerConfig {
  EXTRACT_CONCURRENCY: number;
  /** How long a job's lock lasts; a worker that dies loses its jobs to another after about this long. */
  EXTRACT_LOCK_MS: number;
  /** Testing aid: holds every job this long before it is saved, to widen the window for crash tests. */
  EXTRACT_DEBUG_DELAY_MS: number;
}

export const codeExtractorEnv = {
  ...workerEnv,
  EXTRACT_CONCURRENCY: { schema: { type: 'integer', minimum: 1, maximum: 256 }, default: 8 },
  EXTRACT_LOCK_MS: { schema: { type: 'integer', minimum: 500 }, default: 30000 },
  EXTRACT_DEBUG_DELAY_MS: { schema: { type: 'integer', minimum: 0 }, default: 0 },
  HEALTH_PORT: env.port(8082),
};

export function loadCodeExtractorConfig(source: NodeJS.ProcessEnv = process.env): CodeExtractorConfig {
  return loadEnv<CodeExtractorConfig>(codeExtractorEnv, source);
}
