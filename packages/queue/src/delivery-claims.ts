import type { Redis } from 'ioredis';

/** What a claim found: taken by the caller (or already its own), delivered, or held by another sender. */
export type ClaimState = 'taken' | 'delivered' | 'held';

/** Long enough for a call (WEBHOOK_TIMEOUT_MS, 10 s by default) and its 2xx to be marked. */
export const SEND_CLAIM_MS = 60_000;
/** How long a replay's events stay its own before its job reaches them. */
export const REPLAY_CLAIM_MS = 3600_000;
/** Longer than any success waits for its batched write to Postgres. */
const DELIVERED_MS = 24 * 3600_000;

// Per key: absent or the caller's own is taken (its expiry set anew); else left as it is and reported.
const TAKE = `local out = {}
for i, key in ipairs(KEYS) do
  local v = redis.call('GET', key)
  if not v or v == ARGV[1] then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    out[i] = 'taken'
  elseif v == 'delivered' then out[i] = 'delivered'
  else out[i] = 'held' end
end
return out`;

// For a replay by eventId, sent as asked: taken unless another sender holds it. Taken over `delivered`,
// it is held as `delivered:<holder>`, which others read as held and a release turns back into `delivered`.
const TAKE_ASKED = `local v = redis.call('GET', KEYS[1])
local over = 'delivered:' .. ARGV[1]
if not v or v == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
elseif v == 'delivered' or v == over then
  redis.call('SET', KEYS[1], over, 'PX', ARGV[2])
else return 'held' end
return 'taken'`;

const RELEASE = `for _, key in ipairs(KEYS) do
  local v = redis.call('GET', key)
  if v == ARGV[1] then redis.call('DEL', key)
  elseif v == 'delivered:' .. ARGV[1] then redis.call('SET', key, 'delivered', 'PX', ARGV[2]) end
end
return 0`;

/**
 * Who may send an event to an endpoint again, per endpoint and event, in Redis: shared by every
 * dispatcher replica and by the api, which chooses the events of a failedSince replay. A retry takes the
 * claim in its call's turn, immediately before it sends; a failedSince replay is given its events by the
 * api's call and sends each only while it still holds it. Any 2xx of a retry or a replay turns the claim
 * into `delivered` at once (the success's record in Postgres is written in a batch after): nothing then
 * sends the event again. A failure gives the claim back. Claims expire, so one left by a dispatcher that
 * died ends on its own. A replay by eventId is sent as asked, delivered or not, but it too holds the claim
 * while it is on its way (`takeAsked`), so it is never sent beside another sender's call of the event.
 *
 * The keys of one endpoint share a hash tag: one slot, so a script covers a thousand of its events.
 */
export class DeliveryClaims {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(webhookId: number, eventId: string): string {
    return `${this.prefix}:webhook-claim:{${webhookId}}:${eventId}`;
  }

  /** Claims each event for `holder` where no one else holds it and it is not delivered; the state of each, in order. */
  async take(webhookId: number, eventIds: string[], holder: string, ms: number): Promise<ClaimState[]> {
    if (eventIds.length === 0) return [];
    const keys = eventIds.map((id) => this.key(webhookId, id));
    return (await this.redis.eval(TAKE, keys.length, ...keys, holder, ms)) as ClaimState[];
  }

  /**
   * For a replay by eventId: claims the event for `holder` unless another sender holds it (`held`); one
   * delivered is taken too (it is sent again, as asked), and reads as delivered again once given back.
   */
  async takeAsked(webhookId: number, eventId: string, holder: string, ms: number): Promise<'taken' | 'held'> {
    return (await this.redis.eval(TAKE_ASKED, 1, this.key(webhookId, eventId), holder, ms)) as 'taken' | 'held';
  }

  /** The endpoint answered a 2xx for the event: no retry or failedSince replay sends it again. */
  async delivered(webhookId: number, eventId: string): Promise<void> {
    await this.redis.set(this.key(webhookId, eventId), 'delivered', 'PX', DELIVERED_MS);
  }

  /**
   * Gives back the claims `holder` still has of these events (a failure, or events it will not send); one
   * taken over `delivered` reads as delivered again. Should this fail, each claim ends with its expiry.
   */
  async release(webhookId: number, eventIds: string[], holder: string): Promise<void> {
    if (eventIds.length === 0) return;
    const keys = eventIds.map((id) => this.key(webhookId, id));
    await this.redis.eval(RELEASE, keys.length, ...keys, holder, DELIVERED_MS);
  }
}
