import { runChecks, type MessageChecks } from '@throwbox/checks';
import { getMessageForChecks } from '@throwbox/db';
import type { ConsoleDeps } from '../deps.js';

/** The checks of one of the account's messages, as the api's GET /messages/{id}/checks computes them. */
export async function messageChecks(deps: ConsoleDeps, id: string, inboxId: number): Promise<MessageChecks | undefined> {
  const message = await getMessageForChecks(deps.pool, id, inboxId);
  return message && runChecks(message, deps.checks);
}
