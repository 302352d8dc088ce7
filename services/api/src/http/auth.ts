import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { hashApiKey, isWellFormedApiKey, type Plan } from '@throwbox/db';
import { ipAllowed } from '../accounting/ip-allowlist.js';
import type { ChargeOutcome } from '../accounting/quota.js';
import type { ApiDeps } from '../deps.js';

export interface AuthContext {
  accountId: number;
  keyId: number;
  readOnly: boolean;
  plan: Plan;
}

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
  res.locals.accountId = key.accountId;
  res.locals.keyId = key.id;
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

/**
 * Counts the request against the month, then credits; sets the rate-limit headers on the response.
 * `answerWhenExceeded`: the request is answered even with the month and credits used up (uncounted).
 */
export async function chargeRequest(
  deps: ApiDeps,
  auth: AuthContext,
  res: Response,
  opts: { answerWhenExceeded?: boolean } = {},
): Promise<void> {
  const outcome = await deps.quota.charge(auth.accountId, auth.keyId, auth.plan);
  if (outcome.kind === 'revoked') throw new ApiError('invalid_api_key');
  if (outcome.kind === 'rate_limited') throw new ApiError('rate_limited', undefined, { retryAfter: 1 });
  // Narrowed: an outcome that counts or refuses by quota.
  res.setHeader('X-RateLimit-Limit', String(outcome.quota));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, outcome.quota - outcome.used)));
  res.setHeader('X-RateLimit-Reset', String(outcome.resetsAt));
  if (outcome.kind === 'credit') res.setHeader('X-Credits-Remaining', String(outcome.credits));
  if (outcome.kind !== 'exceeded') res.locals.charge = outcome;
  if (outcome.kind === 'exceeded' && !opts.answerWhenExceeded) {
    throw new ApiError('quota_exceeded', quotaExceededMessage(outcome.quota, outcome.resetsAt), {
      retryAfter: Math.max(1, outcome.resetsAt - Math.floor(Date.now() / 1000)),
    });
  }
}

/** What a customer reads when the month is used up: what happened, when it ends, and what to do meanwhile. */
export function quotaExceededMessage(quota: number, resetsAt: number): string {
  const resumes = new Date(resetsAt * 1000).toISOString().slice(0, 10);
  return (
    `This account has used the ${quota.toLocaleString('en-US')} requests its plan includes this month, and has no credits left. ` +
    `Requests are answered again from ${resumes} (UTC). To go on before then, buy credits or move to a larger plan: ` +
    'see Usage and Account in the Throwbox console, or write to your Throwbox operator. GET /usage still answers.'
  );
}

/** Takes the request's count back (and its credit) when it ends in a 429 after being counted; headers follow. */
export async function refundRequest(deps: ApiDeps, accountId: number, res: Response): Promise<void> {
  const charge = res.locals.charge as Extract<ChargeOutcome, { month: string }> | undefined;
  if (!charge) return;
  res.locals.charge = undefined;
  await deps.quota.refund(accountId, charge.month, charge.kind === 'credit');
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, charge.quota - (charge.used - 1))));
  if (charge.kind === 'credit') res.setHeader('X-Credits-Remaining', String(charge.credits + 1));
}

const isUsageRead = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && req.path === '/usage';

/**
 * Authenticates `Authorization: Bearer <API_KEY>`, applies the key controls and plan checks (each
 * answered before anything is counted), then counts the request.
 */
export function authenticate(deps: ApiDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const auth = await checkKey(deps, req, res);
    // GET /usage is always answered, so that a customer whose requests stop can read why (DECISIONS §6).
    await chargeRequest(deps, auth, res, { answerWhenExceeded: isUsageRead(req) });
    res.locals.auth = auth;
    next();
  };
}
