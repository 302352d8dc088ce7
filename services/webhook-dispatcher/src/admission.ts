/** Work refused for now: its account holds its place's worth of jobs. The caller puts the job back. */
export class AccountBusy extends Error {
  override name = 'AccountBusy';
  constructor(readonly refusal: Refusal) {
    super(`account ${refusal.key} holds its share of webhook jobs`);
  }
}

/** Which refusal of which job: `park` arms its wake only for the refusal it was told of. */
export interface Refusal {
  key: number;
  jobId: string;
  generation: number;
}

/** An admitted job's place: given back when its work ends. */
export interface Ticket {
  release(): void;
}

/** A job put back this often is served before the account's line (it lost its place, or the line is long). */
export const MAX_PUT_BACKS = 10;
/** A woken job that has not come by then (another replica took it) no longer holds the place kept for it. */
const WOKEN_WAIT_MS = 250;
/** A wake runs only while its put-back has this long to go: after, the job may be on its way by its own delay. */
export const WAKE_MARGIN_MS = 200;
/** A job not refused here for this long went elsewhere (another replica, or it ended): its place is dropped. */
const FORGET_MS = 30_000;

interface InLine {
  /** Counts the job's refusals: a wake is for the latest. */
  generation: number;
  /** Brings the job back from its put-back (BullMQ's promote); unset while the job runs or is on its way. */
  wake?: () => Promise<unknown>;
  /** When the put-back's own delay brings the job back. */
  due: number;
  lastRefused: number;
}

interface Account {
  holding: number;
  /** Put-back jobs in the order of their first refusal; those past MAX_PUT_BACKS go first. */
  line: Map<string, InLine>;
  first: Map<string, InLine>;
  /** Woken, not yet come: when each was woken. */
  coming: Map<string, number>;
}

/**
 * Which queue jobs of an account (fan-outs and retries alike: one job, one place) may work at once:
 * `cap` of them, each holding a worker's slot while its calls run or wait their turn in the Limiter. A job
 * refused is put back by its caller (delayed, no attempt used) and keeps its place in the account's line,
 * by job id, however often it comes back refused; as the account's jobs end, the line's jobs are woken in
 * order (their put-back cut short), and the place each will take is kept for it. A job put back
 * MAX_PUT_BACKS times is woken before the line. So every job is admitted within the time the jobs ahead
 * of it take, and an account's backlog goes on at the pace its jobs end.
 *
 * A wake is dropped when its job comes (`enter`), whether woken or back by its own delay, and runs only
 * before its put-back's due time (less WAKE_MARGIN_MS): a job is only ever woken out of the put-back that
 * armed the wake, never out of a retry's backoff.
 */
export class Admission {
  private readonly accounts = new Map<number, Account>();
  private lastSweep = 0;

  constructor(
    readonly cap: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The job `jobId` of `key` is running, put back `putBacks` times before: admitted, or refused (then `park` it once put back). */
  enter(key: number, jobId: string, putBacks: number): Ticket | Refusal {
    const now = this.now();
    this.sweep(now);
    const a = this.account(key);
    this.expireComing(a, now);
    a.coming.delete(jobId);
    const queued = a.first.get(jobId) ?? a.line.get(jobId);
    // Running now: whatever wake it had must never run.
    if (queued) queued.wake = undefined;
    if (a.holding + a.coming.size < this.cap) {
      a.holding++;
      a.line.delete(jobId);
      a.first.delete(jobId);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          a.holding--;
          this.pump(key);
        },
      };
    }
    const entry = queued ?? { generation: 0, due: 0, lastRefused: now };
    entry.generation++;
    entry.lastRefused = now;
    if (putBacks >= MAX_PUT_BACKS && !a.first.has(jobId)) {
      a.line.delete(jobId);
      a.first.set(jobId, entry);
    } else if (!queued) a.line.set(jobId, entry);
    return { key, jobId, generation: entry.generation };
  }

  /** The refused job is put back until `due`: `wake` may bring it back sooner, once the account has room. */
  park(refusal: Refusal, due: number, wake: () => Promise<unknown>): void {
    const a = this.accounts.get(refusal.key);
    const entry = a?.first.get(refusal.jobId) ?? a?.line.get(refusal.jobId);
    // Come again since (back by its delay), or admitted: this wake is stale.
    if (!entry || entry.generation !== refusal.generation) return;
    entry.wake = wake;
    entry.due = due;
    this.pump(refusal.key);
  }

  /** Jobs of `key` holding a place, woken and on their way, and in line: for tests and metrics. */
  state(key: number): { holding: number; coming: number; inLine: number } {
    const a = this.accounts.get(key);
    return { holding: a?.holding ?? 0, coming: a?.coming.size ?? 0, inLine: (a?.line.size ?? 0) + (a?.first.size ?? 0) };
  }

  private account(key: number): Account {
    let a = this.accounts.get(key);
    if (!a) this.accounts.set(key, (a = { holding: 0, line: new Map(), first: new Map(), coming: new Map() }));
    return a;
  }

  private expireComing(a: Account, now: number): void {
    for (const [jobId, at] of a.coming) if (now - at >= WOKEN_WAIT_MS) a.coming.delete(jobId);
  }

  /** Wakes the account's line in order while the jobs on their way would still find room. */
  private pump(key: number): void {
    const a = this.accounts.get(key);
    if (!a) return;
    const now = this.now();
    this.expireComing(a, now);
    while (a.holding + a.coming.size < this.cap) {
      const next = this.nextArmed(a, now);
      if (!next) break;
      const [jobId, entry] = next;
      const wake = entry.wake!;
      entry.wake = undefined;
      a.coming.set(jobId, now);
      // Gone (taken elsewhere, or back by its delay after all): not coming, and the next one instead.
      wake().catch(() => {
        a.coming.delete(jobId);
        this.pump(key);
      });
    }
    if (a.holding === 0 && a.coming.size === 0 && a.line.size === 0 && a.first.size === 0) this.accounts.delete(key);
  }

  private nextArmed(a: Account, now: number): [string, InLine] | undefined {
    for (const line of [a.first, a.line]) {
      for (const [jobId, entry] of line) {
        if (!entry.wake) continue;
        if (now < entry.due - WAKE_MARGIN_MS) return [jobId, entry];
        // Too close to its own delay: the job may already be on its way; it keeps its place when it comes.
        entry.wake = undefined;
      }
    }
    return undefined;
  }

  /** Drops the places of jobs not refused here for FORGET_MS, at most once a second. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [key, a] of this.accounts) {
      for (const line of [a.first, a.line]) {
        for (const [jobId, entry] of line) if (now - entry.lastRefused >= FORGET_MS) line.delete(jobId);
      }
      this.expireComing(a, now);
      if (a.holding === 0 && a.coming.size === 0 && a.line.size === 0 && a.first.size === 0) this.accounts.delete(key);
    }
  }
}
