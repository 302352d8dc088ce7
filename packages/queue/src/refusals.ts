import type { Redis } from 'ioredis';

// SMTP refusals of mail to an inbox, kept briefly so that a wait ending empty can say why (the sender was
// told 552 too large, say). Written by ingest, read by the api; at most MAX_KEPT per address, for KEEP_SECONDS.

export type RefusalReason = 'too_large' | 'too_many_recipients' | 'storage_failed';

export interface Refusal {
  /** Unix milliseconds. */
  at: number;
  reason: RefusalReason;
  /** The SMTP reply the sender got. */
  reply: string;
}

const MAX_KEPT = 10;
const KEEP_SECONDS = 3600;

const refusalsKey = (prefix: string, address: string) => `${prefix}:refusals:${address}`;

/** Records one refusal for each address (live inboxes only: the caller knows them). */
export async function recordRefusal(redis: Redis, prefix: string, addresses: string[], refusal: Refusal): Promise<void> {
  if (addresses.length === 0) return;
  const tx = redis.multi();
  const entry = JSON.stringify(refusal);
  for (const address of addresses) {
    const key = refusalsKey(prefix, address);
    tx.lpush(key, entry)
      .ltrim(key, 0, MAX_KEPT - 1)
      .expire(key, KEEP_SECONDS);
  }
  await tx.exec();
}

/** The address's refusals at or after `sinceMs`, newest first. */
export async function readRefusals(redis: Redis, prefix: string, address: string, sinceMs: number): Promise<Refusal[]> {
  const entries = await redis.lrange(refusalsKey(prefix, address), 0, MAX_KEPT - 1);
  return entries.map((e) => JSON.parse(e) as Refusal).filter((r) => r.at >= sinceMs);
}
