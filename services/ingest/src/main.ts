import { loadIngestConfig } from './config.js';
import { startIngest } from './server.js';
import { runService } from '@throwbox/observability';

await runService('ingest', () => startIngest(loadIngestConfig()));
