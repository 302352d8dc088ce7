import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Queryable } from './pool.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
// Any fixed number: every migrator in every replica takes the same lock, so migrations run once.
const MIGRATION_LOCK = 0x7468726f77;

/** Creates the database named in the URL if it does not exist (connecting to the server's `postgres` db). */
export async function ensureDatabase(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((err: { code?: string }) => {
        if (err.code !== '42P04' && err.code !== '23505') throw err; // created meanwhile by another replica
      });
    }
  } finally {
    await client.end();
  }
}

/** This build's migrations, in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
}

/** This build's migrations that the database has not applied (all of them before the first migration). */
export async function pendingMigrations(q: Queryable): Promise<string[]> {
  const files = await migrationFiles();
  const { rows } = await q
    .query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = ANY($1::text[])', [files])
    .catch((err: { code?: string }) => {
      if (err.code === '42P01') return { rows: [] }; // undefined_table: never migrated
      throw err;
    });
  const done = new Set(rows.map((r) => r.name));
  return files.filter((f) => !done.has(f));
}

/**
 * A readiness check that fails while any of this build's migrations is not applied: a version rolled
 * out before its migration ran takes no traffic (the pods of the version before keep serving) instead
 * of failing on a missing column. Once passed it is not asked again: migrations are only ever added.
 */
export function schemaCheck(q: Queryable): () => Promise<void> {
  let upToDate = false;
  return async () => {
    if (upToDate) return;
    const pending = await pendingMigrations(q);
    if (pending.length) throw new Error(`migrations not applied: ${pending.join(', ')}`);
    upToDate = true;
  };
}

/** Applies the ordered SQL files not yet applied, each in its own transaction, under an advisory lock. */
export async function migrate(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const files = await migrationFiles();
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
  return applied;
}

/** Where a URL points, without its credentials: `host:port/name`, for messages. */
export function describeDatabase(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/**
 * Why a tool that works on a stack's database (the admin command line) should not use this one: it does
 * not exist, or this build's migrations are not all applied. Such a database is not the one the running
 * stack uses, and whatever the tool made there would not be seen by it. Undefined when it is fine.
 */
export async function unmigratedDatabaseProblem(connectionString: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code === '3D000') return `database ${describeDatabase(connectionString)} does not exist`;
    throw err;
  }
  try {
    const pending = await pendingMigrations(client);
    if (!pending.length) return undefined;
    const files = await migrationFiles();
    return pending.length === files.length
      ? `database ${describeDatabase(connectionString)} was never migrated`
      : `database ${describeDatabase(connectionString)} lacks ${pending.length} of this version's migrations (${pending.join(', ')})`;
  } finally {
    await client.end();
  }
}

export async function ensureDatabaseAndMigrate(connectionString: string): Promise<string[]> {
  await ensureDatabase(connectionString);
  return migrate(connectionString);
}
