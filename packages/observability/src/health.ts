import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type Check = () => Promise<unknown>;

/** Answers the readiness checks within this budget, so a hung dependency reads as not ready. */
const CHECK_TIMEOUT_MS = 2000;

export async function runChecks(checks: Record<string, Check>): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const results: Record<string, string> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
          }),
        ]);
        results[name] = 'ok';
      } catch (err) {
        results[name] = (err as Error).message || 'failed';
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ok: Object.values(results).every((r) => r === 'ok'), checks: results };
}

export interface Probes {
  checks: Record<string, Check>;
  registry: Registry;
  isShuttingDown: () => boolean;
}

/** GET /livez, /readyz and /metrics: mounted on the api's own server, or served alone by the workers. */
export async function handleProbe(path: string, probes: Probes): Promise<{ status: number; type: string; body: string } | undefined> {
  if (path === '/livez') return { status: 200, type: 'application/json', body: '{"status":"ok"}' };
  if (path === '/readyz') {
    if (probes.isShuttingDown()) return { status: 503, type: 'application/json', body: '{"status":"shutting_down"}' };
    const result = await runChecks(probes.checks);
    return {
      status: result.ok ? 200 : 503,
      type: 'application/json',
      body: JSON.stringify({ status: result.ok ? 'ok' : 'unavailable', checks: result.checks }),
    };
  }
  if (path === '/metrics') return { status: 200, type: probes.registry.contentType, body: await probes.registry.metrics() };
  return undefined;
}

export async function startHealthServer(port: number, host: string, probes: Probes): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    handleProbe((req.url ?? '/').split('?')[0]!, probes)
      .then(
        (r) => ({ status: r?.status ?? 404, type: r?.type ?? 'text/plain', body: r?.body ?? 'not found' }),
        (err: Error) => ({ status: 500, type: 'text/plain', body: err.message }),
      )
      .then(({ status, type, body }) => {
        // Once close() was called, each answer ends its connection: close() waits for every connection, and a
        // kept-alive one whose probe was under way then, polled again by its client (a kubelet, a router every
        // 100 ms), would never end: the service's stop would last until its deadline and exit 1.
        if (!server.listening) res.setHeader('connection', 'close');
        res.writeHead(status, { 'content-type': type }).end(body);
      });
  });
  // A port in use rejects (the service says so in one line) instead of crashing on an unhandled 'error'.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What every service's /readyz asks: Postgres and Redis answer, and (`schema`) the database has every
 * migration of this build.
 */
export function readinessChecks(
  pg: { query(sql: string): Promise<unknown> },
  redis: { ping(): Promise<unknown> },
  schema: Check,
): Record<string, Check> {
  return { postgres: () => pg.query('SELECT 1'), redis: () => redis.ping(), schema };
}
