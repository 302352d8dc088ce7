import { insertRequestLog, type Pool, type RequestLogEntry } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';

const FLUSH_MS = 1000;
const MAX_BATCH = 1000;
/** Beyond this many unwritten entries (Postgres away for long), the oldest are dropped, not the process. */
const MAX_BUFFERED = 100_000;

/** Collects request log entries in memory and writes them in batches, off the requests' path. */
export class RequestLogWriter {
  private buffer: RequestLogEntry[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
  ) {}

  /** Writes what was collected every FLUSH_MS (and whenever MAX_BATCH entries wait). */
  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  add(entry: RequestLogEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length > MAX_BUFFERED) this.buffer.splice(0, this.buffer.length - MAX_BUFFERED);
    if (this.buffer.length >= MAX_BATCH) void this.flush();
  }

  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, MAX_BATCH);
        try {
          await insertRequestLog(this.pool, batch);
        } catch (err) {
          this.buffer.unshift(...batch);
          this.logger.warn({ err }, 'writing the request log failed; will retry');
          return;
        }
      }
    });
    return this.writing;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
