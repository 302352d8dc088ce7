import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findKeyWithAccount, hashApiKey } from '@throwbox/db';
import { Redis } from 'ioredis';
import { createTestEnv, type TestEnv } from '@throwbox/testkit';
import { runCommand as run, type AdminContext } from './commands.js';

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
    const out = (await runCommand(env.pool, ['accounts', 'create', '--email', 'Dev@Example.com', '--plan', 'free'])) as { account: { id: number; email: string; plan: string }; apiKey: string };
    expect(out.account).toMatchObject({ email: 'dev@example.com', plan: 'free' });
    expect(out.apiKey).toMatch(/^tb_live_[0-9a-f]{64}$/);
    const stored = await env.pool.query('SELECT key_hash FROM api_keys WHERE account_id = $1', [out.account.id]);
    expect(stored.rows[0].key_hash.equals(hashApiKey(out.apiKey))).toBe(true);
    const dump = JSON.stringify((await env.pool.query('SELECT * FROM api_keys')).rows);
    expect(dump).not.toContain(out.apiKey.slice(8));
  });

  it('creates keys with controls, revokes them, sets plans and adds credits', async () => {
    const { account } = (await runCommand(env.pool, ['accounts', 'create', '--email', 'k@example.com', '--plan', 'paid'])) as { account: { id: number } };
    const created = (await runCommand(env.pool, ['keys', 'create', '--account', String(account.id), '--read-only', '--expires', '2020-01-01', '--allow-ip', '10.0.0.0/8,2001:db8::1'])) as { key: { id: number }; apiKey: string };
    const key = await findKeyWithAccount(env.pool, hashApiKey(created.apiKey));
    expect(key).toMatchObject({ readOnly: true, expiresOn: '2020-01-01', allowedIps: ['10.0.0.0/8', '2001:db8::1/128'], revokedAt: null });
    await runCommand(env.pool, ['keys', 'revoke', '--key', String(created.key.id)]);
    expect((await findKeyWithAccount(env.pool, hashApiKey(created.apiKey)))?.revokedAt).toBeInstanceOf(Date);
    expect(await ctx.redis.sismember(`${env.redisPrefix}:revoked-keys`, created.key.id)).toBe(1);
    expect(await runCommand(env.pool, ['accounts', 'set-plan', '--account', String(account.id), '--plan', 'free', '--expired'])).toMatchObject({ account: { plan: 'free', planExpired: true } });
    expect(await runCommand(env.pool, ['credits', 'add', '--account', String(account.id), '--requests', '500'])).toEqual({ account: { id: account.id, credits: 500 } });
    expect(await runCommand(env.pool, ['requests', '--account', String(account.id), '--errors'])).toEqual({ requests: [] });
  });

  it('refuses bad arguments with a usage error', async () => {
    await expect(runCommand(env.pool, ['accounts', 'create', '--email', 'x@example.com', '--plan', 'gold'])).rejects.toThrow(/--plan must be one of/);
    await expect(runCommand(env.pool, ['keys', 'create', '--account', '1', '--allow-ip', 'not-an-ip'])).rejects.toThrow(/allow-ip/);
    await expect(runCommand(env.pool, ['keys', 'create', '--account', '999999'])).rejects.toThrow(/no account/);
    await expect(runCommand(env.pool, ['nope'])).rejects.toThrow(/unknown command/);
  });
});
