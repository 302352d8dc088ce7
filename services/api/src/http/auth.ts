import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { hashApiKey, isWellFormedApiKey } from '@throwbox/db';
import { ipAllowed } from '../accounting/ip-allowlist.js';
import { chargeRequest } from '../accounting/charge.js';
import type { ApiDeps } from '../deps.js';
import { context, type AuthContext } from '../request-context.js';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** An Authorization header that is not `Bearer <key>`: say what is wrong with it. */
function wrongScheme(header: string): ApiError {
  if (/^\s*tb_/.test(header))
    return new ApiError(
      'missing_api_key',
      'The Authorization header holds a key without its scheme: send Authorization: Bearer <API_KEY>.',
    );
  const scheme = /^\s*(\S+)/.exec(header)?.[1] ?? '';
  return new ApiError(
    'missing_api_key',
    `The Authorization header must use the Bearer scheme (Authorization: Bearer <API_KEY>), not ${JSON.stringify(scheme.slice(0, 20))}.`,
  );
}

/** 00:00 UTC of `expiresOn` is when the key stops working. */
export function isExpired(expiresOn: string | null, now = new Date()): boolean {
  return expiresOn !== null && now.toISOString().slice(0, 10) >= expiresOn;
}

/** The client's address: the socket's, or X-Forwarded-For through the configured trusted proxies only. */
export function clientIp(req: Request, deps: ApiDeps): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

/**
 * Checks a bearer key without counting it: unknown, revoked, expired, read-only, IP allowlist, plan.
 * Returns the context the request runs as.
 */
export async function checkKey(deps: ApiDeps, req: Request, res: Response, opts: { protocol?: boolean } = {}): Promise<AuthContext> {
  const header = req.headers.authorization;
  const match = BEARER.exec(header ?? '');
  if (!match) throw header ? wrongScheme(header) : new ApiError('missing_api_key');
  // A string no key can be costs no Postgres lookup.
  if (!isWellFormedApiKey(match[1]!)) throw new ApiError('invalid_api_key');
  const key = await deps.keys.get(hashApiKey(match[1]!), () => clientIp(req, deps));
  if (!key || key.revokedAt) throw new ApiError('invalid_api_key');
  // From here the account is known: its request log records the call, blocked or not.
  context(res).accountId = key.accountId;
  context(res).keyId = key.id;
  if (isExpired(key.expiresOn)) throw new ApiError('api_key_expired');
  // MCP protocol messages travel as POSTs; a read-only key is judged per tool call instead.
  if (key.readOnly && req.method !== 'GET' && req.method !== 'HEAD' && !opts.protocol) {
    throw new ApiError('api_key_read_only');
  }
  if (key.allowedIps && !ipAllowed(clientIp(req, deps), key.allowedIps)) {
    throw new ApiError('ip_not_allowed', `Requests from ${clientIp(req, deps)} are not allowed for this API key.`);
  }
  if (key.plan === 'no-api') throw new ApiError('api_not_in_plan');
  if (key.planExpired) throw new ApiError('plan_expired');
  return { accountId: key.accountId, keyId: key.id, readOnly: key.readOnly, plan: key.plan };
}

// The url is looked at first: req.path parses it into an object the request keeps (a held wait too).
const isUsageRead = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url.startsWith('/usage') && req.path === '/usage';

/**
 * Authenticates `Authorization: Bearer <API_KEY>`, applies the key controls and plan checks (each
 * answered before anything is counted), then counts the request.
 */
export function authenticate(deps: ApiDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const auth = await checkKey(deps, req, res);
    // GET /usage is always answered, so that a customer whose requests stop can read why (DECISIONS §6).
    await chargeRequest(deps, auth, res, { answerWhenExceeded: isUsageRead(req) });
    context(res).auth = auth;
    next();
  };
}
