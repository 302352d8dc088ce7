/**
 * `pnpm start`: creates and migrates the database, compiles the services (`tsc -b`, seconds when nothing
 * changed) and runs each as its own process from its compiled code, as the containers do. It prints one
 * line once every service answers ready. SIGTERM or SIGINT is passed on to each, and the launcher waits for
 * their graceful stop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { commonEnv, loadEnv, throwboxDir, wantsEmbedded, type CommonConfig } from '@throwbox/config';
import { describeDatabase, ensureDatabaseAndMigrate } from '@throwbox/db';
import {
  EmbeddedError,
  removeEmbeddedUrls,
  startEmbeddedPostgres,
  startEmbeddedRedis,
  stopLeftovers,
  writeEmbeddedUrls,
  type Embedded,
} from './embedded.js';
import { packSdk } from './pack-sdk.js';
import { SERVICES, distArgs, sourceArgs, type ServiceName } from './services.js';
import { firstInUse, portInUseLine, readinessPort, readyLine, stackPorts } from './stack-ports.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The settings as given, before the embedded servers' URLs replace `embedded`. */
const given = { ...process.env };
const children = new Map<string, ChildProcess>();
let stopping = false;
let failed = false;
/** The embedded servers started, stopped after the services. */
const servers: Embedded[] = [];
const dataDir = throwboxDir(root);
let exiting: Promise<never> | undefined;
function exit(code: number): Promise<never> {
  return (exiting ??= (async () => {
    for (const server of servers.reverse()) await server.stop();
    if (servers.length) removeEmbeddedUrls(dataDir);
    process.exit(code);
  })());
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

const embedded = { postgres: await wantsEmbedded(process.env.DATABASE_URL, 5432), redis: await wantsEmbedded(process.env.REDIS_URL, 6379) };
if (embedded.postgres || embedded.redis) await stopLeftovers(dataDir);

const ports = stackPorts(process.env, embedded);
const taken = await firstInUse(ports);
if (taken) {
  process.stderr.write(portInUseLine(taken));
  process.exit(1);
}

try {
  const portOf = (variable: string) => ports.find((p) => p.variable === variable)!.port;
  const say = (line: string) => process.stderr.write(`${line}\n`);
  if (embedded.postgres) {
    const postgres = await startEmbeddedPostgres(dataDir, portOf('EMBEDDED_POSTGRES_PORT'), say);
    servers.push(postgres);
    process.env.DATABASE_URL = postgres.url;
  }
  if (embedded.redis) {
    const redis = await startEmbeddedRedis(dataDir, portOf('EMBEDDED_REDIS_PORT'), () => stopping);
    servers.push(redis);
    process.env.REDIS_URL = redis.url;
  }
  if (servers.length) {
    writeEmbeddedUrls(dataDir, {
      ...(embedded.postgres ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(embedded.redis ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    say(
      `start: embedded ${[embedded.postgres && 'Postgres', embedded.redis && 'Redis'].filter(Boolean).join(' and ')}, data in ${dataDir}`,
    );
  }
} catch (err) {
  if (!(err instanceof EmbeddedError)) throw err;
  process.stderr.write(`start: ${err.message}\n`);
  await exit(1);
}

const config = loadEnv<CommonConfig>(commonEnv);
const applied = await ensureDatabaseAndMigrate(config.DATABASE_URL).catch(async (err: Error) => {
  process.stderr.write(`start: database ${describeDatabase(config.DATABASE_URL)}: ${err.message}\n`);
  return exit(1);
});
process.stderr.write(`start: database ready${applied.length ? `, applied ${applied.join(', ')}` : ''}\n`);

/**
 * Compiled code starts in a second where tsx compiling every service at once took ~15 s on two quiet cores
 * (~150 s loaded). With type errors (work in progress) the services still run, from source.
 */
function serviceArgs(): (name: ServiceName) => string[] {
  const projects = [...SERVICES.map((s) => `services/${s}`), 'packages/client', 'packages/playwright'];
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', ...projects], {
    cwd: root,
    encoding: 'utf8',
  });
  if (tsc.status === 0) return distArgs;
  process.stderr.write(
    `${tsc.stdout}${tsc.stderr}start: tsc -b failed (above); running the services from source with tsx, which is slower\n`,
  );
  return sourceArgs;
}
const args = serviceArgs();
// The api serves these (/sdk/…), packed while the services start; without them the rest still runs.
const packing = packSdk(root).catch((err: Error) =>
  process.stderr.write(`start: packing the client and fixture for /sdk failed: ${err.message.split('\n')[0]}\n`),
);

/** The console links to this stack's api unless told otherwise. */
function consoleEnv(): NodeJS.ProcessEnv {
  const api = ports.find((p) => p.variable === 'PORT')!;
  return {
    CONSOLE_PORT: String(ports.find((p) => p.variable === 'CONSOLE_PORT')!.port),
    API_PUBLIC_URL:
      process.env.API_PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://${api.host.includes(':') ? `[${api.host}]` : api.host}:${api.port}`,
  };
}

// Stopped meanwhile (Ctrl-C while compiling): nothing more starts.
if (stopping) await exit(failed ? 1 : 0);

for (const name of SERVICES) {
  const health = ports.find((p) => p.service === name && p.variable.endsWith('HEALTH_PORT'));
  const child = spawn(process.execPath, args(name), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(health ? { HEALTH_PORT: String(health.port) } : {}), ...(name === 'console' ? consoleEnv() : {}) },
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) void serviceFailed(name, signal ?? code);
    else if (children.size === 0) void exit(failed ? 1 : 0);
  });
}

/** A service that ends by itself stops the stack; a port taken meanwhile is named as at the start. */
async function serviceFailed(name: ServiceName, how: string | number | null): Promise<void> {
  failed = true;
  stop('SIGTERM');
  const port = await firstInUse(ports.filter((p) => p.service === name));
  process.stderr.write(port ? portInUseLine(port) : `start: ${name} exited (${how}); stopping the others\n`);
  if (children.size === 0) await exit(1);
}

function stop(signal: NodeJS.Signals): void {
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  if (children.size === 0) void exit(failed ? 1 : 0);
}

// A launcher whose parent is gone (`pnpm start` killed outright passes no signal on) stops the services
// rather than leaving them running unattended.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid === parent || stopping) return;
  process.stderr.write('start: the process that started this one is gone; stopping the services\n');
  stop('SIGTERM');
}, 500).unref();

/** Every service's /readyz, asked until all answer 200 (the services log their own progress meanwhile). */
async function waitUntilReady(): Promise<boolean> {
  const pending = new Set<ServiceName>(SERVICES);
  while (pending.size && !stopping) {
    for (const name of [...pending]) {
      const p = readinessPort(ports, name);
      const res = await fetch(`http://${p.host.includes(':') ? `[${p.host}]` : p.host}:${p.port}/readyz`).catch(() => undefined);
      if (res?.status === 200) pending.delete(name);
      await res?.body?.cancel();
    }
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pending.size === 0;
}

const ready = await waitUntilReady();
await packing;
if (ready && !stopping) process.stdout.write(readyLine(ports, given));
