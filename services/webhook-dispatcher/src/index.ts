export { startWebhookDispatcher, type WebhookDispatcherHandle } from './server.js';
export { loadWebhookDispatcherConfig, webhookDispatcherEnv, type WebhookDispatcherConfig } from './config.js';
export { retryDelay, RETRY_SCHEDULE_MS, MAX_ATTEMPTS } from './retry.js';
export { guardedLookup, createHttpCaller, type CallOutcome } from './http-call.js';
export { DISABLE_AFTER_FAILURES, USER_AGENT } from './deliver.js';
