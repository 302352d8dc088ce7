import { ApiError } from '@throwbox/contracts';
import { findInboxByAddress } from '@throwbox/db';
import type { ApiDeps } from './deps.js';

interface InboxLike {
  accountId: number;
  expiresAt: Date;
}

/**
 * The access rule for an inbox the caller names. Another account's inbox answers exactly as a missing
 * one; an expired one (still in its tombstone period) answers 410 unless the operation allows it (DELETE).
 */
export function checkInboxAccess<T extends InboxLike>(inbox: T | undefined, accountId: number, opts: { allowExpired?: boolean } = {}): T {
  if (!inbox || inbox.accountId !== accountId) throw new ApiError('inbox_not_found');
  if (!opts.allowExpired && inbox.expiresAt.getTime() <= Date.now()) throw new ApiError('inbox_expired');
  return inbox;
}

/** Reads the inbox at this address and applies checkInboxAccess. */
export async function resolveInbox(deps: ApiDeps, accountId: number, address: string, opts: { allowExpired?: boolean } = {}) {
  return checkInboxAccess(await findInboxByAddress(deps.pool, address.toLowerCase()), accountId, opts);
}
