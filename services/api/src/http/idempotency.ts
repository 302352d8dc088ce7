import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, LIMITS } from '@throwbox/contracts';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '@throwbox/db';
import { decryptSecret, encryptSecret, parseSecretKey } from '@throwbox/signing';
import type { ApiDeps } from '../deps.js';

import { context } from '../request-context.js';

const KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${LIMITS.idempotencyKeyLength}}$`);
/** Response fields that hold a secret shown once (a webhook's signing secret): sealed in stored replays. */
const SECRET_FIELDS = ['secret'];

/** JSON with every object's keys sorted, so that key order does not make two bodies differ. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The body as stored for replays: secret fields encrypted with the deployment's key, as webhooks keep them. */
function seal(body: unknown, key: Buffer): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const sealed: Record<string, unknown> = { ...body };
  for (const field of SECRET_FIELDS) {
    if (typeof sealed[field] === 'string') sealed[field] = { sealed: encryptSecret(key, sealed[field]).toString('base64') };
  }
  return sealed;
}

function unseal(body: unknown, key: Buffer): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const open: Record<string, unknown> = { ...body };
  for (const field of SECRET_FIELDS) {
    const value = open[field] as { sealed?: unknown } | undefined;
    if (typeof value?.sealed === 'string') open[field] = decryptSecret(key, Buffer.from(value.sealed, 'base64'));
  }
  return open;
}
/** A running request older than this is taken to have died with its process. */
const LOCK_SECONDS = 120;

/**
 * POSTs with an Idempotency-Key run once per (account, key): a repeat with the same method, path and
 * body replays the stored status and body; another request under the same key is refused (422); a
 * duplicate arriving while the first still runs gets 409. 5xx answers are not stored.
 */
export function idempotency(deps: ApiDeps) {
  const sealKey = parseSecretKey(deps.config.WEBHOOK_SECRET_KEY);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.headers['idempotency-key'];
    if (req.method !== 'POST' || header === undefined) return next();
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!KEY_PATTERN.test(key)) throw new ApiError('invalid_idempotency_key');
    const auth = context(res).auth!;
    // No body and an empty object are the same request, and so are the same fields in another order.
    const bodyHash = createHash('sha256')
      .update(canonicalJson(req.body ?? {}))
      .digest();
    const claim = await claimIdempotencyKey(deps.pool, {
      accountId: auth.accountId,
      key,
      method: req.method,
      path: req.originalUrl.split('?')[0]!,
      bodyHash,
      lockSeconds: LOCK_SECONDS,
    });
    if (claim.kind === 'mismatch') throw new ApiError('idempotency_key_reused');
    if (claim.kind === 'running') throw new ApiError('idempotency_key_in_use', undefined, { retryAfter: 1 });
    if (claim.kind === 'done') {
      // The original request's id, in the header as in the body (DECISIONS §7).
      if (claim.response.requestId) {
        context(res).requestId = claim.response.requestId;
        res.setHeader('Throwbox-Request-Id', claim.response.requestId);
      }
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(claim.response.status).json(unseal(claim.response.body, sealKey));
      return;
    }
    // Store what the handler sends (or release the key for a 5xx) before sending it: a client that
    // retries as soon as it has the answer must get the replay, not 409 for a request already done.
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const done =
        res.statusCode >= 500
          ? releaseIdempotencyKey(deps.pool, auth.accountId, key)
          : completeIdempotencyKey(deps.pool, auth.accountId, key, {
              status: res.statusCode,
              body: seal(body, sealKey),
              requestId: context(res).requestId,
            });
      void done.catch((err: unknown) => deps.logger.warn({ err }, 'storing the idempotent response failed')).finally(() => json(body));
      return res;
    };
    res.once('close', () => {
      // Best effort: a key left claimed by a request that died is taken over after LOCK_SECONDS.
      if (!res.writableFinished) releaseIdempotencyKey(deps.pool, auth.accountId, key).catch(() => undefined);
    });
    next();
  };
}
