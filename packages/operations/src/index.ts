// Operations on an account's things that more than one front door performs (the api, the console, the admin
// command line): one implementation each, so that a key revoked or a webhook registered anywhere behaves alike.
// Failures are ApiErrors of the contract's catalogue, which each front door presents in its own way.
export * from './keys.js';
export * from './webhooks.js';
export { checkWebhookUrl } from './webhook-url.js';
export { WebhookTestRunner } from './webhook-tests.js';
export { WebhookReplays, type ReplaySelection } from './webhook-replays.js';
export * from './plans.js';
export * from './inboxes.js';
export * from './mail-search.js';
export * from './accounting-keys.js';
export * from './smtp-faults.js';
