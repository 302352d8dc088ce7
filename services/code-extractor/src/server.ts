import { createExtractionsCounter, type Logger } from '@throwbox/observability';
import { JOBS, isFinalFailure, startWorkerService, type WorkerServiceHandle } from '@throwbox/queue';
import type { CodeExtractorConfig } from './config.js';
import { onFinalFailure, processExtractJob, type ExtractDeps } from './process-job.js';

export type CodeExtractorHandle = WorkerServiceHandle<ExtractDeps>;

/** Extracts codes and links from the messages ingest left to it (large mail, or mail ingest's extraction refused). */
export async function startCodeExtractor(config: CodeExtractorConfig, opts: { logger?: Logger } = {}): Promise<CodeExtractorHandle> {
  return startWorkerService({
    name: 'code-extractor',
    config,
    poolMax: config.EXTRACT_CONCURRENCY + 2,
    relays: ['extract'],
    logger: opts.logger,
    describe: { concurrency: config.EXTRACT_CONCURRENCY },
    setup(ctx) {
      const deps: ExtractDeps = {
        pool: ctx.pool,
        publisher: ctx.redis({ enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'publisher' }),
        redisPrefix: ctx.config.REDIS_PREFIX,
        logger: ctx.logger,
        debugDelayMs: ctx.config.EXTRACT_DEBUG_DELAY_MS,
        results: createExtractionsCounter(ctx.registry),
      };
      const worker = ctx.worker(JOBS.extract, (job) => processExtractJob(deps, job.data), {
        concurrency: config.EXTRACT_CONCURRENCY,
        lockMs: config.EXTRACT_LOCK_MS,
      });
      worker.on('failed', (job, err) => {
        if (!job) return;
        if (isFinalFailure(job, err))
          onFinalFailure(deps, job.data).catch((e: unknown) => ctx.logger.error({ err: e }, 'marking extraction failed'));
        else ctx.logger.warn({ err, messageIds: job.data.messageIds, attempt: job.attemptsMade }, 'extraction attempt failed; will retry');
      });
      return deps;
    },
  });
}
