import { schemas } from '@throwbox/contracts';
import { defineRoute } from '../http/route.js';

export const replayWebhook = defineRoute<{ id: number }, Record<string, never>, { eventId?: string; failedSince?: number }>(
  {
    method: 'post',
    path: '/webhooks/{id}/replay',
    operationId: 'replayWebhook',
    summary:
      'Send kept events again to this endpoint alone: one by eventId, or every one whose delivery failed since failedSince (at most 1,000). Same event id, fresh timestamp and signatures; each counts as an attempt',
    tag: 'Webhooks',
    params: schemas.WebhookParams,
    body: schemas.ReplayWebhookBody,
    bodyRequired: true,
    responses: { 202: { description: 'How many events were queued to be sent again', schema: 'ReplayResult' } },
    errors: ['validation_failed', 'webhook_not_found', 'webhook_disabled'],
  },
  async ({ deps, auth, params, body, res }) => {
    const selection = body.eventId !== undefined ? { eventId: body.eventId } : { failedSince: new Date(body.failedSince!) };
    const queued = await deps.webhookReplays.replay(deps.pool, auth.accountId, params.id, selection);
    res.status(202).json({ queued });
  },
);
