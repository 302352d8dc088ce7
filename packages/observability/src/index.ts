import { pino, type Logger } from 'pino';
import { Registry, collectDefaultMetrics } from 'prom-client';

export type { Logger } from 'pino';

/**
 * JSON-lines logger. Secrets never reach it: authorization headers, keys and message bodies are redacted
 * at the source and again here as a safety net.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: {
      paths: ['req.headers.authorization', 'authorization', 'apiKey', 'secret', '*.secret', '*.apiKey', 'text', 'html', 'raw'],
      censor: '[redacted]',
    },
  });
}

/** A metrics registry per service, with the default process metrics labelled by service. */
export function createMetrics(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
