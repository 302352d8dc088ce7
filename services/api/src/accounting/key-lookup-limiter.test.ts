import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { KeyLookupLimiter } from './key-lookup-limiter.js';

describe('KeyLookupLimiter', () => {
  const at = (ms: number) => Date.UTC(2026, 10, 21, 12, 0, 0) + ms;

  it('allows an address lookups until its share of unknown keys this second is used, then none until the next second', () => {
    const limiter = new KeyLookupLimiter(3);
    const tries = [0, 100, 200, 300, 400].map((ms) => {
      const allowed = limiter.allows('198.51.100.7', at(ms));
      if (allowed) limiter.notFound('198.51.100.7', at(ms));
      return allowed;
    });
    expect(tries).toEqual([true, true, true, false, false]);
    // Another address has a share of its own.
    expect(limiter.allows('203.0.113.9', at(500))).toBe(true);
    expect(limiter.allows('198.51.100.7', at(999))).toBe(false);
    expect(limiter.allows('198.51.100.7', at(1000))).toBe(true);
  });

  it('does not count lookups that found their key', () => {
    const limiter = new KeyLookupLimiter(2);
    for (let i = 0; i < 10; i++) expect(limiter.allows('198.51.100.7', at(i))).toBe(true);
    limiter.notFound('198.51.100.7', at(20));
    limiter.notFound('198.51.100.7', at(21));
    expect(limiter.allows('198.51.100.7', at(22))).toBe(false);
  });

  describe('run', () => {
    // The clock stands still (the share is per second): only the event loop moves.
    beforeEach(() => {
      jest.useFakeTimers({ now: at(100), doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    /** A lookup that finishes when the test says, with the answer it is given. */
    function controlled() {
      const started: string[] = [];
      const finish = new Map<string, (found: string | undefined) => void>();
      const lookup = (name: string) => () => new Promise<string | undefined>((resolve) => {
        started.push(name);
        finish.set(name, resolve);
      });
      return { started, finish: (name: string, found: string | undefined) => finish.get(name)!(found), lookup };
    }
    const settle = () => new Promise<void>((r) => setImmediate(r));
    const ip = '198.51.100.7';

    it('runs at most the limit of one address\'s lookups at once; the rest start as those finish, other addresses unaffected', async () => {
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
      expect(limiter.allows(ip)).toBe(true);
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
      expect(outcomes.slice(0, 2)).toEqual([{ status: 'fulfilled', value: undefined }, { status: 'fulfilled', value: undefined }]);
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

