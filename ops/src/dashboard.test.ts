import { afterAll, describe, expect, it } from '@jest/globals';
import { createMetrics } from '@throwbox/observability';
import { loadDashboard, metricsInCode, parseTarget, stringLiteralsIn, type MetricDefinition } from './dashboard.js';
import { selectorsOf } from './promql.js';

/** Labels every series carries besides its own: the registry's default label, and what Prometheus adds. */
const TARGET_LABELS = ['service', 'job', 'instance', 'namespace', 'pod', 'container', 'endpoint'];

describe('the Grafana dashboard', () => {
  const dashboard = loadDashboard();
  const panels = dashboard.panels.filter((p) => p.type !== 'row');
  const inCode = metricsInCode();
  const registry = createMetrics('ops-test');
  afterAll(() => registry.clear());

  /** A metric the services export, by the name a query uses (histograms also as _bucket, _sum, _count). */
  async function catalogue(): Promise<Map<string, { labels: string[] | undefined; from: MetricDefinition | undefined }>> {
    const all = new Map<string, { labels: string[] | undefined; from: MetricDefinition | undefined }>();
    const add = (name: string, type: string, labels: string[] | undefined, from?: MetricDefinition) => {
      all.set(name, { labels, from });
      if (type === 'histogram') {
        all.set(`${name}_bucket`, { labels: labels && [...labels, 'le'], from });
        all.set(`${name}_sum`, { labels, from });
        all.set(`${name}_count`, { labels, from });
      }
    };
    // prom-client's default process and Node.js metrics: their own labels are not listed, so any is allowed.
    for (const m of await registry.getMetricsAsJSON()) add(m.name, String(m.type), undefined);
    for (const m of inCode) add(m.name, m.type, m.labelNames, m);
    return all;
  }

  it('is a dashboard on a Prometheus data source variable', () => {
    expect(dashboard.uid).toBe('throwbox');
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }));
    for (const p of panels) expect({ panel: p.title, ds: p.datasource }).toEqual({ panel: p.title, ds: { type: 'prometheus', uid: '${datasource}' } });
  });

  it('lays its panels out on the 24-column grid without overlaps', () => {
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, string>();
    for (const p of dashboard.panels) {
      const { x, y, w, h } = p.gridPos;
      expect(x + w).toBeLessThanOrEqual(24);
      for (let i = x; i < x + w; i++) {
        for (let j = y; j < y + h; j++) {
          expect({ cell: `${i},${j}`, taken: cells.get(`${i},${j}`), by: p.title }).toEqual({ cell: `${i},${j}`, taken: undefined, by: p.title });
          cells.set(`${i},${j}`, p.title);
        }
      }
    }
  });

  it('queries only metrics and labels the services export', async () => {
    const known = await catalogue();
    for (const p of panels) {
      expect({ panel: p.title, targets: (p.targets ?? []).length > 0 }).toEqual({ panel: p.title, targets: true });
      for (const t of p.targets ?? []) {
        const { selectors, groupings } = selectorsOf(parseTarget(t));
        for (const s of selectors) {
          const metric = known.get(s.name);
          expect({ panel: p.title, metric: s.name, exported: metric !== undefined }).toEqual({ panel: p.title, metric: s.name, exported: true });
          if (!metric?.labels) continue;
          const allowed = [...metric.labels, ...TARGET_LABELS];
          for (const m of s.matchers) {
            expect({ panel: p.title, metric: s.name, label: m.label, known: allowed.includes(m.label) }).toEqual({ panel: p.title, metric: s.name, label: m.label, known: true });
            // An exact value must be one the defining service can produce (result="stored" needs a 'stored' there).
            if (m.op === '=' && metric.from) {
              const literals = stringLiteralsIn(metric.from.file.split('/').slice(0, 2).join('/'));
              expect({ panel: p.title, value: m.value, inCode: literals.has(m.value) }).toEqual({ panel: p.title, value: m.value, inCode: true });
            }
          }
        }
        for (const g of groupings) {
          const under = selectorsOf(g.over).selectors.map((s) => known.get(s.name)?.labels);
          if (under.some((labels) => labels === undefined)) continue;
          for (const label of g.labels) {
            const everywhere = under.every((labels) => [...labels!, ...TARGET_LABELS].includes(label));
            expect({ panel: p.title, by: label, known: everywhere }).toEqual({ panel: p.title, by: label, known: true });
          }
        }
      }
    }
  });

  it('shows every throwbox_ metric the services define', () => {
    const used = new Set(panels.flatMap((p) => (p.targets ?? []).flatMap((t) => selectorsOf(parseTarget(t)).selectors.map((s) => s.name.replace(/_(bucket|sum|count)$/, '')))));
    const missing = inCode.filter((m) => !used.has(m.name)).map((m) => `${m.name} (${m.file})`);
    expect(missing).toEqual([]);
    expect(inCode.length).toBeGreaterThan(10);
  });

  it('covers ingest, API, long-polls, queues, extraction, webhooks and processes', () => {
    const queries = panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)).join('\n');
    for (const metric of [
      'throwbox_smtp_messages_total',
      'throwbox_smtp_recipients_total',
      'throwbox_http_requests_total',
      'throwbox_http_request_duration_seconds_bucket',
      'throwbox_waiting_requests',
      'throwbox_queue_jobs_total',
      'throwbox_extractions_total',
      'throwbox_webhook_attempts_total',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(queries).toContain(metric);
    }
  });
});
