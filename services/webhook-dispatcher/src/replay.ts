import {
  claimReplayAttempt,
  claimUndeliveredReplayAttempt,
  getWebhookEventBodies,
  getWebhookForDelivery,
  type WebhookForDelivery,
} from '@throwbox/db';
import type { WebhookReplayJob } from '@throwbox/queue';
import { callEndpoint, prepare, recordFailure, recordSuccess } from './deliver.js';
import type { DispatcherDeps } from './deps.js';

/**
 * POST /webhooks/{id}/replay: each kept event once more to that endpoint alone, the bytes it was sent
 * with (same id), signed afresh, recorded and counted as the next attempt of its delivery. Not retried:
 * a replay that fails stays failed, and can be replayed again. Events chosen as failed (failedSince)
 * that a retry delivered since are skipped. Resolves with how many went through.
 */
export async function replayEvents(deps: DispatcherDeps, job: WebhookReplayJob): Promise<number> {
  const webhook = await getWebhookForDelivery(deps.pool, job.webhookId);
  // Deleted or disabled since the call: a disabled endpoint receives nothing.
  if (!webhook || webhook.disabled) return 0;
  const bodies = await getWebhookEventBodies(deps.pool, webhook.accountId, job.eventIds);
  const left = job.eventIds.filter((eventId) => bodies.has(eventId));
  const state = { disabled: false };
  let sent = 0;
  // As many lanes as the account's share of calls, each taking the next event once its call is done: the
  // failure that disables the endpoint is seen before any later event is sent, which a thousand calls
  // started together and queued in the limiter would not see.
  const lane = async () => {
    for (let eventId = left.shift(); eventId !== undefined && !state.disabled; eventId = left.shift()) {
      if (await replayOne(deps, webhook, eventId, bodies.get(eventId)!, job.onlyUndelivered ?? false, state)) sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.calls.share, left.length) }, lane));
  return sent;
}

async function replayOne(
  deps: DispatcherDeps,
  webhook: WebhookForDelivery,
  eventId: string,
  body: string,
  onlyUndelivered: boolean,
  state: { disabled: boolean },
): Promise<boolean> {
  if (state.disabled) return false;
  const attempt = onlyUndelivered
    ? await claimIfUndelivered(deps, webhook.id, eventId)
    : await claimReplayAttempt(deps.pool, webhook.id, eventId);
  if (attempt === undefined) return false;
  const delivery = prepare(deps, webhook, { id: eventId, event: 'message.received' }, attempt, body);
  const outcome = await callEndpoint(deps, delivery);
  if (outcome.ok) {
    await recordSuccess(deps, delivery, outcome);
    return true;
  }
  const health = await recordFailure(deps, delivery, outcome);
  // The failure that disabled the endpoint stops the rest of the replay.
  if (!health || health.disabled) state.disabled = true;
  return false;
}

/**
 * The attempt number for an event chosen as failed, unless a retry has delivered it since the call chose
 * it (sending it again would be a duplicate of an event the receiver has): its success is looked for in
 * this dispatcher's batch first, then in Postgres. In that order a success answered before the check is
 * seen in one or the other; the other way round, one written between the two reads would be in neither.
 */
async function claimIfUndelivered(deps: DispatcherDeps, webhookId: number, eventId: string): Promise<number | undefined> {
  const attempt = deps.successes.isUnwritten(webhookId, eventId)
    ? undefined
    : await claimUndeliveredReplayAttempt(deps.pool, webhookId, eventId);
  if (attempt === undefined) deps.logger.debug({ webhookId, eventId }, 'replay skipped: delivered since it was chosen');
  return attempt;
}
