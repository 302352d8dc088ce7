import { ApiError, schemas } from '@throwbox/contracts';
import { deleteWebhook as deleteWebhookRow } from '@throwbox/db';
import { defineRoute } from '../http/route.js';

export const deleteWebhook = defineRoute<{ id: number }>(
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
    if (!(await deleteWebhookRow(deps.pool, params.id, auth.accountId))) throw new ApiError('webhook_not_found');
    res.json({ deleted: true, id: params.id });
  },
);
