export { startCodeExtractor, type CodeExtractorHandle } from './server.js';
export { loadCodeExtractorConfig, codeExtractorEnv, type CodeExtractorConfig } from './config.js';
