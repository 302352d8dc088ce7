import { runService } from '@throwbox/observability';
import { loadApiConfig } from './config.js';
import { startApi } from './server.js';

await runService('api', () => startApi(loadApiConfig()));
