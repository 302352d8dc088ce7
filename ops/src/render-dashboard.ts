/**
 * Draws ops/grafana/throwbox.json as a static HTML page from what Prometheus answered to each panel's own
 * queries, laid out on Grafana's grid; headless Chromium photographs it (ops/src/dashboard-snapshot.ts).
 */
import type { Dashboard, Panel, PanelSeries } from './dashboard.js';

const WIDTH = 1400;
const PAD = 8;
const COL = (WIDTH - PAD) / 24;
const ROW = 32;
const COLORS = [
  '#73BF69',
  '#F2CC0C',
  '#8AB8FF',
  '#FF780A',
  '#F2495C',
  '#5794F2',
  '#B877D9',
  '#FADE2A',
  '#37872D',
  '#C4162A',
  '#8F3BB8',
  '#FF9830',
];

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function format(v: number, unit: string | undefined, decimals?: number): string {
  const n = (x: number, d = decimals ?? (Math.abs(x) >= 100 ? 0 : Math.abs(x) >= 10 ? 1 : 2)) => x.toFixed(d).replace(/\.0+$/, '');
  switch (unit) {
    case 'percentunit':
      return `${n(v * 100, decimals ?? 1)}%`;
    case 'reqps':
      return `${n(v)} req/s`;
    case 'ops':
      return `${n(v)}/s`;
    case 's':
      return v === 0 ? '0' : v < 1e-3 ? `${n(v * 1e6)} µs` : v < 1 ? `${n(v * 1e3)} ms` : `${n(v)} s`;
    case 'bytes':
      return v >= 2 ** 30
        ? `${n(v / 2 ** 30)} GiB`
        : v >= 2 ** 20
          ? `${n(v / 2 ** 20)} MiB`
          : v >= 1024
            ? `${n(v / 1024)} KiB`
            : `${n(v)} B`;
    default:
      return v >= 1000 ? `${n(v / 1000)}k` : n(v);
  }
}

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 2.5, 5, 10].find((m) => m * p >= v) ?? 10) * p;
}

const clock = (t: number) => new Date(t * 1000).toISOString().slice(11, 19);

function stacked(series: PanelSeries[]): PanelSeries[] {
  const totals = new Map<number, number>();
  return series.map((s) => ({
    name: s.name,
    points: s.points.map(([t, v]) => {
      const sum = (totals.get(t) ?? 0) + v;
      totals.set(t, sum);
      return [t, sum] as [number, number];
    }),
  }));
}

function timeseries(panel: Panel, raw: PanelSeries[], w: number, h: number, [t0, t1]: [number, number]): string {
  const defaults = panel.fieldConfig?.defaults ?? {};
  if (raw.length === 0) return `<div class="nodata">No data</div>`;
  const series = defaults.custom?.stacking?.mode === 'normal' ? stacked(raw) : raw;
  const legendRows = Math.ceil(series.length / Math.max(1, Math.floor(w / 150)));
  const left = 62;
  const right = 10;
  const top = 6;
  const chartH = h - top - 22 - Math.min(3, legendRows) * 16;
  const chartW = w - left - right;
  const yMax = defaults.max ?? niceMax(Math.max(...series.flatMap((s) => s.points.map(([, v]) => v))));
  const x = (t: number) => left + ((t - t0) / (t1 - t0 || 1)) * chartW;
  const y = (v: number) => top + chartH - (v / yMax) * chartH;
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const v = (yMax * i) / 4;
    parts.push(
      `<line x1="${left}" x2="${left + chartW}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`,
      `<text x="${left - 6}" y="${y(v) + 4}" class="axis" text-anchor="end">${esc(format(v, defaults.unit))}</text>`,
    );
  }
  for (let i = 0; i <= 4; i++) {
    const t = t0 + ((t1 - t0) * i) / 4;
    const anchor = i === 0 ? 'start' : i === 4 ? 'end' : 'middle';
    parts.push(`<text x="${x(t)}" y="${top + chartH + 15}" class="axis" text-anchor="${anchor}">${clock(t)}</text>`);
  }
  const drawn = defaults.custom?.stacking?.mode === 'normal' ? [...series].reverse() : series;
  drawn.forEach((s) => {
    const color = COLORS[series.indexOf(s) % COLORS.length]!;
    const path = s.points.map(([t, v], i) => `${i ? 'L' : 'M'}${x(t).toFixed(1)},${y(Math.min(v, yMax)).toFixed(1)}`).join('');
    const first = s.points[0]!;
    const last = s.points.at(-1)!;
    parts.push(
      `<path d="${path}L${x(last[0]).toFixed(1)},${y(0)}L${x(first[0]).toFixed(1)},${y(0)}Z" fill="${color}" fill-opacity="0.12"/>`,
    );
    parts.push(`<path d="${path}" fill="none" stroke="${color}" stroke-width="1.5"/>`);
  });
  const legend = series
    .map((s, i) => `<span class="key"><i style="background:${COLORS[i % COLORS.length]}"></i>${esc(s.name)}</span>`)
    .join('');
  return `<svg width="${w}" height="${top + chartH + 20}">${parts.join('')}</svg><div class="legend">${legend}</div>`;
}

function stat(panel: Panel, all: PanelSeries[], w: number, h: number): string {
  const defaults = panel.fieldConfig?.defaults ?? {};
  const [series] = all;
  if (!series?.points.length) return `<div class="nodata">No data</div>`;
  const value = series.points.at(-1)![1];
  const steps = defaults.thresholds?.steps ?? [];
  const color = [...steps].reverse().find((s) => s.value === null || value >= s.value)?.color ?? 'green';
  const hex = ({ green: '#73BF69', orange: '#FF9830', red: '#F2495C' } as Record<string, string>)[color] ?? color;
  const max = Math.max(...series.points.map(([, v]) => v)) || 1;
  const t0 = series.points[0]![0];
  const t1 = series.points.at(-1)![0];
  const spark = series.points
    .map(([t, v], i) => `${i ? 'L' : 'M'}${(((t - t0) / (t1 - t0 || 1)) * w).toFixed(1)},${(h - (v / max) * (h * 0.45)).toFixed(1)}`)
    .join('');
  return `<svg class="spark" width="${w}" height="${h}"><path d="${spark}L${w},${h}L0,${h}Z" fill="${hex}" fill-opacity="0.18"/><path d="${spark}" fill="none" stroke="${hex}" stroke-width="1.2"/></svg>
    <div class="stat" style="color:${hex}">${esc(format(value, defaults.unit, defaults.decimals))}</div>`;
}

/**
 * The dashboard as a static HTML page: every panel drawn as inline SVG from `series` (its targets' answers
 * from Prometheus), laid out on Grafana's grid.
 */
export function renderDashboard(
  dashboard: Dashboard,
  series: Map<number, PanelSeries[]>,
  range: { start: number; end: number },
  note: string,
): { html: string; width: number; height: number } {
  const height = Math.max(...dashboard.panels.map((p) => p.gridPos.y + p.gridPos.h)) * ROW + PAD;
  const body = dashboard.panels
    .map((p) => {
      const left = PAD + p.gridPos.x * COL;
      const top = 48 + p.gridPos.y * ROW;
      const w = p.gridPos.w * COL - PAD;
      const h = p.gridPos.h * ROW - PAD;
      if (p.type === 'row') return `<div class="row" style="left:${left}px;top:${top}px;width:${w}px">${esc(p.title)}</div>`;
      const data = series.get(p.id) ?? [];
      const inner = p.type === 'stat' ? stat(p, data, w - 2, h - 30) : timeseries(p, data, w - 16, h - 34, [range.start, range.end]);
      return `<div class="panel" style="left:${left}px;top:${top}px;width:${w}px;height:${h}px" title="${esc(p.description ?? '')}"><div class="title">${esc(p.title)}</div>${inner}</div>`;
    })
    .join('\n');

  const span = `${new Date(range.start * 1000).toISOString().slice(0, 19).replace('T', ' ')} – ${clock(range.end)} UTC`;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${esc(dashboard.title)}</title>
<style>
  body { margin: 0; background: #111217; color: #ccccdc; font: 12px/1.3 "DejaVu Sans", Inter, Helvetica, Arial, sans-serif; width: ${WIDTH}px; height: ${height + 48}px; position: relative; }
  header { position: absolute; left: ${PAD}px; right: ${PAD}px; top: 10px; display: flex; justify-content: space-between; font-size: 16px; color: #fff; }
  header small { font-size: 12px; color: #8e8e9e; }
  .panel { position: absolute; box-sizing: border-box; background: #181b1f; border: 1px solid #2c3235; border-radius: 2px; padding: 6px 8px; overflow: hidden; }
  .title { font-weight: 600; color: #e0e0ea; margin-bottom: 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .row { position: absolute; font-size: 14px; font-weight: 600; color: #fff; padding-top: 8px; }
  .grid { stroke: #2c3235; stroke-width: 1; }
  .axis { fill: #8e8e9e; font-size: 10px; }
  .legend { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 11px; max-height: 48px; overflow: hidden; }
  .key i { display: inline-block; width: 12px; height: 3px; margin: 0 4px 3px 0; vertical-align: middle; }
  .stat { position: absolute; left: 0; right: 0; top: 38%; text-align: center; font-size: 30px; font-weight: 600; }
  .spark { position: absolute; left: 1px; bottom: 1px; }
  .nodata { color: #8e8e9e; text-align: center; margin-top: 20%; }
</style></head>
<body><header><span>${esc(dashboard.title)}</span><small>${esc(note)} · ${span}</small></header>
${body}
</body></html>
`;
  return { html, width: WIDTH, height: height + 48 };
}
