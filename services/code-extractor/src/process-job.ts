import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { extractForStorage } from '@throwbox/extract';
import { getMessagesForExtraction, markExtractionFailed, saveExtractions, type ExtractionResult, type Pool } from '@throwbox/db';
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
 * One job: read the group's messages, run the pure extraction on each, save them together, wake their
 * inboxes' waiters. Safe to run twice: messages already extracted are left alone, deleted ones skipped.
 * A message whose extraction throws is marked failed (so the code call stops considering it) without
 * holding back the others; a database or Redis failure fails the job, which BullMQ retries.
 */
export async function processExtractJob(deps: ExtractDeps, job: ExtractJob): Promise<string> {
  const messages = await getMessagesForExtraction(deps.pool, job.messageIds);
  deps.results.inc({ result: 'gone' }, job.messageIds.length - messages.length);
  const pending = messages.filter((m) => m.extractStatus === 'pending');
  deps.results.inc({ result: 'already_done' }, messages.length - pending.length);
  const results: ExtractionResult[] = [];
  const failed: typeof pending = [];
  for (const m of pending) {
    try {
      results.push({ id: m.id, ...extractForStorage({ subject: m.subject, text: m.text, html: m.html }) });
    } catch (err) {
      // The extraction is pure: it would fail the same way again.
      failed.push(m);
      deps.logger.error({ err, messageId: m.id }, 'extraction failed for good');
    }
  }
  if (deps.debugDelayMs) await new Promise((r) => setTimeout(r, deps.debugDelayMs));
  await saveExtractions(deps.pool, results);
  for (const m of failed) await markExtractionFailed(deps.pool, m.id);
  await wake(deps, [...pending.map((m) => ({ address: m.address, id: m.id }))]);
  for (const r of results) deps.results.inc({ result: r.code || r.verificationLink ? 'found' : 'nothing' });
  deps.results.inc({ result: 'failed' }, failed.length);
  if (failed.length && failed.length === pending.length && results.length === 0) {
    throw new UnrecoverableError(`extraction failed for ${failed.map((m) => m.id).join(', ')}`);
  }
  return `${results.length} extracted, ${failed.length} failed, ${messages.length - pending.length} already done`;
}

async function wake(deps: ExtractDeps, messages: { address: string; id: string }[]): Promise<void> {
  if (messages.length === 0) return;
  const pipeline = deps.publisher.pipeline();
  for (const m of messages) pipeline.publish(inboxChannel(deps.redisPrefix, m.address), m.id);
  await pipeline.exec().catch((err: unknown) => {
    deps.logger.warn({ err }, 'publishing inbox wake-ups failed');
  });
}

/** Called when BullMQ gives up on a job (retries exhausted): the code call must not wait on its messages. */
export async function onFinalFailure(deps: ExtractDeps, job: ExtractJob): Promise<void> {
  const stuck = (await getMessagesForExtraction(deps.pool, job.messageIds)).filter((m) => m.extractStatus === 'pending');
  for (const m of stuck) await markExtractionFailed(deps.pool, m.id);
  await wake(deps, stuck);
}
