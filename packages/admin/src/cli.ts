import { fileURLToPath } from 'node:url';
import { commonEnv, loadEnv, runningEmbedded, throwboxDir, wantsEmbedded, type CommonConfig } from '@throwbox/config';
import { createPool, describeDatabase, unmigratedDatabaseProblem } from '@throwbox/db';
import { boundRedisPrefix, createRedis, redisTarget } from '@throwbox/queue';
import { USAGE, UsageError, runCommand } from './commands.js';

// stdout carries only the command's JSON (run it as `pnpm -s admin …` so pnpm prints no banner either);
// usage, warnings and errors go to stderr.
const argv = process.argv.slice(2).filter((a) => a !== '--');
if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

/**
 * The embedded servers of a running `pnpm start` (DATABASE_URL or REDIS_URL `embedded`, or unset with no
 * local server), at the URLs it wrote for us.
 */
async function withEmbedded(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const wanted = { DATABASE_URL: await wantsEmbedded(env.DATABASE_URL, 5432), REDIS_URL: await wantsEmbedded(env.REDIS_URL, 6379) };
  if (!wanted.DATABASE_URL && !wanted.REDIS_URL) return env;
  const dir = throwboxDir(fileURLToPath(new URL('../../..', import.meta.url)), env);
  const running = runningEmbedded(dir);
  const resolved = { ...env };
  for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
    if (!wanted[name]) continue;
    if (!running[name]) {
      process.stderr.write(`admin: ${name} is the embedded server, and no pnpm start runs one (in ${dir}): start the stack first\n`);
      process.exit(1);
    }
    resolved[name] = running[name];
  }
  return resolved;
}

const adminEnv = {
  ...commonEnv,
  CONSOLE_PUBLIC_URL: { schema: { type: 'string', pattern: '^https?://[^/]+$' }, default: 'http://127.0.0.1:8090' },
};
const config = loadEnv<CommonConfig & { CONSOLE_PUBLIC_URL: string }>(adminEnv, await withEmbedded(process.env));
const { DATABASE_URL, REDIS_PREFIX, CONSOLE_PUBLIC_URL } = config;
// Never create or migrate it here: a key made in a database the stack does not use gets 401 from the stack.
process.stderr.write(`admin: database ${describeDatabase(DATABASE_URL)}\n`);
const problem = await unmigratedDatabaseProblem(DATABASE_URL).catch((err: Error) => `cannot reach it: ${err.message}`);
if (problem) {
  process.stderr.write(
    `admin: ${problem}. Start the stack first (pnpm start creates and migrates its database), or set DATABASE_URL to the database the stack uses.\n`,
  );
  process.exit(1);
}
const pool = createPool(DATABASE_URL, { max: 1 });
const redis = createRedis(redisTarget(config), {
  maxRetriesPerRequest: 2,
  logger: { warn: (obj, msg) => process.stderr.write(`${msg}: ${String((obj as { err?: unknown }).err)}\n`) },
});
try {
  const warn = (message: string) => process.stderr.write(`${message}\n`);
  const result = await runCommand(
    {
      pool,
      redis,
      redisPrefix: await boundRedisPrefix(pool, REDIS_PREFIX, () => undefined, redisTarget(config)),
      consoleUrl: CONSOLE_PUBLIC_URL,
      warn,
    },
    argv,
  );
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (err) {
  const usage = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${(err as Error).message}\n${usage ? `${USAGE}\n` : ''}`);
  process.exitCode = usage ? 2 : 1;
} finally {
  await pool.end();
  redis.disconnect();
}
