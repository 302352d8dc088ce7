import { UnrecoverableError } from 'bullmq';
import { getFanOutInputs } from '@throwbox/db';
import type { MessageEventJob } from '@throwbox/queue';
import { deliverMessageEvent } from './deliver.js';
import type { DispatcherDeps } from './deps.js';
import { deliveryJobId, eventIdFor } from './event.js';
import { retryDelay } from './retry.js';

/**
 * Delivers a message's event to every enabled endpoint of its account: the fan-out makes each first
 * attempt itself, all at once, and only a failed one becomes a job, under a fixed id derived from the
 * event and the endpoint, which holds the retries. Most deliveries succeed at once and cost no job.
 *
 * Run again (a retry, a dispatcher that died mid-way, the outbox relay), it sends nothing an earlier
 * run recorded as delivered (the attempts come with its inputs, in the same query), and gives an endpoint whose attempt failed its retry job (the same
 * id: added once) instead of another first attempt. An attempt interrupted before it was recorded is
 * made again: delivery is at least once, and the event's id lets the receiver tell.
 */
export async function fanOut(deps: DispatcherDeps, job: MessageEventJob): Promise<number> {
  const eventId = eventIdFor(job.messageId);
  const inputs = await getFanOutInputs(deps.pool, job.messageId, eventId);
  // Deleted with its inbox before we got to it: there is nothing left to announce.
  if (!inputs) return 0;
  const { source, webhookIds, attempted: earlier } = inputs;
  if (webhookIds.length === 0) return 0;
  // Settled, not raced: a failure (Redis away while a retry is queued) fails the job only once every
  // attempt has ended, so its re-run never overlaps this run.
  const ended = await Promise.allSettled(
    webhookIds.map((webhookId) => deliverOnce(deps, eventId, source.messageId, webhookId, earlier.get(webhookId))),
  );
  const failed = ended.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  deps.metrics.fannedOut.inc(webhookIds.length);
  return webhookIds.length;
}

/** The first attempt to one endpoint, unless an earlier run made it; a failed one is queued for its retries. */
async function deliverOnce(
  deps: DispatcherDeps,
  eventId: string,
  messageId: string,
  webhookId: number,
  earlier: { delivered: boolean } | undefined,
): Promise<void> {
  if (earlier?.delivered) return;
  const delivery = { messageId, webhookId };
  if (!earlier) {
    try {
      await deliverMessageEvent(deps, delivery, 1);
      return;
    } catch (err) {
      // Deleted, disabled, or an answer no retry could change: the delivery ends here.
      if (err instanceof UnrecoverableError) return;
    }
  }
  const delay = Math.max(1, Math.round(retryDelay(1)! * deps.config.WEBHOOK_RETRY_SCALE));
  await deps.deliveries.add('message.received', { ...delivery, attemptsBefore: 1 }, { jobId: deliveryJobId(eventId, webhookId), delay });
}
