import type { Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import type { ApiDeps } from './deps.js';
import { refundRequest } from './accounting/charge.js';
import { Deadlines, type Due } from './deadlines.js';
import { context } from './request-context.js';
import { setServerTiming } from './server-timing.js';

/** While Redis is unavailable, waiting requests poll Postgres at this interval instead. */
const FALLBACK_POLL_MS = 500;

export interface PollResult<T> {
  value: T | undefined;
  waited: boolean;
  /** Milliseconds the request was held (0 when it was answered at once). */
  heldMs: number;
  /** The wait ended because its client went: nobody reads an answer, so none needs working out. */
  clientGone?: boolean;
}

interface PollOptions {
  address: string;
  waitSeconds: number;
  res: Response;
  accountId: number;
  expiresAt: Date | null;
}

/**
 * Answers with the first non-undefined result of `query`, holding the request up to `waitSeconds`, or
 * until the inbox expires: then 410 inbox_expired (DECISIONS §3), not an empty answer.
 * Order matters: query; if nothing, register and subscribe, then query again (mail that arrived in
 * between is found), then re-query on every wake-up and once at the deadline.
 * A held wait is a record (`HeldWait`) in one heap of deadlines, not suspended async frames with a timer
 * each: its callers return its promise rather than awaiting it, so nothing else is kept while it waits.
 */
export function longPoll<T>(
  deps: ApiDeps,
  opts: PollOptions,
  query: () => Promise<T | undefined>,
  /** The result of a first query the caller already made (saves a round trip on the hot path). */
  known?: { first: T | undefined },
): Promise<PollResult<T>> {
  if (!known) return query().then((first) => longPoll(deps, opts, query, { first }));
  if (known.first !== undefined || opts.waitSeconds === 0 || deps.isShuttingDown())
    return Promise.resolve({ value: known.first, waited: false, heldMs: 0 });
  return hold(deps, opts, query);
}

async function hold<T>(deps: ApiDeps, opts: PollOptions, query: () => Promise<T | undefined>): Promise<PollResult<T>> {
  const requestId = context(opts.res).requestId;
  if (!(await deps.quota.enterWait(opts.accountId, requestId, opts.waitSeconds * 1000))) {
    // A 429 is not counted, and this request was counted when it came in.
    await refundRequest(deps, opts.accountId, opts.res);
    throw new ApiError('too_many_waiting_requests', undefined, { retryAfter: 1 });
  }
  const wait = new HeldWait(deps, opts, requestId, query);
  // A failed subscription is logged by InboxWakeups; the wait then polls Postgres instead.
  wait.unlisten = await deps.wakeups.listen(opts.address, wait.poke).catch(() => undefined);
  // Returned, not awaited: this frame ends here.
  return wait.start();
}

/** Every held wait's next re-query: its deadline, or the next poll while its wake-ups are not heard. */
const deadlines = new Deadlines<Due>();

class HeldWait<T> implements Due {
  due = 0;
  slot = -1;
  unlisten: (() => void) | undefined = undefined;
  /** A query is running; `again` when a wake-up came meanwhile (the query may have missed its mail). */
  private querying = false;
  private again = false;
  /** Until start(), pokes (a wake-up or close while subscribing) are left to its first query. */
  private started = false;
  private settled = false;
  private readonly heldSince = performance.now();
  private readonly deadline: number;
  private readonly expires: number;
  private resolve!: (result: PollResult<T>) => void;
  private reject!: (err: unknown) => void;
  /** The client went (its response closed, or an MCP tool call ended early): answered empty by the next query. */
  private gone: boolean;
  /** A wake-up, the deadline's poll or shutdown (which wakes every listener): re-query now. */
  readonly poke = (): void => this.check();
  /**
   * The response's 'close'. Kept apart from `poke` and not read off `res.destroyed` afterwards: an MCP tool
   * call's response (mcp/call.ts) is no socket, and only its 'close' says the agent went.
   */
  private readonly closed = (): void => {
    this.gone = true;
    this.check();
  };

  constructor(
    private readonly deps: ApiDeps,
    private readonly opts: PollOptions,
    private readonly requestId: string,
    private readonly query: () => Promise<T | undefined>,
  ) {
    this.expires = opts.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    this.deadline = Math.min(Date.now() + opts.waitSeconds * 1000, this.expires);
    // A client that went while the wait was being set up (a socket's response says so as `destroyed`).
    this.gone = opts.res.destroyed === true;
    // 'close' comes once, and the listener is removed once answered: on() spares the wrapper once() would keep.
    opts.res.on('close', this.closed);
    deps.metrics.waiting.inc();
  }

  start(): Promise<PollResult<T>> {
    const answer = new Promise<PollResult<T>>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.started = true;
    this.check();
    return answer;
  }

  fire(): void {
    this.check();
  }

  private check(): void {
    if (this.settled || !this.started) return;
    deadlines.remove(this);
    if (this.querying) {
      this.again = true;
      return;
    }
    this.querying = true;
    this.again = false;
    let running: Promise<T | undefined>;
    try {
      running = this.query();
    } catch (err) {
      running = Promise.reject(err);
    }
    // Closures for as long as the query runs, not for as long as the wait is held.
    running
      .then(
        (value) => this.found(value),
        (err: unknown) => this.failed(err),
      )
      // Nothing above is known to throw; if something did, the api must not end on an unhandled rejection.
      .catch((err: unknown) => this.deps.logger.error({ err }, 'held wait: answering failed'));
  }

  private found(value: T | undefined): void {
    this.querying = false;
    if (this.settled) return;
    if (value !== undefined) return this.settle(value);
    const now = Date.now();
    const remaining = this.deadline - now;
    if (remaining <= 0 && now >= this.expires) return this.failed(new ApiError('inbox_expired'));
    if (remaining <= 0 || this.gone || this.deps.isShuttingDown()) return this.settle(undefined);
    if (this.again) return this.check();
    deadlines.add(this, this.unlisten ? this.deadline : Math.min(this.deadline, now + FALLBACK_POLL_MS));
  }

  private failed(err: unknown): void {
    this.querying = false;
    if (this.settled) return;
    this.finish();
    this.reject(err);
  }

  private settle(value: T | undefined): void {
    this.finish();
    const heldMs = performance.now() - this.heldSince;
    this.resolve(value === undefined && this.gone ? { value, waited: true, heldMs, clientGone: true } : { value, waited: true, heldMs });
  }

  private finish(): void {
    this.settled = true;
    deadlines.remove(this);
    // The rest once the answer is written: a tick runs after the promise jobs queued now, among them the
    // caller's, which writes a found value without awaiting anything else. Two Redis writes (UNSUBSCRIBE,
    // ZREM) and the gauge are then not on the answer's way, and still come before this process reads
    // anything new (the account's next wait finds this one gone). Scheduled first, so nothing below can keep
    // the wait's slot.
    process.nextTick(leave, this);
    // Every held answer says how long it was held, an error (410 inbox_expired, code_not_found) too.
    if (!this.opts.res.headersSent) setServerTiming(this.opts.res, `wait;dur=${Math.round(performance.now() - this.heldSince)}`);
  }

  leave(): void {
    this.unlisten?.();
    this.deps.metrics.waiting.dec();
    void this.deps.quota.leaveWait(this.opts.accountId, this.requestId);
    this.opts.res.off('close', this.closed);
  }
}

const leave = (wait: { leave(): void }) => wait.leave();
