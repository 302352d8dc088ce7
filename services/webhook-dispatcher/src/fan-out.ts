import { getFanOutInputs } from '@throwbox/db';
import type { MessageEventJob } from '@throwbox/queue';
import type { DispatcherDeps } from './deps.js';
import { deliveryJobId, eventIdFor } from './event.js';

/**
 * One delivery job per enabled endpoint of the message's account, each under a fixed id derived from
 * the event and the endpoint, so running this again (a retry, the outbox relay) duplicates nothing.
 */
export async function fanOut(deps: DispatcherDeps, job: MessageEventJob): Promise<number> {
  const inputs = await getFanOutInputs(deps.pool, job.messageId);
  // Deleted with its inbox before we got to it: there is nothing left to announce.
  if (!inputs) return 0;
  const { source, webhookIds } = inputs;
  if (webhookIds.length === 0) return 0;
  const eventId = eventIdFor(source.messageId);
  await deps.deliveries.addBulk(
    webhookIds.map((webhookId) => ({
      name: 'message.received',
      data: { messageId: source.messageId, webhookId },
      opts: { jobId: deliveryJobId(eventId, webhookId) },
    })),
  );
  deps.metrics.fannedOut.inc(webhookIds.length);
  return webhookIds.length;
}
