import { createHash } from 'node:crypto';
import type { ConsoleDeps } from '../deps.js';

/** Failures are counted over this window; the wait after one is never longer. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** The first wait once the free failures are used; each further failure doubles it. */
const FIRST_WAIT_SECONDS = 30;

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
const keysOf = (deps: ConsoleDeps, subject: string) => {
  const d = digest(subject);
  return { count: `${deps.redisPrefix}:console:failures:${d}`, wait: `${deps.redisPrefix}:console:wait:${d}` };
};

/**
 * Guesses of a secret (a password at sign-in, the current one at a change) are throttled per subject: after
 * `free` failures within the window, each failure makes the subject wait, 30 s, then 1, 2, 4… minutes, up
 * to the window. The subjects are hashed: Redis holds no email addresses.
 */
export async function failureWait(deps: ConsoleDeps, subjects: string[]): Promise<number> {
  const multi = deps.redis.multi();
  for (const subject of subjects) multi.pttl(keysOf(deps, subject).wait);
  const ttls = ((await multi.exec()) ?? []).map(([err, ms]) => {
    if (err) throw err;
    return Number(ms);
  });
  return Math.max(0, ...ttls.map((ms) => Math.ceil(ms / 1000)));
}

export async function recordFailure(deps: ConsoleDeps, subject: string, free: number): Promise<void> {
  const { count, wait } = keysOf(deps, subject);
  const [[err, n]] = (await deps.redis.multi().incr(count).expire(count, FAILURE_WINDOW_SECONDS, 'NX').exec()) as [[Error | null, number]];
  if (err) throw err;
  if (n >= free) await deps.redis.set(wait, '1', 'EX', Math.min(FIRST_WAIT_SECONDS * 2 ** (n - free), FAILURE_WINDOW_SECONDS));
}

export async function clearFailures(deps: ConsoleDeps, subject: string): Promise<void> {
  const { count, wait } = keysOf(deps, subject);
  await deps.redis.del(count, wait);
}

/**
 * Sign-in is throttled by the email and the client address together, so that someone guessing from
 * elsewhere cannot lock the owner out, and by the address alone, so that one address cannot try many
 * emails. Counted by the email as typed, whether or not it has an account: the answer tells nothing.
 */
export const signInSubjects = (deps: ConsoleDeps, email: string, ip: string) => ({
  pair: { subject: `sign-in:${email.toLowerCase()}|${ip}`, free: deps.config.CONSOLE_SIGNIN_FAILURES_PER_EMAIL },
  address: { subject: `sign-in-ip:${ip}`, free: deps.config.CONSOLE_SIGNIN_FAILURES_PER_IP },
});

/** Counts one more action under `name` in a fixed window; false once `limit` were counted in it. */
export async function withinRate(deps: ConsoleDeps, name: string, limit: number, windowSeconds: number): Promise<boolean> {
  const key = `${deps.redisPrefix}:console:rate:${name}`;
  const [[err, count]] = (await deps.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[Error | null, number]];
  if (err) throw err;
  return count <= limit;
}
