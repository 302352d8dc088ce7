import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LinkCache, LinkResult } from './links.js';

/** DECISIONS §12: link results are kept 10 minutes. */
export const LINK_CACHE_SECONDS = 600;

const linkKey = (prefix: string, url: string) => `${prefix}:checks:link:${createHash('sha256').update(url).digest('hex')}`;

/**
 * Link results in Redis under the installation's prefix, shared by every api replica. Redis away costs
 * only fetches: a failed read is a miss, a failed write is dropped (`onError` hears of both).
 */
export function redisLinkCache(redis: Redis, prefix: string, onError: (err: unknown) => void): LinkCache {
  return {
    async get(urls) {
      if (urls.length === 0) return [];
      try {
        const values = await redis.mget(urls.map((u) => linkKey(prefix, u)));
        return values.map((v) => (v ? (JSON.parse(v) as LinkResult) : undefined));
      } catch (err) {
        onError(err);
        return [];
      }
    },
    async set(results) {
      const tx = redis.multi();
      for (const r of results) tx.set(linkKey(prefix, r.url), JSON.stringify(r), 'EX', LINK_CACHE_SECONDS);
      await tx.exec().catch(onError);
    },
  };
}
