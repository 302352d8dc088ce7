import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { freePortBase, whileProgressing } from '@throwbox/testkit';

// `pnpm start` as a user runs it (scripts/start.ts), on a test database and free ports.

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A PORT whose next six ports (the services' health, the embedded Postgres and Redis) and PORT+10 (the console) are free too, and an SMTP port. */
export async function freeBase(): Promise<{ port: number; smtp: number }> {
  const port = await freePortBase([0, 1, 2, 3, 4, 5, 6, 10, 20]);
  return { port, smtp: port + 20 };
}

export interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /**
   * The line `pnpm start` prints once every service answers ready; rejects if it exits first, or makes no
   * progress (uses no CPU) for a minute: no fixed deadline, the stack's own progress is the budget.
   */
  readyLine: () => Promise<string>;
}

export function startStackProcess(env: TestEnv, vars: Record<string, string>): Started {
  const { HEALTH_PORT: _unused, ...base } = serviceEnv(env, { LOG_LEVEL: 'warn', ...vars });
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@throwbox/source', 'scripts/start.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_OPTIONS: '', ...base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child);
}

/** Collects a `pnpm start` process's output and watches for its ready line. */
export function watch(child: ChildProcess): Started {
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (c: Buffer) => {
    output += c.toString();
    stdout += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let code: number | null | undefined;
  void exited.then((c) => (code = c));
  const line = () => /^Throwbox is ready\..*$/m.exec(stdout)?.[0];
  const ready = whileProgressing(child.pid!, async () => line(), {
    gone: () => (code !== undefined && !line() ? `pnpm start exited (${code}) before it was ready:\n${output}` : undefined),
  }).catch((err: Error) => {
    throw new Error(`${err.message}\n${output}`);
  });
  ready.catch(() => undefined);
  return { child, exited, output: () => output, readyLine: () => ready };
}

export const ready = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200;
