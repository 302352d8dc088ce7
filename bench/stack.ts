/**
 * The stack under test: the four services as their own processes, compiled and run as their images run
 * them, on a throwaway database and Redis prefix, on free ports. stop() ends them gracefully
 * and removes the database and every Redis key of the prefix.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool, ensureDatabaseAndMigrate, type Pool } from '@throwbox/db';
import { boundRedisPrefix, createRedis } from '@throwbox/queue';
import { writeSelfSignedCertificate } from '@throwbox/testkit';
import { SERVICES as ALL_SERVICES, distArgs, type ServiceName as AnyServiceName } from '../scripts/services.js';
import { sleep, until } from './stats.js';

export type Redis = ReturnType<typeof createRedis>;

/** The services on the path of mail and API calls; the console serves people, not load. */
export const SERVICES = ALL_SERVICES.filter((n): n is Exclude<AnyServiceName, 'console'> => n !== 'console');
export type ServiceName = (typeof SERVICES)[number];

const root = fileURLToPath(new URL('..', import.meta.url));
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export interface Certificate {
  certFile: string;
  keyFile: string;
}

export interface Stack {
  id: string;
  databaseName: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  ports: { smtp: number; ingestHealth: number; api: number; extractorHealth: number; dispatcherHealth: number };
  /** The service processes' ids (the node processes themselves, for /proc/<pid>/status). */
  pids: Record<ServiceName, number>;
  /** Logs, profiles and the webhook certificate live here; kept after the run. */
  dir: string;
  certificate: Certificate;
  /** Postgres (pool of a few) and Redis for the harness's own setup and checks. */
  pool: Pool;
  redis: Redis;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Services started with `node --cpu-prof`; their profiles land in <dir>/profiles. */
  profile?: readonly ServiceName[];
  log?: (line: string) => void;
}

/** Reserves `n` distinct free loopback ports (all bound at once, then released). */
async function freePorts(n: number): Promise<number[]> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 0);
  if (base > 0) return Array.from({ length: n }, (_, i) => base + i);
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const s = net.createServer();
          s.once('error', reject);
          s.listen(0, '127.0.0.1', () => resolve(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** A self-signed certificate for the webhook receiver. */
function makeCertificate(dir: string): Certificate {
  return writeSelfSignedCertificate(dir);
}

function urlWithDatabase(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const id = randomBytes(4).toString('hex');
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const databaseName = `throwbox_bench_${id}`;
  const databaseUrl = urlWithDatabase(serverUrl, databaseName);
  const redisPrefix = `tbbench:${id}`;
  const dir = mkdtempSync(join(tmpdir(), `throwbox-bench-${id}-`));
  const certificate = makeCertificate(dir);
  const [smtp, ingestHealth, api, extractorHealth, dispatcherHealth] = (await freePorts(5)) as [number, number, number, number, number];
  const ports = { smtp, ingestHealth, api, extractorHealth, dispatcherHealth };

  // The services run compiled, as their images run them (tsx would add its compiler to every process's
  // memory and start-up): compile what changed first.
  log('bench: compiling the services (tsc -b)');
  execFileSync(process.execPath, [tscBin, '-b', ...SERVICES.map((n) => `services/${n}`)], { cwd: root, stdio: 'inherit' });
  await ensureDatabaseAndMigrate(databaseUrl);
  const pool = createPool(databaseUrl, { max: 4, applicationName: 'throwbox-bench' });
  const redis = createRedis(redisUrl);
  // What the services make of REDIS_PREFIX: keys read here (admin commands, queues) must match.
  const boundPrefix = await boundRedisPrefix(pool, redisPrefix, () => undefined);

  // What every service gets: the caller's environment (so tunables such as EXTRACT_CONCURRENCY pass
  // through), then the bench's own database, prefix and ports.
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The receiver's self-signed certificate, trusted the documented way (WEBHOOK_CA_FILE), or with
    // BENCH_WEBHOOK_TRUST=system through Node's own store (NODE_EXTRA_CA_CERTS), the code path a
    // production deployment with a publicly trusted endpoint takes.
    ...(process.env.BENCH_WEBHOOK_TRUST === 'system'
      ? { NODE_EXTRA_CA_CERTS: certificate.certFile, WEBHOOK_CA_FILE: '' }
      : { WEBHOOK_CA_FILE: certificate.certFile }),
    SHUTDOWN_GRACE_MS: process.env.SHUTDOWN_GRACE_MS ?? '3000',
  };
  const perService: Record<ServiceName, NodeJS.ProcessEnv> = {
    ingest: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp), HEALTH_HOST: '127.0.0.1', HEALTH_PORT: String(ingestHealth) },
    api: { HOST: '127.0.0.1', PORT: String(api) },
    'code-extractor': { HEALTH_HOST: '127.0.0.1', HEALTH_PORT: String(extractorHealth) },
    'webhook-dispatcher': { HEALTH_HOST: '127.0.0.1', HEALTH_PORT: String(dispatcherHealth) },
  };

  const profileDir = join(dir, 'profiles');
  if (opts.profile?.length) mkdirSync(profileDir, { recursive: true });
  const children = new Map<ServiceName, ChildProcess>();
  const exited = new Map<ServiceName, string>();
  for (const name of SERVICES) {
    const logFd = openSync(join(dir, `${name}.log`), 'a');
    // Default file names (CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile); stop() renames them after
    // their service.
    const profile = opts.profile?.includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const child = spawn(process.execPath, [...profile, ...distArgs(name)], {
      cwd: root,
      env: { ...common, ...perService[name] },
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    children.set(name, child);
    child.on('exit', (code, signal) => exited.set(name, String(signal ?? code)));
  }
  // If the harness itself dies, take the services with it.
  const killAll = () => {
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const healthPorts: [ServiceName, number][] = [
    ['ingest', ingestHealth],
    ['api', api],
    ['code-extractor', extractorHealth],
    ['webhook-dispatcher', dispatcherHealth],
  ];
  try {
    await until(
      'the services to be ready',
      async () => {
        if (exited.size) throw new Error(`${[...exited].map(([n, c]) => `${n} exited (${c})`).join(', ')}; see ${dir}`);
        const ready = await Promise.all(
          healthPorts.map(([, port]) =>
            fetch(`http://127.0.0.1:${port}/readyz`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        );
        return ready.every(Boolean);
      },
      90_000,
      200,
    );
  } catch (err) {
    killAll();
    await cleanUp();
    throw err;
  }
  const pids = Object.fromEntries(SERVICES.map((n) => [n, children.get(n)!.pid!])) as Record<ServiceName, number>;
  log(`bench: stack ${id} ready (database ${databaseName}, prefix ${redisPrefix}, smtp ${smtp}, api ${api}; logs in ${dir})`);

  async function cleanUp(): Promise<void> {
    await pool.end().catch(() => undefined);
    const admin = createPool(serverUrl, { max: 1, applicationName: 'throwbox-bench' });
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }

  return {
    id,
    databaseName,
    databaseUrl,
    redisUrl,
    redisPrefix: boundPrefix,
    ports,
    pids,
    dir,
    certificate,
    pool,
    redis,
    async stop() {
      for (const child of children.values()) child.kill('SIGTERM');
      const deadline = Date.now() + 20_000;
      while ([...children.values()].some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100);
      killAll();
      process.off('exit', killAll);
      if (opts.profile?.length) nameProfiles(profileDir, pids);
      await cleanUp();
      log(`bench: stack ${id} stopped; database and Redis keys removed (logs kept in ${dir})`);
    },
  };
}

/** CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile → <service>.main.cpuprofile (thread 0) or <service>.thread<N>.cpuprofile. */
function nameProfiles(dir: string, pids: Record<ServiceName, number>): void {
  const byPid = new Map(Object.entries(pids).map(([name, pid]) => [pid, name]));
  for (const file of readdirSync(dir)) {
    const m = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(file);
    const service = m && byPid.get(Number(m[1]));
    if (service) renameSync(join(dir, file), join(dir, `${service}.${m[2] === '0' ? 'main' : `thread${m[2]}`}.cpuprofile`));
  }
}

/** VmRSS and VmHWM of a process, in MiB. */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/** Removes the directory of logs and profiles (used when a run asks not to keep them). */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
