import { runService } from '@throwbox/observability';
import { loadCodeExtractorConfig } from './config.js';
import { startCodeExtractor } from './server.js';

await runService('code-extractor', () => startCodeExtractor(loadCodeExtractorConfig()));
