/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { keysLastUsed, listApiKeys } from '@throwbox/db';
import { createApiKey, parseExpiryDate, parseIpAllowlist, revokeApiKey } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, idParam, pageContext } from '../http/context.js';
import { keepOnce, takeOnce } from '../http/once.js';
import { sendPage } from '../http/render.js';
import { KeysPage, type KeyForm } from '../pages/keys.js';
import { notFound } from './not-found.js';

const SHOWN_ONCE =
  'The new key was shown once, when it was made, and cannot be shown again: if it was not copied, revoke it and create another.';

export function keyRoutes(deps: ConsoleDeps): Router {
  const router = Router();

  async function show(req: Request, res: Response, extra: Partial<Parameters<typeof KeysPage>[0]> = {}, status = 200) {
    const { accountId } = account(res);
    const [keys, lastUsed] = await Promise.all([listApiKeys(deps.pool, accountId), keysLastUsed(deps.pool, accountId)]);
    const rows = keys.map((k) => ({ ...k, lastUsedAt: lastUsed.get(k.id) ?? null }));
    sendPage(res, <KeysPage ctx={pageContext(deps, req, res)} keys={rows} welcome={req.query.welcome === '1'} {...extra} />, status);
  }

  router.get('/keys', async (req, res) => {
    if (req.query.created !== undefined) {
      const created = await takeOnce<{ apiKey: string }>(deps, res, 'key', req.query.created);
      return show(req, res, created ? { created } : { notice: SHOWN_ONCE });
    }
    await show(req, res, req.query.revoked ? { notice: 'The key is revoked: the API refuses it from its next request.' } : {});
  });

  router.post('/keys', async (req, res) => {
    const form: KeyForm = {
      // Control characters (NUL above all, which Postgres text cannot hold) have no place in a name.
      name: field(req, 'name', 100).replace(/\p{Cc}/gu, ''),
      readOnly: req.body?.readOnly === '1',
      expiresOn: field(req, 'expiresOn', 20),
      allowedIps: field(req, 'allowedIps', 4000),
    };
    try {
      const expiresOn = form.expiresOn ? parseExpiryDate(form.expiresOn) : null;
      if (expiresOn && expiresOn <= new Date().toISOString().slice(0, 10)) {
        throw new ApiError('validation_failed', 'The expiry must be a day after today (a key stops at 00:00 UTC of that day).');
      }
      const created = await createApiKey(deps.pool, account(res).accountId, {
        name: form.name ?? '',
        readOnly: form.readOnly ?? false,
        expiresOn,
        allowedIps: parseIpAllowlist(form.allowedIps ?? ''),
      });
      deps.logger.info({ accountId: account(res).accountId, keyId: created.key.id }, 'api key created in the console');
      res.redirect(303, `/keys?created=${await keepOnce(deps, res, 'key', { apiKey: created.apiKey })}`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await show(req, res, { error: err.message, form }, 400);
    }
  });

  router.post('/keys/:id/revoke', async (req, res) => {
    const id = idParam(req);
    const key = id && (await revokeApiKey(deps.keys, id, account(res).accountId));
    if (!key) return notFound(deps, req, res);
    deps.logger.info({ accountId: key.accountId, keyId: key.id }, 'api key revoked in the console');
    res.redirect(303, '/keys?revoked=1');
  });

  return router;
}
