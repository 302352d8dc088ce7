// Redis pub/sub channels: hints that something changed, never the data (Postgres is the truth).

/** Published with a message id when an inbox has news (a message stored or extracted). */
export function inboxChannel(redisPrefix: string, address: string): string {
  return `${redisPrefix}:inbox:${address}`;
}

/** Published "key:<id>" or "account:<id>" when a key or an account changes; api processes drop their cache. */
export const authChannel = (prefix: string) => `${prefix}:auth-changed`;

/** Published with an inbox address when its SMTP fault rules change; ingest processes drop what they cached of it. */
export const smtpFaultsChannel = (prefix: string) => `${prefix}:smtp-faults-changed`;
