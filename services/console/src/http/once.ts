import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { decryptSecret, encryptSecret } from '@throwbox/signing';
import type { ConsoleDeps } from '../deps.js';
import { signedIn } from './session.js';

/**
 * A secret to show once after a redirect (post/redirect/get), so that reloading the page sends no second POST.
 * Kept in Redis sealed with the deployment's key, under the session that made it, for a few minutes, and
 * taken with GETDEL: the first GET shows it, a reload finds nothing.
 */
const KEEP_SECONDS = 5 * 60;
const TICKET = /^[A-Za-z0-9_-]{22}$/;

function keyOf(deps: ConsoleDeps, res: Response, kind: string, ticket: string): string {
  const session = createHash('sha256').update(signedIn(res)!.token).digest('hex').slice(0, 32);
  return `${deps.redisPrefix}:console:once:${session}:${kind}:${ticket}`;
}

/** Keeps `value` for this session's next page; returns the ticket the redirect carries. */
export async function keepOnce(deps: ConsoleDeps, res: Response, kind: string, value: unknown): Promise<string> {
  const ticket = randomBytes(16).toString('base64url');
  const sealed = encryptSecret(deps.webhooks.secretKey, JSON.stringify(value)).toString('base64');
  await deps.redis.set(keyOf(deps, res, kind, ticket), sealed, 'EX', KEEP_SECONDS);
  return ticket;
}

/** The value kept under the ticket, the first time it is asked for by the session that kept it. */
export async function takeOnce<T>(deps: ConsoleDeps, res: Response, kind: string, ticket: unknown): Promise<T | undefined> {
  if (typeof ticket !== 'string' || !TICKET.test(ticket)) return undefined;
  const sealed = await deps.redis.getdel(keyOf(deps, res, kind, ticket));
  return sealed === null ? undefined : (JSON.parse(decryptSecret(deps.webhooks.secretKey, Buffer.from(sealed, 'base64'))) as T);
}
