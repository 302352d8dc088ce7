import type { Batcher } from '@throwbox/batch';
import type { DeliveryAttemptRow } from '@throwbox/db';

export type SuccessRow = DeliveryAttemptRow & { webhookId: number };

/**
 * The records of successful attempts, written many to a statement (and a commit) under load. Until its
 * batch is written, an event the endpoint has received still reads as failed in Postgres: the records not
 * yet written are known here, so that neither a replay of failed events nor a pending retry sends it again.
 */
export class SuccessRecords {
  /** Per endpoint and event, how many of its successes are waiting to be written (a retry and a replay may both be). */
  private readonly unwritten = new Map<string, number>();

  constructor(private readonly batcher: Batcher<SuccessRow, void>) {}

  async add(row: SuccessRow): Promise<void> {
    const key = `${row.webhookId} ${row.eventId}`;
    this.unwritten.set(key, (this.unwritten.get(key) ?? 0) + 1);
    try {
      await this.batcher.add(row);
    } finally {
      // Forgotten once written, or once its write failed (the attempt then fails as a whole).
      const left = this.unwritten.get(key)! - 1;
      if (left === 0) this.unwritten.delete(key);
      else this.unwritten.set(key, left);
    }
  }

  /** Whether the endpoint answered a 2xx for the event whose record is not written yet. */
  isUnwritten(webhookId: number, eventId: string): boolean {
    return this.unwritten.has(`${webhookId} ${eventId}`);
  }

  /** Resolves once every success added so far is written (or failed). */
  settled(): Promise<void> {
    return this.batcher.settled();
  }
}
