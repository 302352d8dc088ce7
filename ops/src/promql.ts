/**
 * The part of PromQL the Grafana dashboard uses, evaluated over recorded scrapes: instant and range
 * selectors with label matchers, rate/increase, histogram_quantile, vector(), sum/min/max/avg/count
 * by|without, + - * / between vectors (one-to-one on identical labels) and scalars, and `or`. It lets the tests check every
 * panel's query against the metrics the code defines, and the screenshot draw the panels from real data.
 */
import type { Labels, Sample } from './prom-text.js';

export interface Matcher {
  label: string;
  op: '=' | '!=' | '=~' | '!~';
  value: string;
}

export type Expr =
  | { type: 'number'; value: number }
  | { type: 'selector'; name: string; matchers: Matcher[]; rangeSeconds?: number }
  | { type: 'call'; fn: FunctionName; args: Expr[] }
  | { type: 'aggregate'; op: AggregateOp; labels: string[]; without: boolean; expr: Expr }
  | { type: 'binary'; op: BinaryOp; lhs: Expr; rhs: Expr };

type AggregateOp = 'sum' | 'min' | 'max' | 'avg' | 'count';
type FunctionName = 'rate' | 'increase' | 'histogram_quantile' | 'vector';
type BinaryOp = '+' | '-' | '*' | '/' | 'or';
const AGGREGATES = new Set(['sum', 'min', 'max', 'avg', 'count']);
const FUNCTIONS = new Set(['rate', 'increase', 'histogram_quantile', 'vector']);

// ---- parsing ---------------------------------------------------------------------------------------------

type Token = { kind: 'ident' | 'number' | 'string' | 'duration' | 'punct'; text: string };

const TOKEN = /\s*(?:(\d+(?:ms|s|m|h|d))(?![\w.])|(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([a-zA-Z_:][a-zA-Z0-9_:]*)|"((?:[^"\\]|\\.)*)"|(=~|!~|!=|[(){}[\],=+\-*/]))/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    if (!m) throw new SyntaxError(`PromQL: cannot read "${source.slice(at, at + 20)}" in ${source}`);
    at = TOKEN.lastIndex;
    if (m[1]) tokens.push({ kind: 'duration', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'number', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'ident', text: m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'string', text: m[4].replace(/\\(.)/g, '$1') });
    else tokens.push({ kind: 'punct', text: m[5]! });
  }
  return tokens;
}

const DURATION_SECONDS = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 } as const;

function durationSeconds(text: string): number {
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  if (!m) throw new SyntaxError(`PromQL: bad duration ${text}`);
  return Number(m[1]) * DURATION_SECONDS[m[2] as keyof typeof DURATION_SECONDS];
}

/** Grafana's variables, replaced before parsing (e.g. `$__rate_interval` by `1m`). */
export function parsePromQL(source: string, vars: Record<string, string> = {}): Expr {
  const text = source.replace(/\$\{?(\w+)\}?/g, (whole, name: string) => vars[name] ?? whole);
  if (text.includes('$')) throw new SyntaxError(`PromQL: unknown variable in ${source}`);
  const tokens = tokenize(text);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const next = (): Token => {
    const t = tokens[i++];
    if (!t) throw new SyntaxError(`PromQL: unexpected end of ${source}`);
    return t;
  };
  const expect = (text: string): void => {
    const t = next();
    if (t.text !== text) throw new SyntaxError(`PromQL: expected "${text}", got "${t.text}" in ${source}`);
  };
  const labelList = (): string[] => {
    expect('(');
    const labels: string[] = [];
    while (peek()?.text !== ')') {
      const t = next();
      if (t.kind !== 'ident') throw new SyntaxError(`PromQL: expected a label name in ${source}`);
      labels.push(t.text);
      if (peek()?.text === ',') next();
    }
    expect(')');
    return labels;
  };

  const PRECEDENCE: Record<string, number> = { or: 1, '+': 2, '-': 2, '*': 3, '/': 3 };
  function expression(minPrecedence = 1): Expr {
    let lhs = primary();
    for (let op = peek(); op && PRECEDENCE[op.text] !== undefined && PRECEDENCE[op.text]! >= minPrecedence; op = peek()) {
      next();
      const rhs = expression(PRECEDENCE[op.text]! + 1);
      lhs = { type: 'binary', op: op.text as BinaryOp, lhs, rhs };
    }
    return lhs;
  }

  function primary(): Expr {
    const t = next();
    if (t.kind === 'number') return { type: 'number', value: Number(t.text) };
    if (t.text === '(') {
      const e = expression();
      expect(')');
      return e;
    }
    if (t.kind !== 'ident') throw new SyntaxError(`PromQL: unexpected "${t.text}" in ${source}`);
    if (AGGREGATES.has(t.text)) {
      let labels: string[] = [];
      let without = false;
      const modifier = (): void => {
        if (peek()?.text === 'by' || peek()?.text === 'without') {
          without = next().text === 'without';
          labels = labelList();
        }
      };
      modifier();
      expect('(');
      const inner = expression();
      expect(')');
      modifier();
      return { type: 'aggregate', op: t.text as AggregateOp, labels, without, expr: inner };
    }
    if (FUNCTIONS.has(t.text)) {
      expect('(');
      const args: Expr[] = [expression()];
      while (peek()?.text === ',') {
        next();
        args.push(expression());
      }
      expect(')');
      return { type: 'call', fn: t.text as FunctionName, args };
    }
    if (peek()?.text === '(') throw new SyntaxError(`PromQL: unsupported function ${t.text} in ${source}`);
    const matchers: Matcher[] = [];
    if (peek()?.text === '{') {
      next();
      while (peek()?.text !== '}') {
        const label = next();
        const op = next();
        const value = next();
        if (label.kind !== 'ident' || !['=', '!=', '=~', '!~'].includes(op.text) || value.kind !== 'string') {
          throw new SyntaxError(`PromQL: bad matcher in ${source}`);
        }
        matchers.push({ label: label.text, op: op.text as Matcher['op'], value: value.text });
        if (peek()?.text === ',') next();
      }
      expect('}');
    }
    const selector: Expr = { type: 'selector', name: t.text, matchers };
    if (peek()?.text === '[') {
      next();
      const d = next();
      if (d.kind !== 'duration') throw new SyntaxError(`PromQL: expected a duration in ${source}`);
      selector.rangeSeconds = durationSeconds(d.text);
      expect(']');
    }
    return selector;
  }

  const e = expression();
  if (i !== tokens.length) throw new SyntaxError(`PromQL: unexpected "${tokens[i]!.text}" in ${source}`);
  return e;
}

/** Every selector in an expression, with the labels its aggregations group by. */
export function selectorsOf(e: Expr): { selectors: Array<Extract<Expr, { type: 'selector' }>>; groupings: Array<{ labels: string[]; over: Expr }> } {
  const selectors: Array<Extract<Expr, { type: 'selector' }>> = [];
  const groupings: Array<{ labels: string[]; over: Expr }> = [];
  const walk = (x: Expr): void => {
    if (x.type === 'selector') selectors.push(x);
    else if (x.type === 'call') x.args.forEach(walk);
    else if (x.type === 'aggregate') {
      groupings.push({ labels: x.labels, over: x.expr });
      walk(x.expr);
    } else if (x.type === 'binary') {
      walk(x.lhs);
      walk(x.rhs);
    }
  };
  walk(e);
  return { selectors, groupings };
}

// ---- evaluation ------------------------------------------------------------------------------------------

export interface Scrape {
  /** Seconds. */
  t: number;
  samples: Sample[];
}

export type Value = { kind: 'scalar'; value: number } | { kind: 'vector'; samples: Sample[] };

const signature = (labels: Labels, drop: (name: string) => boolean = (n) => n === '__name__'): string =>
  JSON.stringify(Object.keys(labels).filter((k) => !drop(k)).sort().map((k) => [k, labels[k]]));

const withoutName = (labels: Labels): Labels => {
  const { __name__: _, ...rest } = labels;
  return rest;
};

function matchesAll(labels: Labels, name: string, matchers: Matcher[]): boolean {
  if (labels.__name__ !== name) return false;
  return matchers.every((m) => {
    const v = labels[m.label] ?? '';
    switch (m.op) {
      case '=':
        return v === m.value;
      case '!=':
        return v !== m.value;
      case '=~':
        return new RegExp(`^(?:${m.value})$`).test(v);
      case '!~':
        return !new RegExp(`^(?:${m.value})$`).test(v);
    }
  });
}

/** Evaluates at time `t` over scrapes sorted by time (each scrape holds every target's samples). */
export function evaluate(e: Expr, scrapes: Scrape[], t: number): Value {
  switch (e.type) {
    case 'number':
      return { kind: 'scalar', value: e.value };
    case 'selector': {
      if (e.rangeSeconds !== undefined) throw new Error('PromQL: a range selector needs rate() or increase()');
      const latest = [...scrapes].reverse().find((s) => s.t <= t);
      return { kind: 'vector', samples: (latest?.samples ?? []).filter((s) => matchesAll(s.labels, e.name, e.matchers)) };
    }
    case 'call':
      return call(e, scrapes, t);
    case 'aggregate':
      return aggregate(e, evaluateVector(e.expr, scrapes, t));
    case 'binary':
      return binary(e.op, evaluate(e.lhs, scrapes, t), evaluate(e.rhs, scrapes, t));
  }
}

function evaluateVector(e: Expr, scrapes: Scrape[], t: number): Sample[] {
  const v = evaluate(e, scrapes, t);
  if (v.kind !== 'vector') throw new Error('PromQL: expected an instant vector');
  return v.samples;
}

function call(e: Extract<Expr, { type: 'call' }>, scrapes: Scrape[], t: number): Value {
  if (e.fn === 'vector') {
    const v = evaluate(e.args[0]!, scrapes, t);
    if (v.kind !== 'scalar') throw new Error('PromQL: vector() needs a scalar');
    return { kind: 'vector', samples: [{ labels: {}, value: v.value }] };
  }
  if (e.fn === 'histogram_quantile') {
    const q = evaluate(e.args[0]!, scrapes, t);
    if (q.kind !== 'scalar') throw new Error('PromQL: histogram_quantile needs a scalar quantile');
    return { kind: 'vector', samples: histogramQuantile(q.value, evaluateVector(e.args[1]!, scrapes, t)) };
  }
  const range = e.args[0];
  if (range?.type !== 'selector' || range.rangeSeconds === undefined) throw new Error(`PromQL: ${e.fn} needs a range selector`);
  const window = scrapes.filter((s) => s.t > t - range.rangeSeconds! && s.t <= t);
  const points = new Map<string, { labels: Labels; values: Array<[number, number]> }>();
  for (const s of window) {
    for (const sample of s.samples) {
      if (!matchesAll(sample.labels, range.name, range.matchers)) continue;
      const key = signature(sample.labels, () => false);
      const entry = points.get(key) ?? { labels: withoutName(sample.labels), values: [] };
      entry.values.push([s.t, sample.value]);
      points.set(key, entry);
    }
  }
  const samples: Sample[] = [];
  for (const { labels, values } of points.values()) {
    if (values.length < 2) continue;
    let increase = 0;
    for (let k = 1; k < values.length; k++) {
      const delta = values[k]![1] - values[k - 1]![1];
      // A counter that went down was reset (a restart): everything since counts.
      increase += delta >= 0 ? delta : values[k]![1];
    }
    const span = values.at(-1)![0] - values[0]![0];
    const perSecond = increase / span;
    samples.push({ labels, value: e.fn === 'rate' ? perSecond : perSecond * range.rangeSeconds });
  }
  return { kind: 'vector', samples };
}

/** Linear interpolation inside the bucket holding the quantile, as Prometheus does. */
function histogramQuantile(q: number, buckets: Sample[]): Sample[] {
  const groups = new Map<string, { labels: Labels; buckets: Array<[number, number]> }>();
  for (const b of buckets) {
    const le = b.labels.le;
    if (le === undefined) continue;
    const key = signature(b.labels, (n) => n === 'le' || n === '__name__');
    const { le: _, ...labels } = withoutName(b.labels);
    const entry = groups.get(key) ?? { labels, buckets: [] };
    entry.buckets.push([le === '+Inf' ? Infinity : Number(le), b.value]);
    groups.set(key, entry);
  }
  const out: Sample[] = [];
  for (const { labels, buckets: bs } of groups.values()) {
    bs.sort((a, b) => a[0] - b[0]);
    const total = bs.at(-1)?.[1] ?? 0;
    if (bs.at(-1)?.[0] !== Infinity || !(total > 0)) continue;
    const rank = q * total;
    let value = NaN;
    for (let k = 0; k < bs.length; k++) {
      const [upper, count] = bs[k]!;
      if (count < rank) continue;
      if (upper === Infinity) {
        value = bs[k - 1]?.[0] ?? NaN;
        break;
      }
      const [lower, below] = k === 0 ? [0, 0] : bs[k - 1]!;
      value = count === below ? upper : lower + ((upper - lower) * (rank - below)) / (count - below);
      break;
    }
    out.push({ labels, value });
  }
  return out;
}

function aggregate(e: Extract<Expr, { type: 'aggregate' }>, samples: Sample[]): Value {
  const groups = new Map<string, { labels: Labels; values: number[] }>();
  for (const s of samples) {
    const labels: Labels = {};
    for (const [k, v] of Object.entries(withoutName(s.labels))) {
      if (e.without ? !e.labels.includes(k) : e.labels.includes(k)) labels[k] = v;
    }
    const key = signature(labels);
    const entry = groups.get(key) ?? { labels, values: [] };
    entry.values.push(s.value);
    groups.set(key, entry);
  }
  const reduce: Record<AggregateOp, (vs: number[]) => number> = {
    sum: (vs) => vs.reduce((a, b) => a + b, 0),
    min: (vs) => Math.min(...vs),
    max: (vs) => Math.max(...vs),
    avg: (vs) => vs.reduce((a, b) => a + b, 0) / vs.length,
    count: (vs) => vs.length,
  };
  return { kind: 'vector', samples: [...groups.values()].map(({ labels, values }) => ({ labels, value: reduce[e.op](values) })) };
}

function binary(op: BinaryOp, lhs: Value, rhs: Value): Value {
  if (op === 'or') {
    // The left side's series, plus the right side's whose labels the left lacks (`x or vector(0)`).
    if (lhs.kind !== 'vector' || rhs.kind !== 'vector') throw new Error('PromQL: or needs two vectors');
    const left = new Set(lhs.samples.map((s) => signature(s.labels)));
    return { kind: 'vector', samples: [...lhs.samples, ...rhs.samples.filter((s) => !left.has(signature(s.labels)))] };
  }
  const apply = (a: number, b: number): number => (op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b);
  if (lhs.kind === 'scalar' && rhs.kind === 'scalar') return { kind: 'scalar', value: apply(lhs.value, rhs.value) };
  if (lhs.kind === 'scalar' && rhs.kind === 'vector') return { kind: 'vector', samples: rhs.samples.map((s) => ({ labels: withoutName(s.labels), value: apply(lhs.value, s.value) })) };
  if (lhs.kind === 'vector' && rhs.kind === 'scalar') return { kind: 'vector', samples: lhs.samples.map((s) => ({ labels: withoutName(s.labels), value: apply(s.value, rhs.value) })) };
  const right = new Map((rhs as { samples: Sample[] }).samples.map((s) => [signature(s.labels), s]));
  const samples: Sample[] = [];
  for (const l of (lhs as { samples: Sample[] }).samples) {
    const r = right.get(signature(l.labels));
    if (r) samples.push({ labels: withoutName(l.labels), value: apply(l.value, r.value) });
  }
  return { kind: 'vector', samples };
}
