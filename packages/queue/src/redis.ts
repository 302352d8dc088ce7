/**
 * What a process needs of Redis without BullMQ: connections, the bound prefix, wake-up channels and
 * recorded refusals. The api imports this entry only, so it does not load BullMQ (15 MB of a process's
 * memory) unless a webhook test needs it.
 */
export * from './connections.js';
export { authChannel, inboxChannel, publishInboxChange, readWakeup, smtpFaultsChannel, wakeupMessage } from './channels.js';
export { InboxWakeups } from './wakeups.js';
export { dropRefusals, readRefusals, recordRefusal, type Refusal, type RefusalReason } from './refusals.js';
export { DeliveryClaims, REPLAY_CLAIM_MS, SEND_CLAIM_MS, type ClaimState } from './delivery-claims.js';
