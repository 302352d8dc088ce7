import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '@throwbox/db';
import type { ApiDeps } from '../deps.js';
import type { AuthContext } from './auth.js';

const KEY_PATTERN = /^[\x20-\x7e]{1,100}$/;
/** A running request older than this is taken to have died with its process. */
const LOCK_SECONDS = 120;

/**
 * POSTs with an Idempotency-Key run once per (account, key): a repeat with the same method, path and
 * body replays the stored status and body; another request under the same key is refused (422); a
 * duplicate arriving while the first still runs gets 409. 5xx answers are not stored.
 */
export function idempotency(deps: ApiDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.headers['idempotency-key'];
    if (req.method !== 'POST' || header === undefined) return next();
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!KEY_PATTERN.test(key)) throw new ApiError('invalid_idempotency_key');
    const auth = res.locals.auth as AuthContext;
    // No body and an empty object are the same request.
    const bodyHash = createHash('sha256').update(JSON.stringify(req.body ?? {})).digest();
    const claim = await claimIdempotencyKey(deps.pool, { accountId: auth.accountId, key, method: req.method, path: req.originalUrl.split('?')[0]!, bodyHash, lockSeconds: LOCK_SECONDS });
    if (claim.kind === 'mismatch') throw new ApiError('idempotency_key_reused');
    if (claim.kind === 'running') throw new ApiError('idempotency_key_in_use', undefined, undefined, 1);
    if (claim.kind === 'done') {
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(claim.response.status).json(claim.response.body);
      return;
    }
    // Store what the handler sends (or release the key for a 5xx) before sending it: a client that
    // retries as soon as it has the answer must get the replay, not 409 for a request already done.
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const done = res.statusCode >= 500
        ? releaseIdempotencyKey(deps.pool, auth.accountId, key)
        : completeIdempotencyKey(deps.pool, auth.accountId, key, { status: res.statusCode, body });
      void done
        .catch((err: unknown) => deps.logger.warn({ err }, 'storing the idempotent response failed'))
        .finally(() => json(body));
      return res;
    };
    res.once('close', () => {
      if (!res.writableFinished) releaseIdempotencyKey(deps.pool, auth.accountId, key).catch(() => undefined);
    });
    next();
  };
}
