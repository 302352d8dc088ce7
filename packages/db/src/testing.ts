// Database fixtures for tests: a database of its own per test file (cloned from the run's migrated
// template), accounts with keys, inboxes, and the environment a service under test is started with.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL, databasePrefix, databaseUrl, redisPrefix, runId, templateDatabase } from '@throwbox/testkit';
import { insertAccount, type Plan } from './accounts.js';
import { generateApiKey, insertApiKey } from './api-keys.js';
import { readInstallationId } from './installation.js';
import { ensureDatabaseAndMigrate } from './migrate.js';
import { createPool, type Pool } from './pool.js';

export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  /** The prefix the services really use (the setting and the database's installation id): for reading keys. */
  redisPrefix: string;
  /** REDIS_PREFIX as the services are given it. */
  redisPrefixSetting: string;
  pool: Pool;
  close(): Promise<void>;
}

/** A database of its own (cloned from the run's migrated template) and a Redis key prefix of its own. */
export async function createTestEnv(): Promise<TestEnv> {
  const run = runId();
  const suffix = randomBytes(4).toString('hex');
  const name = `${databasePrefix(run)}${suffix}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(templateDatabase(run))}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const pool = createPool(url, { max: 5 });
  const setting = `${redisPrefix(run)}:${suffix}`;
  return {
    databaseUrl: url,
    redisUrl: TEST_REDIS_URL,
    redisPrefix: `${setting}:${await readInstallationId(pool)}`,
    redisPrefixSetting: setting,
    pool,
    close: () => pool.end(),
  };
}

/**
 * A database of its own migrated from scratch (not cloned from the run's template, so with an installation
 * id of its own), sharing the run's Redis prefix setting with every other such database: two installations
 * that a developer would run one after the other against one Redis.
 */
export async function createFreshTestEnv(sharedPrefixSetting: string): Promise<TestEnv> {
  const url = databaseUrl(`${databasePrefix(runId())}fresh_${randomBytes(4).toString('hex')}`);
  await ensureDatabaseAndMigrate(url);
  const pool = createPool(url, { max: 5 });
  return {
    databaseUrl: url,
    redisUrl: TEST_REDIS_URL,
    redisPrefix: `${sharedPrefixSetting}:${await readInstallationId(pool)}`,
    redisPrefixSetting: sharedPrefixSetting,
    pool,
    close: () => pool.end(),
  };
}

export interface TestAccount {
  accountId: number;
  apiKey: string;
  keyId: number;
}

export async function createAccount(pool: Pool, opts: { plan?: Plan; email?: string } = {}): Promise<TestAccount> {
  const account = await insertAccount(pool, {
    email: opts.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
    plan: opts.plan ?? 'paid',
  });
  const apiKey = generateApiKey();
  const key = await insertApiKey(pool, { accountId: account.id, key: apiKey });
  return { accountId: account.id, apiKey, keyId: key.id };
}

/** The environment variables a service under test gets: its own database, Redis prefix, free ports. */
export function serviceEnv(env: TestEnv, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.redisPrefixSetting,
    MAIL_DOMAINS: 'throwbox.test,alt.throwbox.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    SMTP_PORT: '0',
    HEALTH_PORT: '0',
    ...extra,
  };
}

/** Inserts an inbox straight into the database (for ingest tests that do not run the api). */
export async function createInboxRow(pool: Pool, accountId: number, address: string, ttlMinutes = 60): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, $2, now() + $3 * interval '1 minute') RETURNING id`,
    [accountId, address, ttlMinutes],
  );
  return rows[0]!.id;
}
