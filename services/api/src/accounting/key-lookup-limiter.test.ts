import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { KeyLookupLimiter } from './key-lookup-limiter.js';

describe('KeyLookupLimiter', () => {
  const at = (ms: number) => Date.UTC(2026, 10, 21, 12, 0, 0) + ms;
  // The clock moves only when a test moves it (the share is per second); the event loop runs as ever.
  beforeEach(() => {
    jest.useFakeTimers({ now: at(100), doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const ip = '198.51.100.7';
  /** Runs one lookup to its end: what it answered, or the code it was refused with; and whether it ran. */
  async function lookUp(
    limiter: KeyLookupLimiter,
    address: string,
    answer: string | undefined,
  ): Promise<{ ran: boolean; outcome: string | undefined }> {
    let ran = false;
    try {
      const found = await limiter.run(address, async () => {
        ran = true;
        return answer;
      });
      return { ran, outcome: found };
    } catch (err) {
      return { ran, outcome: (err as { code: string }).code };
    }
  }

  it('refuses an address lookups, without running them, once its share of unknown keys this second is used, until the next second', async () => {
    const limiter = new KeyLookupLimiter(3);
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await lookUp(limiter, ip, undefined));
    const unknown = { ran: true, outcome: undefined };
    const refused = { ran: false, outcome: 'rate_limited' };
    expect(tries).toEqual([unknown, unknown, unknown, refused, refused]);
    // Another address has a share of its own.
    expect(await lookUp(limiter, '203.0.113.9', undefined)).toEqual(unknown);
    jest.setSystemTime(at(999));
    expect(await lookUp(limiter, ip, 'key')).toEqual(refused);
    jest.setSystemTime(at(1000));
    expect(await lookUp(limiter, ip, 'key')).toEqual({ ran: true, outcome: 'key' });
  });

  it('does not count lookups that found their key', async () => {
    const limiter = new KeyLookupLimiter(2);
    for (let i = 0; i < 10; i++) expect(await lookUp(limiter, ip, 'key')).toEqual({ ran: true, outcome: 'key' });
    await lookUp(limiter, ip, undefined);
    await lookUp(limiter, ip, undefined);
    expect(await lookUp(limiter, ip, 'key')).toEqual({ ran: false, outcome: 'rate_limited' });
  });

  describe('lookups under way', () => {
    /** A lookup that finishes when the test says, with the answer it is given. */
    function controlled() {
      const started: string[] = [];
      const finish = new Map<string, (found: string | undefined) => void>();
      const lookup = (name: string) => () =>
        new Promise<string | undefined>((resolve) => {
          started.push(name);
          finish.set(name, resolve);
        });
      return { started, finish: (name: string, found: string | undefined) => finish.get(name)!(found), lookup };
    }
    const settle = () => new Promise<void>((r) => setImmediate(r));

    it("runs at most the limit of one address's lookups at once; the rest start as those finish, other addresses unaffected", async () => {
      const limiter = new KeyLookupLimiter(2);
      const c = controlled();
      const results = ['a', 'b', 'c', 'd'].map((n) => limiter.run(ip, c.lookup(n)));
      const other = limiter.run('203.0.113.9', c.lookup('x'));
      await settle();
      expect(c.started).toEqual(['a', 'b', 'x']);
      expect(limiter.pending).toEqual({ running: 3, waiting: 2 });
      c.finish('a', 'key a');
      await settle();
      expect(c.started).toEqual(['a', 'b', 'x', 'c']);
      c.finish('b', 'key b');
      c.finish('c', 'key c');
      await settle();
      c.finish('d', 'key d');
      c.finish('x', 'key x');
      await expect(Promise.all([...results, other])).resolves.toEqual(['key a', 'key b', 'key c', 'key d', 'key x']);
      // Found keys never count against the address.
      expect(await lookUp(limiter, ip, undefined)).toEqual({ ran: true, outcome: undefined });
      expect(limiter.pending).toEqual({ running: 0, waiting: 0 });
    });

    it('refuses the waiting lookups of an address, without running them, once the ones under way have used its share of unknown keys', async () => {
      const limiter = new KeyLookupLimiter(2);
      const c = controlled();
      const burst = Array.from({ length: 10 }, (_, i) => limiter.run(ip, c.lookup(`guess${i}`)));
      await settle();
      c.finish('guess0', undefined);
      c.finish('guess1', undefined);
      const outcomes = await Promise.allSettled(burst);
      expect(c.started).toEqual(['guess0', 'guess1']);
      expect(outcomes.slice(0, 2)).toEqual([
        { status: 'fulfilled', value: undefined },
        { status: 'fulfilled', value: undefined },
      ]);
      for (const o of outcomes.slice(2)) {
        expect(o.status).toBe('rejected');
        expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'rate_limited', retryAfter: 1 });
      }
      expect(limiter.pending).toEqual({ running: 0, waiting: 0 });
    });

    it('lets the next one go when a lookup fails', async () => {
      const limiter = new KeyLookupLimiter(1);
      const failing = limiter.run(ip, () => Promise.reject(new Error('connection lost')));
      const next = limiter.run(ip, () => Promise.resolve('found'));
      await expect(failing).rejects.toThrow('connection lost');
      await expect(next).resolves.toBe('found');
      expect(limiter.pending).toEqual({ running: 0, waiting: 0 });
    });
  });
});
