import net from 'node:net';
import type { ServiceName } from './services.js';

export interface StackPort {
  name: string;
  variable: string;
  host: string;
  port: number;
  service?: ServiceName;
}

/**
 * The ports of one stack: the api's PORT and SMTP_PORT as set, the health ports of the workers and the
 * console next to the api's (PORT+1, +2, +3, +4) and the console at PORT+10 (8090), each with a variable of
 * its own, so that two stacks with different PORT and SMTP_PORT run side by side. (HEALTH_PORT, which each
 * service reads when run alone, is set per service.)
 */
export function stackPorts(env: NodeJS.ProcessEnv, embedded: { postgres?: boolean; redis?: boolean } = {}): StackPort[] {
  const port = Number(env.PORT ?? 8080);
  const health = (variable: string, offset: number) => Number(env[variable] ?? port + offset);
  const healthHost = env.HEALTH_HOST ?? '127.0.0.1';
  return [
    { name: 'the api', variable: 'PORT', host: env.HOST ?? '127.0.0.1', port, service: 'api' },
    { name: 'SMTP', variable: 'SMTP_PORT', host: env.SMTP_HOST ?? '127.0.0.1', port: Number(env.SMTP_PORT ?? 2525), service: 'ingest' },
    { name: "ingest's health", variable: 'INGEST_HEALTH_PORT', host: healthHost, port: health('INGEST_HEALTH_PORT', 1), service: 'ingest' },
    {
      name: "the code-extractor's health",
      variable: 'EXTRACTOR_HEALTH_PORT',
      host: healthHost,
      port: health('EXTRACTOR_HEALTH_PORT', 2),
      service: 'code-extractor',
    },
    {
      name: "the webhook-dispatcher's health",
      variable: 'DISPATCHER_HEALTH_PORT',
      host: healthHost,
      port: health('DISPATCHER_HEALTH_PORT', 3),
      service: 'webhook-dispatcher',
    },
    {
      name: 'the console',
      variable: 'CONSOLE_PORT',
      host: env.CONSOLE_HOST ?? '127.0.0.1',
      port: Number(env.CONSOLE_PORT ?? port + 10),
      service: 'console',
    },
    {
      name: "the console's health",
      variable: 'CONSOLE_HEALTH_PORT',
      host: healthHost,
      port: health('CONSOLE_HEALTH_PORT', 4),
      service: 'console',
    },
    // The embedded servers, when used (DATABASE_URL or REDIS_URL `embedded`, or no local server).
    ...(embedded.postgres
      ? [
          {
            name: 'the embedded Postgres',
            variable: 'EMBEDDED_POSTGRES_PORT',
            host: '127.0.0.1',
            port: health('EMBEDDED_POSTGRES_PORT', 5),
          },
        ]
      : []),
    ...(embedded.redis
      ? [{ name: 'the embedded Redis', variable: 'EMBEDDED_REDIS_PORT', host: '127.0.0.1', port: health('EMBEDDED_REDIS_PORT', 6) }]
      : []),
  ];
}

/** The port each service's /readyz answers on: its health port, or the api's own. */
export function readinessPort(ports: StackPort[], service: ServiceName): StackPort {
  const own = ports.filter((p) => p.service === service);
  return own.find((p) => p.variable.endsWith('HEALTH_PORT')) ?? own[0]!;
}

/** Whether something already listens there (a port of 0 is always free). */
export function inUse(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

export const portInUseLine = (p: StackPort) =>
  `start: port ${p.port} (${p.name}) is in use on ${p.host}; set ${p.variable} to another port\n`;

/** The first of these ports something listens on, if any. */
export async function firstInUse(ports: StackPort[]): Promise<StackPort | undefined> {
  for (const p of ports) if (await inUse(p.host, p.port)) return p;
  return undefined;
}

const origin = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The line `pnpm start` prints once every service answers ready. */
export function readyLine(ports: StackPort[], env: NodeJS.ProcessEnv): string {
  const at = (variable: string) => ports.find((p) => p.variable === variable)!;
  const api = env.PUBLIC_URL || `http://${origin(at('PORT').host, at('PORT').port)}`;
  const console = env.CONSOLE_PUBLIC_URL || `http://${origin(at('CONSOLE_PORT').host, at('CONSOLE_PORT').port)}`;
  const smtp = at('SMTP_PORT');
  // The admin command line finds this stack's database and Redis by the same settings.
  const settings = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'THROWBOX_DATA_DIR']
    .filter((name) => env[name])
    .map((name) => `${name}=${/^[\w@%+=:,./-]+$/.test(env[name]!) ? env[name] : `'${env[name]!.replaceAll("'", "'\\''")}'`} `)
    .join('');
  return (
    `Throwbox is ready. Console ${console} · API ${api}/v1 · SMTP ${origin(smtp.host, smtp.port)} · ` +
    `API key: sign up in the console and create one, or run ${settings}pnpm -s admin accounts create --email you@example.com --plan paid\n`
  );
}
