/** What scenarios measure, and the table that compares runs with the targets. */

export interface Target {
  op: '>=' | '<=';
  value: number;
}

export interface Measurement {
  scenario: string;
  /** Stable across runs: rows are matched by scenario and metric. */
  metric: string;
  value: number;
  unit: string;
  target?: Target;
  /** Context worth printing next to the number (errors, sample counts). */
  note?: string;
}

export const measure = (scenario: string, metric: string, value: number, unit: string, target?: Target, note?: string): Measurement => ({
  scenario,
  metric,
  value,
  unit,
  ...(target ? { target } : {}),
  ...(note ? { note } : {}),
});

const meets = (v: number, t: Target) => (t.op === '>=' ? v >= t.value : v <= t.value);

export function format(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Math.abs(v) >= 100) return Math.round(v).toLocaleString('en-US');
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

export interface Row {
  scenario: string;
  metric: string;
  unit: string;
  values: number[];
  median: number;
  /** (max - min) / median, in percent. */
  spreadPct: number;
  target?: Target;
  result: 'pass' | 'miss' | 'mixed' | '';
  notes: string[];
}

export function rows(runs: Measurement[][]): Row[] {
  const byKey = new Map<string, Measurement[]>();
  for (const run of runs)
    for (const m of run) byKey.set(`${m.scenario}\u0000${m.metric}`, [...(byKey.get(`${m.scenario}\u0000${m.metric}`) ?? []), m]);
  return [...byKey.values()].map((ms) => {
    const first = ms[0]!;
    const values = ms.map((m) => m.value);
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
    const spreadPct = median ? ((sorted[sorted.length - 1]! - sorted[0]!) / Math.abs(median)) * 100 : 0;
    let result: Row['result'] = '';
    if (first.target) {
      const passed = values.filter((v) => meets(v, first.target!)).length;
      result = passed === values.length ? 'pass' : passed === 0 ? 'miss' : 'mixed';
    }
    return {
      scenario: first.scenario,
      metric: first.metric,
      unit: first.unit,
      values,
      median,
      spreadPct,
      ...(first.target ? { target: first.target } : {}),
      result,
      notes: ms.map((m) => m.note).filter((n): n is string => Boolean(n)),
    };
  });
}

/** A plain-text table (also valid Markdown). */
export function table(all: Row[]): string {
  const header = ['scenario', 'metric', 'runs', 'median', 'spread', 'target', 'result'];
  const body = all.map((r) => [
    r.scenario,
    `${r.metric} (${r.unit})`,
    r.values.map(format).join(' / '),
    format(r.median),
    r.values.length > 1 ? `${r.spreadPct.toFixed(0)}%` : '',
    r.target ? `${r.target.op} ${format(r.target.value)}` : '',
    r.result,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
