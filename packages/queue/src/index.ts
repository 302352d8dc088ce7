export * from './redis.js';
export * from './jobs.js';
export * from './queues.js';
export * from './outbox-relay.js';
export * from './metrics.js';
export * from './worker-service.js';
