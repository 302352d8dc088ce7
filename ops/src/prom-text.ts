/** Samples from the Prometheus text exposition format that /metrics serves. */

export type Labels = Record<string, string>;

export interface Sample {
  /** `__name__` holds the metric name, as in PromQL. */
  labels: Labels;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/gy;

export function parsePromText(text: string, extra: Labels = {}): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const labels: Labels = { ...extra, __name__: m[1]! };
    if (m[2]) {
      let at = 0;
      LABEL.lastIndex = 0;
      for (let l = LABEL.exec(m[2]); l !== null; l = LABEL.exec(m[2])) {
        labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
        at = LABEL.lastIndex;
      }
      if (at !== m[2].length) throw new Error(`bad labels: ${line}`);
    }
    samples.push({ labels, value: parseValue(m[3]!) });
  }
  return samples;
}

function parseValue(s: string): number {
  if (s === '+Inf') return Infinity;
  if (s === '-Inf') return -Infinity;
  return Number(s);
}
