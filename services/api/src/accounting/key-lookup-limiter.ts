import { ApiError } from '@throwbox/contracts';

const tooManyUnknownKeys = () =>
  new ApiError('rate_limited', 'Too many requests with API keys that do not exist, from this address.', { retryAfter: 1 });

/**
 * Caps the API keys that do not exist one client address may have looked up a second. The key cache
 * answers every key it has seen (found or unknown) without a lookup, but a client trying a new key on
 * every request — guessing, or a flood of random ones — would cost a query each. Only lookups that found
 * nothing count: a client's good keys (looked up again whenever the cache lets them go) never do, however
 * many arrive at once.
 *
 * Since a lookup counts only once it has found nothing, an address may also have at most as many lookups
 * under way at once as it may have unknown keys a second: further ones wait for one of them to finish,
 * then go only if the address still may. A burst of a thousand distinct guesses at once thus costs the
 * limit's worth of queries, not a thousand, while a burst of good keys merely queues for a moment.
 */
export class KeyLookupLimiter {
  private second = 0;
  private readonly unknown = new Map<string, number>();
  /** Lookups under way per address, and the lookups waiting for one of them to finish. */
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly perSecond: number) {}

  /**
   * Runs `lookup` for `ip` once fewer than the limit of its lookups are under way, and counts it as not
   * found if it answers undefined (before the next waiting lookup is let go); rejects with 429
   * rate_limited, without running it, if the address has tried its share of unknown keys this second —
   * at once, or by the time its turn comes.
   */
  async run<T>(ip: string, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
    if (!this.allows(ip)) throw tooManyUnknownKeys();
    await this.acquire(ip);
    try {
      if (!this.allows(ip)) throw tooManyUnknownKeys();
      const found = await lookup();
      if (found === undefined) this.notFound(ip);
      return found;
    } finally {
      this.release(ip);
    }
  }

  /** Lookups under way and waiting, over all addresses (for tests). */
  get pending(): { running: number; waiting: number } {
    let running = 0;
    let waiting = 0;
    for (const n of this.running.values()) running += n;
    for (const q of this.waiting.values()) waiting += q.length;
    return { running, waiting };
  }

  private allows(ip: string): boolean {
    return (this.thisSecond().get(ip) ?? 0) < this.perSecond;
  }

  private notFound(ip: string): void {
    const counts = this.thisSecond();
    counts.set(ip, (counts.get(ip) ?? 0) + 1);
  }

  private acquire(ip: string): Promise<void> | undefined {
    const n = this.running.get(ip) ?? 0;
    if (n < this.perSecond) {
      this.running.set(ip, n + 1);
      return undefined;
    }
    return new Promise<void>((resolve) => {
      const queue = this.waiting.get(ip);
      if (queue) queue.push(resolve);
      else this.waiting.set(ip, [resolve]);
    });
  }

  /** A finished lookup hands its place to the next waiting one of the address, or gives it up. */
  private release(ip: string): void {
    const queue = this.waiting.get(ip);
    const next = queue?.shift();
    if (queue?.length === 0) this.waiting.delete(ip);
    if (next) {
      next();
      return;
    }
    const n = (this.running.get(ip) ?? 1) - 1;
    if (n > 0) this.running.set(ip, n);
    else this.running.delete(ip);
  }

  /** Unknown keys per address this second. */
  private thisSecond(): Map<string, number> {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.unknown.clear();
    }
    return this.unknown;
  }
}
