import { schemas } from '@throwbox/contracts';
import { registerWebhook } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';
import { presentWebhook } from '../webhook-access.js';

export const createWebhook = defineRoute(
  {
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Register a webhook endpoint; the response carries its signing secret, shown only this once',
    tag: 'Webhooks',
    body: schemas.CreateWebhookBody,
    bodyRequired: true,
    responses: { 201: { description: 'The webhook with its signing secret', schema: 'WebhookCreated' } },
    errors: ['validation_failed', 'invalid_webhook_url', 'webhook_limit_reached'],
  },
  async ({ deps, auth, body, res }) => {
    const { webhook, secret } = await registerWebhook(deps.webhookContext, auth.accountId, body.url);
    res.status(201).json({ ...presentWebhook(webhook), secret });
  },
);
