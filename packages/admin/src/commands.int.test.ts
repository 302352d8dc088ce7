import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findKeyWithAccount, hashApiKey } from '@throwbox/db';
import { Redis } from 'ioredis';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { CommandError, runCommand as run, since, USAGE, UsageError, type AdminContext } from './commands.js';

let env: TestEnv;
let ctx: AdminContext;
const runCommand = (_pool: unknown, argv: string[]) => run(ctx, argv);
beforeAll(async () => {
  env = await createTestEnv();
  ctx = { pool: env.pool, redis: new Redis(env.redisUrl), redisPrefix: env.redisPrefix };
});
afterAll(async () => {
  ctx.redis.disconnect();
  await env.close();
});

describe('pnpm admin', () => {
  it('creates an account with a key that is stored only as a hash', async () => {
    const out = (await runCommand(env.pool, ['accounts', 'create', '--email', 'Dev@Example.com', '--plan', 'free'])) as {
      account: { id: number; email: string; plan: string };
      apiKey: string;
    };
    expect(out.account).toMatchObject({ email: 'dev@example.com', plan: 'free' });
    expect(out.apiKey).toMatch(/^tb_live_[0-9a-f]{64}$/);
    const stored = await env.pool.query('SELECT key_hash FROM api_keys WHERE account_id = $1', [out.account.id]);
    expect(stored.rows[0].key_hash.equals(hashApiKey(out.apiKey))).toBe(true);
    const dump = JSON.stringify((await env.pool.query('SELECT * FROM api_keys')).rows);
    expect(dump).not.toContain(out.apiKey.slice(8));
  });

  it('creates keys with controls, revokes them, sets plans and adds credits', async () => {
    const { account } = (await runCommand(env.pool, ['accounts', 'create', '--email', 'k@example.com', '--plan', 'paid'])) as {
      account: { id: number };
    };
    const created = (await runCommand(env.pool, [
      'keys',
      'create',
      '--account',
      String(account.id),
      '--read-only',
      '--expires',
      '2020-01-01',
      '--allow-ip',
      '10.0.0.0/8,2001:db8::1',
    ])) as { key: { id: number }; apiKey: string };
    const key = await findKeyWithAccount(env.pool, hashApiKey(created.apiKey));
    expect(key).toMatchObject({ readOnly: true, expiresOn: '2020-01-01', allowedIps: ['10.0.0.0/8', '2001:db8::1/128'], revokedAt: null });
    await runCommand(env.pool, ['keys', 'revoke', '--key', String(created.key.id)]);
    expect((await findKeyWithAccount(env.pool, hashApiKey(created.apiKey)))?.revokedAt).toBeInstanceOf(Date);
    expect(await ctx.redis.sismember(`${env.redisPrefix}:revoked-keys`, created.key.id)).toBe(1);
    expect(
      await runCommand(env.pool, ['accounts', 'set-plan', '--account', String(account.id), '--plan', 'free', '--expired']),
    ).toMatchObject({ account: { plan: 'free', planExpired: true } });
    expect(await runCommand(env.pool, ['credits', 'add', '--account', String(account.id), '--requests', '500'])).toEqual({
      account: { id: account.id, credits: 500 },
    });
    expect(await runCommand(env.pool, ['requests', '--account', String(account.id), '--errors'])).toEqual({ requests: [] });
  });

  it('refuses bad arguments with a usage error', async () => {
    await expect(runCommand(env.pool, ['accounts', 'create', '--email', 'x@example.com', '--plan', 'gold'])).rejects.toThrow(
      /--plan must be one of/,
    );
    await expect(runCommand(env.pool, ['keys', 'create', '--account', '1', '--allow-ip', 'not-an-ip'])).rejects.toThrow(/allow-ip/);
    await expect(runCommand(env.pool, ['keys', 'create', '--account', '999999'])).rejects.toThrow(/no account/);
    await expect(runCommand(env.pool, ['nope'])).rejects.toThrow(/unknown command/);
  });

  it('says in one line that an email is taken, not which constraint refused it', async () => {
    await runCommand(env.pool, ['accounts', 'create', '--email', 'twice@example.com', '--plan', 'free']);
    const again = runCommand(env.pool, ['accounts', 'create', '--email', 'Twice@example.com', '--plan', 'free']);
    await expect(again).rejects.toThrow(CommandError);
    await expect(again).rejects.toThrow(/^an account with the email twice@example.com already exists$/);
  });

  it("lists accounts and an account's keys, never a key itself", async () => {
    const made = (await runCommand(env.pool, ['accounts', 'create', '--email', 'lister@example.com', '--plan', 'paid'])) as {
      account: { id: number };
      apiKey: string;
    };
    const second = (await runCommand(env.pool, ['keys', 'create', '--account', String(made.account.id), '--read-only'])) as {
      key: { id: number };
    };
    const { accounts } = (await runCommand(env.pool, ['accounts', 'list'])) as { accounts: { id: number; email: string }[] };
    expect(accounts.find((a) => a.id === made.account.id)).toMatchObject({ email: 'lister@example.com', plan: 'paid' });
    const listed = await runCommand(env.pool, ['keys', 'list', '--account', String(made.account.id)]);
    expect((listed as { keys: { id: number; readOnly: boolean }[] }).keys.map((k) => [k.id, k.readOnly])).toEqual([
      [second.key.id, true],
      [expect.any(Number), false],
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.apiKey.slice(8));
    await expect(runCommand(env.pool, ['keys', 'list', '--account', '999999'])).rejects.toThrow(/no account 999999/);
  });

  it('warns when a key is created with an --expires date already passed, and creates it', async () => {
    const { account } = (await runCommand(env.pool, ['accounts', 'create', '--email', 'late@example.com', '--plan', 'paid'])) as {
      account: { id: number };
    };
    const warnings: string[] = [];
    const created = await run({ ...ctx, warn: (m) => warnings.push(m) }, [
      'keys',
      'create',
      '--account',
      String(account.id),
      '--expires',
      '2020-01-01',
    ]);
    expect(created).toMatchObject({ key: { expiresOn: '2020-01-01' } });
    expect(warnings).toEqual([expect.stringMatching(/--expires 2020-01-01 has passed/)]);
    await run({ ...ctx, warn: (m) => warnings.push(m) }, ['keys', 'create', '--account', String(account.id), '--expires', '2999-01-01']);
    expect(warnings).toHaveLength(1);
  });

  it('takes --since as a duration ago or a date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(since('1h', now)?.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(since('24h', now)?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(since('7d', now)?.toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(since('2026-11-01', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(() => since('yesterday', now)).toThrow(UsageError);
  });
});

describe('pnpm -s admin, as documented', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const admin = (...args: string[]) =>
    promisify(execFile)('pnpm', ['-s', 'admin', ...args], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', ...serviceEnv(env) },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('prints only JSON on stdout, so it pipes into jq; help is the usage, exit 0', async () => {
    const created = await admin('accounts', 'create', '--email', 'piped@example.com', '--plan', 'free');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      account: { email: 'piped@example.com' },
      apiKey: expect.stringMatching(/^tb_live_/),
    });
    const help = await admin('--help');
    expect([help.code, help.stdout.trim()]).toEqual([0, USAGE]);
    const dup = await admin('accounts', 'create', '--email', 'piped@example.com', '--plan', 'free');
    // stderr names the database first (cli.int.test.ts), then the refusal.
    const database = `admin: database ${new URL(env.databaseUrl).host}${new URL(env.databaseUrl).pathname}\n`;
    expect([dup.code, dup.stdout, dup.stderr]).toEqual([1, '', `${database}an account with the email piped@example.com already exists\n`]);
  }, 60_000);
});
