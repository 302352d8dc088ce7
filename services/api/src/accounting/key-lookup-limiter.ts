/**
 * Caps the API keys that do not exist one client address may have looked up a second. The key cache
 * answers every key it has seen (found or unknown) without a lookup, but a client trying a new key on
 * every request — guessing, or a flood of random ones — would cost a query each. Only lookups that found
 * nothing count: a client's good keys (looked up again whenever the cache lets them go) never do, however
 * many arrive at once.
 */
export class KeyLookupLimiter {
  private second = 0;
  private readonly unknown = new Map<string, number>();

  constructor(private readonly perSecond: number) {}

  /** Whether `ip` may have a key looked up now. */
  allows(ip: string, now = Date.now()): boolean {
    return (this.thisSecond(now).get(ip) ?? 0) < this.perSecond;
  }

  /** Counts a lookup for `ip` that found no key. */
  notFound(ip: string, now = Date.now()): void {
    const counts = this.thisSecond(now);
    counts.set(ip, (counts.get(ip) ?? 0) + 1);
  }

  private thisSecond(now: number): Map<string, number> {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.unknown.clear();
    }
    return this.unknown;
  }
}
