/** The Grafana dashboard (ops/grafana/throwbox.json), its queries, and the metrics the code defines. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Prometheus } from './prometheus.js';
import { repoRoot } from './services.js';

export interface Target {
  refId: string;
  expr: string;
  legendFormat?: string;
}

export interface Panel {
  id: number;
  type: 'row' | 'timeseries' | 'stat';
  title: string;
  description?: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: Target[];
  fieldConfig?: {
    defaults: {
      unit?: string;
      min?: number;
      max?: number;
      decimals?: number;
      custom?: { stacking?: { mode: string } };
      thresholds?: { steps: Array<{ color: string; value: number | null }> };
    };
  };
}

export interface Dashboard {
  title: string;
  uid: string;
  panels: Panel[];
  templating: { list: Array<{ name: string; type: string; query?: string }> };
}

export const dashboardPath = `${repoRoot}ops/grafana/throwbox.json`;

export function loadDashboard(): Dashboard {
  return JSON.parse(readFileSync(dashboardPath, 'utf8')) as Dashboard;
}

/** What Grafana puts for `$__rate_interval` when the scrape interval is 5 s to 15 s. */
export const GRAFANA_VARS = { __rate_interval: '1m' };

/** The target's query as Grafana sends it: its variables replaced. */
export const exprOf = (t: Target, vars: Record<string, string> = GRAFANA_VARS): string =>
  t.expr.replace(/\$\{?(\w+)\}?/g, (whole, name: string) => vars[name] ?? whole);

/** The metric names a query reads (histograms by their _bucket, _sum or _count series). */
export const metricNamesIn = (expr: string): string[] => [...new Set(expr.match(/\b(?:throwbox|process|nodejs)_[a-z0-9_]+\b/g) ?? [])];

export interface MetricDefinition {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary';
  labelNames: string[];
  /** Source files (relative to the repository) of the service defining it. */
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `new Counter|Gauge|Histogram|Summary({ name: 'throwbox_…' })` under services/ and packages/. */
export function metricsInCode(): MetricDefinition[] {
  const found: MetricDefinition[] = [];
  for (const top of ['services', 'packages']) {
    for (const pkg of readdirSync(join(repoRoot, top))) {
      const src = join(repoRoot, top, pkg, 'src');
      let files: string[];
      try {
        files = sourceFiles(src);
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const constructors = [...text.matchAll(/new (Counter|Gauge|Histogram|Summary)\s*(?:<[^>]*>)?\(/g)];
        constructors.forEach((c, i) => {
          const body = text.slice(c.index, constructors[i + 1]?.index ?? text.length);
          const name = /name:\s*'(throwbox_[a-z0-9_]+)'/.exec(body)?.[1];
          if (!name) return;
          const labels = /labelNames:\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
          found.push({
            name,
            type: c[1]!.toLowerCase() as MetricDefinition['type'],
            labelNames: [...labels.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
            file: file.slice(repoRoot.length),
          });
        });
      }
    }
  }
  return found;
}

export interface PanelSeries {
  name: string;
  points: Array<[number, number]>;
}

/** Each target's series from `start` to `end` (Unix seconds) as Prometheus answers it, named by its legend format. */
export async function panelSeries(
  panel: Panel,
  prometheus: Prometheus,
  range: { start: number; end: number; step: number },
  vars: Record<string, string> = GRAFANA_VARS,
): Promise<PanelSeries[]> {
  const series: PanelSeries[] = [];
  for (const target of panel.targets ?? []) {
    for (const s of await prometheus.queryRange(exprOf(target, vars), range.start, range.end, range.step)) {
      const name =
        (target.legendFormat ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, l: string) => s.metric[l] ?? '') || JSON.stringify(s.metric);
      const points = s.values.map(([t, v]) => [t, Number(v)] as [number, number]).filter(([, v]) => Number.isFinite(v));
      if (points.length) series.push({ name, points });
    }
  }
  return series.sort((a, b) => a.name.localeCompare(b.name));
}
