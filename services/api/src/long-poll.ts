import type { Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import type { ApiDeps } from './deps.js';
import { refundRequest } from './accounting/charge.js';
import { context } from './request-context.js';
import { setServerTiming } from './server-timing.js';

/** While Redis is unavailable, waiting requests poll Postgres at this interval instead. */
const FALLBACK_POLL_MS = 500;

export interface PollResult<T> {
  value: T | undefined;
  waited: boolean;
  /** Milliseconds the request was held (0 when it was answered at once). */
  heldMs: number;
}

/**
 * Answers with the first non-undefined result of `query`, holding the request up to `waitSeconds`, or
 * until the inbox expires: then 410 inbox_expired (DECISIONS §3), not an empty answer.
 * Order matters: query; if nothing, register and subscribe, then query again (mail that arrived in
 * between is found), then re-query on every wake-up and once at the deadline.
 */
export async function longPoll<T>(
  deps: ApiDeps,
  opts: { address: string; waitSeconds: number; res: Response; accountId: number; expiresAt: Date | null },
  query: () => Promise<T | undefined>,
  /** The result of a first query the caller already made (saves a round trip on the hot path). */
  known?: { first: T | undefined },
): Promise<PollResult<T>> {
  const first = known ? known.first : await query();
  if (first !== undefined || opts.waitSeconds === 0 || deps.isShuttingDown()) return { value: first, waited: false, heldMs: 0 };

  const requestId = context(opts.res).requestId;
  if (!(await deps.quota.enterWait(opts.accountId, requestId, opts.waitSeconds * 1000))) {
    // A 429 is not counted, and this request was counted when it came in.
    await refundRequest(deps, opts.accountId, opts.res);
    throw new ApiError('too_many_waiting_requests', undefined, { retryAfter: 1 });
  }
  const heldSince = performance.now();
  const expires = opts.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const deadline = Math.min(Date.now() + opts.waitSeconds * 1000, expires);
  let woken = false;
  let wake: (() => void) | undefined;
  const onWake = () => {
    woken = true;
    wake?.();
  };
  let clientGone = false;
  const onClose = () => {
    clientGone = true;
    wake?.();
  };
  // 'close' comes once, and the listener is removed below: on() spares the wrapper once() would keep.
  opts.res.on('close', onClose);
  deps.metrics.waiting.inc();
  // A failed subscription is logged by InboxWakeups; the wait then polls Postgres instead.
  const unlisten = await deps.wakeups.listen(opts.address, onWake).catch(() => undefined);
  try {
    for (;;) {
      woken = false;
      const value = await query();
      if (value !== undefined) return { value, waited: true, heldMs: performance.now() - heldSince };
      const remaining = deadline - Date.now();
      if (remaining <= 0 && Date.now() >= expires) throw new ApiError('inbox_expired');
      if (remaining <= 0 || clientGone || deps.isShuttingDown())
        return { value: undefined, waited: true, heldMs: performance.now() - heldSince };
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, unlisten ? remaining : Math.min(remaining, FALLBACK_POLL_MS));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  } finally {
    // Every held answer says how long it was held, an error (410 inbox_expired, code_not_found) too.
    setServerTiming(opts.res, `wait;dur=${Math.round(performance.now() - heldSince)}`);
    // The rest once the answer is written: a tick runs after the promise jobs queued now, among them the
    // caller's, which writes a found value without awaiting anything else. Two Redis writes (UNSUBSCRIBE,
    // ZREM) and the gauge are then not on the answer's way, and still come before this process reads
    // anything new (the account's next wait finds this one gone).
    process.nextTick(() => {
      unlisten?.();
      deps.metrics.waiting.dec();
      void deps.quota.leaveWait(opts.accountId, requestId);
      opts.res.off('close', onClose);
    });
  }
}
