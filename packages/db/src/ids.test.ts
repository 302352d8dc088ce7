import { describe, expect, it } from '@jest/globals';
import { newId, randomToken } from './ids.js';

describe('ids', () => {
  it('carry their kind and 20 base36 characters, and do not repeat', () => {
    const ids = Array.from({ length: 20000 }, () => newId('msg'));
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^msg_[0-9a-z]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every character of the alphabet about equally (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const c of randomToken(360_000)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    // 10,000 expected each; a standard deviation is ~99, so ±600 is six of them (a false alarm: ~1 in 10⁸).
    for (const n of counts.values()) expect(Math.abs(n - 10_000)).toBeLessThan(600);
  });

  it('takes other alphabets', () => {
    expect(randomToken(50, 'ab')).toMatch(/^[ab]{50}$/);
  });
});
