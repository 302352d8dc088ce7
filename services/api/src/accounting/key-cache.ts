import type { Redis } from 'ioredis';
import type { Logger } from '@throwbox/observability';
import type { Counter } from 'prom-client';
import { ApiError } from '@throwbox/contracts';
import { findKeyWithAccount, type KeyWithAccount, type Pool } from '@throwbox/db';
import { authChannel } from '@throwbox/queue/redis';
import type { KeyLookupLimiter } from './key-lookup-limiter.js';

/** How long a key stays cached without an invalidation; the admin command invalidates at once. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;
/** How soon a refused subscription to key changes is asked for again. */
const RESUBSCRIBE_MS = 1000;

/**
 * API keys by hash, cached in memory so authentication costs no Postgres round trip on the hot path.
 * Changes (revocation, plan, controls) arrive on a pub/sub channel and drop the affected entries;
 * revocation is also checked in Redis on every request (see quota.ts), so it applies on the next call.
 *
 * Unknown keys are cached too, as unknown: a client retrying with a wrong key (a CI job with a deleted
 * key, say) costs one lookup per TTL, not one per request. That is safe because keys are 256 random
 * bits, made and stored before anyone holds them: a hash that is unknown now stays unknown. Lookups of
 * the same hash from the same address at the same time share one query; another address's lookup of it
 * waits its own turn, never behind (or refused with) an address that is trying many keys.
 */
export class KeyCache {
  private readonly entries = new Map<string, { key: KeyWithAccount | undefined; expires: number }>();
  /**
   * Hashes of keys this process has found: looked up again (when their entry expires or is invalidated)
   * without waiting behind, or being refused with, an address's guesses.
   */
  private readonly found = new Set<string>();
  /** Lookups under way, by client address and hash. */
  private readonly pending = new Map<string, Promise<KeyWithAccount | undefined>>();
  /** Bumped by every invalidation. */
  private generation = 0;
  /** Invalidations heard on the channel (tests wait on it; the request after a change may race it). */
  heard = 0;

  constructor(
    private readonly pool: Pool,
    /** Counts the Postgres lookups by result (found, unknown, failed). */
    private readonly lookups: Counter<'result'>,
    /** Caps the lookups of keys not found that one client address may cause. */
    private readonly limiter: KeyLookupLimiter,
    /** The process's subscriber connection, on which key and plan changes are announced. */
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  /**
   * The key with this hash, for a request from the address `clientIp` gives (asked only on a miss); 429
   * rate_limited when that address has tried too many unknown keys this second, now or by the time its
   * lookup's turn comes (see KeyLookupLimiter).
   */
  async get(hash: Buffer, clientIp: () => string): Promise<KeyWithAccount | undefined> {
    const id = hash.toString('base64');
    const hit = this.entries.get(id);
    if (hit && hit.expires > Date.now()) return hit.key;
    const ip = clientIp();
    const pendingId = `${ip} ${id}`;
    let lookup = this.pending.get(pendingId);
    if (!lookup) {
      const generation = this.generation;
      const query = () => findKeyWithAccount(this.pool, hash);
      lookup = (this.found.has(id) ? query() : this.limiter.run(ip, query))
        .then(
          (key) => {
            this.lookups.inc({ result: key ? 'found' : 'unknown' });
            if (key) {
              if (this.found.size >= MAX_ENTRIES) this.found.clear();
              this.found.add(id);
            }
            // Not kept when an invalidation came meanwhile: the row may have been read before the change.
            if (generation === this.generation) {
              if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
              this.entries.set(id, { key, expires: Date.now() + TTL_MS });
            }
            return key;
          },
          (err: unknown) => {
            // Refused by the limiter: not a lookup.
            if (!(err instanceof ApiError)) this.lookups.inc({ result: 'failed' });
            throw err;
          },
        )
        .finally(() => {
          if (this.pending.get(pendingId) === lookup) this.pending.delete(pendingId);
        });
      this.pending.set(pendingId, lookup);
    }
    return lookup;
  }

  /** Postgres lookups under way, and lookups waiting for the limiter to let them go. */
  get lookupsUnderWay(): { running: number; waiting: number } {
    return this.limiter.pending;
  }

  /** "key:<id>" or "account:<id>"; anything else clears everything. */
  invalidate(message: string): void {
    const [kind, raw] = message.split(':');
    const id = Number(raw);
    for (const [hash, { key }] of this.entries) {
      if (!key) continue; // unknown stays unknown
      if ((kind === 'key' && key.id === id) || (kind === 'account' && key.accountId === id) || Number.isNaN(id)) this.entries.delete(hash);
    }
    // A lookup under way may have read the row before the change: it answers the requests that were
    // waiting for it, but later ones query afresh and its result is not kept.
    this.generation++;
    this.pending.clear();
  }

  /**
   * Subscribes the cache to invalidations on the process's subscriber connection: now if it is ready, and
   * again whenever it becomes ready (a subscription asked for before then is refused, the connection
   * having no offline queue). A failed subscription is logged and tried again while the connection lasts.
   */
  start(): void {
    this.subscriber.on('message', this.onMessage);
    this.subscriber.on('ready', this.onReady);
    if (this.subscriber.status === 'ready') this.subscribe();
  }

  /** Stops listening; the subscriber connection itself is the caller's. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.subscriber.off('message', this.onMessage);
    this.subscriber.off('ready', this.onReady);
  }

  private stopped = false;
  private get channel(): string {
    return authChannel(this.prefix);
  }

  private readonly subscribe = (): void => {
    if (this.stopped) return;
    this.subscriber.subscribe(this.channel).catch((err: unknown) => {
      this.logger.warn(
        { err, channel: this.channel },
        'subscribing to key and plan changes failed; cached keys may be stale until it succeeds',
      );
      if (this.subscriber.status === 'ready') setTimeout(this.subscribe, RESUBSCRIBE_MS).unref();
    });
  };

  private readonly onMessage = (ch: string, message: string): void => {
    if (ch !== this.channel) return;
    this.heard++;
    this.invalidate(message);
  };

  /** Invalidations published while we were disconnected are lost: start from scratch. */
  private readonly onReady = (): void => {
    this.entries.clear();
    this.generation++;
    this.pending.clear();
    this.subscribe();
  };
}
