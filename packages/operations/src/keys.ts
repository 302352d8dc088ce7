import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import { generateApiKey, insertApiKey, revokeApiKey as revokeKeyRow, type ApiKey, type Pool } from '@throwbox/db';
import { authChannel } from '@throwbox/queue/redis';
import { revokedKeysKey } from './accounting-keys.js';

/** What changing a key needs: Postgres, and Redis to tell every api process at once. */
export interface KeyContext {
  pool: Pool;
  redis: Redis;
  redisPrefix: string;
}

export interface KeyControls {
  /** The customer's name for the key, at most 100 characters. */
  name?: string;
  readOnly?: boolean;
  /** YYYY-MM-DD: the key stops working at 00:00 UTC of that day. */
  expiresOn?: string | null;
  /** IPv4 and IPv6 addresses and CIDR ranges; null or empty: any address. */
  allowedIps?: string[] | null;
}

/** At most this many entries in one key's allowlist. */
export const MAX_ALLOWED_IPS = 50;

const invalid = (message: string) => new ApiError('validation_failed', message);

/**
 * An allowlist as typed (commas, spaces or new lines between entries), each entry an address or a CIDR
 * range, returned in the form Postgres' cidr type stores; empty text is no allowlist.
 */
export function parseIpAllowlist(text: string): string[] | null {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return null;
  if (entries.length > MAX_ALLOWED_IPS) throw invalid(`An allowlist holds at most ${MAX_ALLOWED_IPS} addresses or ranges.`);
  return entries.map((entry) => {
    const notAnAddress = invalid(`"${entry}" is not an IPv4 or IPv6 address or CIDR range.`);
    if (!ipaddr.isValid(entry.split('/')[0]!)) throw notAnAddress;
    const cidr = entry.includes('/') ? entry : `${entry}/${ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128}`;
    let address: ipaddr.IPv4 | ipaddr.IPv6;
    let bits: number;
    try {
      [address, bits] = ipaddr.parseCIDR(cidr);
    } catch {
      throw notAnAddress;
    }
    // Postgres' cidr refuses bits set right of the mask (10.0.0.1/8): say so in words, not with its error.
    const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
    if (network.toString() !== address.toString())
      throw invalid(`"${entry}" has bits set right of its mask: the range is ${network.toString()}/${bits}.`);
    return `${address.toString()}/${bits}`;
  });
}

/** A YYYY-MM-DD date that exists, or a validation error. */
export function parseExpiryDate(text: string): string {
  const day = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    throw invalid('The expiry must be a date, YYYY-MM-DD.');
  }
  return text;
}

/** A new key with its controls: the key itself is returned this once; only its hash is stored. */
export async function createApiKey(pool: Pool, accountId: number, controls: KeyControls = {}): Promise<{ key: ApiKey; apiKey: string }> {
  const apiKey = generateApiKey();
  const key = await insertApiKey(pool, {
    accountId,
    key: apiKey,
    name: controls.name ?? '',
    readOnly: controls.readOnly ?? false,
    expiresOn: controls.expiresOn ?? null,
    allowedIps: controls.allowedIps?.length ? controls.allowedIps : null,
  });
  return { key, apiKey };
}

/**
 * Revokes a key (of that account, when one is given). It stops working on every api process's next
 * request: each checks the revoked set on every call, and the change is announced for their caches.
 */
export async function revokeApiKey(ctx: KeyContext, keyId: number, accountId?: number): Promise<ApiKey | undefined> {
  const key = await revokeKeyRow(ctx.pool, keyId, accountId);
  if (!key) return undefined;
  await ctx.redis.sadd(revokedKeysKey(ctx.redisPrefix), key.id);
  await ctx.redis.publish(authChannel(ctx.redisPrefix), `key:${key.id}`);
  return key;
}
