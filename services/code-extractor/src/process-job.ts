import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { extract } from '@throwbox/extract';
import { getMessageForExtraction, markExtractionFailed, saveExtraction, type Pool } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import { inboxChannel, type ExtractJob } from '@throwbox/queue';
import type { Counter } from 'prom-client';

export interface ExtractDeps {
  pool: Pool;
  publisher: Redis;
  redisPrefix: string;
  logger: Logger;
  results: Counter<'result'>;
  debugDelayMs: number;
}

/**
 * One extraction: read the message, run the pure extraction, save, wake the inbox's waiters. Safe to run
 * twice: a message already extracted is left as it is, and a deleted one is nothing to do.
 */
export async function processExtractJob(deps: ExtractDeps, job: ExtractJob): Promise<string> {
  const message = await getMessageForExtraction(deps.pool, job.messageId);
  if (!message) {
    deps.results.inc({ result: 'gone' });
    return 'gone';
  }
  if (message.extractStatus !== 'pending') {
    deps.results.inc({ result: 'already_done' });
    return 'already_done';
  }
  let result: ReturnType<typeof extract>;
  try {
    result = extract({ subject: message.subject, text: message.text, html: message.html });
  } catch (err) {
    // The extraction is pure: it fails the same way every time. Mark it, so the code call stops
    // considering this message, and do not retry.
    await markExtractionFailed(deps.pool, message.id);
    await wake(deps, message.address, message.id);
    deps.results.inc({ result: 'failed' });
    deps.logger.error({ err, messageId: message.id }, 'extraction failed for good');
    throw new UnrecoverableError(`extraction failed: ${(err as Error).message}`);
  }
  if (deps.debugDelayMs) await new Promise((r) => setTimeout(r, deps.debugDelayMs));
  await saveExtraction(deps.pool, message.id, result);
  await wake(deps, message.address, message.id);
  deps.results.inc({ result: result.code || result.verificationLink ? 'found' : 'nothing' });
  return result.code || result.verificationLink ? 'found' : 'nothing';
}

async function wake(deps: ExtractDeps, address: string, messageId: string): Promise<void> {
  await deps.publisher.publish(inboxChannel(deps.redisPrefix, address), messageId).catch((err: unknown) => {
    deps.logger.warn({ err }, 'publishing inbox wake-up failed');
  });
}

/** Called when BullMQ gives up on a job (retries exhausted): the code call must not wait on it. */
export async function onFinalFailure(deps: ExtractDeps, job: ExtractJob): Promise<void> {
  const message = await getMessageForExtraction(deps.pool, job.messageId);
  if (message?.extractStatus === 'pending') {
    await markExtractionFailed(deps.pool, job.messageId);
    await wake(deps, message.address, message.id);
  }
}
