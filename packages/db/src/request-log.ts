import type { Queryable } from './pool.js';

export interface RequestLogEntry {
  /** req_…, as the response's Throwbox-Request-Id; null for entries written before it was recorded. */
  requestId: string | null;
  accountId: number;
  keyId: number | null;
  at: Date;
  method: string;
  path: string;
  status: number;
  errorCode: string | null;
  durationMs: number;
}

export const REQUEST_LOG_RETENTION_DAYS = 14;

/**
 * Many entries in one statement: the log is written in batches, off the requests' path. The batch goes as
 * one JSON text (a native JSON.stringify), not as nine arrays that node-postgres would spell out element by
 * element in JavaScript (about 3 KB of garbage an entry). A Date is sent as its ISO instant, read back the same.
 */
export async function insertRequestLog(q: Queryable, entries: RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO request_log (account_id, key_id, at, method, path, status, error_code, duration_ms, request_id)
     SELECT "accountId", "keyId", at, method, path, status, "errorCode", "durationMs", "requestId"
     FROM json_to_recordset($1::json) AS e("accountId" bigint, "keyId" bigint, at timestamptz, method text, path text,
       status int, "errorCode" text, "durationMs" real, "requestId" text)`,
    [JSON.stringify(entries)],
  );
}

export async function listRequestLog(
  q: Queryable,
  f: { accountId: number; errorsOnly?: boolean; since?: Date; limit?: number },
): Promise<RequestLogEntry[]> {
  const { rows } = await q.query<RequestLogEntry>(
    `SELECT request_id AS "requestId", account_id AS "accountId", key_id AS "keyId", at, method, path, status, error_code AS "errorCode", duration_ms AS "durationMs"
     FROM request_log
     WHERE account_id = $1 AND at > now() - $2 * interval '1 day'
       AND ($3::boolean IS NOT TRUE OR status >= 400) AND ($4::timestamptz IS NULL OR at >= $4)
     ORDER BY at DESC, id DESC LIMIT $5`,
    [f.accountId, REQUEST_LOG_RETENTION_DAYS, f.errorsOnly ?? false, f.since ?? null, f.limit ?? 1000],
  );
  return rows;
}

export interface RequestLogRow extends RequestLogEntry {
  id: number;
}

export interface RequestLogFilter {
  accountId: number;
  errorsOnly?: boolean;
  status?: number;
  /** A substring of the path, matched literally and case-insensitively. */
  path?: string;
  keyId?: number;
  /** The cursor: entries older than the one with this id. */
  before?: number;
  limit: number;
}

/** One page of the retained log, newest first; the last row's id is the next page's cursor. */
export async function pageRequestLog(q: Queryable, f: RequestLogFilter): Promise<RequestLogRow[]> {
  const { rows } = await q.query<RequestLogRow>(
    `SELECT id, request_id AS "requestId", account_id AS "accountId", key_id AS "keyId", at, method, path, status,
       error_code AS "errorCode", duration_ms AS "durationMs"
     FROM request_log
     WHERE account_id = $1 AND at > now() - $2 * interval '1 day'
       AND ($3::boolean IS NOT TRUE OR status >= 400) AND ($4::int IS NULL OR status = $4)
       AND ($5::text IS NULL OR strpos(lower(path), lower($5)) > 0) AND ($6::bigint IS NULL OR key_id = $6)
       AND ($7::bigint IS NULL OR id < $7)
     ORDER BY id DESC LIMIT $8`,
    [
      f.accountId,
      REQUEST_LOG_RETENTION_DAYS,
      f.errorsOnly ?? false,
      f.status ?? null,
      f.path || null,
      f.keyId ?? null,
      f.before ?? null,
      f.limit,
    ],
  );
  return rows;
}

/** Requests per UTC day over the last `days` days (today included), oldest first, errors (4xx and 5xx) apart. */
export async function dailyRequestCounts(
  q: Queryable,
  accountId: number,
  days: number,
): Promise<{ day: string; requests: number; errors: number }[]> {
  const { rows } = await q.query<{ day: string; requests: number; errors: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(r.id)::int AS requests, count(r.id) FILTER (WHERE r.status >= 400)::int AS errors
     FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
     LEFT JOIN request_log r ON r.account_id = $1 AND r.at >= d.day AT TIME ZONE 'UTC' AND r.at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
     GROUP BY d.day ORDER BY d.day`,
    [accountId, days],
  );
  return rows;
}

/** When each of an account's keys was last used, as far as the retained log tells. */
export async function keysLastUsed(q: Queryable, accountId: number): Promise<Map<number, Date>> {
  const { rows } = await q.query<{ keyId: number; at: Date }>(
    'SELECT key_id AS "keyId", max(at) AS at FROM request_log WHERE account_id = $1 AND key_id IS NOT NULL GROUP BY key_id',
    [accountId],
  );
  return new Map(rows.map((r) => [Number(r.keyId), r.at]));
}

/** Deletes entries past the retention; returns how many. */
export async function purgeRequestLog(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(`DELETE FROM request_log WHERE at < now() - $1 * interval '1 day'`, [REQUEST_LOG_RETENTION_DAYS]);
  return rowCount ?? 0;
}
