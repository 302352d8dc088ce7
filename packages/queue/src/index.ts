export * from './jobs.js';
export * from './connections.js';
export * from './outbox-relay.js';
export * from './metrics.js';
export * from './worker-service.js';
export { authChannel, inboxChannel } from './channels.js';
export { InboxWakeups } from './wakeups.js';
export { readRefusals, recordRefusal, type Refusal, type RefusalReason } from './refusals.js';
