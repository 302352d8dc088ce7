import type { Request, Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { getMessage, type Inbox, type MessageRow } from '@throwbox/db';
import { resolveInbox } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account } from '../http/context.js';
import { publishInboxChange } from '@throwbox/queue/redis';

const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Message and attachment ids of a path are checked before they reach SQL. */
export const validId = (id: string) => MESSAGE_ID.test(id);

/** The account's inbox of the path, expired ones included; another account's is as if it did not exist. */
export async function inboxOfPath(deps: ConsoleDeps, req: Request, res: Response): Promise<Inbox | undefined> {
  const address = String(req.params.address ?? '');
  if (address.length > 254) return undefined;
  try {
    return await resolveInbox(deps.pool, account(res).accountId, address, { allowExpired: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'inbox_not_found') return undefined;
    throw err;
  }
}

/** The inbox and message of the path, both the account's, or undefined. */
export async function messageOfPath(
  deps: ConsoleDeps,
  req: Request,
  res: Response,
): Promise<{ inbox: Inbox; message: MessageRow } | undefined> {
  const inbox = await inboxOfPath(deps, req, res);
  const id = String(req.params.id ?? '');
  if (!inbox || !validId(id)) return undefined;
  const m = await getMessage(deps.pool, id, inbox.id);
  return m && { inbox, message: m };
}

/**
 * Tells every api that an inbox's mail changed (a deletion here): each drops the inbox's page from its
 * cache. The deletion stands either way; an api that missed it serves the old page for at most
 * PAGE_CACHE_MAX_AGE_MS.
 */
export async function announceInboxChange(deps: ConsoleDeps, address: string): Promise<void> {
  await publishInboxChange(deps.redis, deps.redisPrefix, address).catch((err: unknown) =>
    deps.logger.warn({ err }, "announcing an inbox's change to the apis failed"),
  );
}
