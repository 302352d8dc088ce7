// Plain JavaScript: jest loads globalTeardown outside its ESM transform. Names must match src/run.ts.
import pg from 'pg';
import { Redis } from 'ioredis';

/** Drops this run's databases and Redis keys, whether its tests passed or not. */
export default async function globalTeardown() {
  const run = process.env.THROWBOX_TEST_RUN;
  if (!run) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`throwbox_t_${run}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `tbt:${run}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
