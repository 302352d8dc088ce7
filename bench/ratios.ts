/**
 * Throughput targets are ratios to a ceiling measured in the same run (issue #24): the machine's speed
 * moves by a third within minutes, a ratio of two numbers measured minutes apart does not. Each ratio is
 * taken within one run; `pnpm bench --runs 3` reports their medians.
 */
import { measure, type Measurement, type Target } from './report.js';

interface Ratio {
  metric: string;
  /** Scenario and the start of the metric's name, of the measured and of the ceiling. */
  of: [string, string];
  to: [string, string];
  target: Target;
}

export const RATIOS: readonly Ratio[] = [
  {
    metric: 'ingest reused ÷ smtp-server + parse, reused',
    of: ['ingest', 'reused: 20 connections'],
    to: ['ceiling', "smtp-server + ingest's parse, reused"],
    target: { op: '>=', value: 60 },
  },
  {
    metric: 'ingest new connection ÷ smtp-server + parse, new connection',
    of: ['ingest', 'new connection per message'],
    to: ['ceiling', "smtp-server + ingest's parse, new connection"],
    target: { op: '>=', value: 90 },
  },
  {
    metric: 'webhook deliveries ÷ the same POSTs by the HTTP caller alone',
    of: ['webhooks', 'deliveries/s'],
    to: ['ceiling', 'the same signed POSTs'],
    target: { op: '>=', value: 70 },
  },
  {
    metric: 'api list reads ÷ express alone, same bytes',
    of: ['api', 'max throughput'],
    to: ['ceiling', 'express alone, the list answer'],
    target: { op: '>=', value: 30 },
  },
];

const find = (run: Measurement[], [scenario, prefix]: [string, string]) =>
  run.find((m) => m.scenario === scenario && m.metric.startsWith(prefix));

/** The ratios of one run whose two sides it measured, in percent. */
export function ratios(run: Measurement[]): Measurement[] {
  return RATIOS.flatMap((r) => {
    const of = find(run, r.of);
    const to = find(run, r.to);
    if (!of || !to || !(to.value > 0)) return [];
    return [
      measure(
        'ratio',
        r.metric,
        (of.value / to.value) * 100,
        '%',
        r.target,
        `${Math.round(of.value)} of ${Math.round(to.value)} ${of.unit}`,
      ),
    ];
  });
}
