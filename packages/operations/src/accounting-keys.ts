// The Redis keys of accounting: the api's quota counts in them, the admin command and the console's plan
// changes adjust them. Every key starts with the service's bound REDIS_PREFIX.

export const usageKey = (prefix: string, accountId: number, month: string) => `${prefix}:usage:${accountId}:${month}`;
export const creditsKey = (prefix: string, accountId: number) => `${prefix}:credits:${accountId}`;
export const revokedKeysKey = (prefix: string) => `${prefix}:revoked-keys`;

/** Adds purchased credits to a live Redis balance; a missing balance is seeded from Postgres when next used. */
export const ADD_CREDITS_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end
return -1
`;
