/** Percentiles and small timing helpers shared by the scenarios. */

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    mean,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds since the Unix epoch with sub-millisecond resolution, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** Polls until `check` returns a truthy value or the time is up (then throws with `what`). */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false | null> | T | undefined | false | null,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Keeps each account under the api's per-second rate limit (100 requests in any calendar second): request
 * starts for one account are spaced at least 1000/ratePerSecond ms apart.
 */
export class AccountPacer {
  private readonly next = new Map<number, number>();
  constructor(private readonly ratePerSecond = 80) {}

  async slot(accountId: number): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next.get(accountId) ?? 0);
    this.next.set(accountId, at + 1000 / this.ratePerSecond);
    if (at > now) await sleep(at - now);
  }
}

/** Runs `worker` over the items with at most `concurrency` in flight. */
export async function mapLimit<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await worker(items[i]!, i);
      }
    }),
  );
  return results;
}
