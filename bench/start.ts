/**
 * `pnpm bench start [--runs N]`: the time from `pnpm start` to its ready line, as a user waits for it. Each
 * run starts the real `pnpm start` (a process group of its own, as in a terminal) on a throwaway database
 * and Redis prefix and free ports, waits for the line, stops it with SIGINT and waits for its exit. The
 * first run also creates and migrates the database; `tsc -b` finds nothing to build unless the code
 * changed since the last build.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createPool } from '@throwbox/db';
import { freePortBase } from '@throwbox/testkit';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A PORT whose derived ports (PORT+1…+4, the console's +10, and +20 for SMTP here) are free too. */
const freeBase = () => freePortBase([0, 1, 2, 3, 4, 10, 20]);

function runOnce(env: NodeJS.ProcessEnv): Promise<{ readyMs: number; stopMs: number }> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const child = spawn('pnpm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let readyMs = 0;
    let stopAt = 0;
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      if (readyMs || !/^Throwbox is ready\./m.test(output)) return;
      readyMs = performance.now() - began;
      stopAt = performance.now();
      process.kill(-child.pid!, 'SIGINT');
    });
    child.once('exit', (code) => {
      if (!readyMs) reject(new Error(`pnpm start exited (${code}) before its ready line:\n${output}`));
      else resolve({ readyMs, stopMs: performance.now() - stopAt });
    });
  });
}

export async function benchStart(opts: { runs: number; log: (line: string) => void }): Promise<void> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const id = randomBytes(4).toString('hex');
  const database = `throwbox_bench_start_${id}`;
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const port = await freeBase();
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `tbbench:start:${id}`,
    PORT: String(port),
    SMTP_PORT: String(port + 20),
    LOG_LEVEL: 'warn',
  };
  const times: number[] = [];
  try {
    for (let i = 0; i < opts.runs; i++) {
      const load = os.loadavg()[0]!.toFixed(2);
      const { readyMs, stopMs } = await runOnce(env);
      times.push(readyMs);
      opts.log(
        `bench start: run ${i + 1}${i === 0 ? ' (creates and migrates the database)' : ''}: ready line after ${(readyMs / 1000).toFixed(1)} s, stopped in ${(stopMs / 1000).toFixed(1)} s; load average ${load} on ${os.cpus().length} cores`,
      );
    }
  } finally {
    const admin = createPool(serverUrl, { max: 1, applicationName: 'throwbox-bench' });
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).finally(() => admin.end());
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  process.stdout.write(
    `pnpm start to the ready line: median ${(median / 1000).toFixed(1)} s, max ${(sorted.at(-1)! / 1000).toFixed(1)} s over ${times.length} runs (target ≤ 15 s on a quiet 2-core machine)\n`,
  );
}
