import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { markOutboxSent, type OutboxRow } from '@throwbox/db';
import { enqueueOutbox, inboxChannel } from '@throwbox/queue';
import type { IngestDeps } from './deps.js';
import { SMTP } from './smtp-errors.js';
import type { MessageStore, StoreResult } from './store.js';

/**
 * Receives the message, stores it, and answers 250 only once it is committed to Postgres. The wake-up
 * and the queue hand-off come after the commit; if they fail, the outbox relay re-sends the jobs.
 */
export function onData(deps: IngestDeps, store: MessageStore, handOff: HandOff) {
  return (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void): void => {
    // smtp-server resets session.envelope once this callback has run: capture it now.
    const recipients = [...new Set(session.envelope.rcptTo.map((r) => r.address.toLowerCase()))];
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (stream.sizeExceeded) return; // keep draining, stop buffering
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.once('error', (err) => {
      deps.logger.warn({ err, session: session.id }, 'data stream failed');
    });
    stream.once('end', () => {
      const max = deps.config.SMTP_MAX_SIZE;
      if (stream.sizeExceeded) {
        deps.metrics.messages.inc({ result: 'too_big' });
        deps.logger.info({ session: session.id, max }, 'message refused: too big');
        callback(SMTP.tooBig(max));
        return;
      }
      const raw = Buffer.concat(chunks, size);
      deps.metrics.size.observe(raw.length);
      const timer = deps.metrics.storeSeconds.startTimer();
      store.store({ raw, recipients, envelopeFrom, sessionId: session.id }).then(
        (stored) => {
          timer();
          if (stored.messages.length === 0) {
            // Every recipient was deleted or expired between RCPT TO and the end of DATA.
            deps.metrics.messages.inc({ result: 'no_recipient' });
            callback(SMTP.noSuchUser());
            return;
          }
          deps.metrics.messages.inc({ result: 'stored' }, stored.messages.length);
          deps.logger.info({ session: session.id, messageIds: stored.messages.map((m) => m.id), size: raw.length }, 'message stored');
          publishWakeups(deps, stored);
          callback(null, `2.0.0 Ok: queued as ${stored.messages.map((m) => m.id).join(',')}`);
          handOff.add(stored.outbox);
        },
        (err: unknown) => {
          deps.metrics.messages.inc({ result: 'storage_failed' });
          deps.logger.error({ err, session: session.id }, 'storing message failed; answered 451');
          callback(SMTP.storageFailed());
        },
      );
    });
  };
}

function publishWakeups(deps: IngestDeps, stored: StoreResult): void {
  for (const m of stored.messages) {
    deps.publisher.publish(inboxChannel(deps.config.REDIS_PREFIX, m.address), m.id).catch((err: unknown) => {
      // A wake-up is a hint: waiting requests re-query at their deadline and on Redis reconnect.
      deps.logger.warn({ err }, 'publishing an inbox wake-up failed');
    });
  }
}

/**
 * Outbox rows handed to BullMQ and not yet marked sent. The next group commit marks them in its own
 * statement; when no mail comes for FLUSH_MS, they are marked on their own. Until marked, a row is only
 * at risk of being relayed a second time (after OUTBOX_RELAY_AGE_MS), which the job ids make harmless.
 */
export class SentMarks {
  private ids: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  static readonly FLUSH_MS = 100;

  constructor(
    private readonly deps: IngestDeps,
    private readonly flushMs = SentMarks.FLUSH_MS,
  ) {}

  add(ids: number[]): void {
    if (ids.length === 0) return;
    this.ids.push(...ids);
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** The ids to mark in the caller's statement; if it fails, the caller adds them back. */
  take(): number[] {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.ids.splice(0);
  }

  async flush(): Promise<void> {
    const ids = this.take();
    if (ids.length === 0) return;
    await markOutboxSent(this.deps.pool, ids).catch((err: unknown) => {
      this.deps.logger.warn({ err, rows: ids.length }, 'marking outbox rows sent failed; the outbox relay will re-send them');
    });
  }
}

/**
 * Hands committed outbox rows to BullMQ, gathering the rows of messages that arrive meanwhile so that
 * under load one enqueue serves many messages; then leaves them to be marked sent. A failure leaves the
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
    // their own, all queued before this one, so the whole group goes in one job (the first message of
    // every group went alone, and the extractor paid BullMQ's cost per job twice per group).
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
