import pg from 'pg';
import { createLogger, rateLimitedWarn, type WarnLogger } from '@throwbox/observability';
import { parseTimestamptz } from './timestamps.js';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** A pool, or a client inside withTransaction: query functions take either. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// Bigint columns (ids, credits) are safely within 2^53 here; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, parseTimestamptz);

export interface PoolOptions {
  max?: number;
  /** Milliseconds to wait for a connection before failing, so a dead database answers fast. */
  connectionTimeoutMillis?: number;
  statementTimeoutMillis?: number;
  /** Milliseconds a query may wait for its answer before failing on our side (a stalled server never answers). */
  queryTimeoutMillis?: number;
  applicationName?: string;
  /** Where a dropped idle connection is reported (rate-limited); a pino logger of its own by default. */
  logger?: WarnLogger;
  /**
   * Postgres's `plan_cache_mode` for the pool's sessions, set when each connects (no statement of its own).
   * `force_generic_plan`: a prepared statement is planned once per connection, never again per run.
   */
  planCacheMode?: 'auto' | 'force_generic_plan' | 'force_custom_plan';
}

export function createPool(connectionString: string, opts: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.connectionTimeoutMillis ?? 5000,
    statement_timeout: opts.statementTimeoutMillis ?? 30000,
    application_name: opts.applicationName ?? 'throwbox',
    idleTimeoutMillis: 30000,
    ...(opts.queryTimeoutMillis ? { query_timeout: opts.queryTimeoutMillis } : {}),
    ...(opts.planCacheMode ? { options: `-c plan_cache_mode=${opts.planCacheMode}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on(
    'error',
    rateLimitedWarn(opts.logger ?? createLogger('postgres'), 'an idle Postgres connection failed; the next query reconnects'),
  );
  return pool;
}

export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
