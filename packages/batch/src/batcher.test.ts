import { describe, expect, it } from '@jest/globals';
import { Batcher } from './batcher.js';

/** A run function whose batches are recorded and finish only when released. */
function controlled() {
  const batches: number[][] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => releases.push((fail) => (fail ? reject(fail) : resolve(items.map((i) => `r${i}`)))));
  };
  return { batches, releases, run };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Batcher', () => {
  it('runs a lone item at once, and gathers the items that arrive meanwhile into the next batch', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxItems: 10, concurrency: 1 });
    const first = batcher.add(1);
    expect(c.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((i) => batcher.add(i));
    expect(c.batches).toEqual([[1]]);
    c.releases[0]!();
    expect(await first).toBe('r1');
    await tick();
    expect(c.batches).toEqual([[1], [2, 3, 4]]);
    c.releases[1]!();
    expect(await Promise.all(rest)).toEqual(['r2', 'r3', 'r4']);
  });

  it('keeps batches under maxItems and runs up to `concurrency` of them at once', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxItems: 2, concurrency: 2 });
    const all = [1, 2, 3, 4, 5].map((i) => batcher.add(i));
    expect(c.batches).toEqual([[1], [2]]);
    c.releases[0]!();
    await tick();
    expect(c.batches).toEqual([[1], [2], [3, 4]]);
    c.releases[1]!();
    await tick();
    expect(c.batches).toEqual([[1], [2], [3, 4], [5]]);
    c.releases[2]!();
    c.releases[3]!();
    expect(await Promise.all(all)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('fails every item of a failed batch, and only those', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxItems: 10, concurrency: 1 });
    const first = batcher.add(1);
    const second = [batcher.add(2), batcher.add(3)];
    c.releases[0]!(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await tick();
    c.releases[1]!();
    expect(await Promise.all(second)).toEqual(['r2', 'r3']);
  });

  it('settles when everything added before has been handled, not what comes after', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxItems: 10, concurrency: 1 });
    const first = batcher.add(1);
    const second = batcher.add(2);
    let settled = false;
    const done = batcher.settled().then(() => {
      settled = true;
    });
    c.releases[0]!();
    await first;
    await tick();
    expect(settled).toBe(false);
    const third = batcher.add(3);
    c.releases[1]!(new Error('gone'));
    await expect(second).rejects.toThrow('gone');
    await done;
    expect(settled).toBe(true);
    await tick();
    c.releases[2]!();
    expect(await third).toBe('r3');
  });

  it('fails a batch whose run throws at once or answers the wrong number of results, and goes on', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      (items) => {
        calls++;
        if (calls === 1) throw new Error('thrown');
        if (calls === 2) return Promise.resolve([]);
        return Promise.resolve(items);
      },
      { maxItems: 10, concurrency: 1 },
    );
    await expect(batcher.add(1)).rejects.toThrow('thrown');
    await expect(batcher.add(2)).rejects.toThrow('a batch of 1 answered 0 results');
    expect(await batcher.add(3)).toBe(3);
  });
});
