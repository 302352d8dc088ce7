import type { Queryable } from './pool.js';

/** `dev`: console sign-ups on a stack not in production (DECISIONS §14). */
export type Plan = 'free' | 'paid' | 'no-api' | 'dev';

export interface Account {
  id: number;
  email: string;
  plan: Plan;
  planExpired: boolean;
  /** Credits bought and not yet used. */
  credits: number;
  createdAt: Date;
}

const COLUMNS = 'id, email, plan, plan_expired AS "planExpired", credits_added - credits_used AS credits, created_at AS "createdAt"';

/** A new account; `passwordHash` for one made in the console (an operator's has none until it is set). */
export async function insertAccount(q: Queryable, a: { email: string; plan: Plan; passwordHash?: string }): Promise<Account> {
  const { rows } = await q.query<Account>(`INSERT INTO accounts (email, plan, password_hash) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
    a.email,
    a.plan,
    a.passwordHash ?? null,
  ]);
  return rows[0]!;
}

export async function getAccount(q: Queryable, id: number): Promise<Account | undefined> {
  const { rows } = await q.query<Account>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return rows[0];
}

/** Every account, oldest first (the operator's view; there are few). */
export async function listAccounts(q: Queryable, opts: { limit: number }): Promise<Account[]> {
  const { rows } = await q.query<Account>(`SELECT ${COLUMNS} FROM accounts ORDER BY id LIMIT $1`, [opts.limit]);
  return rows;
}

export async function setPlan(q: Queryable, id: number, plan: Plan, expired: boolean): Promise<Account | undefined> {
  const { rows } = await q.query<Account>(`UPDATE accounts SET plan = $2, plan_expired = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    plan,
    expired,
  ]);
  return rows[0];
}

/** Adds purchased credits; returns the new balance. */
export async function addCredits(q: Queryable, id: number, requests: number): Promise<number | undefined> {
  const { rows } = await q.query<{ credits: number }>(
    'UPDATE accounts SET credits_added = credits_added + $2 WHERE id = $1 RETURNING credits_added - credits_used AS credits',
    [id, requests],
  );
  return rows[0]?.credits;
}
