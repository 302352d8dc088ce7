import { commonEnv, loadEnv, type CommonConfig } from '@throwbox/config';
import { createPool, ensureDatabaseAndMigrate } from '@throwbox/db';
import { boundRedisPrefix, createRedis } from '@throwbox/queue';
import { USAGE, UsageError, runCommand } from './commands.js';

const { DATABASE_URL, REDIS_URL, REDIS_PREFIX } = loadEnv<CommonConfig>(commonEnv);
await ensureDatabaseAndMigrate(DATABASE_URL);
const pool = createPool(DATABASE_URL, { max: 1 });
const redis = createRedis(REDIS_URL, { maxRetriesPerRequest: 2 });
try {
  const result = await runCommand({ pool, redis, redisPrefix: await boundRedisPrefix(pool, REDIS_PREFIX) }, process.argv.slice(2).filter((a) => a !== '--'));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (err) {
  const usage = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${(err as Error).message}\n${usage ? `${USAGE}\n` : ''}`);
  process.exitCode = usage ? 2 : 1;
} finally {
  await pool.end();
  redis.disconnect();
}
