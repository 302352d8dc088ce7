/** Work refused at once: its account already holds its share of the calls and as many waiting. */
export class AccountBusy extends Error {
  override name = 'AccountBusy';
  constructor(
    readonly key: number,
    /** How many calls the refused work would have made at once. */
    readonly calls = 1,
  ) {
    super(`account ${key} holds its share of webhook calls`);
  }
}

/** The most put-back jobs one key keeps to wake; more come back by their own delay. */
const MAX_PARKED = 10_000;
/** A woken job that has not arrived by then (another replica took it, or it was gone) no longer counts as on its way. */
const WOKEN_WAIT_MS = 250;

/** A key's put-back work, and its woken jobs on their way. */
interface Parked {
  /** In the order they were refused; each brings its job back (moves it to waiting). */
  wakes: (() => Promise<unknown>)[];
  /** Woken, not yet arrived; since when the last was woken. */
  coming: number;
  since: number;
  /** Calls the key's last job brought: what each one woken is expected to bring. */
  callsPerJob: number;
}

/**
 * At most `size` calls at once, and at most `share` of them (a quarter unless told) for one key, an
 * account: an account whose endpoints hang holds a quarter of the calls for their whole timeout, and the
 * others go on with the rest. Waiting calls take their turn in order, key after key (a key served goes to
 * the back), skipping keys at their share.
 *
 * Work refused for its key (a fan-out or a retry, put back in the queue for about a second) is parked
 * here and woken, in order, as soon as the key has room: while the calls of those woken and those waiting
 * would still be admitted, so a busy account's backlog goes on at the pace its calls end, not a second at
 * a time, and what is woken is admitted.
 */
export class Limiter {
  private free: number;
  readonly share: number;
  private readonly running = new Map<number, number>();
  /** Waiting calls per key; the map's order is the order keys take turns. */
  private readonly waiting = new Map<number, (() => void)[]>();
  private readonly parked = new Map<number, Parked>();

  constructor(size: number, share = Math.max(1, Math.floor(size / 4))) {
    this.free = size;
    this.share = Math.min(share, size);
  }

  /**
   * Admits work of `key` that queues its `calls` at once, with nothing awaited before (a fan-out, one
   * call per endpoint), or throws AccountBusy when the key already has as many jobs' calls waiting as its
   * share: `share × calls` (a job of one call waits behind `share` calls, as `run` has it; a fan-out
   * to ten endpoints behind ten times as many, as many fan-outs), so the key's work waiting holds at most
   * `share` of the workers' slots.
   */
  admit(key: number, calls = 1): void {
    this.arrived(key, calls);
    if ((this.waiting.get(key)?.length ?? 0) >= this.share * Math.max(1, calls)) throw new AccountBusy(key, calls);
  }

  /**
   * Runs `call` in its turn. With `refuseWhenBusy`, a call that would wait behind as many of its key's
   * calls as its share throws AccountBusy instead of waiting: a queue job must not hold a worker's slot
   * for it (the caller puts the job back for later), or one account's backlog would fill the workers.
   */
  async run<T>(key: number, call: () => Promise<T>, opts: { refuseWhenBusy?: boolean } = {}): Promise<T> {
    if (opts.refuseWhenBusy) this.arrived(key, 1);
    if (this.free > 0 && (this.running.get(key) ?? 0) < this.share) this.take(key);
    else {
      const queue = this.waiting.get(key) ?? [];
      if (opts.refuseWhenBusy && queue.length >= this.share) throw new AccountBusy(key);
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

  /** Parks work refused for `key`, already put back in the queue: `wake` brings its job back early, once the key has room. */
  park(refused: AccountBusy, wake: () => Promise<unknown>): void {
    const { key } = refused;
    let p = this.parked.get(key);
    if (!p) this.parked.set(key, (p = { wakes: [], coming: 0, since: 0, callsPerJob: refused.calls }));
    if (p.wakes.length < MAX_PARKED) p.wakes.push(wake);
    this.wake(key);
  }

  /** A job of `key` came (woken or not: either way one fewer is counted on its way), bringing `calls`. */
  private arrived(key: number, calls: number): void {
    const p = this.parked.get(key);
    if (!p) return;
    p.callsPerJob = Math.max(1, calls);
    if (p.coming > 0) p.coming--;
    if (p.coming === 0 && p.wakes.length === 0) this.parked.delete(key);
  }

  /** Wakes the key's parked jobs while each would still be admitted when it comes. */
  private wake(key: number): void {
    const p = this.parked.get(key);
    if (!p) return;
    const now = performance.now();
    if (p.coming > 0 && now - p.since >= WOKEN_WAIT_MS) p.coming = 0;
    const waiting = this.waiting.get(key)?.length ?? 0;
    while (p.wakes.length > 0 && waiting + p.coming * p.callsPerJob < this.share * p.callsPerJob) {
      p.coming++;
      p.since = now;
      // Already back by its delay, or taken elsewhere: not coming, and the next one instead.
      p.wakes.shift()!().catch(() => {
        this.arrived(key, p.callsPerJob);
        this.wake(key);
      });
    }
    if (p.coming === 0 && p.wakes.length === 0) this.parked.delete(key);
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
      if (next === undefined) break;
      const queue = this.waiting.get(next)!;
      const resolve = queue.shift()!;
      this.waiting.delete(next);
      if (queue.length > 0) this.waiting.set(next, queue);
      this.take(next);
      resolve();
      if (next !== key) this.wake(next);
    }
    this.wake(key);
  }
}
