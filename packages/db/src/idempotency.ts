import type { Queryable } from './pool.js';

export const IDEMPOTENCY_TTL_HOURS = 24;

export interface StoredResponse {
  status: number;
  body: unknown;
  /** The id of the request that made the response. */
  requestId: string;
}

export type ClaimResult = { kind: 'claimed' } | { kind: 'mismatch' } | { kind: 'running' } | { kind: 'done'; response: StoredResponse };

/**
 * Claims an idempotency key for one request. Exactly one of several concurrent duplicates gets
 * 'claimed'; the others see 'running' (409) or, once it finished, 'done' with the stored response.
 */
export async function claimIdempotencyKey(
  q: Queryable,
  k: { accountId: number; key: string; method: string; path: string; bodyHash: Buffer; lockSeconds: number },
): Promise<ClaimResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await q.query(
      `INSERT INTO idempotency_keys (account_id, key, method, path, body_hash, state, locked_until)
       VALUES ($1, $2, $3, $4, $5, 'running', now() + $6 * interval '1 second')
       ON CONFLICT (account_id, key) DO NOTHING`,
      [k.accountId, k.key, k.method, k.path, k.bodyHash, k.lockSeconds],
    );
    if (inserted.rowCount) return { kind: 'claimed' };
    // Expired rows (past 24 h) and running rows whose process died are taken over.
    const taken = await q.query(
      `UPDATE idempotency_keys SET method = $3, path = $4, body_hash = $5, state = 'running', status = NULL, response = NULL, request_id = NULL,
         created_at = now(), locked_until = now() + $6 * interval '1 second'
       WHERE account_id = $1 AND key = $2
         AND (created_at < now() - $7 * interval '1 hour'
              OR (state = 'running' AND locked_until < now() AND method = $3 AND path = $4 AND body_hash = $5))`,
      [k.accountId, k.key, k.method, k.path, k.bodyHash, k.lockSeconds, IDEMPOTENCY_TTL_HOURS],
    );
    if (taken.rowCount) return { kind: 'claimed' };
    const { rows } = await q.query<{
      method: string;
      path: string;
      body_hash: Buffer;
      state: string;
      status: number | null;
      response: unknown;
      request_id: string | null;
    }>('SELECT method, path, body_hash, state, status, response, request_id FROM idempotency_keys WHERE account_id = $1 AND key = $2', [
      k.accountId,
      k.key,
    ]);
    const row = rows[0];
    if (!row) continue; // deleted meanwhile (a 5xx released it): try again
    if (row.method !== k.method || row.path !== k.path || !row.body_hash.equals(k.bodyHash)) return { kind: 'mismatch' };
    if (row.state === 'running') return { kind: 'running' };
    return { kind: 'done', response: { status: row.status!, body: row.response, requestId: row.request_id ?? '' } };
  }
  return { kind: 'running' };
}

export async function completeIdempotencyKey(q: Queryable, accountId: number, key: string, response: StoredResponse): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET state = 'done', status = $3, response = $4::jsonb, request_id = $5 WHERE account_id = $1 AND key = $2`,
    [accountId, key, response.status, JSON.stringify(response.body ?? null), response.requestId],
  );
}

/** A 5xx is not stored: the key is released so a retry runs again. */
export async function releaseIdempotencyKey(q: Queryable, accountId: number, key: string): Promise<void> {
  await q.query(`DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND state = 'running'`, [accountId, key]);
}

export async function purgeIdempotencyKeys(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(`DELETE FROM idempotency_keys WHERE created_at < now() - $1 * interval '1 hour'`, [
    IDEMPOTENCY_TTL_HOURS,
  ]);
  return rowCount ?? 0;
}
