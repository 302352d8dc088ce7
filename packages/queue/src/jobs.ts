import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { WEBHOOK_DELIVERY_ATTEMPTS } from '@throwbox/contracts';
import type { OutboxRow } from '@throwbox/db';

/** The messages of one ingest group commit (usually one): extraction reads and saves them together. */
export interface ExtractJob {
  messageIds: string[];
}
export interface MessageEventJob {
  messageId: string;
  outboxId: number;
}
/** One event to one endpoint; the event is rebuilt from the message, so every retry sends the same body. */
export interface WebhookDeliveryJob {
  messageId: string;
  webhookId: number;
  /** Attempts made before this job: 1 when the fan-out made the first itself (the job then holds the retries). */
  attemptsBefore?: number;
}
/** A test call: sent once by the dispatcher, which returns a WebhookTestResult, or null when the webhook is gone. */
export interface WebhookTestJob {
  webhookId: number;
}
/** Kept events sent again to one endpoint (POST /webhooks/{id}/replay): one attempt each, no retries. */
export interface WebhookReplayJob {
  webhookId: number;
  eventIds: string[];
  /**
   * Chosen as failed and not delivered (failedSince): one that a retry delivered by the time its turn
   * comes is skipped, not sent twice. Absent (by eventId, or queued before it existed): each is sent.
   */
  onlyUndelivered?: boolean;
  /**
   * The holder under which the api claimed these events for this replay (DeliveryClaims): each is sent
   * while the claim is still its own, and a retry that comes due meanwhile waits for it. Absent (queued
   * before it existed): the job claims each event itself in its turn.
   */
  claim?: string;
}
export interface WebhookTestResult {
  delivered: boolean;
  status: number;
  error: string | null;
  durationMs: number;
}

/** A queue of the job table: its name in Redis, the payload (P) and result (R) its jobs carry, how they are kept. */
export interface JobDefinition<P, R = unknown> {
  queue: string;
  options: Readonly<JobsOptions>;
  /** Types only: never read. */
  readonly _types?: { payload: P; result: R };
}

const define = <P, R = unknown>(queue: string, options: JobsOptions): JobDefinition<P, R> =>
  Object.freeze({ queue, options: Object.freeze(options) });

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Every job Throwbox runs: payloads carry ids only, workers read the rows. Failed jobs are kept a week
 * (evidence); completed ones long enough to deduplicate a re-send under the same job id. Renaming a queue
 * strands every job already waiting under the old name: add a new queue and drain the old one instead.
 */
export const JOBS = Object.freeze({
  extract: define<ExtractJob>('extract-codes', {
    attempts: 8,
    backoff: { type: 'exponential', delay: 500 },
    removeOnComplete: { age: HOUR, count: 100_000 },
    removeOnFail: { age: 7 * DAY },
  }),
  webhookEvents: define<MessageEventJob, number>('webhook-events', {
    attempts: 8,
    backoff: { type: 'exponential', delay: 500 },
    removeOnComplete: { age: HOUR, count: 100_000 },
    removeOnFail: { age: 7 * DAY },
  }),
  // The retries of a delivery whose first attempt (made by the fan-out) failed, on the contract's
  // schedule (RETRY_SCHEDULE_MS); kept a day after success, so a late re-run of the fan-out adds nothing.
  webhookDeliveries: define<WebhookDeliveryJob>('webhook-deliveries', {
    attempts: WEBHOOK_DELIVERY_ATTEMPTS - 1,
    backoff: { type: 'webhook-schedule' },
    removeOnComplete: { age: DAY },
    removeOnFail: { age: 7 * DAY },
  }),
  // Sent once: a failed test is reported to the caller, never retried.
  webhookTests: define<WebhookTestJob, WebhookTestResult | null>('webhook-tests', {
    attempts: 1,
    removeOnComplete: { age: HOUR },
    removeOnFail: { age: 7 * DAY },
  }),
  // One call's events, sent once each: a failed replay is recorded, and may be replayed again.
  webhookReplays: define<WebhookReplayJob, number>('webhook-replays', {
    attempts: 1,
    removeOnComplete: { age: HOUR },
    removeOnFail: { age: 7 * DAY },
  }),
});

/** Queue names by job. */
export const QUEUES = Object.freeze({
  extract: JOBS.extract.queue,
  webhookEvents: JOBS.webhookEvents.queue,
  webhookDeliveries: JOBS.webhookDeliveries.queue,
  webhookTests: JOBS.webhookTests.queue,
  webhookReplays: JOBS.webhookReplays.queue,
});

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A fixed job id derived from the row, so a job enqueued twice (ingest and relay) runs once. */
export function jobIdFor(row: Pick<OutboxRow, 'kind' | 'messageId' | 'id'>): string {
  return `${row.kind}-${row.messageId ?? row.id}`;
}

/**
 * The id of one extraction job for several messages: derived from all of them, so the relay's re-send of
 * the same rows is deduplicated, while a different set (a row from another group) makes a new job.
 */
export function extractJobId(messageIds: string[]): string {
  if (messageIds.length === 1) return `extract-${messageIds[0]}`;
  return `extract-batch-${createHash('sha256').update(messageIds.join(',')).digest('hex').slice(0, 24)}`;
}

/** Whether a failed job is done for good: it gave up (UnrecoverableError) or used its last attempt. */
export function isFinalFailure(job: { attemptsMade: number; opts: { attempts?: number } }, err: Error): boolean {
  return err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
}
