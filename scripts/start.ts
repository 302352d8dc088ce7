/**
 * `pnpm start`: creates and migrates the database, then runs every service as its own process, as the
 * containers do. SIGTERM or SIGINT is passed on to each, and the launcher waits for their graceful stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { commonEnv, loadEnv, type CommonConfig } from '@throwbox/config';
import { ensureDatabaseAndMigrate } from '@throwbox/db';
import { SERVICES, sourceArgs } from './services.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const config = loadEnv<CommonConfig>(commonEnv);
const applied = await ensureDatabaseAndMigrate(config.DATABASE_URL);
process.stderr.write(`start: database ready${applied.length ? `, applied ${applied.join(', ')}` : ''}\n`);

/** Services run through tsx from source in development; containers run the compiled dist instead. */
const children = new Map<string, ChildProcess>();
let stopping = false;

for (const name of SERVICES) {
  const child = spawn(process.execPath, sourceArgs(name), {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      process.stderr.write(`start: ${name} exited (${signal ?? code}); stopping the others\n`);
      process.exitCode = 1;
      stop('SIGTERM');
    } else if (children.size === 0) {
      process.exit();
    }
  });
}

function stop(signal: NodeJS.Signals): void {
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  if (children.size === 0) process.exit();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
