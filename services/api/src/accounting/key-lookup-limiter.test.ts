import { describe, expect, it } from '@jest/globals';
import { KeyLookupLimiter } from './key-lookup-limiter.js';

describe('KeyLookupLimiter', () => {
  const at = (ms: number) => Date.UTC(2026, 10, 21, 12, 0, 0) + ms;

  it('allows each address its share a second, then refuses until the next second', () => {
    const limiter = new KeyLookupLimiter(3);
    expect([0, 1, 2, 3, 4].map((i) => limiter.take('198.51.100.7', at(i * 100)))).toEqual([true, true, true, false, false]);
    // Another address has a share of its own.
    expect(limiter.take('203.0.113.9', at(500))).toBe(true);
    expect(limiter.take('198.51.100.7', at(999))).toBe(false);
    expect(limiter.take('198.51.100.7', at(1000))).toBe(true);
  });

  it('does not count lookups that found their key', () => {
    const limiter = new KeyLookupLimiter(2);
    for (let i = 0; i < 10; i++) {
      expect(limiter.take('198.51.100.7', at(i))).toBe(true);
      limiter.giveBack('198.51.100.7');
    }
    expect(limiter.take('198.51.100.7', at(20))).toBe(true);
    expect(limiter.take('198.51.100.7', at(21))).toBe(true);
    expect(limiter.take('198.51.100.7', at(22))).toBe(false);
  });
});
