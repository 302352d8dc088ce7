import { ApiError, LIMITS } from '@throwbox/contracts';
import { deleteWebhook, findWebhook, insertWebhookWithinLimit, type Pool, type WebhookRow } from '@throwbox/db';
import { encryptSecret, generateWebhookSecret } from '@throwbox/signing';
import { checkWebhookUrl } from './webhook-url.js';

export interface WebhookContext {
  pool: Pool;
  /** WEBHOOK_SECRET_KEY, parsed: seals signing secrets at rest. */
  secretKey: Buffer;
  /** WEBHOOK_ALLOW_PRIVATE: development and tests only. */
  allowPrivate: boolean;
}

/** Registers an endpoint; the signing secret is returned this once and stored only sealed. */
export async function registerWebhook(
  ctx: WebhookContext,
  accountId: number,
  rawUrl: string,
): Promise<{ webhook: WebhookRow; secret: string }> {
  const url = await checkWebhookUrl(rawUrl, ctx.allowPrivate);
  const secret = generateWebhookSecret();
  const webhook = await insertWebhookWithinLimit(
    ctx.pool,
    { accountId, url, secretBox: encryptSecret(ctx.secretKey, secret) },
    LIMITS.webhooksPerAccount,
  );
  if (!webhook) throw new ApiError('webhook_limit_reached');
  return { webhook, secret };
}

/** The account's webhook. Another account's answers exactly as a missing one. */
export async function resolveWebhook(pool: Pool, accountId: number, id: number): Promise<WebhookRow> {
  const webhook = await findWebhook(pool, id);
  if (!webhook || webhook.accountId !== accountId) throw new ApiError('webhook_not_found');
  return webhook;
}

export async function removeWebhook(pool: Pool, accountId: number, id: number): Promise<void> {
  if (!(await deleteWebhook(pool, id, accountId))) throw new ApiError('webhook_not_found');
}
