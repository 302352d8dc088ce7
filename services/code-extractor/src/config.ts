import { env, loadEnv, workerEnv, type EnvConfig, type EnvSpec } from '@throwbox/config';

export const codeExtractorEnv = {
  ...workerEnv,
  EXTRACT_CONCURRENCY: { schema: { type: 'integer', minimum: 1, maximum: 256 }, default: 8 },
  /** How long a job's lock lasts; a worker that dies loses its jobs to another after about this long. */
  EXTRACT_LOCK_MS: { schema: { type: 'integer', minimum: 500 }, default: 30000 },
  /** Testing aid: holds every job this long before it is saved, to widen the window for crash tests. */
  EXTRACT_DEBUG_DELAY_MS: { schema: { type: 'integer', minimum: 0 }, default: 0 },
  HEALTH_PORT: env.port(8082),
} as const satisfies EnvSpec;

export type CodeExtractorConfig = EnvConfig<typeof codeExtractorEnv>;

export function loadCodeExtractorConfig(source: NodeJS.ProcessEnv = process.env): CodeExtractorConfig {
  return loadEnv<CodeExtractorConfig>(codeExtractorEnv, source);
}
