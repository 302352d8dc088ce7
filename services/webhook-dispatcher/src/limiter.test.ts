import { expect, it } from '@jest/globals';
import { Limiter } from './limiter.js';

it('runs at most its size at once, the rest in the order they came, and frees a turn when a call throws', async () => {
  const limiter = new Limiter(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const gates = new Map<number, () => void>();
  const call = (n: number) =>
    limiter.run(async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.set(n, resolve));
      running--;
      if (n === 1) throw new Error('endpoint failed');
      return n;
    });
  const calls = [1, 2, 3, 4].map(call);
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual([1, 2]);
  gates.get(1)!();
  await expect(calls[0]).rejects.toThrow('endpoint failed');
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual([1, 2, 3]);
  for (const n of [2, 3]) gates.get(n)!();
  await new Promise((r) => setImmediate(r));
  gates.get(4)!();
  expect(await Promise.all(calls.slice(1))).toEqual([2, 3, 4]);
  expect(most).toBe(2);
});
