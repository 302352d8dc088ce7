import { describe, expect, it } from '@jest/globals';
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
});
