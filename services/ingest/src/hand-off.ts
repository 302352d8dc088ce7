import { FlushBuffer } from '@throwbox/batch';
import { markOutboxSent, type OutboxRow } from '@throwbox/db';
import { enqueueOutbox } from '@throwbox/queue';
import type { IngestDeps } from './deps.js';

/**
 * Outbox rows handed to BullMQ and not yet marked sent, marked together FLUSH_MS after the first of them:
 * under load one UPDATE a tenth of a second, whatever the rate of mail. Until marked, a row is only at
 * risk of being relayed a second time (after OUTBOX_RELAY_AGE_MS), which the job ids make harmless.
 */
export class SentMarks {
  private readonly ids: FlushBuffer<number>;
  static readonly FLUSH_MS = 100;

  constructor(deps: IngestDeps, flushMs = SentMarks.FLUSH_MS) {
    this.ids = new FlushBuffer({
      write: (ids) => markOutboxSent(deps.pool, ids),
      flushMs,
      onFailure: { keep: false },
      failed: (err, ids) =>
        deps.logger.warn({ err, rows: ids.length }, 'marking outbox rows sent failed; the outbox relay will re-send them'),
    });
  }

  add(ids: number[]): void {
    this.ids.add(...ids);
  }

  flush(): Promise<void> {
    return this.ids.flush();
  }
}

/**
 * Hands committed outbox rows to BullMQ, gathering the rows of messages that arrive meanwhile so that
 * under load one enqueue serves many messages; then marks them sent. A failure leaves the
 * rows to the outbox relay, which re-sends them.
 */
export class HandOff {
  private waiting: OutboxRow[] = [];
  private running: Promise<void> | undefined;
  readonly marks: SentMarks;

  constructor(private readonly deps: IngestDeps) {
    this.marks = new SentMarks(deps);
  }

  add(rows: OutboxRow[]): void {
    this.waiting.push(...rows);
    // Started a microtask later: a committed group's messages are each answered in a microtask of
    // their own, all queued before this one, so the whole group goes in one job rather than its first
    // message alone and then the rest (BullMQ's cost per job paid twice per group).
    this.running ??= Promise.resolve().then(() => this.drain());
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const rows = this.waiting.splice(0, 1000);
      try {
        await enqueueOutbox(this.deps.queues, rows);
        this.marks.add(rows.map((r) => r.id));
      } catch (err) {
        this.deps.logger.warn({ err, rows: rows.length }, 'queue hand-off failed; the outbox relay will re-send');
      }
    }
    this.running = undefined;
  }

  /** Resolves when everything handed so far has been enqueued (or left to the relay) and marked. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.marks.flush();
  }
}
