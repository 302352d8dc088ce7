import { runService } from '@throwbox/observability';
import { loadWebhookDispatcherConfig } from './config.js';
import { startWebhookDispatcher } from './server.js';

await runService('webhook-dispatcher', () => startWebhookDispatcher(loadWebhookDispatcherConfig()));
