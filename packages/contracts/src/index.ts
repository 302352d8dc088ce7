export * from './errors.js';
export * as schemas from './schemas.js';
export { USERNAME_PATTERN } from './schemas.js';
export * from './openapi.js';
