/**
 * A real Prometheus (Debian's `prometheus` package) on a loopback port, scraping the given targets every
 * second into a throwaway data directory: the dashboard's queries are answered by the engine Grafana asks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@throwbox/testkit';

export const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
export const hasPrometheus = (): boolean => existsSync(PROMETHEUS_BIN);

export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}
export interface Series {
  metric: Record<string, string>;
  values: Array<[number, string]>;
}

export interface Prometheus {
  url: string;
  /** An instant query at `time` (Unix seconds); throws on a query Prometheus refuses. */
  query(expr: string, time: number): Promise<Sample[]>;
  queryRange(expr: string, start: number, end: number, stepSeconds: number): Promise<Series[]>;
  stop(): Promise<void>;
}

/** `targets`: job name → the host:port whose /metrics it scrapes. */
export async function startPrometheus(targets: Record<string, string>): Promise<Prometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'throwbox-prometheus-'));
  const jobs = Object.entries(targets).map(
    ([job, target]) => `  - job_name: ${JSON.stringify(job)}\n    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
  );
  writeFileSync(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n${jobs.join('\n')}\n`);
  const port = await freePort();
  const child = spawn(
    PROMETHEUS_BIN,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`prometheus did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const api = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const res = await fetch(`${url}/api/v1/${path}`, { method: 'POST', body: new URLSearchParams(params) });
    const body = (await res.json()) as { status: string; error?: string; data: { result: T } };
    if (body.status !== 'success') throw new Error(`${params.query}: ${body.error}`);
    return body.data.result;
  };
  return {
    url,
    query: (expr, time) => api<Sample[]>('query', { query: expr, time: String(time) }),
    queryRange: (expr, start, end, step) =>
      api<Series[]>('query_range', { query: expr, start: String(start), end: String(end), step: String(step) }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
