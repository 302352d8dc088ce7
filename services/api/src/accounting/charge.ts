import type { Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import type { ApiDeps } from '../deps.js';
import { context, type AuthContext } from '../request-context.js';

// A request's count against the month: taken by the HTTP and MCP front doors once the key passed its
// controls, and given back by whatever refuses the request with a 429 after it was counted (a wait).

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
  if (outcome.kind !== 'exceeded') context(res).charge = outcome;
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
  const charge = context(res).charge;
  if (!charge) return;
  context(res).charge = undefined;
  await deps.quota.refund(accountId, charge.month, charge.kind === 'credit');
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, charge.quota - (charge.used - 1))));
  if (charge.kind === 'credit') res.setHeader('X-Credits-Remaining', String(charge.credits + 1));
}
