import { monthOf, nextMonthStart, readUsage, type Plan, type Pool } from '@throwbox/db';
import { creditsKey, usageKey } from './accounting-keys.js';
import type { Redis } from 'ioredis';

/** Requests a month each plan includes (DECISIONS.md §6; `dev`, §14: paid's times 100). */
export const PLAN_QUOTA: Record<Plan, number> = { free: 100, paid: 10_000, 'no-api': 0, dev: 1_000_000 };

/** A console sign-up's plan: `dev` outside production, so that a local test suite is never stopped by the month. */
export const signUpPlan = (config: { PRODUCTION: boolean }): Plan => (config.PRODUCTION ? 'free' : 'dev');

export interface UsageSnapshot {
  month: string;
  used: number;
  quota: number;
  remaining: number;
  /** Unix seconds of the next month's start (UTC), when `used` starts again from 0. */
  resetsAt: number;
  credits: number;
}

/**
 * The month's usage as the api counts it: Redis holds the live counters; where they are not there yet (no
 * request this month, or Redis restarted) Postgres holds what was persisted, which is then the truth.
 */
export async function readUsageSnapshot(
  pool: Pool,
  redis: Redis,
  prefix: string,
  accountId: number,
  plan: Plan,
  now = new Date(),
): Promise<UsageSnapshot> {
  const month = monthOf(now);
  const [liveUsed, liveCredits] = await redis.mget(usageKey(prefix, accountId, month), creditsKey(prefix, accountId));
  const stored = liveUsed === null || liveCredits === null ? await readUsage(pool, accountId, month) : undefined;
  const used = stored ? stored.used : Number(liveUsed);
  const credits = stored ? stored.credits : Number(liveCredits);
  const quota = PLAN_QUOTA[plan];
  return { month, used, quota, remaining: Math.max(0, quota - used), resetsAt: nextMonthStart(now), credits };
}

/** Permanent addresses each plan allows: inboxes made permanent in the console (DECISIONS.md §3). */
export const PERMANENT_ADDRESSES: Record<Plan, number> = { free: 3, paid: 25, 'no-api': 0, dev: 25 };
