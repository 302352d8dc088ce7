import type { Response } from 'express';
import type { InboxWakeups } from '@throwbox/queue';

export interface LiveLimits {
  /** Open streams per account (a few tabs); more answer 429 and the page falls back to reloading by hand. */
  perAccount: number;
  /** Open streams per process. */
  total: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** A stream ends after this long; the browser reconnects (and re-reads the inbox) on its own. */
  maxMs: number;
  /** Wake-ups within this long are told as one: a burst of mail costs the browser one re-read. */
  coalesceMs: number;
  /** Without Redis, streams say "changed" this often, so that the page still catches up. */
  fallbackMs: number;
}

export const LIVE_LIMITS: LiveLimits = {
  perAccount: 10,
  total: 2000,
  heartbeatMs: 25_000,
  maxMs: 10 * 60_000,
  coalesceMs: 100,
  fallbackMs: 5_000,
};

/**
 * The console's live inbox view: a server-sent event stream per open inbox page that says "changed"
 * when ingest stores or the extractor reads a message of that inbox (the wake-ups the api's waits use),
 * and carries nothing else; the page then fetches the new rows through the normal, session-checked route.
 */
export class LiveStreams {
  private readonly open = new Map<number, Set<() => void>>();
  private count = 0;

  constructor(
    private readonly wakeups: InboxWakeups,
    private readonly limits: LiveLimits = LIVE_LIMITS,
    private readonly onCountChange: (open: number) => void = () => undefined,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Holds `res` as a stream of the inbox's changes; answers 429 past the limits. */
  async stream(res: Response, accountId: number, address: string): Promise<void> {
    const mine = this.open.get(accountId) ?? new Set();
    if (mine.size >= this.limits.perAccount || this.count >= this.limits.total) {
      res.status(429).setHeader('Retry-After', '30').type('text').send('Too many live views are open; close some tabs.');
      return;
    }
    let ended = false;
    let pending: NodeJS.Timeout | undefined;
    const timers: NodeJS.Timeout[] = [];
    let unlisten: (() => void) | undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      for (const t of timers) clearInterval(t);
      clearTimeout(pending);
      unlisten?.();
      mine.delete(end);
      if (mine.size === 0) this.open.delete(accountId);
      this.count--;
      this.onCountChange(this.count);
      res.end();
    };
    mine.add(end);
    this.open.set(accountId, mine);
    this.count++;
    this.onCountChange(this.count);
    res.once('close', end);

    const changed = () => {
      if (ended || pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        if (!ended) res.write('event: changed\ndata: {}\n\n');
      }, this.limits.coalesceMs);
    };
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    try {
      unlisten = await this.wakeups.listen(address, changed);
    } catch {
      // Redis is away: tell the page to re-read now and then instead.
      timers.push(setInterval(changed, this.limits.fallbackMs));
    }
    if (ended) {
      unlisten?.();
      return;
    }
    // Ready: the page re-reads once now, so that nothing stored while it connected is missed.
    res.write('event: ready\ndata: {}\n\n');
    timers.push(setInterval(() => res.write(': ping\n\n'), this.limits.heartbeatMs));
    timers.push(setTimeout(end, this.limits.maxMs));
  }

  /** Ends every stream (the process is stopping; browsers reconnect to another replica). */
  stop(): void {
    for (const streams of [...this.open.values()]) for (const end of [...streams]) end();
  }
}
