import { FlushBuffer } from '@throwbox/batch';
import { insertRequestLog, type Pool, type RequestLogEntry } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';

const FLUSH_MS = 1000;
const MAX_BATCH = 1000;
/** Beyond this many unwritten entries (Postgres away for long), the oldest are dropped, not the process. */
const MAX_BUFFERED = 100_000;

/** Collects request log entries in memory and writes them in batches, off the requests' path. */
export class RequestLogWriter {
  private readonly entries: FlushBuffer<RequestLogEntry>;

  constructor(pool: Pool, logger: Logger) {
    this.entries = new FlushBuffer({
      write: (batch) => insertRequestLog(pool, batch),
      flushMs: FLUSH_MS,
      maxBatch: MAX_BATCH,
      maxBuffered: MAX_BUFFERED,
      onFailure: { keep: true },
      failed: (err) => logger.warn({ err }, 'writing the request log failed; will retry'),
    });
  }

  /** Nothing to start: an entry is written within FLUSH_MS of its request (at once when MAX_BATCH wait). */
  start(): void {}

  add(entry: RequestLogEntry): void {
    this.entries.add(entry);
  }

  flush(): Promise<void> {
    return this.entries.flush();
  }

  /** Writes what is left. */
  async stop(): Promise<void> {
    await this.entries.stop();
  }
}
