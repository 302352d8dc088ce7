/**
 * At most `size` calls at once, and at most `share` of them (a quarter unless told) for one key, an
 * account: an account whose endpoints hang holds a quarter of the calls for their whole timeout, and the
 * others go on with the rest. Waiting calls take their turn in order, key after key (a key served goes to
 * the back), skipping keys at their share. Which queue jobs may queue calls here at all is Admission's.
 */
export class Limiter {
  private free: number;
  readonly share: number;
  private readonly running = new Map<number, number>();
  /** Waiting calls per key; the map's order is the order keys take turns. */
  private readonly waiting = new Map<number, (() => void)[]>();

  constructor(size: number, share = Math.max(1, Math.floor(size / 4))) {
    this.free = size;
    this.share = Math.min(share, size);
  }

  /** Runs `call` in its turn. */
  async run<T>(key: number, call: () => Promise<T>): Promise<T> {
    if (this.free > 0 && (this.running.get(key) ?? 0) < this.share) this.take(key);
    else {
      const queue = this.waiting.get(key) ?? [];
      // Taken by release() before it resolves: the turn is this call's.
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
    }
    try {
      return await call();
    } finally {
      this.release(key);
    }
  }

  private take(key: number): void {
    this.free--;
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
  }

  private release(key: number): void {
    this.free++;
    const left = (this.running.get(key) ?? 1) - 1;
    if (left === 0) this.running.delete(key);
    else this.running.set(key, left);
    while (this.free > 0) {
      const next = [...this.waiting.keys()].find((k) => (this.running.get(k) ?? 0) < this.share);
      if (next === undefined) return;
      const queue = this.waiting.get(next)!;
      const resolve = queue.shift()!;
      this.waiting.delete(next);
      if (queue.length > 0) this.waiting.set(next, queue);
      this.take(next);
      resolve();
    }
  }
}
