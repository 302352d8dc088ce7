/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { listDeliveryAttempts, listWebhooks } from '@throwbox/db';
import { registerWebhook, removeWebhook, resolveWebhook, type ReplaySelection } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, idParam, pageContext } from '../http/context.js';
import { keepOnce, takeOnce } from '../http/once.js';
import { sendPage } from '../http/render.js';
import { WebhookPage, WebhooksPage } from '../pages/webhooks.js';
import { notFound } from './not-found.js';

const SHOWN_ONCE =
  'The signing secret was shown once, when the endpoint was registered, and cannot be shown again: if it was not copied, register the URL again and delete this endpoint.';

export function webhookRoutes(deps: ConsoleDeps): Router {
  const router = Router();

  async function list(req: Request, res: Response, extra: Partial<Parameters<typeof WebhooksPage>[0]> = {}, status = 200) {
    const webhooks = await listWebhooks(deps.pool, account(res).accountId);
    sendPage(res, <WebhooksPage ctx={pageContext(deps, req, res)} webhooks={webhooks} {...extra} />, status);
  }

  /** The account's webhook of the path, or a 404 page (another account's is as if it did not exist). */
  async function mine(req: Request, res: Response) {
    const id = idParam(req);
    try {
      return id === undefined ? undefined : await resolveWebhook(deps.pool, account(res).accountId, id);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'webhook_not_found') return undefined;
      throw err;
    }
  }

  async function detail(req: Request, res: Response, extra: Partial<Parameters<typeof WebhookPage>[0]> = {}, status = 200) {
    const webhook = await mine(req, res);
    if (!webhook) return notFound(deps, req, res);
    const deliveries = await listDeliveryAttempts(deps.pool, webhook.id);
    sendPage(res, <WebhookPage ctx={pageContext(deps, req, res)} webhook={webhook} deliveries={deliveries} {...extra} />, status);
  }

  /** The secret of an endpoint just registered, from the session, once; `notice` if it was shown already. */
  async function createdOnce(req: Request, res: Response, id?: number) {
    const kept = await takeOnce<{ id: number; secret: string }>(deps, res, 'webhook', req.query.created);
    return kept && (id === undefined || kept.id === id) ? { created: kept } : { notice: SHOWN_ONCE };
  }

  router.get('/webhooks', async (req, res) => {
    if (req.query.created !== undefined) return list(req, res, await createdOnce(req, res));
    await list(req, res, req.query.deleted ? { notice: 'The endpoint is deleted.' } : {});
  });

  router.post('/webhooks', async (req, res) => {
    const url = field(req, 'url', 2048);
    try {
      const { webhook, secret } = await registerWebhook(deps.webhooks, account(res).accountId, url);
      res.redirect(303, `/webhooks?created=${await keepOnce(deps, res, 'webhook', { id: webhook.id, secret })}`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await list(req, res, { error: err.message, url }, err.status >= 500 ? 503 : 400);
    }
  });

  router.get('/webhooks/:id', async (req, res) =>
    detail(req, res, req.query.created === undefined ? {} : await createdOnce(req, res, idParam(req))),
  );

  router.post('/webhooks/:id/test', async (req, res) => {
    const webhook = await mine(req, res);
    if (!webhook) return notFound(deps, req, res);
    try {
      const test = await deps.webhookTests.run(webhook.id);
      await detail(req, res, { test });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await detail(req, res, { error: err.message }, err.status);
    }
  });

  router.post('/webhooks/:id/replay', async (req, res) => {
    const webhook = await mine(req, res);
    if (!webhook) return notFound(deps, req, res);
    const selection = replaySelection(field(req, 'eventId', 100), field(req, 'failedSince', 40));
    if (!selection) return detail(req, res, { error: 'Choose an event, or a valid time to replay failed events since.' }, 400);
    try {
      const queued = await deps.webhookReplays.replay(deps.pool, account(res).accountId, webhook.id, selection);
      await detail(req, res, { notice: queued ? `Replaying ${queued} event${queued === 1 ? '' : 's'}.` : 'Nothing to replay.' }, 202);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await detail(req, res, { error: err.message }, err.status);
    }
  });

  router.post('/webhooks/:id/reregister', async (req, res) => {
    const webhook = await mine(req, res);
    if (!webhook) return notFound(deps, req, res);
    const { accountId } = account(res);
    // The new registration first: if it is refused (the URL no longer passes), the old one stays.
    let created;
    try {
      created = await registerWebhook(deps.webhooks, accountId, webhook.url);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return detail(req, res, { error: err.message }, err.status >= 500 ? 503 : 400);
    }
    await removeWebhook(deps.pool, accountId, webhook.id);
    const ticket = await keepOnce(deps, res, 'webhook', { id: created.webhook.id, secret: created.secret });
    res.redirect(303, `/webhooks/${created.webhook.id}?created=${ticket}`);
  });

  router.post('/webhooks/:id/delete', async (req, res) => {
    const webhook = await mine(req, res);
    if (!webhook) return notFound(deps, req, res);
    await removeWebhook(deps.pool, account(res).accountId, webhook.id);
    res.redirect(303, '/webhooks?deleted=1');
  });

  return router;
}

/** The form's choice: an event id, or a datetime-local (read as UTC) for "failed since". */
function replaySelection(eventId: string, failedSince: string): ReplaySelection | undefined {
  if (eventId) return /^evt_[a-z0-9]{1,60}$/.test(eventId) ? { eventId } : undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(failedSince)) return undefined;
  const at = new Date(`${failedSince}Z`);
  return Number.isNaN(at.getTime()) ? undefined : { failedSince: at };
}
