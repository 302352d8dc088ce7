import { ApiError, schemas } from '@throwbox/contracts';
import { insertWebhookWithinLimit } from '@throwbox/db';
import { encryptSecret, generateWebhookSecret, parseSecretKey } from '@throwbox/signing';
import { defineRoute } from '../http/route.js';
import { presentWebhook } from '../webhook-access.js';
import { checkWebhookUrl } from '../webhook-url.js';

export const WEBHOOKS_PER_ACCOUNT = 20;

export const createWebhook = defineRoute<Record<string, never>, Record<string, never>, { url: string }>(
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
    const url = await checkWebhookUrl(body.url, deps.config.WEBHOOK_ALLOW_PRIVATE);
    const secret = generateWebhookSecret();
    const secretBox = encryptSecret(parseSecretKey(deps.config.WEBHOOK_SECRET_KEY), secret);
    const webhook = await insertWebhookWithinLimit(deps.pool, { accountId: auth.accountId, url, secretBox }, WEBHOOKS_PER_ACCOUNT);
    if (!webhook) throw new ApiError('webhook_limit_reached');
    res.status(201).json({ ...presentWebhook(webhook), secret });
  },
);
