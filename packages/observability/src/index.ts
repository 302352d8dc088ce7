import { pino, type DestinationStream, type Logger } from 'pino';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

export type { Logger } from 'pino';
export * from './health.js';

let stdout: DestinationStream | undefined;

/**
 * Standard output, shared by every logger of the process and buffered: lines go out together once 4 KB
 * are waiting and at least every 100 ms, instead of a `write` system call per line (a request's log line
 * was a tenth of the api's time at a few thousand requests a second). Each batch is written
 * synchronously: an asynchronous write still in flight when the process exits would land after the
 * lines flushed at exit, out of order. What is buffered is written when the process exits (pino does that
 * only for an asynchronous destination, so it is done here); a process killed outright loses at most its
 * last 100 ms of lines.
 */
function sharedStdout(): DestinationStream {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 100 });
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // Standard output closed under us (a reader gone): nothing is left to write to, and the exit code stays the process's.
      }
    });
    stdout = destination;
  }
  return stdout;
}

/**
 * JSON-lines logger. Secrets never reach it: authorization headers, keys and message bodies are redacted
 * at the source and again here as a safety net.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: {
        paths: ['req.headers.authorization', 'authorization', 'apiKey', 'secret', '*.secret', '*.apiKey', 'text', 'html', 'raw'],
        censor: '[redacted]',
      },
    },
    sharedStdout(),
  );
}

/** A metrics registry per service, with the default process metrics labelled by service. */
export function createMetrics(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * throwbox_extractions_total, counted where extraction happens: ingest for the small mail it extracts as
 * it stores it, the code-extractor for the rest. Results: found, nothing, failed (and the code-extractor's
 * gone, already_done).
 */
export function createExtractionsCounter(registry: Registry): Counter<'result'> {
  return new Counter({
    name: 'throwbox_extractions_total',
    help: 'Extractions by result (ingest extracts small mail as it stores it, the code-extractor the rest)',
    labelNames: ['result'],
    registers: [registry],
  });
}

/**
 * Boots a service from its main.ts: prints configuration errors plainly, and on SIGTERM or SIGINT stops
 * it (readiness fails first, in-flight work finishes) before the process exits.
 */
export async function runService(name: string, start: () => Promise<{ stop(): Promise<void> }>): Promise<void> {
  let handle: { stop(): Promise<void> };
  try {
    handle = await start();
  } catch (err) {
    process.stderr.write(`${name}: failed to start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${name}: ${signal} received, shutting down\n`);
    handle.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`${name}: shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
export * from './periodic.js';
export { preciseNow } from './clock.js';
