import { resolveInbox as resolve } from '@throwbox/operations';
import type { ApiDeps } from './deps.js';

export { checkInboxAccess } from '@throwbox/operations';

/** Reads the inbox at this address and applies the access rule (404 another account's, 410 expired). */
export function resolveInbox(deps: ApiDeps, accountId: number, address: string, opts: { allowExpired?: boolean } = {}) {
  return resolve(deps.pool, accountId, address, opts);
}
