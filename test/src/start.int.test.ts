import { afterAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { spawn } from 'node:child_process';
import { createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { freeBase, isFree, ready, root, startStackProcess, type Started } from './pnpm-start.js';

// `pnpm start` as a user runs it: every service on ports derived from PORT, two stacks side by side.

const started: Started[] = [];
const envs: TestEnv[] = [];

function start(env: TestEnv, vars: Record<string, string>): Started {
  const handle = startStackProcess(env, vars);
  started.push(handle);
  return handle;
}

afterAll(async () => {
  for (const s of started) s.child.kill('SIGTERM');
  await Promise.all(started.map((s) => s.exited));
  for (const env of envs) await env.close();
});

describe('pnpm start', () => {
  it('runs two stacks side by side: health ports follow PORT, each can be set apart, a port in use is named in one line', async () => {
    const [one, two] = [await createTestEnv(), await createTestEnv()];
    envs.push(one, two);
    const a = await freeBase();
    const first = start(one, { PORT: String(a.port), SMTP_PORT: String(a.smtp) });
    for (const port of [a.port, a.port + 1, a.port + 2, a.port + 3, a.port + 4]) await eventually(() => ready(port), 60_000, 200);
    // The console at PORT+10, linking to this stack's api.
    const signIn = await (await fetch(`http://127.0.0.1:${a.port + 10}/signin`)).text();
    expect(signIn).toContain(`http://127.0.0.1:${a.port}/docs`);

    const b = await freeBase();
    const healthOfTwo = b.port + 7;
    const second = start(two, { PORT: String(b.port), SMTP_PORT: String(b.smtp), INGEST_HEALTH_PORT: String(healthOfTwo) });
    for (const port of [b.port, healthOfTwo, b.port + 2, b.port + 3, b.port + 4]) await eventually(() => ready(port), 60_000, 200);
    expect(await ready(a.port + 1)).toBe(true);

    // A third on the first's health port: one line naming the variable to change, nothing started.
    const c = await freeBase();
    const clash = start(one, { PORT: String(c.port), SMTP_PORT: String(c.smtp), EXTRACTOR_HEALTH_PORT: String(a.port + 2) });
    expect(await clash.exited).toBe(1);
    expect(clash.output()).toBe(
      `start: port ${a.port + 2} (the code-extractor's health) is in use on 127.0.0.1; set EXTRACTOR_HEALTH_PORT to another port\n`,
    );
    expect(await ready(c.port)).toBe(false);

    for (const s of [first, second]) s.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('stops every service when `pnpm start` itself is killed, not only when it is interrupted', async () => {
    const env = await createTestEnv();
    envs.push(env);
    const { port, smtp } = await freeBase();
    const { HEALTH_PORT: _unused, ...vars } = serviceEnv(env, { LOG_LEVEL: 'warn', PORT: String(port), SMTP_PORT: String(smtp) });
    const pnpm = spawn('pnpm', ['start'], { cwd: root, env: { PATH: process.env.PATH, NODE_OPTIONS: '', ...vars }, stdio: 'ignore' });
    const pnpmExited = new Promise((resolve) => pnpm.once('exit', resolve));
    const ports = [port, port + 1, port + 2, port + 3, port + 4];
    for (const p of ports) await eventually(() => ready(p), 60_000, 200);
    // What `kill <pid>` of the pnpm process does.
    pnpm.kill('SIGTERM');
    await pnpmExited;
    for (const p of [...ports, port + 10, smtp]) await eventually(() => isFree(p), 20_000, 200);
  }, 120_000);
});
