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

/** Many entries in one statement: the log is written in batches, off the requests' path. */
export async function insertRequestLog(q: Queryable, entries: RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO request_log (account_id, key_id, at, method, path, status, error_code, duration_ms, request_id)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::int[], $7::text[], $8::real[], $9::text[])`,
    [
      entries.map((e) => e.accountId), entries.map((e) => e.keyId), entries.map((e) => e.at), entries.map((e) => e.method),
      entries.map((e) => e.path), entries.map((e) => e.status), entries.map((e) => e.errorCode), entries.map((e) => e.durationMs),
      entries.map((e) => e.requestId),
    ],
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

/** Deletes entries past the retention; returns how many. */
export async function purgeRequestLog(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(`DELETE FROM request_log WHERE at < now() - $1 * interval '1 day'`, [REQUEST_LOG_RETENTION_DAYS]);
  return rowCount ?? 0;
}
