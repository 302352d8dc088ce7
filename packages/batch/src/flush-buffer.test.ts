import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FlushBuffer, type FlushBufferOptions } from './flush-buffer.js';

// Time is the only thing mocked: the writes are real promises, failing when told to.

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function recorded<T>(opts: Partial<FlushBufferOptions<T>> = {}) {
  const writes: T[][] = [];
  const failures: T[][] = [];
  let failing = false;
  const buffer = new FlushBuffer<T>({
    flushMs: 100,
    onFailure: { keep: true },
    failed: (_err, items) => failures.push(items),
    write: async (items) => {
      if (failing) throw new Error('down');
      writes.push(items);
    },
    ...opts,
  });
  return { buffer, writes, failures, fail: (on: boolean) => (failing = on) };
}

/** Lets the timers due by `ms` fire and the writes they start finish. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('FlushBuffer', () => {
  it('writes what came together flushMs after the first item, in one write', async () => {
    const { buffer, writes } = recorded<number>();
    buffer.add(1);
    await advance(50);
    buffer.add(2, 3);
    expect(writes).toEqual([]);
    await advance(50);
    expect(writes).toEqual([[1, 2, 3]]);
    buffer.add(4);
    await advance(100);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('writes at once when maxBatch items wait, in batches of maxBatch', async () => {
    const { buffer, writes } = recorded<number>({ maxBatch: 2 });
    buffer.add(1);
    buffer.add(2, 3, 4, 5);
    await advance(0);
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('drops the oldest beyond maxBuffered', async () => {
    const { buffer, writes } = recorded<number>({ maxBuffered: 3 });
    buffer.add(1, 2, 3, 4, 5);
    expect(buffer.size).toBe(3);
    await buffer.flush();
    expect(writes).toEqual([[3, 4, 5]]);
  });

  it('keeps a failed write in front, folded by compact, and tries again flushMs later', async () => {
    const sum = (items: [string, number][]): [string, number][] => {
      const totals = new Map<string, number>();
      for (const [k, n] of items) totals.set(k, (totals.get(k) ?? 0) + n);
      return [...totals];
    };
    const { buffer, writes, failures, fail } = recorded<[string, number]>({
      onFailure: { keep: true, compact: sum },
    });
    fail(true);
    buffer.add(['a', 1], ['b', 1], ['a', 1]);
    await advance(100);
    expect(failures).toHaveLength(1);
    buffer.add(['a', 5]);
    expect(buffer.size).toBe(3);
    fail(false);
    await advance(100);
    expect(writes).toEqual([
      [
        ['a', 2],
        ['b', 1],
        ['a', 5],
      ],
    ]);
  });

  it('drops a failed write when told to, and goes on with the rest', async () => {
    const { buffer, writes, failures, fail } = recorded<number>({ onFailure: { keep: false }, maxBatch: 2 });
    fail(true);
    buffer.add(1, 2);
    await advance(0);
    fail(false);
    buffer.add(3);
    await advance(100);
    expect([failures, writes, buffer.size]).toEqual([[[1, 2]], [[3]], 0]);
  });

  it('writes in order, one write at a time, and stop writes what is left', async () => {
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const buffer = new FlushBuffer<number>({
      flushMs: 100,
      onFailure: { keep: true },
      failed: () => undefined,
      write: async (items) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(...items);
        inFlight--;
      },
    });
    buffer.add(1);
    const first = buffer.flush();
    buffer.add(2);
    const second = buffer.flush();
    buffer.add(3);
    const stopped = buffer.stop();
    await advance(50);
    await Promise.all([first, second, stopped]);
    expect([order, most]).toEqual([[1, 2, 3], 1]);
    buffer.add(4);
    await advance(1000);
    expect(order).toEqual([1, 2, 3]);
  });
});
