export * from './errors.js';
export { LIMITS } from './limits.js';
export * as schemas from './schemas.js';
export { USERNAME_PATTERN, USERNAME_RULE } from './schemas.js';
export * from './openapi.js';
export * from './smtp-faults.js';
export { RETRY_JITTER, RETRY_SCHEDULE_MS, WEBHOOK_DELIVERY_ATTEMPTS, retrySchedulePhrase } from './retry.js';
