import { UnrecoverableError } from 'bullmq';
import { getFanOutInputs, type WebhookForDelivery } from '@throwbox/db';
import type { MessageEventJob } from '@throwbox/queue';
import type { Ticket } from './admission.js';
import { AttemptFailed, attemptDelivery, prepare } from './deliver.js';
import type { DispatcherDeps } from './deps.js';
import type { Mark } from './event-marks.js';
import { deliveryJobId, eventIdFor, messageReceivedEvent, serializeEvent, type WebhookEvent } from './event.js';
import { scaledRetryDelay } from './retry.js';

/**
 * Delivers a message's event to every enabled endpoint of its account: the fan-out makes each first
 * attempt itself, all at once, and only a failed one becomes a job, under a fixed id derived from the
 * event and the endpoint, which holds the retries. Most deliveries succeed at once and cost no job.
 *
 * Its first attempts are made once `admit` gives it a place among its account's jobs (Admission), all
 * of them queued in the Limiter at once; else `admit` throws AccountBusy before any attempt, and the job
 * is put back (server.ts) to read and try again when its account has room.
 *
 * Run again (a retry, a dispatcher that died mid-way, the outbox relay), it goes by what the earlier run
 * marked in Redis (`EventMarks`), else by the attempts recorded in Postgres (read with its inputs): it
 * sends nothing delivered, and an endpoint whose attempt failed gets its retry job (the same id: added
 * once) instead of another first attempt. An attempt interrupted before its mark is made again: delivery
 * is at least once, and the event's id lets the receiver tell.
 */
export async function fanOut(deps: DispatcherDeps, job: MessageEventJob, admit: (accountId: number) => Ticket): Promise<number> {
  const eventId = eventIdFor(job.messageId);
  const inputs = await getFanOutInputs(deps.pool, job.messageId, eventId);
  // Deleted with its inbox before we got to it: there is nothing left to announce.
  if (!inputs) return 0;
  const { source, webhooks } = inputs;
  if (webhooks.length === 0) return 0;
  const ticket = admit(source.accountId);
  try {
    return await fanOutAdmitted(deps, inputs);
  } finally {
    ticket.release();
  }
}

async function fanOutAdmitted(deps: DispatcherDeps, inputs: NonNullable<Awaited<ReturnType<typeof getFanOutInputs>>>): Promise<number> {
  const { source, webhooks, attempted } = inputs;
  const eventId = eventIdFor(source.messageId);
  const marks = await deps.marks
    .read(
      eventId,
      webhooks.map((w) => w.id),
    )
    .catch((err: unknown) => {
      deps.logger.warn({ err, eventId }, "could not read the event's delivery marks; going by the recorded attempts");
      return new Map<number, Mark>();
    });
  const event = messageReceivedEvent(source);
  const body = serializeEvent(event);
  // Kept 7 days for replay, as sent; stored beside the first attempts, not before them: a fan-out run
  // again stores it again (once), and the message it is rebuilt from may be gone by the time of a replay.
  const stored = deps.events.add({ id: event.id, accountId: source.accountId, body });
  // Settled, not raced: a failure (Redis away while a retry is queued) fails the job only once every
  // attempt has ended, so its re-run never overlaps this run.
  const ended = await Promise.allSettled([
    stored,
    ...webhooks.map((webhook) => deliverOnce(deps, event, body, webhook, marks.get(webhook.id) ?? attempted.get(webhook.id))),
  ]);
  const failed = ended.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  deps.metrics.fannedOut.inc(webhooks.length);
  return webhooks.length;
}

/**
 * The first attempt to one endpoint, unless an earlier run made it (`earlier`: its mark, or else what
 * Postgres recorded: `failed` when no attempt of the event succeeded); a failed one is queued for its retries.
 */
async function deliverOnce(
  deps: DispatcherDeps,
  event: WebhookEvent,
  body: string,
  webhook: WebhookForDelivery,
  earlier: Mark | 'failed' | undefined,
): Promise<void> {
  if (earlier === 'delivered' || earlier === 'ended' || earlier === 'retrying') return;
  const webhookId = webhook.id;
  const { messageId } = event.data;
  if (earlier === undefined) {
    // The event's createdAt is the message's commit (its receivedAt).
    deps.metrics.firstAttemptAfterCommit.observe(Math.max(0, Date.now() - Date.parse(event.createdAt)) / 1000);
    try {
      // The fan-out read the endpoint and the message: the first attempt needs no read of its own.
      await attemptDelivery(deps, prepare(deps, webhook, event, 1, body));
      await deps.marks.set(event.id, webhookId, 'delivered');
      return;
    } catch (err) {
      if (err instanceof UnrecoverableError) {
        // Deleted, disabled, or an answer no retry could change: the delivery ends here.
        deps.logger.info({ webhookId, messageId, reason: err.message }, 'webhook delivery ended');
        await deps.marks.set(event.id, webhookId, 'ended');
        return;
      }
      // Postgres or the signing key failed around the call: the retries take it from here.
      if (!(err instanceof AttemptFailed))
        deps.logger.warn({ err, webhookId, messageId }, 'first webhook attempt failed; left to its retries');
    }
  }
  const delay = scaledRetryDelay(1, deps.config.WEBHOOK_RETRY_SCALE);
  await deps.deliveries.add(
    'message.received',
    { messageId, webhookId, attemptsBefore: 1 },
    { jobId: deliveryJobId(event.id, webhookId), delay },
  );
  await deps.marks.set(event.id, webhookId, 'retrying');
}
