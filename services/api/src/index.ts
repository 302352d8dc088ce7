export { startApi, type ApiHandle } from './server.js';
export { bornExpress } from './http/born-express.js';
export { loadApiConfig, apiEnv, type ApiConfig } from './config.js';
export { openApiDocument } from './docs.js';
export { routes } from './routes/index.js';
export { apiReferenceMarkdown, clientOpenApiDocument } from './api-reference.js';
export { createApp, frontSteps, v1Steps } from './app.js';
export { leanWaits } from './http/lean-waits.js';
export { SDK_DIR, SDK_TARBALLS } from './sdk.js';
