import { describe, expect, it } from '@jest/globals';
import { parsePromText } from './prom-text.js';
import { evaluate, parsePromQL, selectorsOf, type Scrape } from './promql.js';

const scrape = (t: number, text: string): Scrape => ({ t, samples: parsePromText(text, { service: 'ingest' }) });

const scrapes: Scrape[] = [
  scrape(0, 'm_total{result="stored"} 0\nm_total{result="unknown"} 0\nh_bucket{le="0.1"} 0\nh_bucket{le="1"} 0\nh_bucket{le="+Inf"} 0'),
  scrape(10, 'm_total{result="stored"} 30\nm_total{result="unknown"} 10\nh_bucket{le="0.1"} 50\nh_bucket{le="1"} 90\nh_bucket{le="+Inf"} 100'),
  // The process restarted: the counter starts again from zero.
  scrape(20, 'm_total{result="stored"} 20\nm_total{result="unknown"} 20\nh_bucket{le="0.1"} 50\nh_bucket{le="1"} 90\nh_bucket{le="+Inf"} 100'),
];

const at = (query: string, t = 20) => {
  const v = evaluate(parsePromQL(query, { __rate_interval: '30s' }), scrapes, t);
  if (v.kind === 'scalar') return v.value;
  return Object.fromEntries(v.samples.map((s) => [JSON.stringify(s.labels), s.value]));
};

describe('the PromQL subset the dashboard uses', () => {
  it('reads the exposition format, escapes and infinities included', () => {
    const [a, b] = parsePromText('# HELP x y\nx{a="1",b="q\\"uote"} 2.5\ny_bucket{le="+Inf"} +Inf\n');
    expect(a).toEqual({ labels: { __name__: 'x', a: '1', b: 'q"uote' }, value: 2.5 });
    expect(b?.value).toBe(Infinity);
  });

  it('computes rates across a counter reset', () => {
    expect(at('rate(m_total{result="stored"}[$__rate_interval])')).toEqual({ '{"service":"ingest","result":"stored"}': 50 / 20 });
  });

  it('sums by a label and divides matching vectors', () => {
    expect(at('sum by (result) (rate(m_total[1m]))', 10)).toEqual({ '{"result":"stored"}': 3, '{"result":"unknown"}': 1 });
    expect(at('sum(rate(m_total{result!="stored"}[1m])) / sum(rate(m_total[1m]))', 10)).toEqual({ '{}': 0.25 });
  });

  it('fills an empty side with `or vector(0)`, so a ratio of nothing reads 0', () => {
    expect(at('sum(rate(m_total{result="none"}[1m])) / sum(rate(m_total[1m]))', 10)).toEqual({});
    expect(at('(sum(rate(m_total{result="none"}[1m])) or vector(0)) / sum(rate(m_total[1m]))', 10)).toEqual({ '{}': 0 });
    expect(at('sum(rate(m_total{result="stored"}[1m])) or vector(0)', 10)).toEqual({ '{}': 3 });
  });

  it('anchors regular expressions, as Prometheus does', () => {
    expect(Object.keys(at('sum by (result) (m_total{result=~"stor"})') as object)).toEqual([]);
    expect(Object.keys(at('sum by (result) (m_total{result=~"stor.*|unk.*"})') as object)).toHaveLength(2);
  });

  it('interpolates histogram quantiles inside the bucket', () => {
    expect(at('histogram_quantile(0.5, sum by (le) (rate(h_bucket[1m])))', 10)).toEqual({ '{}': 0.1 });
    expect(at('histogram_quantile(0.7, sum by (le) (rate(h_bucket[1m])))', 10)).toEqual({ '{}': expect.closeTo(0.1 + 0.9 * (20 / 40), 9) });
    expect(at('histogram_quantile(0.99, sum by (le) (rate(h_bucket[1m])))', 10)).toEqual({ '{}': 1 });
  });

  it('lists the selectors and grouping labels of a query', () => {
    const { selectors, groupings } = selectorsOf(parsePromQL('sum by (route) (rate(a_total{x="1"}[5m])) / sum by (route) (b)'));
    expect(selectors.map((s) => s.name)).toEqual(['a_total', 'b']);
    expect(groupings.map((g) => g.labels)).toEqual([['route'], ['route']]);
  });

  it('rejects what it does not understand instead of guessing', () => {
    expect(() => parsePromQL('irate(a[5m])')).toThrow(/unsupported function/);
    expect(() => parsePromQL('rate(a[$nope])')).toThrow(/unknown variable/);
  });
});
