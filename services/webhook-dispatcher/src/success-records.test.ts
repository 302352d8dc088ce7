import { describe, expect, it } from '@jest/globals';
import { Batcher } from '@throwbox/batch';
import { SuccessRecords, type SuccessRow } from './success-records.js';

const row = (webhookId: number, eventId: string): SuccessRow => ({
  webhookId,
  eventId,
  event: 'message.received',
  attempt: 2,
  status: 200,
  error: null,
  durationMs: 1,
  at: new Date(),
  response: 'ok',
});

/** Records whose batches are written only when released, failing when told to. */
function held() {
  const releases: ((fail?: Error) => void)[] = [];
  const records = new SuccessRecords(
    new Batcher<SuccessRow, void>(
      (rows) => new Promise((resolve, reject) => releases.push((fail) => (fail ? reject(fail) : resolve(rows.map(() => undefined))))),
      { maxItems: 10, concurrency: 1 },
    ),
  );
  return { records, releases };
}

describe('SuccessRecords', () => {
  it('knows a success from its add until its batch is written, per endpoint and event', async () => {
    const { records, releases } = held();
    const written = records.add(row(1, 'evt_a'));
    expect(records.isUnwritten(1, 'evt_a')).toBe(true);
    expect(records.isUnwritten(2, 'evt_a')).toBe(false);
    expect(records.isUnwritten(1, 'evt_b')).toBe(false);
    releases[0]!();
    await written;
    expect(records.isUnwritten(1, 'evt_a')).toBe(false);
  });

  it('still knows one of two successes of an event while the other is written, and forgets one whose write failed', async () => {
    const { records, releases } = held();
    const first = records.add(row(1, 'evt_a'));
    const second = records.add(row(1, 'evt_a'));
    releases[0]!();
    await first;
    expect(records.isUnwritten(1, 'evt_a')).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    releases[1]!(new Error('database gone'));
    await expect(second).rejects.toThrow('database gone');
    expect(records.isUnwritten(1, 'evt_a')).toBe(false);
  });
});
