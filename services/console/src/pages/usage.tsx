/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Account } from '@throwbox/db';
import type { UsageSnapshot } from '@throwbox/operations';
import { Layout, type PageContext } from './layout.js';
import { counted } from './words.js';

export interface DayCount {
  day: string;
  requests: number;
  errors: number;
}

const n = (x: number) => x.toLocaleString('en-US');

/** Requests per day as bars, errors stacked on top in their own colour; an SVG drawn here, no script. */
export function DailyChart({ days }: { days: DayCount[] }) {
  const width = 700;
  const height = 180;
  const top = Math.max(1, ...days.map((d) => d.requests));
  const slot = width / days.length;
  const bar = Math.max(4, slot * 0.7);
  const scale = (v: number) => (v / top) * (height - 30);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title" class="chart" preserveAspectRatio="none">
        <title id="chart-title">Requests per day over the last {days.length} days, errors in red</title>
        {days.map((d, i) => {
          const x = i * slot + (slot - bar) / 2;
          const ok = scale(d.requests - d.errors);
          const bad = scale(d.errors);
          return (
            <g>
              <title>{`${d.day}: ${counted(d.requests, 'request')}, ${counted(d.errors, 'error')}`}</title>
              <rect class="ok" x={x} y={height - 20 - ok} width={bar} height={ok} />
              <rect class="bad" x={x} y={height - 20 - ok - bad} width={bar} height={bad} />
              {(days.length - 1 - i) % 2 === 0 && (
                <text x={x + bar / 2} y={height - 5} text-anchor="middle" class="axis">
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Requests per day (UTC), <span class="legend ok">successful</span> and <span class="legend bad">errors</span>; peak {n(top)}.
      </figcaption>
    </figure>
  );
}

export function UsagePage({ ctx, account, usage, days }: { ctx: PageContext; account: Account; usage: UsageSnapshot; days: DayCount[] }) {
  const resets = new Date(usage.resetsAt * 1000).toISOString().slice(0, 10);
  const total = days.reduce((s, d) => s + d.requests, 0);
  const errors = days.reduce((s, d) => s + d.errors, 0);
  return (
    <Layout ctx={ctx} title="Usage" active="/usage">
      <section aria-labelledby="month-title">
        <h2 id="month-title">This month ({usage.month})</h2>
        <dl class="figures">
          <div>
            <dt>Used</dt>
            <dd data-figure="used">{n(usage.used)}</dd>
          </div>
          <div>
            <dt>Included in the {account.plan} plan</dt>
            <dd data-figure="quota">{n(usage.quota)}</dd>
          </div>
          <div>
            <dt>Remaining</dt>
            <dd data-figure="remaining">{n(usage.remaining)}</dd>
          </div>
          <div>
            <dt>Credits</dt>
            <dd data-figure="credits">{n(usage.credits)}</dd>
          </div>
        </dl>
        <progress
          value={Math.min(usage.used, usage.quota)}
          max={Math.max(usage.quota, 1)}
          aria-label="Share of the month's included requests used"
        />
        <p>
          The count starts again on {resets} at 00:00 UTC. When the included requests are used, each request takes a credit; with neither
          left the API answers 429 <code>quota_exceeded</code>.
        </p>
      </section>
      <section aria-labelledby="days-title">
        <h2 id="days-title">Last {days.length} days</h2>
        <p>
          {counted(total, 'request')}, {n(errors)} of them {errors === 1 ? 'an error' : 'errors'}.{' '}
          <a href="/requests?errors=1">See the errors in the request log</a>.
        </p>
        <DailyChart days={days} />
      </section>
    </Layout>
  );
}
