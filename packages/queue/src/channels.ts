import type { Redis } from 'ioredis';

// Redis pub/sub channels: hints that something changed, never the data (Postgres is the truth).

/**
 * Published with a message id when an inbox has news (a message stored or extracted), and with "changed"
 * when its mail was deleted: waits re-query, every api drops its kept page of the inbox. Ingest adds the
 * instant its commit completed (`wakeupMessage`), from which the api times the wake-up it answers.
 */
export function inboxChannel(redisPrefix: string, address: string): string {
  return `${redisPrefix}:inbox:${address}`;
}

/** A stored message's wake-up: its id and when its commit completed (epoch milliseconds, with a fraction). */
export const wakeupMessage = (messageId: string, committedAt: number): string => `${messageId} ${committedAt.toFixed(3)}`;

/** The message id and commit instant of a wake-up, when it carries them (`wakeupMessage`). */
export function readWakeup(message: string): { messageId: string; committedAt: number } | undefined {
  const space = message.indexOf(' ');
  if (space < 0) return undefined;
  const committedAt = Number(message.slice(space + 1));
  return committedAt > 0 && Number.isFinite(committedAt) ? { messageId: message.slice(0, space), committedAt } : undefined;
}

/** What a change of an inbox's mail other than new mail (a deletion) publishes, after its commit. */
export async function publishInboxChange(redis: Pick<Redis, 'publish'>, redisPrefix: string, address: string): Promise<void> {
  await redis.publish(inboxChannel(redisPrefix, address), 'changed');
}

/** Published "key:<id>" or "account:<id>" when a key or an account changes; api processes drop their cache. */
export const authChannel = (prefix: string) => `${prefix}:auth-changed`;

/** Published with an inbox address when its SMTP fault rules change; ingest processes drop what they cached of it. */
export const smtpFaultsChannel = (prefix: string) => `${prefix}:smtp-faults-changed`;
