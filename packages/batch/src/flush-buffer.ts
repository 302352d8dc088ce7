export interface FlushBufferOptions<T> {
  /** Writes one batch; a rejection is a failed write. */
  write(items: T[]): Promise<void>;
  /** How long an added item waits at most before it is written, and how soon a failed write is tried again. */
  flushMs: number;
  /** Items per write: a flush with more writes several batches, and this many waiting are written at once. */
  maxBatch?: number;
  /** Beyond this many unwritten items (the database away for long), the oldest are dropped, not the process. */
  maxBuffered?: number;
  /**
   * What a failed write does with its items. `keep`: back in front, written with the next flush (`compact`
   * folds them with what came meanwhile, so a long outage holds one entry per key, not one per call).
   * `drop`: left to a mechanism of the caller's own (the outbox relay re-sends what was not marked).
   */
  onFailure: { keep: true; compact?: (items: T[]) => T[] } | { keep: false };
  /** Told of each failed write, with its items (to log it). */
  failed(err: unknown, items: T[]): void;
}

/**
 * Writes nobody waits for (the request log, outbox rows marked sent, counted usage), collected in memory
 * and written together off the callers' path: at most `flushMs` after the first of them, at once when
 * `maxBatch` are waiting, and whenever `flush` is called. Writes run one at a time, in order.
 */
export class FlushBuffer<T> {
  private buffer: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly opts: FlushBufferOptions<T>) {}

  /** Items waiting to be written. */
  get size(): number {
    return this.buffer.length;
  }

  add(...items: T[]): void {
    if (items.length === 0) return;
    this.buffer.push(...items);
    const max = this.opts.maxBuffered ?? Number.POSITIVE_INFINITY;
    if (this.buffer.length > max) this.buffer.splice(0, this.buffer.length - max);
    if (this.buffer.length >= (this.opts.maxBatch ?? Number.POSITIVE_INFINITY)) void this.flush();
    else this.schedule();
  }

  /** Writes everything added so far; resolves once it is written or its write has failed. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.writeAll());
    return this.writing;
  }

  /** Writes what is left; nothing is scheduled afterwards (a shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer !== undefined || this.stopped) return;
    this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
    // A pending write never keeps a process alive: a shutdown writes it through stop().
    this.timer.unref?.();
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length) {
      const batch = this.buffer.splice(0, this.opts.maxBatch ?? this.buffer.length);
      try {
        await this.opts.write(batch);
      } catch (err) {
        this.opts.failed(err, batch);
        if (!this.opts.onFailure.keep) continue;
        const back = [...batch, ...this.buffer];
        this.buffer = this.opts.onFailure.compact ? this.opts.onFailure.compact(back) : back;
        this.schedule();
        return;
      }
    }
  }
}
