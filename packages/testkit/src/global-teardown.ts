import pg from 'pg';
import { Redis } from 'ioredis';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL, databasePrefix, redisPrefix, runId } from './run.js';

/** Drops this run's databases and Redis keys, whether its tests passed or not. */
export default async function globalTeardown(): Promise<void> {
  const run = runId();
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [databasePrefix(run)],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix(run)}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
