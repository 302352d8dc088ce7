import { ApiError } from '@throwbox/contracts';
import { findInboxByAddress, type Inbox } from '@throwbox/db';
import type { ApiDeps } from './deps.js';

/**
 * The caller's inbox at this address. Another account's inbox answers exactly as a missing one; an
 * expired one (still in its tombstone period) answers 410 unless the operation allows it (DELETE).
 */
export async function resolveInbox(deps: ApiDeps, accountId: number, address: string, opts: { allowExpired?: boolean } = {}): Promise<Inbox> {
  const inbox = await findInboxByAddress(deps.pool, address.toLowerCase());
  if (!inbox || inbox.accountId !== accountId) throw new ApiError('inbox_not_found');
  if (!opts.allowExpired && inbox.expiresAt.getTime() <= Date.now()) throw new ApiError('inbox_expired');
  return inbox;
}
