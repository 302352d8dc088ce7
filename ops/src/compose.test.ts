import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { SERVICES, SERVICE_NAMES, isServiceName, portIn, repoRoot, servicesInRepo, undeclared } from './services.js';

interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  ports?: Array<{ published: string | number; target: number; host_ip?: string } | string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
}

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCompose) {
  console.warn('docker-compose is not installed: skipping the docker-compose.yml checks (apt-get install -y docker-compose)');
}

/** `docker-compose config`: parses, interpolates and normalises the file as Compose itself would. */
function composeConfig(): { services: Record<string, ComposeService> } {
  // Only PATH and HOME, so variables of the calling shell (MAIL_DOMAINS, ...) do not leak into the defaults.
  const out = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
    encoding: 'utf8',
  });
  return parse(out) as { services: Record<string, ComposeService> };
}

const environment = (s: ComposeService): Record<string, string> =>
  Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));

const published = (s: ComposeService): Array<{ published: number; target: number; hostIp: string }> =>
  (s.ports ?? []).map((p) => {
    if (typeof p === 'string') {
      const parts = p.replace(/\/(tcp|udp)$/, '').split(':');
      const [pub, target] = parts.slice(-2).map(Number);
      return { published: pub!, target: target!, hostIp: parts.length > 2 ? parts[0]! : '' };
    }
    return { published: Number(p.published), target: Number(p.target), hostIp: p.host_ip ?? '' };
  });

const seconds = (duration: string | undefined): number => {
  const m = /^(\d+)(ms|s|m)$/.exec(duration ?? '');
  if (!m) return 10; // Compose's default
  return Number(m[1]) * ({ ms: 0.001, s: 1, m: 60 } as const)[m[2] as 'ms' | 's' | 'm'];
};

(hasCompose ? describe : describe.skip)('docker-compose.yml', () => {
  const { services } = hasCompose ? composeConfig() : { services: {} };
  const throwbox = Object.entries(services).filter(([name]) => isServiceName(name));

  it('runs every service under services/, plus Postgres, Redis and the migration', () => {
    expect(SERVICE_NAMES.slice().sort()).toEqual(servicesInRepo());
    expect(Object.keys(services).sort()).toEqual([...SERVICE_NAMES, 'migrate', 'postgres', 'redis'].sort());
  });

  it('builds each service from its own Dockerfile target', () => {
    for (const [name, s] of throwbox) {
      expect({ name, target: s.build?.target, image: s.image }).toEqual({ name, target: name, image: `throwbox/${name}:local` });
    }
  });

  it('sets only variables the services declare, with values they accept', () => {
    for (const [name, s] of throwbox) {
      if (!isServiceName(name)) continue;
      const env = environment(s);
      expect({ name, undeclared: undeclared(name, Object.keys(env)) }).toEqual({ name, undeclared: [] });
      expect(() => SERVICES[name].load(env)).not.toThrow();
    }
  });

  it('listens on every interface and reaches Postgres and Redis by service name', () => {
    for (const [name, s] of throwbox) {
      if (!isServiceName(name)) continue;
      const env = environment(s);
      for (const v of SERVICES[name].hostVars) expect({ name, [v]: env[v] }).toEqual({ name, [v]: '0.0.0.0' });
      expect(new URL(env.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
    }
  });

  it('publishes SMTP on 2525 and the API on 8080, on loopback only, the ports the services listen on', () => {
    const ingest = services.ingest!;
    const api = services.api!;
    expect(published(ingest)).toEqual([
      { published: 2525, target: portIn('ingest', environment(ingest), 'SMTP_PORT'), hostIp: '127.0.0.1' },
    ]);
    expect(published(api)).toEqual([{ published: 8080, target: portIn('api', environment(api), 'PORT'), hostIp: '127.0.0.1' }]);
    expect(published(services['code-extractor']!)).toEqual([]);
    expect(published(services['webhook-dispatcher']!)).toEqual([]);
  });

  it('health-checks each service on /readyz at its health port', () => {
    for (const [name, s] of throwbox) {
      if (!isServiceName(name)) continue;
      const port = portIn(name, environment(s), SERVICES[name].healthPortVar);
      const test = [s.healthcheck?.test ?? []].flat().join(' ');
      expect({ name, test }).toEqual({ name, test: expect.stringContaining(`http://127.0.0.1:${port}/readyz`) });
    }
  });

  it('starts the services after Postgres and Redis are healthy and the migration succeeded', () => {
    for (const [name, s] of throwbox) {
      expect({ name, depends_on: s.depends_on }).toEqual({
        name,
        depends_on: {
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
          migrate: { condition: 'service_completed_successfully' },
        },
      });
    }
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('migrates with the compiled migrate-cli against the same database', () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['node', 'packages/db/dist/migrate-cli.js']);
    expect(existsSync(`${repoRoot}packages/db/src/migrate-cli.ts`)).toBe(true);
    expect(services[migrate.build?.target ?? '']).toBeDefined();
    for (const [, s] of throwbox) expect(environment(s).DATABASE_URL).toBe(environment(migrate).DATABASE_URL);
  });

  it('gives the api and the webhook dispatcher the same webhook secret key', () => {
    const key = environment(services.api!).WEBHOOK_SECRET_KEY;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(environment(services['webhook-dispatcher']!).WEBHOOK_SECRET_KEY).toBe(key);
  });

  it('runs Redis as BullMQ needs it: AOF on, no eviction', () => {
    const command = [services.redis?.command ?? []].flat().join(' ');
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
    expect(services.postgres?.image).toMatch(/^postgres:(16|17)\b/);
  });

  it('lets the api finish in-flight requests before Compose kills it', () => {
    const grace = Number(environment(services.api!).SHUTDOWN_GRACE_MS ?? SERVICES.api.env.SHUTDOWN_GRACE_MS.default) / 1000;
    expect(seconds(services.api?.stop_grace_period)).toBeGreaterThan(grace);
  });

  it('lets ingest reach its own stop deadline before Compose kills it', () => {
    const env = environment(services.ingest!);
    const deadline = Number(env.SMTP_SHUTDOWN_DEADLINE_MS ?? SERVICES.ingest.env.SMTP_SHUTDOWN_DEADLINE_MS.default) / 1000;
    expect(seconds(services.ingest?.stop_grace_period)).toBeGreaterThan(deadline);
  });
});
