import { schemas } from '@throwbox/contracts';
import { defineRoute } from '../http/route.js';
import { resolveWebhook } from '@throwbox/operations';

export const testWebhook = defineRoute(
  {
    method: 'post',
    path: '/webhooks/{id}/test',
    operationId: 'testWebhook',
    summary: 'Send one signed webhook.test event to this endpoint and report what it answered (200 whatever it answered)',
    tag: 'Webhooks',
    params: schemas.WebhookParams,
    responses: { 200: { description: 'What the endpoint answered', schema: 'WebhookTestResult' } },
    errors: ['validation_failed', 'webhook_not_found'],
  },
  async ({ deps, auth, params, res }) => {
    const webhook = await resolveWebhook(deps.pool, auth.accountId, params.id);
    res.json(await deps.webhookTests.run(webhook.id));
  },
);
