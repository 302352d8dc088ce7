import { UnrecoverableError } from 'bullmq';
import { recordDeliveryFailure, type WebhookForDelivery, type WebhookHealth } from '@throwbox/db';
import { SEND_CLAIM_MS, type WebhookDeliveryJob } from '@throwbox/queue';
import { decryptSecret, sign, signStandard } from '@throwbox/signing';
import type { Ticket } from './admission.js';
import type { DispatcherDeps } from './deps.js';
import { eventIdFor, messageReceivedEvent, serializeEvent, type EventKind, type WebhookEvent } from './event.js';
import type { CallOutcome } from './http-call.js';

/** The failure that reaches this many in a row disables the endpoint. */
export const DISABLE_AFTER_FAILURES = 20;

export const USER_AGENT = 'Throwbox-Webhook/1';

/** One event ready to go to one endpoint. */
export interface PreparedDelivery {
  webhook: WebhookForDelivery;
  secret: string;
  eventId: string;
  event: EventKind;
  /** Which attempt this is: 1, then one more for each retry. */
  attempt: number;
  /** The exact bytes sent (and signed), the same on every attempt. */
  body: string;
}

/**
 * One attempt of a message.received delivery: prepare, call, then record the success, or record the
 * failure and leave the retry to the queue (on the schedule in retry.ts) unless there is no point.
 * `admit` takes the job's place among its account's (Admission), or throws AccountBusy, having called nothing.
 */
export async function deliverMessageEvent(
  deps: DispatcherDeps,
  job: WebhookDeliveryJob,
  attempt: number,
  admit: (accountId: number) => Ticket,
): Promise<void> {
  const delivery = await prepareDelivery(deps, job, attempt);
  const ticket = admit(delivery.webhook.accountId);
  try {
    const sent = await callInTurn(deps, delivery.webhook.accountId, () => claimForRetry(deps, delivery), RETRY_CLAIM);
    await recordOutcome(deps, delivery, sent!.outcome);
  } finally {
    ticket.release();
  }
}

/** Calls the endpoint and records the outcome; throws what ends the attempt unless it succeeded. */
export async function attemptDelivery(deps: DispatcherDeps, delivery: PreparedDelivery): Promise<void> {
  await recordOutcome(deps, delivery, await callEndpoint(deps, delivery));
}

async function recordOutcome(deps: DispatcherDeps, delivery: PreparedDelivery, outcome: CallOutcome): Promise<void> {
  if (outcome.ok) {
    await recordSuccess(deps, delivery, outcome);
    return;
  }
  const health = await recordFailure(deps, delivery, outcome);
  throw scheduleRetry(delivery, outcome, health);
}

/** The claim a retry takes: one retry job per endpoint and event, so one holder (a re-run of the job takes its own claim back). */
export const RETRY_CLAIM = 'retry';

/**
 * In the retry's turn, immediately before it is sent (its check in prepareDelivery came before the wait
 * for that turn, in which a replay may have delivered the event): sent only while no success is known,
 * in this dispatcher's records not yet written or in the event's claim, and no replay holds the claim.
 */
async function claimForRetry(deps: DispatcherDeps, d: PreparedDelivery): Promise<PreparedDelivery> {
  if (deps.successes.isUnwritten(d.webhook.id, d.eventId)) throw new UnrecoverableError('a replay delivered the event already');
  const [state] = await deps.claims.take(d.webhook.id, [d.eventId], RETRY_CLAIM, SEND_CLAIM_MS);
  if (state === 'delivered') throw new UnrecoverableError('a replay delivered the event already');
  if (state === 'held') throw new ClaimHeld(`a replay holds event ${d.eventId} to webhook ${d.webhook.id}`);
  return d;
}

/**
 * A retry's or a replay's call: `ready` runs in its turn among the account's calls, immediately before it
 * is sent, and says what to send (undefined: nothing). A 2xx is marked in the event's claim before the
 * turn ends, so a call of the same event waiting for that turn sees it; `holder`'s claim is given back
 * after any other answer. Undefined when nothing was sent.
 */
export async function callInTurn(
  deps: DispatcherDeps,
  accountId: number,
  ready: () => Promise<PreparedDelivery | undefined>,
  holder?: string,
): Promise<{ delivery: PreparedDelivery; outcome: CallOutcome } | undefined> {
  return deps.calls.run(accountId, async () => {
    const delivery = await ready();
    if (!delivery) return undefined;
    const { webhook, eventId } = delivery;
    const outcome = await post(deps, delivery);
    const marked = outcome.ok
      ? deps.claims.delivered(webhook.id, eventId)
      : holder
        ? deps.claims.release(webhook.id, [eventId], holder)
        : undefined;
    await marked?.catch((err: unknown) =>
      deps.logger.warn({ err, webhookId: webhook.id, eventId }, "could not mark the event's claim; only Postgres will tell, once written"),
    );
    return { delivery, outcome };
  });
}

async function prepareDelivery(deps: DispatcherDeps, job: WebhookDeliveryJob, attempt: number): Promise<PreparedDelivery> {
  const eventId = eventIdFor(job.messageId);
  // A replay may have delivered the event since this retry was scheduled (sending it again would be a
  // duplicate of an event the receiver has). Its success is written in a batch, so it is looked for in
  // this dispatcher's records not yet written first, then in Postgres (with the inputs). In that order a
  // success answered before the check is seen in one or the other; the other way round, one written
  // between the two reads would be in neither.
  const unwritten = deps.successes.isUnwritten(job.webhookId, eventId);
  const { webhook, source, delivered } = await deps.inputs.add({ webhookId: job.webhookId, messageId: job.messageId, eventId });
  if (!webhook) throw new UnrecoverableError('the webhook was deleted');
  if (unwritten || delivered) throw new UnrecoverableError('a replay delivered the event already');
  // Checked before every attempt, retries included: a disabled endpoint receives nothing further.
  if (webhook.disabled) throw new UnrecoverableError('the webhook is disabled');
  if (!source) throw new UnrecoverableError('the message was deleted');
  const event = messageReceivedEvent(source);
  return prepare(deps, webhook, event, attempt, serializeEvent(event));
}

export function prepare(
  deps: DispatcherDeps,
  webhook: WebhookForDelivery,
  event: Pick<WebhookEvent, 'id' | 'event'>,
  attempt: number,
  /** The exact bytes to send: the event serialized (once for every endpoint of a fan-out), or as kept for replay. */
  body: string,
): PreparedDelivery {
  let secret: string;
  try {
    secret = decryptSecret(deps.secretKey, webhook.secretBox);
  } catch (err) {
    // Retried (a redeploy with the right key lets it through), but loudly: nothing can be signed.
    deps.logger.error({ err, webhookId: webhook.id }, "cannot decrypt the webhook's secret: WEBHOOK_SECRET_KEY differs from the api's");
    throw err;
  }
  return { webhook, secret, eventId: event.id, event: event.event, attempt, body };
}

/** Signs afresh with the current time (a retry carries a new timestamp) and POSTs. */
export async function callEndpoint(deps: DispatcherDeps, d: PreparedDelivery): Promise<CallOutcome> {
  // Within WEBHOOK_CONCURRENCY calls at once, a quarter of them per account: the attempt's timeout and its
  // timestamp start when its turn comes.
  return deps.calls.run(d.webhook.accountId, () => post(deps, d));
}

/** The call itself, in its turn. */
async function post(deps: DispatcherDeps, d: PreparedDelivery): Promise<CallOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await deps.callEndpoint(d.webhook.url, d.body, {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'Throwbox-Event': d.event,
    'Throwbox-Timestamp': String(timestamp),
    'Throwbox-Signature': sign(d.secret, timestamp, d.body),
    // Standard Webhooks beside ours, from the same secret: receivers verify with the library they already use.
    'webhook-id': d.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signStandard(d.secret, d.eventId, timestamp, d.body),
  });
  deps.metrics.attempts.inc({ event: d.event, outcome: outcome.kind });
  deps.metrics.attemptSeconds.observe({ outcome: outcome.kind }, outcome.durationMs / 1000);
  return outcome;
}

const attemptRow = (d: PreparedDelivery, o: CallOutcome) => ({
  eventId: d.eventId,
  event: d.event,
  attempt: d.attempt,
  status: o.status,
  error: o.error,
  durationMs: o.durationMs,
  at: o.at,
  response: o.response,
});

/** A 2xx: recorded (with the other successes of the moment), and the endpoint's consecutive failures start again from zero. */
export async function recordSuccess(deps: DispatcherDeps, d: PreparedDelivery, o: CallOutcome): Promise<void> {
  await deps.successes.add({ webhookId: d.webhook.id, ...attemptRow(d, o) });
  deps.logger.debug({ webhookId: d.webhook.id, eventId: d.eventId, status: o.status, durationMs: o.durationMs }, 'webhook delivered');
}

/** Anything else: recorded and counted; the failure that reaches the threshold disables the endpoint. */
export async function recordFailure(deps: DispatcherDeps, d: PreparedDelivery, o: CallOutcome): Promise<WebhookHealth | undefined> {
  // Successes answered before this failure are still being written in a batch: they go first, or one
  // of them would reset the count after this failure was added to it (or after it disabled the endpoint).
  await deps.successes.settled();
  const health = await recordDeliveryFailure(deps.pool, d.webhook.id, attemptRow(d, o), DISABLE_AFTER_FAILURES);
  const log = { webhookId: d.webhook.id, eventId: d.eventId, status: o.status, error: o.error, failCount: health?.failCount };
  if (health?.disabledNow) {
    deps.metrics.disabled.inc();
    deps.logger.warn(log, 'webhook disabled after consecutive failures');
  } else {
    deps.logger.info(log, 'webhook attempt failed');
  }
  return health;
}

/**
 * The error that ends this attempt. A plain Error has the queue retry it on the schedule; an
 * UnrecoverableError ends the delivery now, when another attempt could not succeed or must not be made.
 */
export function scheduleRetry(d: PreparedDelivery, o: CallOutcome, health: WebhookHealth | undefined): Error {
  if (!health) return new UnrecoverableError('the webhook was deleted');
  if (health.disabled) return new UnrecoverableError(`the webhook is disabled after ${health.failCount} consecutive failures`);
  if (!o.retryable) return new UnrecoverableError(o.error ?? 'not retryable');
  return new AttemptFailed(`attempt to webhook ${d.webhook.id} failed: ${o.error ?? `HTTP ${o.status}`}`);
}

/** A retry not sent because a replay holds its event: put back for its step's delay, no attempt used, to go on if the replay fails. */
export class ClaimHeld extends Error {
  override name = 'ClaimHeld';
}

/** An attempt the endpoint failed, recorded: the queue retries it on the schedule. */
export class AttemptFailed extends Error {
  override name = 'AttemptFailed';
}
