import { describe, expect, it } from '@jest/globals';
import { preciseNow } from './clock.js';

describe('preciseNow', () => {
  it('stays within the millisecond the wall clock reports', () => {
    let fractional = 0;
    for (let i = 0; i < 2_000; i++) {
      const before = Date.now();
      const t = preciseNow();
      const after = Date.now();
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThan(after + 1);
      if (t % 1 !== 0) fractional++;
    }
    // It carries a fraction: what it exists for (Date.now() alone gives none).
    expect(fractional).toBeGreaterThan(1_000);
  });
});
