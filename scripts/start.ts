/**
 * `pnpm start`: creates and migrates the database, then runs every service as its own process, as the
 * containers do. SIGTERM or SIGINT is passed on to each, and the launcher waits for their graceful stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { commonEnv, loadEnv, type CommonConfig } from '@throwbox/config';
import { ensureDatabaseAndMigrate } from '@throwbox/db';
import { SERVICES, sourceArgs, type ServiceName } from './services.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The ports of one stack: the api's PORT and SMTP_PORT as set, the health ports of the workers and the
 * console next to the api's (PORT+1, +2, +3, +4) and the console at PORT+10 (8090), each with a variable of
 * its own, so that two stacks with different PORT and SMTP_PORT run side by side. (HEALTH_PORT, which each
 * service reads when run alone, is set per service.)
 */
export function stackPorts(
  env: NodeJS.ProcessEnv,
): { name: string; variable: string; host: string; port: number; service?: ServiceName }[] {
  const port = Number(env.PORT ?? 8080);
  const health = (variable: string, offset: number) => Number(env[variable] ?? port + offset);
  return [
    { name: 'the api', variable: 'PORT', host: env.HOST ?? '127.0.0.1', port },
    { name: 'SMTP', variable: 'SMTP_PORT', host: env.SMTP_HOST ?? '127.0.0.1', port: Number(env.SMTP_PORT ?? 2525) },
    {
      name: "ingest's health",
      variable: 'INGEST_HEALTH_PORT',
      host: env.HEALTH_HOST ?? '127.0.0.1',
      port: health('INGEST_HEALTH_PORT', 1),
      service: 'ingest',
    },
    {
      name: "the code-extractor's health",
      variable: 'EXTRACTOR_HEALTH_PORT',
      host: env.HEALTH_HOST ?? '127.0.0.1',
      port: health('EXTRACTOR_HEALTH_PORT', 2),
      service: 'code-extractor',
    },
    {
      name: "the webhook-dispatcher's health",
      variable: 'DISPATCHER_HEALTH_PORT',
      host: env.HEALTH_HOST ?? '127.0.0.1',
      port: health('DISPATCHER_HEALTH_PORT', 3),
      service: 'webhook-dispatcher',
    },
    { name: 'the console', variable: 'CONSOLE_PORT', host: env.CONSOLE_HOST ?? '127.0.0.1', port: Number(env.CONSOLE_PORT ?? port + 10) },
    {
      name: "the console's health",
      variable: 'CONSOLE_HEALTH_PORT',
      host: env.HEALTH_HOST ?? '127.0.0.1',
      port: health('CONSOLE_HEALTH_PORT', 4),
      service: 'console',
    },
  ];
}

/** Whether something already listens there (a port of 0 is always free). */
function inUse(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

const ports = stackPorts(process.env);
for (const p of ports) {
  if (await inUse(p.host, p.port)) {
    process.stderr.write(`start: port ${p.port} (${p.name}) is in use on ${p.host}; set ${p.variable} to another port\n`);
    process.exit(1);
  }
}

const config = loadEnv<CommonConfig>(commonEnv);
const applied = await ensureDatabaseAndMigrate(config.DATABASE_URL);
process.stderr.write(`start: database ready${applied.length ? `, applied ${applied.join(', ')}` : ''}\n`);

/** The console links to this stack's api unless told otherwise. */
function consoleEnv(): NodeJS.ProcessEnv {
  const api = ports.find((p) => p.variable === 'PORT')!;
  const own = ports.find((p) => p.variable === 'CONSOLE_PORT')!;
  return {
    CONSOLE_PORT: String(own.port),
    API_PUBLIC_URL:
      process.env.API_PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://${api.host.includes(':') ? `[${api.host}]` : api.host}:${api.port}`,
  };
}

/** Services run through tsx from source in development; containers run the compiled dist instead. */
const children = new Map<string, ChildProcess>();
let stopping = false;

for (const name of SERVICES) {
  const health = ports.find((p) => p.service === name);
  const child = spawn(process.execPath, sourceArgs(name), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(health ? { HEALTH_PORT: String(health.port) } : {}), ...(name === 'console' ? consoleEnv() : {}) },
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

// A launcher whose parent is gone (`pnpm start` killed outright passes no signal on) stops the services
// rather than leaving them running unattended.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid === parent || stopping) return;
  process.stderr.write('start: the process that started this one is gone; stopping the services\n');
  stop('SIGTERM');
}, 500).unref();
