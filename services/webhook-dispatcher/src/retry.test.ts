import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { retrySchedulePhrase } from '@throwbox/contracts';
import { MAX_ATTEMPTS, retryDelay } from './retry.js';
import { JOBS } from '@throwbox/queue';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('retryDelay', () => {
  it('retries after 10 s, 1 min, 5 min, 15 min, 1 h and 3 h without jitter at the midpoint', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, mid))).toEqual([10 * SECOND, MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR]);
  });

  it('spreads each delay by ±20%', () => {
    expect(retryDelay(1, () => 0)).toBe(8 * SECOND);
    expect(retryDelay(1, () => 0.999999)).toBe(12 * SECOND);
    expect(retryDelay(5, () => 0.25)).toBe(0.9 * HOUR);
    expect(retryDelay(6, () => 0)).toBe(8_640_000); // 0.8 × 3 h
    expect(retryDelay(6, () => 0.999999)).toBe(Math.round(3 * HOUR * (0.8 + 0.4 * 0.999999)));
    for (let i = 0; i < 1000; i++) {
      const d = retryDelay(2)!;
      expect(d).toBeGreaterThanOrEqual(0.8 * MINUTE);
      expect(d).toBeLessThanOrEqual(1.2 * MINUTE);
    }
  });

  it('gives up after the sixth retry: seven attempts in all', () => {
    expect(retryDelay(7)).toBeUndefined();
    expect(retryDelay(0)).toBeUndefined();
    expect(retryDelay(1.5)).toBeUndefined();
    expect(MAX_ATTEMPTS).toBe(7);
  });
});

it('is the first attempt (made by the fan-out) and the attempts the job table gives a delivery job', () => {
  expect(1 + JOBS.webhookDeliveries.options.attempts!).toBe(MAX_ATTEMPTS);
});

describe('the schedule in words', () => {
  it('is written from the schedule itself', () => {
    expect(retrySchedulePhrase()).toBe('10 s, 1 min, 5 min, 15 min, 1 h and 3 h');
    expect(retrySchedulePhrase([500, 90_000, 7_200_000])).toBe('500 ms, 90 s and 2 h');
  });

  it("is the README's", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`come after ${retrySchedulePhrase()} (±20%)`);
  });
});
