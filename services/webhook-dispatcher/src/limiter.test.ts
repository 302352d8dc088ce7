import { expect, it } from '@jest/globals';
import { Limiter } from './limiter.js';

const tick = () => new Promise((r) => setImmediate(r));

/** Calls that run until released, recording which started. */
function harness(limiter: Limiter) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const call = (key: number, name: string) =>
    limiter.run(key, async () => {
      started.push(name);
      await new Promise<void>((resolve) => gates.set(name, resolve));
      if (name === 'fail') throw new Error('endpoint failed');
      return name;
    });
  return { started, call, open: (name: string) => gates.get(name)!() };
}

it('runs at most its size at once, the rest in the order they came, and frees a turn when a call throws', async () => {
  const limiter = new Limiter(2, 2);
  const { started, call, open } = harness(limiter);
  const calls = [call(1, 'fail'), call(1, 'b'), call(1, 'c'), call(1, 'd')];
  await tick();
  expect(started).toEqual(['fail', 'b']);
  open('fail');
  await expect(calls[0]).rejects.toThrow('endpoint failed');
  await tick();
  expect(started).toEqual(['fail', 'b', 'c']);
  open('b');
  open('c');
  await tick();
  open('d');
  expect(await Promise.all(calls.slice(1))).toEqual(['b', 'c', 'd']);
});

it('gives one account at most a quarter of the calls, however many it has waiting; others take the rest', async () => {
  const limiter = new Limiter(8);
  expect(limiter.share).toBe(2);
  const { started, call, open } = harness(limiter);
  const slow = Array.from({ length: 6 }, (_, i) => call(1, `slow${i}`));
  await tick();
  expect(started).toEqual(['slow0', 'slow1']);
  const others = Array.from({ length: 6 }, (_, i) => call(2 + (i % 3), `other${i}`));
  await tick();
  expect(started.filter((s) => s.startsWith('other'))).toEqual(['other0', 'other1', 'other2', 'other3', 'other4', 'other5']);
  // The slow account's next call goes when one of its own ends, not when another account's does.
  open('other0');
  await tick();
  expect(started.filter((s) => s.startsWith('slow'))).toEqual(['slow0', 'slow1']);
  open('slow0');
  await tick();
  expect(started.filter((s) => s.startsWith('slow'))).toEqual(['slow0', 'slow1', 'slow2']);
  for (const name of ['slow1', 'slow2', 'slow3', 'slow4', 'slow5', 'other1', 'other2', 'other3', 'other4', 'other5']) {
    await tick();
    open(name);
  }
  await Promise.all([...slow, ...others]);
});

it('shares the turns of a full limiter among waiting accounts in turn', async () => {
  const limiter = new Limiter(1, 1);
  const { started, call, open } = harness(limiter);
  const calls = [call(1, 'a0'), call(1, 'a1'), call(1, 'a2'), call(2, 'b0'), call(2, 'b1')];
  for (const name of ['a0', 'a1', 'b0', 'a2', 'b1']) {
    await tick();
    open(name);
  }
  await Promise.all(calls);
  expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'b1']);
});
