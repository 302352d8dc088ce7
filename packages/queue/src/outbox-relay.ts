import type { ConnectionOptions, Queue } from 'bullmq';
import { claimStaleOutbox, markOutboxSent, withTransaction, type OutboxKind, type OutboxRow, type Pool } from '@throwbox/db';
import { runEvery, type WarnLogger } from '@throwbox/observability';
import { openQueue } from './queues.js';
import { JOBS, extractJobId, jobIdFor, type ExtractJob, type MessageEventJob, type QueueName } from './jobs.js';

/** Which queue each outbox kind goes to. */
export const OUTBOX_QUEUE: Record<OutboxKind, QueueName> = Object.freeze({
  extract: JOBS.extract.queue,
  'message.received': JOBS.webhookEvents.queue,
});

/** The queues outbox rows go to. */
export interface Queues {
  extract: Queue<ExtractJob>;
  webhookEvents: Queue<MessageEventJob>;
  close(): Promise<void>;
}

export function createQueues(connection: ConnectionOptions, redisPrefix: string, logger?: WarnLogger): Queues {
  const extract = openQueue(JOBS.extract, connection, redisPrefix, logger);
  const webhookEvents = openQueue(JOBS.webhookEvents, connection, redisPrefix, logger);
  return {
    extract,
    webhookEvents,
    async close() {
      await Promise.all([extract.close(), webhookEvents.close()]);
    },
  };
}

/**
 * Puts outbox rows on their queues: one extraction job for all the extract rows, one event job per
 * message.received row (each is fanned out on its own). The caller marks them sent once this resolves.
 */
export async function enqueueOutbox(queues: Queues, rows: OutboxRow[]): Promise<void> {
  const extract = rows.filter((r) => r.kind === 'extract');
  const events = rows.filter((r) => r.kind === 'message.received');
  const ids = extract.map((r) => r.messageId!);
  await Promise.all([
    extract.length && queues.extract.add('extract', { messageIds: ids }, { jobId: extractJobId(ids) }),
    events.length &&
      queues.webhookEvents.addBulk(
        events.map((r) => ({ name: r.kind, data: { messageId: r.messageId!, outboxId: r.id }, opts: { jobId: jobIdFor(r) } })),
      ),
  ]);
}

/**
 * Re-enqueues outbox rows that ingest committed but never handed to BullMQ (it crashed in between).
 * Each worker service runs one for the kinds it consumes. Returns the number of rows re-sent.
 */
export async function relayStaleOutbox(pool: Pool, queues: Queues, kinds: OutboxKind[], olderThanMs: number): Promise<number> {
  return withTransaction(pool, async (client) => {
    const rows = await claimStaleOutbox(client, kinds, olderThanMs);
    if (rows.length === 0) return 0;
    await enqueueOutbox(queues, rows);
    await markOutboxSent(
      client,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}

/** What a worker service's outbox relay reads from its configuration. */
export interface OutboxRelayConfig {
  OUTBOX_RELAY_INTERVAL_MS: number;
  OUTBOX_RELAY_AGE_MS: number;
}

/** Runs the relay every OUTBOX_RELAY_INTERVAL_MS until stopped, reporting through the service's logger. */
export function startOutboxRelay(
  pool: Pool,
  queues: Queues,
  kinds: OutboxKind[],
  config: OutboxRelayConfig,
  logger: WarnLogger & { info(obj: object, msg: string): void },
): { stop(): Promise<void> } {
  return runEvery(
    config.OUTBOX_RELAY_INTERVAL_MS,
    async () => {
      const n = await relayStaleOutbox(pool, queues, kinds, config.OUTBOX_RELAY_AGE_MS);
      if (n > 0) logger.info({ n }, 'outbox relay re-sent jobs');
    },
    (err) => logger.warn({ err }, 'outbox relay failed'),
  );
}
