import { runService } from '@throwbox/observability';
import { loadConsoleConfig } from './config.js';
import { startConsole } from './server.js';

await runService('console', () => startConsole(loadConsoleConfig()));
