import type { Redis } from 'ioredis';
import { LIMITS } from '@throwbox/contracts';
import { Batcher, FlushBuffer } from '@throwbox/batch';
import { listRevokedKeyIds, monthOf, nextMonthStart, persistUsage, readUsage, type Plan, type Pool, type UsageDelta } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';

import { PLAN_QUOTA, creditsKey, revokedKeysKey, usageKey } from '@throwbox/operations';

export { PLAN_QUOTA };

/**
 * One round trip decides a request: revoked key; quota exhausted (month and credits both gone: the
 * lasting condition is reported before the passing one); per-second rate; then it counts against the
 * month's included requests, or else a credit. Rate-limited and refused requests are not counted. Counters that are missing (first use
 * this month, or Redis restarted) report 'seed' and are loaded from Postgres first.
 *
 * One call decides every charge that came while the one before was out, in order, each as if alone (a script
 * runs whole): KEYS[1] the revoked keys' set, then three keys a charge (its month's count, its account's
 * credits, its second's rate); ARGV[1] the per-second limit, then two values a charge (the plan's quota,
 * the key's id). Returns three numbers a charge, {outcome, used, credits}: outcome 1 included, 2 paid by a
 * credit, 0 quota exceeded, -1 needs seeding, -2 revoked, -3 rate limited. Four commands a charge
 * (SISMEMBER, MGET, two INCR; an EXPIRE once a second), and one script call and answer for the batch.
 */
const CHARGE = `
local limit = tonumber(ARGV[1])
local out = {}
for i = 0, math.floor((#KEYS - 1) / 3) - 1 do
  local usage, credits, rate = KEYS[2 + 3 * i], KEYS[3 + 3 * i], KEYS[4 + 3 * i]
  local outcome, used, left = -2, 0, 0
  if redis.call('SISMEMBER', KEYS[1], ARGV[3 + 2 * i]) == 0 then
    outcome = -1
    local counters = redis.call('MGET', usage, credits)
    if counters[1] and counters[2] then
      local count, remaining = tonumber(counters[1]), tonumber(counters[2])
      local included = count < tonumber(ARGV[2 + 2 * i])
      if not included and remaining <= 0 then
        outcome, used, left = 0, count, remaining
      else
        local n = redis.call('INCR', rate)
        if n == 1 then redis.call('EXPIRE', rate, 2) end
        if n > limit then
          outcome = -3
        elseif included then
          outcome, used, left = 1, redis.call('INCR', usage), remaining
        else
          outcome, used, left = 2, redis.call('INCR', usage), redis.call('DECR', credits)
        end
      end
    end
  end
  out[3 * i + 1], out[3 * i + 2], out[3 * i + 3] = outcome, used, left
end
return out
`;

/** Seeds both counters only where missing, so concurrent seeders and live counts are never overwritten. */
const SEED = `
redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'NX')
return 1
`;

/** Holds a place among the account's waiting requests; entries expire so a crashed process frees them. */
const ENTER_WAIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], 120000)
return 1
`;

/** A charge waiting for the next script call: its three keys and its two values. */
interface PendingCharge {
  usage: string;
  credits: string;
  rate: string;
  quota: number;
  keyId: number;
}

/** One charge's three numbers of the script's answer. */
type Answer = [outcome: number, used: number, credits: number];

export type ChargeOutcome =
  | { kind: 'included' | 'credit' | 'exceeded'; month: string; used: number; credits: number; quota: number; resetsAt: number }
  | { kind: 'revoked' }
  | { kind: 'rate_limited' };

const USAGE_TTL_SECONDS = 40 * 24 * 3600;
const FLUSH_MS = 200;

/**
 * Monthly quota and credits, counted atomically in Redis and persisted to Postgres in batches. Postgres
 * holds what Redis would lose in a restart: counters missing in Redis are re-seeded from it, after this
 * process has flushed what it still holds.
 */
export class Quota {
  /** Counted usage on its way to Postgres; a failed write is kept, one delta per account and month. */
  private readonly pending: FlushBuffer<UsageDelta>;
  private readonly revokedKey: string;
  /**
   * Charges go to Redis as one script call for every charge that came while the one before was out: under
   * load one command, one write and one answer serve many requests (a command each cost ioredis about 4 KB
   * of objects), and alone a charge goes at once.
   */
  private readonly charges = new Batcher<PendingCharge, Answer | Error>(
    async (calls) => {
      const args: (string | number)[] = [1 + 3 * calls.length, this.revokedKey];
      for (const c of calls) args.push(c.usage, c.credits, c.rate);
      args.push(LIMITS.requestsPerSecond);
      for (const c of calls) args.push(c.quota, c.keyId);
      let out: number[];
      try {
        out = await (this.redis as unknown as { tbCharge(...a: unknown[]): Promise<number[]> }).tbCharge(...args);
      } catch (err) {
        const failed = err instanceof Error ? err : new Error(String(err));
        return calls.map(() => failed);
      }
      return calls.map((_, i): Answer => [out[3 * i]!, out[3 * i + 1]!, out[3 * i + 2]!]);
    },
    { maxItems: 200, concurrency: 1 },
  );

  constructor(
    private readonly redis: Redis,
    private readonly pool: Pool,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.revokedKey = revokedKeysKey(prefix);
    this.pending = new FlushBuffer<UsageDelta>({
      write: (deltas) => persistUsage(pool, byAccountMonth(deltas)),
      flushMs: FLUSH_MS,
      onFailure: { keep: true, compact: byAccountMonth },
      failed: (err) => logger.warn({ err }, 'persisting usage failed; will retry'),
    });
    // The number of keys goes first: a call carries three for each charge.
    redis.defineCommand('tbCharge', { lua: CHARGE });
    redis.defineCommand('tbSeed', { numberOfKeys: 2, lua: SEED });
    redis.defineCommand('tbEnterWait', { numberOfKeys: 1, lua: ENTER_WAIT });
  }

  /** After a reconnect Redis may have restarted empty: persist what we counted and restore revocations. */
  private readonly onReady = (): void => {
    void this.flush()
      .then(() => this.loadRevokedKeys())
      .catch((err: unknown) => this.logger.warn({ err }, 'restoring revoked keys failed'));
  };

  /** Persists counted usage within FLUSH_MS of its charge; restores revocations whenever Redis reconnects. */
  start(): void {
    this.redis.on('ready', this.onReady);
  }

  async charge(accountId: number, keyId: number, plan: Plan, now?: Date): Promise<ChargeOutcome> {
    const { second, month, resetsAt } = this.clock(now ? now.getTime() : Date.now());
    const quota = PLAN_QUOTA[plan];
    const charge: PendingCharge = {
      usage: usageKey(this.prefix, accountId, month),
      credits: creditsKey(this.prefix, accountId),
      rate: `${this.prefix}:rate:${accountId}:${second}`,
      quota,
      keyId,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await this.charges.add(charge);
      if (answer instanceof Error) throw answer;
      const [outcome, used, credits] = answer;
      if (outcome === -1) {
        await this.seed(accountId, month);
        continue;
      }
      if (outcome === -2) return { kind: 'revoked' };
      if (outcome === -3) return { kind: 'rate_limited' };
      if (outcome === 1 || outcome === 2) this.record(accountId, month, outcome === 2);
      return {
        kind: outcome === 1 ? 'included' : outcome === 2 ? 'credit' : 'exceeded',
        month,
        used,
        credits,
        quota,
        resetsAt,
      };
    }
    throw new Error('quota counters could not be seeded');
  }

  private second = { second: NaN, month: '', resetsAt: 0 };

  /** The clock second of `ms`, its month and the next month's start: worked out once a second, not once a request. */
  private clock(ms: number): { second: number; month: string; resetsAt: number } {
    const second = Math.floor(ms / 1000);
    if (second !== this.second.second) {
      const date = new Date(ms);
      this.second = { second, month: monthOf(date), resetsAt: nextMonthStart(date) };
    }
    return this.second;
  }

  /**
   * Takes back a counted request that ended in a 429 after it was counted (too many waiting requests):
   * 429s are not counted. Gives the credit back too when the request took one.
   */
  async refund(accountId: number, month: string, credit: boolean): Promise<void> {
    const tx = this.redis.multi().decr(usageKey(this.prefix, accountId, month));
    if (credit) tx.incr(creditsKey(this.prefix, accountId));
    await tx.exec();
    this.record(accountId, month, credit, -1);
  }

  /** The Usage object, read from the live counters (seeded if needed). */
  async usage(
    accountId: number,
    plan: Plan,
    now = new Date(),
  ): Promise<{ month: string; used: number; quota: number; remaining: number; resetsAt: number; credits: number }> {
    const month = monthOf(now);
    let [used, credits] = await this.redis.mget(usageKey(this.prefix, accountId, month), creditsKey(this.prefix, accountId));
    if (used === null || credits === null) {
      await this.seed(accountId, month);
      [used, credits] = await this.redis.mget(usageKey(this.prefix, accountId, month), creditsKey(this.prefix, accountId));
    }
    const quota = PLAN_QUOTA[plan];
    return {
      month,
      used: Number(used),
      quota,
      remaining: Math.max(0, quota - Number(used)),
      resetsAt: nextMonthStart(now),
      credits: Number(credits),
    };
  }

  /** False when the account already holds the maximum of waiting requests. */
  async enterWait(accountId: number, requestId: string, holdMs: number): Promise<boolean> {
    const now = Date.now();
    const ok = await (this.redis as unknown as { tbEnterWait(...a: unknown[]): Promise<number> }).tbEnterWait(
      `${this.prefix}:waiting:${accountId}`,
      now,
      now + holdMs + 5000,
      LIMITS.waitingRequestsPerAccount,
      requestId,
    );
    return ok === 1;
  }

  async leaveWait(accountId: number, requestId: string): Promise<void> {
    // Best effort: an entry left behind expires at the end of its hold (ENTER_WAIT gives it one).
    await this.redis.zrem(`${this.prefix}:waiting:${accountId}`, requestId).catch(() => undefined);
  }

  private async seed(accountId: number, month: string): Promise<void> {
    await this.flush();
    const { used, credits } = await readUsage(this.pool, accountId, month);
    await (this.redis as unknown as { tbSeed(...a: unknown[]): Promise<number> }).tbSeed(
      usageKey(this.prefix, accountId, month),
      creditsKey(this.prefix, accountId),
      used,
      credits,
      USAGE_TTL_SECONDS,
    );
  }

  private record(accountId: number, month: string, credit: boolean, n = 1): void {
    this.pending.add({ accountId, month, used: n, creditsUsed: credit ? n : 0 });
  }

  /** Writes the counted deltas to Postgres; on failure they are kept and retried with the next batch. */
  flush(): Promise<void> {
    return this.pending.flush();
  }

  async loadRevokedKeys(): Promise<void> {
    const ids = await listRevokedKeyIds(this.pool);
    for (let i = 0; i < ids.length; i += 1000) await this.redis.sadd(revokedKeysKey(this.prefix), ...ids.slice(i, i + 1000));
  }

  /** Stops the timer and the reconnect listener, then persists what is still counted. */
  async stop(): Promise<void> {
    this.redis.off('ready', this.onReady);
    await this.pending.stop();
  }
}

/** Deltas summed per account and month: one row each for persistUsage, which may not touch a row twice. */
function byAccountMonth(deltas: UsageDelta[]): UsageDelta[] {
  const sums = new Map<string, UsageDelta>();
  for (const d of deltas) {
    const id = `${d.accountId}:${d.month}`;
    const sum = sums.get(id);
    sums.set(id, sum ? { ...sum, used: sum.used + d.used, creditsUsed: sum.creditsUsed + d.creditsUsed } : { ...d });
  }
  return [...sums.values()];
}
