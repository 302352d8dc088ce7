import { listWebhooks as listWebhookRows } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { presentWebhook } from '../webhook-access.js';

export const listWebhooks = defineRoute(
  {
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: "The account's webhook endpoints, oldest first (their secrets are never shown again)",
    tag: 'Webhooks',
    responses: { 200: { description: 'Webhooks', schema: 'WebhookList' } },
    errors: [],
  },
  async ({ deps, auth, res }) => {
    res.json({ webhooks: (await listWebhookRows(deps.pool, auth.accountId)).map(presentWebhook) });
  },
);
