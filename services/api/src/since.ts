import { ApiError } from '@throwbox/contracts';

/**
 * `since` as the schema let it through (decimal milliseconds or an ISO 8601 date-time), as Unix
 * milliseconds. A date-time the schema's format accepts but no calendar holds (a leap second) is refused
 * here, as the schema would have refused it.
 */
export function sinceMillis(since: string | undefined): number | undefined {
  if (since === undefined) return undefined;
  if (/^[0-9]+$/.test(since)) return Number(since);
  const ms = Date.parse(since.toUpperCase().replace(' ', 'T'));
  if (Number.isFinite(ms)) return ms;
  throw new ApiError('validation_failed', 'Invalid request: query.since is not a time that exists.', {
    details: [{ path: 'query.since', message: 'is not a time that exists' }],
  });
}
