import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@throwbox/observability';
import { stopInOrder } from './shutdown.js';

const logger = createLogger('test', 'silent');

describe('stopInOrder', () => {
  it('runs the steps one after the other, each awaited before the next', async () => {
    const ran: string[] = [];
    const step = (name: string, ms: number) => ({
      waitingFor: name,
      run: () => new Promise<void>((resolve) => setTimeout(() => (ran.push(name), resolve()), ms)),
    });
    await stopInOrder([step('first', 30), step('second', 0), step('third', 10)], {
      deadlineMs: 10_000,
      logger,
      open: () => [],
      force: () => ran.push('forced'),
    });
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('at the deadline: aborts the running step, forces, starts no later step, and rejects naming the step and what was open', async () => {
    const ran: string[] = [];
    let aborted = false;
    const stopping = stopInOrder(
      [
        { waitingFor: 'the quick one', run: () => void ran.push('quick') },
        {
          waitingFor: 'messages being committed',
          run: (signal) => {
            signal.addEventListener('abort', () => (aborted = true));
            // Never settles, as a commit that never returns.
            return new Promise<void>(() => undefined);
          },
        },
        { waitingFor: 'never', run: () => void ran.push('later') },
      ],
      { deadlineMs: 100, logger, open: () => ['SMTP session abc (its message being committed)'], force: () => ran.push('forced') },
    );
    await expect(stopping).rejects.toThrow(
      'shutdown deadline (100 ms) passed while waiting for messages being committed; still open: SMTP session abc (its message being committed)',
    );
    expect(aborted).toBe(true);
    expect(ran).toEqual(['quick', 'forced']);
  });

  it('a step that fails fails the stop at once', async () => {
    await expect(
      stopInOrder([{ waitingFor: 'x', run: () => Promise.reject(new Error('pool.end failed')) }], {
        deadlineMs: 10_000,
        logger,
        open: () => [],
        force: () => undefined,
      }),
    ).rejects.toThrow('pool.end failed');
  });
});
