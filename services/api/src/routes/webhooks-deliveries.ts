import { schemas } from '@throwbox/contracts';
import { listDeliveryAttempts } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveWebhook } from '@throwbox/operations';
import { presentAttempt } from '../webhook-access.js';

export const listDeliveries = defineRoute(
  {
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'The last 20 delivery attempts to a webhook endpoint, newest first',
    tag: 'Webhooks',
    params: schemas.WebhookParams,
    responses: { 200: { description: 'Recent attempts', schema: 'Deliveries' } },
    errors: ['validation_failed', 'webhook_not_found'],
  },
  async ({ deps, auth, params, res }) => {
    const webhook = await resolveWebhook(deps.pool, auth.accountId, params.id);
    res.json({ deliveries: (await listDeliveryAttempts(deps.pool, webhook.id)).map(presentAttempt) });
  },
);
