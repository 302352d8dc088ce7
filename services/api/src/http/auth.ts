import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { findKeyWithAccount, hashApiKey, type Plan } from '@throwbox/db';
import type { ApiDeps } from '../deps.js';

export interface AuthContext {
  accountId: number;
  keyId: number;
  readOnly: boolean;
  plan: Plan;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** 00:00 UTC of `expiresOn` is when the key stops working. */
export function isExpired(expiresOn: string | null, now = new Date()): boolean {
  return expiresOn !== null && now.toISOString().slice(0, 10) >= expiresOn;
}

/**
 * Authenticates `Authorization: Bearer <API_KEY>` and applies the key controls and plan checks, each
 * answered before the request could be counted.
 */
export function authenticate(deps: ApiDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    if (!match) throw new ApiError('missing_api_key');
    const key = await findKeyWithAccount(deps.pool, hashApiKey(match[1]!));
    if (!key || key.revokedAt) throw new ApiError('invalid_api_key');
    if (isExpired(key.expiresOn)) throw new ApiError('api_key_expired');
    if (key.readOnly && req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError('api_key_read_only');
    if (key.plan === 'no-api') throw new ApiError('api_not_in_plan');
    if (key.planExpired) throw new ApiError('plan_expired');
    const auth: AuthContext = { accountId: key.accountId, keyId: key.id, readOnly: key.readOnly, plan: key.plan };
    res.locals.auth = auth;
    next();
  };
}
