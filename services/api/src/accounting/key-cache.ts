import type { Redis } from 'ioredis';
import { findKeyWithAccount, type KeyWithAccount, type Pool } from '@throwbox/db';
import { authChannel } from '@throwbox/queue';

/** How long a key stays cached without an invalidation; the admin command invalidates at once. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * API keys by hash, cached in memory so authentication costs no Postgres round trip on the hot path.
 * Changes (revocation, plan, controls) arrive on a pub/sub channel and drop the affected entries;
 * revocation is also checked in Redis on every request (see quota.ts), so it applies on the next call.
 */
export class KeyCache {
  private readonly entries = new Map<string, { key: KeyWithAccount; expires: number }>();

  constructor(private readonly pool: Pool) {}

  async get(hash: Buffer): Promise<KeyWithAccount | undefined> {
    const id = hash.toString('base64');
    const hit = this.entries.get(id);
    if (hit && hit.expires > Date.now()) return hit.key;
    const key = await findKeyWithAccount(this.pool, hash);
    if (key) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { key, expires: Date.now() + TTL_MS });
    }
    return key;
  }

  /** "key:<id>" or "account:<id>"; anything else clears everything. */
  invalidate(message: string): void {
    const [kind, raw] = message.split(':');
    const id = Number(raw);
    for (const [hash, { key }] of this.entries) {
      if ((kind === 'key' && key.id === id) || (kind === 'account' && key.accountId === id) || Number.isNaN(id)) this.entries.delete(hash);
    }
  }

  /** Subscribes the cache to invalidations on the process's subscriber connection. */
  listen(subscriber: Redis, prefix: string): void {
    const channel = authChannel(prefix);
    subscriber.subscribe(channel).catch(() => undefined);
    subscriber.on('message', (ch: string, message: string) => {
      if (ch === channel) this.invalidate(message);
    });
    // Invalidations published while we were disconnected are lost: start from scratch.
    subscriber.on('ready', () => this.entries.clear());
  }
}
