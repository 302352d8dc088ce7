import { afterAll, describe, expect, it } from '@jest/globals';
import { createMetrics } from '@throwbox/observability';
import { exprOf, loadDashboard, metricNamesIn, metricsInCode, type MetricDefinition } from './dashboard.js';

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
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    for (const p of panels)
      expect({ panel: p.title, ds: p.datasource }).toEqual({ panel: p.title, ds: { type: 'prometheus', uid: '${datasource}' } });
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
          expect({ cell: `${i},${j}`, taken: cells.get(`${i},${j}`), by: p.title }).toEqual({
            cell: `${i},${j}`,
            taken: undefined,
            by: p.title,
          });
          cells.set(`${i},${j}`, p.title);
        }
      }
    }
  });

  // Whether each query answers with data is checked against a real Prometheus scraping a stack under load
  // (test/src/dashboard.int.test.ts); here, that it names only metrics the services export.
  it('queries only metrics the services export', async () => {
    const known = await catalogue();
    for (const p of panels) {
      expect({ panel: p.title, targets: (p.targets ?? []).length > 0 }).toEqual({ panel: p.title, targets: true });
      for (const t of p.targets ?? []) {
        for (const name of metricNamesIn(exprOf(t)))
          expect({ panel: p.title, metric: name, exported: known.has(name) }).toEqual({ panel: p.title, metric: name, exported: true });
      }
    }
  });

  it('shows every throwbox_ metric the services define', () => {
    const used = new Set(
      panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricNamesIn(t.expr).map((n) => n.replace(/_(bucket|sum|count)$/, '')))),
    );
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
