/** The Grafana dashboard (ops/grafana/throwbox.json), its queries, and the metrics the code defines. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsePromText } from './prom-text.js';
import { evaluate, parsePromQL, type Expr, type Scrape } from './promql.js';
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

export const parseTarget = (t: Target, vars: Record<string, string> = GRAFANA_VARS): Expr => parsePromQL(t.expr, vars);

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

/** Every string literal in one package's sources (e.g. 'services/ingest'): where label values such as 'stored' come from. */
export function stringLiteralsIn(packageDir: string): Set<string> {
  const literals = new Set<string>();
  for (const file of sourceFiles(join(repoRoot, packageDir, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'([^'\\\n]*)'/g)) literals.add(m[1]!);
  }
  return literals;
}

// ---- recorded scrapes, as collect-metrics.ts writes them -------------------------------------------------

export interface RecordedScrape {
  t: number;
  targets: Record<string, string>;
}

/** One Scrape per recording, every target's samples labelled with its job, as Prometheus would. */
export function toScrapes(recorded: RecordedScrape[]): Scrape[] {
  return recorded.map(({ t, targets }) => ({
    t,
    samples: Object.entries(targets).flatMap(([job, text]) => parsePromText(text, { job })),
  }));
}

export interface PanelSeries {
  name: string;
  points: Array<[number, number]>;
}

/** Each target's series over the given times, named by its legend format. */
export function panelSeries(panel: Panel, scrapes: Scrape[], times: number[], vars: Record<string, string> = GRAFANA_VARS): PanelSeries[] {
  const series = new Map<string, PanelSeries>();
  for (const target of panel.targets ?? []) {
    const expr = parseTarget(target, vars);
    for (const t of times) {
      const v = evaluate(expr, scrapes, t);
      const samples = v.kind === 'scalar' ? [{ labels: {}, value: v.value }] : v.samples;
      for (const s of samples) {
        if (!Number.isFinite(s.value)) continue;
        const name = (target.legendFormat ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, l: string) => s.labels[l] ?? '') || JSON.stringify(s.labels);
        const key = `${target.refId}\u0000${name}`;
        const entry = series.get(key) ?? { name, points: [] };
        entry.points.push([t, s.value]);
        series.set(key, entry);
      }
    }
  }
  return [...series.values()].sort((a, b) => a.name.localeCompare(b.name));
}
