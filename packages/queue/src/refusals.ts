import type { Redis } from 'ioredis';

// SMTP refusals of mail to an inbox, kept briefly so that a wait ending empty can say why (the sender was
// told 552 too large, say). Written by ingest, read by the api; at most MAX_KEPT per inbox, for KEEP_SECONDS.
// Keyed by the inbox's id, not its address: an address deleted and taken again (by another account, say)
// is a new inbox that must not show the earlier one's refusals.

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

const refusalsKey = (prefix: string, inboxId: number) => `${prefix}:refusals:${inboxId}`;

/** Records one refusal for each inbox (live inboxes only: the caller knows them). */
export async function recordRefusal(redis: Redis, prefix: string, inboxIds: number[], refusal: Refusal): Promise<void> {
  if (inboxIds.length === 0) return;
  const tx = redis.multi();
  const entry = JSON.stringify(refusal);
  for (const inboxId of inboxIds) {
    const key = refusalsKey(prefix, inboxId);
    tx.lpush(key, entry)
      .ltrim(key, 0, MAX_KEPT - 1)
      .expire(key, KEEP_SECONDS);
  }
  await tx.exec();
}

/** The inbox's refusals at or after `sinceMs`, newest first. */
export async function readRefusals(redis: Redis, prefix: string, inboxId: number, sinceMs: number): Promise<Refusal[]> {
  const entries = await redis.lrange(refusalsKey(prefix, inboxId), 0, MAX_KEPT - 1);
  return entries.map((e) => JSON.parse(e) as Refusal).filter((r) => r.at >= sinceMs);
}

/** Drops a deleted inbox's refusals now rather than at their expiry. */
export async function dropRefusals(redis: Redis, prefix: string, inboxId: number): Promise<void> {
  await redis.del(refusalsKey(prefix, inboxId));
}
