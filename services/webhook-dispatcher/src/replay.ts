import {
  claimReplayAttempt,
  claimUndeliveredReplayAttempt,
  getWebhookEventBodies,
  getWebhookForDelivery,
  type WebhookForDelivery,
} from '@throwbox/db';
import { randomUUID } from 'node:crypto';
import { SEND_CLAIM_MS, type WebhookReplayJob } from '@throwbox/queue';
import { callInTurn, prepare, recordFailure, recordSuccess, type PreparedDelivery } from './deliver.js';
import type { DispatcherDeps } from './deps.js';

/**
 * POST /webhooks/{id}/replay: each kept event once more to that endpoint alone, the bytes it was sent
 * with (same id), signed afresh, recorded and counted as the next attempt of its delivery. Not retried:
 * a replay that fails stays failed, and can be replayed again. The events are the api's claims
 * (DeliveryClaims): each is sent while the claim is still this job's, which only its expiry ends; one
 * chosen as failed (failedSince) only while it is still undelivered, one asked for by eventId as asked.
 * Resolves with how many went through.
 */
export async function replayEvents(deps: DispatcherDeps, job: WebhookReplayJob): Promise<number> {
  const webhook = await getWebhookForDelivery(deps.pool, job.webhookId);
  // Deleted or disabled since the call: a disabled endpoint receives nothing.
  if (!webhook || webhook.disabled) return 0;
  const bodies = await getWebhookEventBodies(deps.pool, webhook.accountId, job.eventIds);
  const left = job.eventIds.filter((eventId) => bodies.has(eventId));
  // The api's claims; a job queued before the api took them (no `claim`) takes each in its turn, as its own.
  const holder = job.claim ?? `replay:${randomUUID()}`;
  const claim = job.onlyUndelivered ? claimIfUndelivered : claimAsked;
  const state = { disabled: false };
  let sent = 0;
  // As many lanes as the account's share of calls, each taking the next event once its call is done: the
  // failure that disables the endpoint is seen before any later event is sent, which a thousand calls
  // started together and queued in the limiter would not see.
  const lane = async () => {
    for (let eventId = left.shift(); eventId !== undefined && !state.disabled; eventId = left.shift()) {
      if (await replayOne(deps, webhook, () => claim(deps, webhook, eventId, bodies.get(eventId)!, holder), holder, state)) sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.calls.share, left.length) }, lane));
  return sent;
}

async function replayOne(
  deps: DispatcherDeps,
  webhook: WebhookForDelivery,
  ready: () => Promise<PreparedDelivery | undefined>,
  holder: string,
  state: { disabled: boolean },
): Promise<boolean> {
  if (state.disabled) return false;
  const sent = await callInTurn(deps, webhook.accountId, ready, holder);
  if (!sent) return false;
  if (sent.outcome.ok) {
    await recordSuccess(deps, sent.delivery, sent.outcome);
    return true;
  }
  const health = await recordFailure(deps, sent.delivery, sent.outcome);
  // The failure that disabled the endpoint stops the rest of the replay.
  if (!health || health.disabled) state.disabled = true;
  return false;
}

/** Redis away: the event is not sent, as nothing could tell whether a retry is sending it. */
function claimUnknown(deps: DispatcherDeps, webhookId: number, eventId: string, err: unknown): 'unknown' {
  deps.logger.warn({ err, webhookId, eventId }, "could not take the event's claim; not replayed");
  return 'unknown';
}

/**
 * In its turn, immediately before it is sent: an event chosen as failed, unless it was delivered since
 * (sending it again would be a duplicate of an event the receiver has). The claim is the job's while
 * nothing else could send it; it is looked for in this dispatcher's records not yet written, then in its
 * claim, then the attempt is taken in Postgres only while no success is recorded there (a claim that
 * expired before this turn may have let a retry through).
 */
async function claimIfUndelivered(
  deps: DispatcherDeps,
  webhook: WebhookForDelivery,
  eventId: string,
  body: string,
  holder: string,
): Promise<PreparedDelivery | undefined> {
  const skip = (why: string) => {
    deps.logger.debug({ webhookId: webhook.id, eventId, why }, 'replay skipped: delivered since it was chosen');
    return undefined;
  };
  if (deps.successes.isUnwritten(webhook.id, eventId)) return skip('unwritten success');
  const [claim] = await deps.claims
    .take(webhook.id, [eventId], holder, SEND_CLAIM_MS)
    .catch((err: unknown) => [claimUnknown(deps, webhook.id, eventId, err)]);
  if (claim !== 'taken') return skip(`claim ${claim}`);
  const attempt = await claimUndeliveredReplayAttempt(deps.pool, webhook.id, eventId);
  if (attempt === undefined) {
    // Redis away: the claim ends with its expiry (SEND_CLAIM_MS), and the job goes on.
    await deps.claims.release(webhook.id, [eventId], holder).catch((err: unknown) => {
      deps.logger.warn({ err, webhookId: webhook.id, eventId }, "could not give back the event's claim; it ends with its expiry");
    });
    return skip('recorded success');
  }
  return prepare(deps, webhook, { id: eventId, event: 'message.received' }, attempt, body);
}

/**
 * In its turn, immediately before it is sent: an event asked for by eventId, delivered or not, while no
 * other sender (a retry in flight, another replay) holds its claim; its attempt number is taken then.
 */
async function claimAsked(
  deps: DispatcherDeps,
  webhook: WebhookForDelivery,
  eventId: string,
  body: string,
  holder: string,
): Promise<PreparedDelivery | undefined> {
  const claim = await deps.claims
    .takeAsked(webhook.id, eventId, holder, SEND_CLAIM_MS)
    .catch((err: unknown) => claimUnknown(deps, webhook.id, eventId, err));
  if (claim !== 'taken') {
    deps.logger.debug({ webhookId: webhook.id, eventId, why: `claim ${claim}` }, 'replay skipped: another sender has the event');
    return undefined;
  }
  const attempt = await claimReplayAttempt(deps.pool, webhook.id, eventId);
  return prepare(deps, webhook, { id: eventId, event: 'message.received' }, attempt, body);
}
