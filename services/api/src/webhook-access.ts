import type { DeliveryAttempt, WebhookRow } from '@throwbox/db';

/** The Webhook object: never the secret, which only the creation response carries. */
export const presentWebhook = (w: WebhookRow) => ({
  id: w.id,
  url: w.url,
  createdAt: w.createdAt.toISOString(),
  disabled: w.disabled,
  failCount: w.failCount,
});

export const presentAttempt = (a: DeliveryAttempt) => ({
  id: a.id,
  event: a.event,
  eventId: a.eventId,
  attempt: a.attempt,
  status: a.status,
  error: a.error,
  durationMs: a.durationMs,
  at: a.at.toISOString(),
  response: a.response,
});
