import type { Response } from 'express';
import { preciseNow } from '@throwbox/observability';
import type { ApiDeps } from './deps.js';

/** Adds a metric to the response's Server-Timing header (RFC: entries separated by commas). */
export function setServerTiming(res: Response, entry: string): void {
  const current = res.getHeader?.('Server-Timing');
  res.setHeader('Server-Timing', current ? `${String(current)}, ${entry}` : entry);
}

/**
 * When mail ended a held wait: how long from that message's commit to this answer, as `wake;dur=` and in
 * the wake histogram. The commit's instant comes with its wake-up from ingest (to a hundredth of a
 * millisecond), and then `heard;dur=` says how much of it the wake-up took to reach this process; a message whose wake-up this process did not hear (woken by the code-extractor, or read at
 * a deadline) counts from its stored time, Postgres' clock in whole milliseconds, taken just before the
 * commit. Clocks of two hosts may disagree a little: a negative span is reported as 0, not as time travel.
 */
export function reportWake(deps: ApiDeps, res: Response, message: { id: string; receivedAt: Date }, route: 'list' | 'code'): void {
  const heard = deps.wakeups.heard(message.id);
  if (heard === undefined) {
    const ms = Math.max(0, Date.now() - message.receivedAt.getTime());
    setServerTiming(res, `wake;dur=${ms}`);
    deps.metrics.wake.observe({ route }, ms / 1000);
    return;
  }
  const ms = Math.max(0, preciseNow() - heard.committedAt);
  // Of which the way here: ingest's PUBLISH, Redis and this process's subscriber (the rest is this process's).
  const way = Math.min(ms, Math.max(0, heard.heardAt - heard.committedAt));
  setServerTiming(res, `wake;dur=${ms.toFixed(2)}, heard;dur=${way.toFixed(2)}`);
  deps.metrics.wake.observe({ route }, ms / 1000);
}
