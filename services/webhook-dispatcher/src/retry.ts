import { RETRY_JITTER as JITTER, RETRY_SCHEDULE_MS, WEBHOOK_DELIVERY_ATTEMPTS } from '@throwbox/contracts';

// The schedule itself is the contract's (packages/contracts/src/retry.ts); here, the delays drawn from it.
export { RETRY_SCHEDULE_MS };

export const MAX_ATTEMPTS = WEBHOOK_DELIVERY_ATTEMPTS;

/**
 * Milliseconds to wait after the `attempt`-th failed attempt (1-based), or undefined when no retry is
 * left. `random` returns a number in [0, 1), as Math.random does.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number | undefined {
  const base = Number.isInteger(attempt) && attempt >= 1 ? RETRY_SCHEDULE_MS[attempt - 1] : undefined;
  if (base === undefined) return undefined;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** The delay before the attempt after `attempt`, scaled by WEBHOOK_RETRY_SCALE (at least 1 ms); undefined after the last. */
export function scaledRetryDelay(attempt: number, scale: number): number | undefined {
  const delay = retryDelay(attempt);
  return delay === undefined ? undefined : Math.max(1, Math.round(delay * scale));
}

/**
 * How long a job put back for its account's share (Admission) waits before it asks again unless woken
 * sooner: about a second, jittered, so an account's put-back jobs do not come back together.
 */
export function busyDelay(random: () => number = Math.random): number {
  return Math.round(1000 * (1 - JITTER + 2 * JITTER * random()));
}
