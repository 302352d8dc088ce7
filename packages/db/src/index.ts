export * from './pool.js';
export * from './migrate.js';
export * from './ids.js';
export * from './accounts.js';
export * from './api-keys.js';
export * from './inboxes.js';
export * from './messages.js';
export * from './outbox.js';
