import type { Response } from 'express';
import type { ApiDeps } from './deps.js';

/** Adds a metric to the response's Server-Timing header (RFC: entries separated by commas). */
export function setServerTiming(res: Response, entry: string): void {
  const current = res.getHeader?.('Server-Timing');
  res.setHeader('Server-Timing', current ? `${String(current)}, ${entry}` : entry);
}

/**
 * When mail ended a held wait: how long from that message's commit (its stored time, Postgres' clock) to
 * this answer, as `wake;dur=` and in the wake histogram. Clocks of two hosts may disagree a little: a
 * negative span is reported as 0 rather than as time travel.
 */
export function reportWake(deps: ApiDeps, res: Response, committedAt: Date, route: 'list' | 'code'): void {
  const ms = Math.max(0, Date.now() - committedAt.getTime());
  setServerTiming(res, `wake;dur=${ms}`);
  deps.metrics.wake.observe({ route }, ms / 1000);
}
