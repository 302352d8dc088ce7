/**
 * Caps the Postgres lookups of API keys one client address can cause a second. The key cache answers
 * every key it has seen (found or unknown) without a lookup, but a client trying a new key on every
 * request — guessing, or a flood of random ones — would cost a query each. A lookup that finds its key is
 * given back, so a client's good keys never count against it; only the ones not found do.
 */
export class KeyLookupLimiter {
  private second = 0;
  private readonly taken = new Map<string, number>();

  constructor(private readonly perSecond: number) {}

  /** Takes one lookup for `ip` in the current second; false when it has had its share. */
  take(ip: string, now = Date.now()): boolean {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.taken.clear();
    }
    const n = this.taken.get(ip) ?? 0;
    if (n >= this.perSecond) return false;
    this.taken.set(ip, n + 1);
    return true;
  }

  /** Gives a lookup back: its key was found. */
  giveBack(ip: string): void {
    const n = this.taken.get(ip);
    if (n) this.taken.set(ip, n - 1);
  }
}
