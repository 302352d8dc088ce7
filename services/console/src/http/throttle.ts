import { createHash } from 'node:crypto';
import type { ConsoleDeps } from '../deps.js';

/** Failed sign-ins are counted over this window, per email and per client address. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

const keysFor = (deps: ConsoleDeps, email: string, ip: string) => {
  const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
  return [
    `${deps.redisPrefix}:console:sign-in:email:${digest(email.toLowerCase())}`,
    `${deps.redisPrefix}:console:sign-in:ip:${digest(ip)}`,
  ] as const;
};

/**
 * Seconds to wait before this email may try again from this address, or 0. Counted by the email as typed
 * (whether or not it has an account), so that the answer says nothing about which emails exist.
 */
export async function signInWait(deps: ConsoleDeps, email: string, ip: string): Promise<number> {
  const [byEmail, byIp] = keysFor(deps, email, ip);
  const [emailCount, ipCount, emailTtl, ipTtl] = (
    (await deps.redis.multi().get(byEmail).get(byIp).ttl(byEmail).ttl(byIp).exec()) ?? []
  ).map(([err, value]) => {
    if (err) throw err;
    return value;
  });
  const over = (count: unknown, limit: number) => Number(count ?? 0) >= limit;
  let wait = 0;
  if (over(emailCount, deps.config.CONSOLE_SIGNIN_FAILURES_PER_EMAIL)) wait = Math.max(wait, Number(emailTtl));
  if (over(ipCount, deps.config.CONSOLE_SIGNIN_FAILURES_PER_IP)) wait = Math.max(wait, Number(ipTtl));
  return wait > 0 ? wait : 0;
}

export async function recordSignInFailure(deps: ConsoleDeps, email: string, ip: string): Promise<void> {
  const multi = deps.redis.multi();
  for (const key of keysFor(deps, email, ip)) multi.incr(key).expire(key, SIGN_IN_WINDOW_SECONDS, 'NX');
  await multi.exec();
}

/** A right password clears the email's count (not the address's: one person's success frees no one else). */
export async function clearSignInFailures(deps: ConsoleDeps, email: string, ip: string): Promise<void> {
  await deps.redis.del(keysFor(deps, email, ip)[0]);
}

/** Counts one more action under `name` in a fixed window; false once `limit` were counted in it. */
export async function withinRate(deps: ConsoleDeps, name: string, limit: number, windowSeconds: number): Promise<boolean> {
  const key = `${deps.redisPrefix}:console:rate:${name}`;
  const [[err, count]] = (await deps.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[Error | null, number]];
  if (err) throw err;
  return count <= limit;
}
