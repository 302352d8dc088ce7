import { ThrowboxError } from './errors.js';
import type { components } from './generated/openapi.js';

/** `since` as the API's query takes it. */
export const sinceParam = (since: Date | number | string | undefined) =>
  since === undefined ? undefined : since instanceof Date ? String(since.getTime()) : String(since);

type MessageSummary = components['schemas']['MessageSummary'];

/** The list call's query as the waits send it. */
export interface HeldListQuery {
  wait: number;
  limit: number;
  count?: number | undefined;
  since?: string | undefined;
  from?: string | undefined;
  subject?: string | undefined;
}

/** One list call held up to `query.wait` seconds, its own timeout the hold plus a margin. */
export type HeldList = (query: HeldListQuery) => Promise<{ messages: MessageSummary[] }>;

export interface FilterOptions {
  since?: string | undefined;
  from?: string | undefined;
  subject?: string | undefined;
}

/** The most messages one counted wait asks for (the API's count and page both stop at 50 here). */
export const MAX_COUNT = 50;

/**
 * Asks `attempt` with holds of at most `maxHold` seconds until it returns something or `timeout`
 * seconds have passed.
 */
export async function holdUntil<T>(
  timeout: number,
  maxHold: number,
  attempt: (wait: number) => Promise<T | undefined>,
): Promise<T | undefined> {
  const deadline = Date.now() + timeout * 1000;
  // The first hold is the whole timeout (up to maxHold): counted from the clock, a millisecond spent before the request
  // made "timeout: 60" ask for wait=59.
  for (let first = true; ; first = false) {
    const remaining = first ? timeout * 1000 : deadline - Date.now();
    const wait = Math.max(0, Math.min(maxHold, Math.floor(remaining / 1000)));
    const result = await attempt(wait);
    if (result !== undefined) return result;
    if (Date.now() >= deadline - 250 || wait === 0) return undefined;
  }
}

/** Holds until `count` matching messages are there (all of them, newest first); throws `wait_timeout` if they are not in time. */
export async function waitForCount(
  list: HeldList,
  address: string,
  options: FilterOptions & { count: number; timeout: number },
  maxHold: number,
): Promise<MessageSummary[]> {
  const { count, timeout } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new ThrowboxError({ status: 0, code: 'invalid_count', type: 'client_error', message: `count must be 1 to ${MAX_COUNT}.` });
  }
  let came = 0;
  const found = await holdUntil(timeout, maxHold, async (wait) => {
    const { messages } = await list({ wait, count, limit: MAX_COUNT, since: options.since, from: options.from, subject: options.subject });
    came = messages.length;
    return messages.length >= count ? messages : undefined;
  });
  if (found) return found;
  throw new ThrowboxError({
    status: 0,
    code: 'wait_timeout',
    type: 'client_error',
    message: `${came} of ${count} messages${describe(options)} reached ${address} within ${timeout} s.`,
  });
}

/**
 * Resolves once `within` seconds pass with no matching mail; throws `unexpected_mail` with the message's
 * summary as soon as one arrives. The window is judged by the API's clock, not this machine's: it opens
 * after the newest matching message already there, then holds list calls (at most `maxHold` seconds each)
 * that the API answers the moment mail comes. Never a poll.
 */
export async function expectNone(
  list: HeldList,
  address: string,
  options: FilterOptions & { within: number },
  maxHold: number,
): Promise<void> {
  const deadline = Date.now() + options.within * 1000;
  const filter = { from: options.from, subject: options.subject };
  const since = options.since ?? (await list({ wait: 0, limit: 1, ...filter })).messages[0]?.receivedAt;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    const wait = Math.min(maxHold, Math.ceil(remaining / 1000));
    const [arrived] = (await list({ wait, limit: 1, since, ...filter })).messages;
    if (arrived) {
      throw new ThrowboxError({
        status: 0,
        code: 'unexpected_mail',
        type: 'client_error',
        message: `Mail reached ${address} within ${options.within} s: "${arrived.subject}" from ${arrived.from} at ${arrived.receivedAt}.`,
        summary: arrived,
      });
    }
  }
}

export function describe(f: { from?: string | undefined; subject?: string | undefined }): string {
  const parts = [f.from && `from ${JSON.stringify(f.from)}`, f.subject && `with subject ${JSON.stringify(f.subject)}`].filter(Boolean);
  return parts.length ? ` ${parts.join(' ')}` : '';
}
