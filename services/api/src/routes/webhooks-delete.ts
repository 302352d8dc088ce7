import { schemas } from '@throwbox/contracts';
import { removeWebhook } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const deleteWebhook = defineRoute(
  {
    method: 'delete',
    path: '/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Remove a webhook endpoint; deliveries still queued for it are dropped',
    tag: 'Webhooks',
    params: schemas.WebhookParams,
    responses: { 200: { description: 'Removed', schema: 'DeletedWebhook' } },
    errors: ['validation_failed', 'webhook_not_found'],
  },
  async ({ deps, auth, params, res }) => {
    await removeWebhook(deps.pool, auth.accountId, params.id);
    res.json({ deleted: true, id: params.id });
  },
);
