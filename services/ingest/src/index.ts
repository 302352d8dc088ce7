export { startIngest, createSmtpServer, coalesceReplies, type IngestHandle } from './server.js';
export { loadIngestConfig, ingestEnv, type IngestConfig } from './config.js';
export { introOf, parseMessage } from './parse.js';
