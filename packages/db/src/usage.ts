import type { Queryable } from './pool.js';

/** Calendar month in UTC, YYYY-MM. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Unix seconds of the first instant of the next UTC month. */
export function nextMonthStart(date: Date): number {
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000);
}

export interface UsageDelta {
  accountId: number;
  month: string;
  used: number;
  creditsUsed: number;
}

/** Persists counted requests and used credits, many accounts in one statement each. */
export async function persistUsage(q: Queryable, deltas: UsageDelta[]): Promise<void> {
  // Negative deltas are refunds of requests counted in an earlier batch.
  const used = deltas.filter((d) => d.used !== 0);
  if (used.length) {
    await q.query(
      `INSERT INTO usage_months (account_id, month, used)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[])
       ON CONFLICT (account_id, month) DO UPDATE SET used = usage_months.used + excluded.used`,
      [used.map((d) => d.accountId), used.map((d) => d.month), used.map((d) => d.used)],
    );
  }
  const credits = deltas.filter((d) => d.creditsUsed !== 0);
  if (credits.length) {
    await q.query(
      `UPDATE accounts a SET credits_used = a.credits_used + d.n
       FROM unnest($1::bigint[], $2::bigint[]) AS d(id, n) WHERE a.id = d.id`,
      [credits.map((d) => d.accountId), credits.map((d) => d.creditsUsed)],
    );
  }
}

export async function readUsage(q: Queryable, accountId: number, month: string): Promise<{ used: number; credits: number }> {
  const { rows } = await q.query<{ used: number; credits: number }>(
    `SELECT coalesce((SELECT used FROM usage_months WHERE account_id = $1 AND month = $2), 0) AS used,
            (SELECT credits_added - credits_used FROM accounts WHERE id = $1) AS credits`,
    [accountId, month],
  );
  return { used: rows[0]?.used ?? 0, credits: rows[0]?.credits ?? 0 };
}

export async function listRevokedKeyIds(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM api_keys WHERE revoked_at IS NOT NULL');
  return rows.map((r) => r.id);
}
