import { getWebhookForDelivery, newId } from '@throwbox/db';
import { type WebhookTestJob, type WebhookTestResult } from '@throwbox/queue';
import { callEndpoint, prepare, recordFailure, recordSuccess } from './deliver.js';
import type { DispatcherDeps } from './deps.js';
import { serializeEvent, testEvent } from './event.js';

/**
 * POST /webhooks/{id}/test: one signed webhook.test event, made even to a disabled endpoint (which it
 * does not re-enable). The attempt is recorded and counted like any other, and never retried.
 */
export async function sendTestEvent(deps: DispatcherDeps, job: WebhookTestJob): Promise<WebhookTestResult | null> {
  const webhook = await getWebhookForDelivery(deps.pool, job.webhookId);
  // Deleted since the caller looked it up: null, which the caller answers as webhook_not_found.
  if (!webhook) return null;
  const event = testEvent(newId('evt'), deps.domains[0]!, new Date());
  const delivery = prepare(deps, webhook, event, 1, serializeEvent(event));
  const outcome = await callEndpoint(deps, delivery);
  if (outcome.ok) await recordSuccess(deps, delivery, outcome);
  else await recordFailure(deps, delivery, outcome);
  return { delivered: outcome.ok, status: outcome.status, error: outcome.error, durationMs: outcome.durationMs };
}
