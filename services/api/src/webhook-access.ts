import { ApiError } from '@throwbox/contracts';
import { findWebhook, type DeliveryAttemptRow, type WebhookRow } from '@throwbox/db';
import type { ApiDeps } from './deps.js';

/** The caller's webhook. Another account's answers exactly as a missing one. */
export async function resolveWebhook(deps: ApiDeps, accountId: number, id: number): Promise<WebhookRow> {
  const webhook = await findWebhook(deps.pool, id);
  if (!webhook || webhook.accountId !== accountId) throw new ApiError('webhook_not_found');
  return webhook;
}

/** The Webhook object: never the secret, which only the creation response carries. */
export const presentWebhook = (w: WebhookRow) => ({
  id: w.id,
  url: w.url,
  createdAt: w.createdAt.toISOString(),
  disabled: w.disabled,
  failCount: w.failCount,
});

export const presentAttempt = (a: DeliveryAttemptRow) => ({
  event: a.event, eventId: a.eventId, attempt: a.attempt, status: a.status, error: a.error, durationMs: a.durationMs, at: a.at.toISOString(),
});
