import { ApiError, USERNAME_PATTERN, USERNAME_RULE } from '@throwbox/contracts';
import {
  deleteInbox,
  deleteInboxMessages,
  deleteMessage,
  findInboxByAddress,
  insertInbox,
  insertPermanentInbox,
  randomToken,
  withTransaction,
  type Inbox,
  type Plan,
  type Pool,
} from '@throwbox/db';
import { PERMANENT_ADDRESSES } from './plans.js';

// Inboxes and their mail as the api, the console and the admin CLI change them:
//   createInbox(pool, domains, { id, plan }, { username?, domain?, ttlMinutes, permanent? }) -> Inbox
//   resolveInbox(pool, accountId, address, { allowExpired? }) -> Inbox (404 another account's, 410 expired)
//   removeInbox(pool, accountId, address) -> { deleted, address }
//   removeMessage(pool, accountId, address, id) -> { deleted: true, id }
//   emptyInbox(pool, accountId, address) -> { address, deleted: n }

export interface NewInbox {
  username?: string | undefined;
  domain?: string | undefined;
  ttlMinutes: number;
  /** Only the console makes permanent inboxes, within the plan's allowance. */
  permanent?: boolean;
}

/** Random usernames collide about never (36^10); a few tries cover the theoretical case. */
const RANDOM_TRIES = 5;
const USERNAME = new RegExp(USERNAME_PATTERN);

export async function createInbox(pool: Pool, domains: string[], account: { id: number; plan: Plan }, req: NewInbox): Promise<Inbox> {
  const domain = (req.domain ?? domains[0]!).toLowerCase();
  if (!domains.includes(domain)) {
    throw new ApiError('invalid_domain', `The domain ${JSON.stringify(domain)} is not offered; GET /domains lists those that are.`);
  }
  if (req.username !== undefined && !USERNAME.test(req.username)) throw new ApiError('validation_failed', `The username ${USERNAME_RULE}.`);
  for (let attempt = 0; attempt < (req.username ? 1 : RANDOM_TRIES); attempt++) {
    const address = `${req.username ?? randomToken(10)}@${domain}`;
    const inbox = req.permanent
      ? await withTransaction(pool, (tx) =>
          insertPermanentInbox(tx, { accountId: account.id, address, allowance: PERMANENT_ADDRESSES[account.plan] }),
        )
      : await insertInbox(pool, { accountId: account.id, address, ttlMinutes: req.ttlMinutes });
    if (inbox === 'full') {
      const allowance = PERMANENT_ADDRESSES[account.plan];
      throw new ApiError(
        'permanent_address_limit_reached',
        `The ${account.plan} plan allows ${allowance} permanent address${allowance === 1 ? '' : 'es'}, and all are in use; delete one first.`,
      );
    }
    if (inbox) return inbox;
  }
  throw new ApiError('address_taken', `The address ${req.username}@${domain} is already held.`);
}

/**
 * The access rule for an inbox a caller names. Another account's inbox answers exactly as a missing
 * one; an expired one (still in its tombstone period) answers 410 unless the operation allows it (delete).
 */
export function checkInboxAccess<T extends { accountId: number; expiresAt: Date | null }>(
  inbox: T | undefined,
  accountId: number,
  opts: { allowExpired?: boolean } = {},
): T {
  if (!inbox || inbox.accountId !== accountId) throw new ApiError('inbox_not_found');
  if (!opts.allowExpired && isExpired(inbox)) throw new ApiError('inbox_expired');
  return inbox;
}

export const isExpired = (inbox: { expiresAt: Date | null }, now = Date.now()): boolean =>
  inbox.expiresAt !== null && inbox.expiresAt.getTime() <= now;

export async function resolveInbox(pool: Pool, accountId: number, address: string, opts: { allowExpired?: boolean } = {}): Promise<Inbox> {
  return checkInboxAccess(await findInboxByAddress(pool, address.toLowerCase()), accountId, opts);
}

/** Deletes the inbox and its mail at once; an expired one too, freeing its address. */
export async function removeInbox(pool: Pool, accountId: number, address: string): Promise<{ deleted: boolean; address: string }> {
  const inbox = await resolveInbox(pool, accountId, address, { allowExpired: true });
  return { deleted: await deleteInbox(pool, inbox.id), address: inbox.address };
}

export async function removeMessage(pool: Pool, accountId: number, address: string, id: string): Promise<{ deleted: true; id: string }> {
  const inbox = await resolveInbox(pool, accountId, address);
  if (!(await deleteMessage(pool, id, inbox.id))) throw new ApiError('message_not_found');
  return { deleted: true, id };
}

export async function emptyInbox(pool: Pool, accountId: number, address: string): Promise<{ address: string; deleted: number }> {
  const inbox = await resolveInbox(pool, accountId, address);
  return { address: inbox.address, deleted: await deleteInboxMessages(pool, inbox.id) };
}
