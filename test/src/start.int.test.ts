import net from 'node:net';
import { execFile, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventually, isFree } from '@throwbox/testkit';
import { createAccount, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { Client } from './stack.js';
import { freeBase, ready, root, startStackProcess, watch, type Started } from './pnpm-start.js';

// `pnpm start` as a user runs it: every service on ports derived from PORT, two stacks side by side.

const started: Started[] = [];
const envs: TestEnv[] = [];

function start(env: TestEnv, vars: Record<string, string>): Started {
  const handle = startStackProcess(env, vars);
  started.push(handle);
  return handle;
}

/** `pnpm start` itself, in a process group of its own as a terminal runs it (Ctrl-C signals the whole group). */
function pnpmStart(env: TestEnv, vars: Record<string, string>): Started {
  const { HEALTH_PORT: _unused, ...base } = serviceEnv(env, { LOG_LEVEL: 'warn', ...vars });
  const pnpm = spawn('pnpm', ['start'], { cwd: root, env: { PATH: process.env.PATH, NODE_OPTIONS: '', ...base }, detached: true });
  const handle = watch(pnpm);
  started.push(handle);
  return handle;
}

afterAll(async () => {
  for (const s of started) s.child.kill('SIGTERM');
  await Promise.all(started.map((s) => s.exited));
  for (const env of envs) await env.close();
});

/** Runs a command from the repository to its end; its stdout. */
function run(command: string, args: string[], vars: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: root, env: { PATH: process.env.PATH, ...vars } }, (err, stdout, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** With the settings the admin command line needs to find this stack's database and Redis. */
const readyLineFor = (port: number, smtp: number, env: TestEnv) =>
  `Throwbox is ready. Console http://127.0.0.1:${port + 10} · API http://127.0.0.1:${port}/v1 · SMTP 127.0.0.1:${smtp} · ` +
  `API key: sign up in the console and create one, or run DATABASE_URL=${env.databaseUrl} REDIS_URL=${env.redisUrl} ` +
  `REDIS_PREFIX=${env.redisPrefixSetting} pnpm -s admin accounts create --email you@example.com --plan paid`;

/** Two stacks side by side, started by the first test and stopped by the last two (each a way to stop one). */
let first: Started;
let second: Started;
let firstPorts: number[];
let secondPorts: number[];

describe('pnpm start', () => {
  it('runs two stacks side by side: health ports follow PORT, each can be set apart, one ready line each', async () => {
    const [one, two] = [await createTestEnv(), await createTestEnv()];
    envs.push(one, two);
    const a = await freeBase();
    const b = await freeBase();
    const healthOfTwo = b.port + 7;
    // Both start at once, as two terminals would; the second's ports are set apart from the first's.
    first = pnpmStart(one, { PORT: String(a.port), SMTP_PORT: String(a.smtp) });
    second = pnpmStart(two, { PORT: String(b.port), SMTP_PORT: String(b.smtp), INGEST_HEALTH_PORT: String(healthOfTwo) });
    expect(await first.readyLine()).toBe(readyLineFor(a.port, a.smtp, one));
    firstPorts = [a.port, a.port + 1, a.port + 2, a.port + 3, a.port + 4, a.port + 10, a.smtp];
    for (const port of firstPorts.slice(0, 5)) expect(await ready(port)).toBe(true);
    // The console at PORT+10, linking to this stack's api.
    const signIn = await (await fetch(`http://127.0.0.1:${a.port + 10}/signin`)).text();
    expect(signIn).toContain(`http://127.0.0.1:${a.port}/docs`);

    // The README's "Try it", on the printed ports: an inbox through the API, mail from scripts/send-mail.ts.
    const api = new Client(`http://127.0.0.1:${a.port}/v1`, (await createAccount(one.pool)).apiKey);
    expect((await api.post('/inboxes', { username: 'try-it' })).status).toBe(201);
    const sent = await run('pnpm', ['-s', 'send-mail', 'try-it@throwbox.test', 'Your code is 482913'], { SMTP_PORT: String(a.smtp) });
    expect(sent).toMatch(/^250 /);
    expect((await api.get('/inboxes/try-it@throwbox.test/code?wait=30')).body.code).toBe('482913');

    expect(await second.readyLine()).toBe(readyLineFor(b.port, b.smtp, two));
    secondPorts = [b.port, healthOfTwo, b.port + 2, b.port + 3, b.port + 4, b.port + 10, b.smtp];
    for (const port of secondPorts.slice(0, 5)) expect(await ready(port)).toBe(true);
    expect(await ready(a.port + 1)).toBe(true);
  }, 600_000);

  it('names the variable in one line when any port it derives is in use, and starts nothing', async () => {
    const env = await createTestEnv();
    envs.push(env);
    const { port, smtp } = await freeBase();
    const derived: [string, number, string][] = [
      ['PORT', port, 'the api'],
      ['SMTP_PORT', smtp, 'SMTP'],
      ['INGEST_HEALTH_PORT', port + 1, "ingest's health"],
      ['EXTRACTOR_HEALTH_PORT', port + 2, "the code-extractor's health"],
      ['DISPATCHER_HEALTH_PORT', port + 3, "the webhook-dispatcher's health"],
      ['CONSOLE_HEALTH_PORT', port + 4, "the console's health"],
      ['CONSOLE_PORT', port + 10, 'the console'],
    ];
    for (const [variable, taken, name] of derived) {
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(taken, '127.0.0.1', resolve));
      try {
        const clash = start(env, { PORT: String(port), SMTP_PORT: String(smtp) });
        expect(await clash.exited).toBe(1);
        expect(clash.output()).toBe(`start: port ${taken} (${name}) is in use on 127.0.0.1; set ${variable} to another port\n`);
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
    }
    expect(await ready(port)).toBe(false);
  }, 600_000);

  it('stopped with Ctrl-C, stops every service and exits 0, without ELIFECYCLE', async () => {
    // Ctrl-C in a terminal signals pnpm's whole process group.
    process.kill(-first.child.pid!, 'SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toContain('ELIFECYCLE');
    for (const p of firstPorts) expect(await isFree(p)).toBe(true);
  }, 600_000);

  it('stops every service when `pnpm start` itself is killed, not only when it is interrupted', async () => {
    // What `kill <pid>` of the pnpm process does.
    second.child.kill('SIGTERM');
    await second.exited;
    // The launcher checks for its parent every 500 ms, then the services drain: no event to wait on here.
    for (const p of secondPorts) await eventually(() => isFree(p), 120_000, 200);
  }, 600_000);
});
