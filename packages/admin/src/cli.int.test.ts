import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_DATABASE_URL, databasePrefix, databaseUrl, runId } from '@throwbox/testkit';
import { createPool } from '@throwbox/db';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';

// The command line as an operator runs it: it says which database it used and works only on one a stack migrated.

const root = fileURLToPath(new URL('../../..', import.meta.url));
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});

afterAll(async () => {
  await env.close();
});

function admin(vars: NodeJS.ProcessEnv, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=@throwbox/source', 'packages/admin/src/cli.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH, NODE_OPTIONS: '', ...vars } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function query(url: string, sql: string, params: unknown[] = []) {
  const pool = createPool(url, { max: 1 });
  try {
    return await pool.query(sql, params);
  } finally {
    await pool.end();
  }
}

const exists = async (name: string) =>
  (await query(ADMIN_DATABASE_URL, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

describe('pnpm admin', () => {
  it('names the database it used, on stderr, and prints only JSON on stdout', async () => {
    const run = await admin(serviceEnv(env), ['accounts', 'create', '--email', 'cli@example.com', '--plan', 'paid']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`admin: database ${new URL(env.databaseUrl).host}${new URL(env.databaseUrl).pathname}\n`);
    expect(JSON.parse(run.stdout).apiKey).toMatch(/^tb_live_/);
  }, 60_000);

  it('refuses a database that does not exist, and does not create it', async () => {
    const name = `${databasePrefix(runId())}missing_${randomBytes(4).toString('hex')}`;
    const run = await admin(serviceEnv(env, { DATABASE_URL: databaseUrl(name) }), ['accounts', 'list']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`admin: database 127.0.0.1:5432/${name} does not exist. Start the stack first`);
    expect(await exists(name)).toBe(false);
  }, 60_000);

  it('refuses a database the stack never migrated', async () => {
    const name = `${databasePrefix(runId())}empty_${randomBytes(4).toString('hex')}`;
    await query(ADMIN_DATABASE_URL, `CREATE DATABASE "${name}"`);
    const run = await admin(serviceEnv(env, { DATABASE_URL: databaseUrl(name) }), ['accounts', 'list']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`admin: database 127.0.0.1:5432/${name} was never migrated. Start the stack first`);
    expect((await query(databaseUrl(name), `SELECT to_regclass('accounts') AS t`)).rows[0].t).toBeNull();
  }, 60_000);
});
