import { describe, expect, it, jest } from '@jest/globals';
import { runEvery } from './periodic.js';

describe('runEvery', () => {
  it('skips a tick while the previous run is still going, and stop() waits for that run', async () => {
    jest.useFakeTimers();
    try {
      let started = 0;
      let finish!: () => void;
      const periodic = runEvery(
        100,
        () => {
          started++;
          return new Promise<void>((resolve) => (finish = resolve));
        },
        () => undefined,
      );
      jest.advanceTimersByTime(350);
      expect(started).toBe(1);
      finish();
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(100);
      expect(started).toBe(2);
      let stopped = false;
      const stopping = periodic.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      finish();
      await stopping;
      jest.advanceTimersByTime(1000);
      expect(started).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a failed run and goes on', async () => {
    jest.useFakeTimers();
    try {
      const errors: unknown[] = [];
      let runs = 0;
      const periodic = runEvery(
        100,
        async () => {
          runs++;
          throw new Error(`run ${runs}`);
        },
        (err) => errors.push(err),
      );
      jest.advanceTimersByTime(100);
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(100);
      await periodic.stop();
      expect(runs).toBe(2);
      expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2']);
    } finally {
      jest.useRealTimers();
    }
  });
});
