import type { SMTPServerSession } from 'smtp-server';
import { recordRefusal, type RefusalReason } from '@throwbox/queue';
import type { IngestDeps } from './deps.js';

/**
 * The inbox each accepted recipient of a session named, so that a refusal at the end of DATA is kept for
 * that inbox, not for whichever inbox holds the address later. By session: it lives as long as its connection.
 */
const acceptedInboxes = new WeakMap<SMTPServerSession, Map<string, number>>();

export function noteAcceptedRecipient(session: SMTPServerSession, address: string, inboxId: number): void {
  let inboxes = acceptedInboxes.get(session);
  if (!inboxes) acceptedInboxes.set(session, (inboxes = new Map()));
  inboxes.set(address, inboxId);
}

export function acceptedInboxIds(session: SMTPServerSession, addresses: string[]): number[] {
  const inboxes = acceptedInboxes.get(session);
  return addresses.flatMap((a) => inboxes?.get(a) ?? []);
}

/** Keeps the refusal for the inboxes' waits to explain; a hint, so a failure is only logged. */
export function rememberRefusal(
  deps: IngestDeps,
  inboxIds: number[],
  reason: RefusalReason,
  reply: Error & { responseCode: number },
): void {
  const refusal = { at: Date.now(), reason, reply: `${reply.responseCode} ${reply.message}` };
  recordRefusal(deps.publisher, deps.config.REDIS_PREFIX, inboxIds, refusal).catch((err: unknown) => {
    deps.logger.warn({ err }, 'recording an SMTP refusal failed');
  });
}
