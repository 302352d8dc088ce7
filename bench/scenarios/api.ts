/**
 * API throughput: authenticated GET /v1/inboxes/{address}/messages on inboxes of 10 messages, with
 * autocannon: the most it answers; then its latency at a steady 1,000 requests/second (an open-loop
 * generator here, and autocannon's overallRate for comparison). Then what
 * authentication, key controls, quota and the request log add, measured one request at a time.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ApiClient } from '../http.js';
import { measure, type Measurement } from '../report.js';
import { WorkCounters, createAccounts, createInboxes, fillInboxes, waitForQuiet, type BenchContext, type Inbox } from '../setup.js';
import { sleep, summarize } from '../stats.js';

/** Enough accounts that at the highest load each stays far below 100 requests/second. */
const ACCOUNTS = 200;
const MESSAGES_PER_INBOX = 10;
export const MAX_CONNECTIONS = 64;
export const DURATION_S = 10;
/** autocannon's warm-up before the measured run, seconds. */
export const WARM_UP_S = 3;
const FIXED_RATE = 1000;
const SEQUENTIAL_ROUNDS = 1500;

let prepared: Inbox[] | undefined;

async function inboxes(ctx: BenchContext): Promise<Inbox[]> {
  if (!prepared) {
    const accounts = await createAccounts(ctx, ACCOUNTS, 'api');
    prepared = (await createInboxes(ctx, accounts, 1)).flat();
    await fillInboxes(ctx, prepared, MESSAGES_PER_INBOX);
  }
  return prepared;
}

function cannon(
  ctx: BenchContext,
  targets: Inbox[],
  o: { connections: number; duration: number; overallRate?: number },
): Promise<autocannon.Result> {
  let k = 0;
  const paths = targets.map((t) => `/v1/inboxes/${encodeURIComponent(t.address)}/messages`);
  return autocannon({
    url: `http://127.0.0.1:${ctx.stack.ports.api}`,
    connections: o.connections,
    duration: o.duration,
    ...(o.overallRate ? { overallRate: o.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        // Round-robin over the accounts: each one's share of the load stays under its rate limit.
        setupRequest: (req) => {
          const i = k++ % targets.length;
          return { ...req, path: paths[i]!, headers: { authorization: `Bearer ${targets[i]!.account.apiKey}` } };
        },
      },
    ],
  });
}

/**
 * An open-loop load at a steady rate: request i is due at start + i/rate and goes out then whatever
 * happened to the ones before (up to 64 connections; beyond that the agent queues). Latency counts from
 * when the request was due, so a stall is not hidden by the generator waiting for it (coordinated
 * omission). autocannon's own rate limit sends each second's quota at the start of the second instead.
 */
async function steady(
  ctx: BenchContext,
  targets: Inbox[],
  rate: number,
  seconds: number,
): Promise<{ fromDue: number[]; bad: number; stalls: number[]; driverDelay: { p99: number; max: number } }> {
  const client = new ApiClient('127.0.0.1', ctx.stack.ports.api, { maxSockets: 64 });
  // The driver's own event-loop delay: a stall here would read as api latency.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const total = rate * seconds;
  const fromDue: number[] = [];
  const slowAt: number[] = [];
  let bad = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 20;
  let i = 0;
  while (i < total) {
    const now = performance.now();
    for (; i < total && start + (i * 1000) / rate <= now; i++) {
      const due = start + (i * 1000) / rate;
      const t = targets[i % targets.length]!;
      inFlight.push(
        client
          .request('GET', `/v1/inboxes/${encodeURIComponent(t.address)}/messages`, {
            apiKey: t.account.apiKey,
            timeoutMs: 10_000,
            ignoreBody: true,
          })
          .then(
            (res) => {
              if (res.status === 200) {
                fromDue.push(res.endedAt - due);
                if (res.endedAt - due > SLOW_MS) slowAt.push(due - start);
              } else bad++;
            },
            () => {
              bad++;
            },
          ),
      );
    }
    await sleep(Math.max(0, Math.min(1, start + (i * 1000) / rate - performance.now())));
  }
  await Promise.all(inFlight);
  loop.disable();
  client.close();
  // Slow requests come in episodes (one stall delays every request behind it): the start of each.
  const stalls: number[] = [];
  for (const t of slowAt.sort((a, b) => a - b)) if (!stalls.length || t - stalls[stalls.length - 1]! > 100) stalls.push(t);
  return { fromDue, bad, stalls, driverDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } };
}

/** A request this late is part of a stall. */
const SLOW_MS = 10;

const statusNote = (r: autocannon.Result) => {
  const bad = r.non2xx + r.errors + r.timeouts;
  if (!bad) return undefined;
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${s.count ?? 0}× ${code}`);
  return `non-2xx ${r.non2xx} (${codes.join(', ')}), errors ${r.errors}, timeouts ${r.timeouts}`;
};

export async function apiScenario(ctx: BenchContext): Promise<Measurement[]> {
  const targets = await inboxes(ctx);
  await waitForQuiet(ctx);

  await cannon(ctx, targets, { connections: MAX_CONNECTIONS, duration: WARM_UP_S }); // warm-up: JIT, caches, pools
  const counters = await WorkCounters.read(ctx);
  const max = await ctx.phase('api max', () => cannon(ctx, targets, { connections: MAX_CONNECTIONS, duration: DURATION_S }));
  ctx.log(
    `api: max ${Math.round(max.requests.average)} req/s over ${MAX_CONNECTIONS} connections, p50 ${max.latency.p50} p99 ${max.latency.p99} ms${statusNote(max) ? `; ${statusNote(max)}` : ''}`,
  );
  const work = await counters.perMessage(ctx, max.requests.total);
  ctx.log(
    `api: max, per request: ${work.commits.toFixed(3)} Postgres transactions, ${work.redis.toFixed(2)} Redis commands (${work.byCommand.map(([c, n]) => `${c} ${n.toFixed(2)}`).join(', ')})`,
  );
  const fixed = await ctx.phase('api autocannon overallRate', () =>
    cannon(ctx, targets, { connections: 32, duration: DURATION_S, overallRate: FIXED_RATE }),
  );
  ctx.log(
    `api: autocannon at ${FIXED_RATE} req/s (per-second bursts): p50 ${fixed.latency.p50} p90 ${fixed.latency.p90} p99 ${fixed.latency.p99} max ${fixed.latency.max} ms${statusNote(fixed) ? `; ${statusNote(fixed)}` : ''}`,
  );
  const even = await ctx.phase('api steady rate', () => steady(ctx, targets, FIXED_RATE, DURATION_S));
  const evenS = summarize(even.fromDue);
  ctx.log(
    `api: steady ${FIXED_RATE} req/s: p50 ${evenS.p50.toFixed(2)} p95 ${evenS.p95.toFixed(2)} p99 ${evenS.p99.toFixed(2)} max ${evenS.max.toFixed(1)} ms${even.bad ? `; ${even.bad} non-200 or failed` : ''}`,
  );
  const gaps = even.stalls.slice(1).map((t, i) => t - even.stalls[i]!);
  ctx.log(
    `api: steady: ${even.stalls.length} stalls (requests > ${SLOW_MS} ms) starting at ${even.stalls.map((t) => (t / 1000).toFixed(2)).join(', ')} s; median gap ${summarize(gaps).p50.toFixed(0)} ms; the driver's event-loop delay p99 ${even.driverDelay.p99.toFixed(1)} max ${even.driverDelay.max.toFixed(1)} ms`,
  );

  // One request at a time over one keep-alive connection, the three kinds interleaved so drift in the
  // machine's load hits all of them alike. /livez runs the same process, express app and per-request
  // middleware (request id, metrics) without the /v1 stack; /v1/domains runs the /v1 stack (key
  // lookup, key controls, the quota script in Redis, request log) around a handler that does nothing.
  const one = new ApiClient('127.0.0.1', ctx.stack.ports.api, { maxSockets: 1 });
  const livez: number[] = [];
  const domains: number[] = [];
  const list: number[] = [];
  let bad = 0;
  for (let i = 0; i < SEQUENTIAL_ROUNDS; i++) {
    const t = targets[i % targets.length]!;
    const a = await one.request('GET', '/livez');
    const b = await one.request('GET', '/v1/domains', { apiKey: t.account.apiKey });
    const c = await one.request('GET', `/v1/inboxes/${encodeURIComponent(t.address)}/messages`, { apiKey: t.account.apiKey });
    if (a.status !== 200 || b.status !== 200 || c.status !== 200) bad++;
    livez.push(a.endedAt - a.startedAt);
    domains.push(b.endedAt - b.startedAt);
    list.push(c.endedAt - c.startedAt);
  }
  one.close();
  const [l, d, m] = [summarize(livez), summarize(domains), summarize(list)];
  ctx.log(
    `api: sequential p50 /livez ${l.p50.toFixed(3)} /v1/domains ${d.p50.toFixed(3)} list ${m.p50.toFixed(3)} ms${bad ? ` (${bad} rounds with a non-200)` : ''}`,
  );
  await waitForQuiet(ctx);

  return [
    measure('api', `max throughput (${MAX_CONNECTIONS} connections)`, max.requests.average, 'req/s', undefined, statusNote(max)),
    measure('api', 'max throughput: latency p50', max.latency.p50, 'ms'),
    measure('api', 'max throughput: latency p99', max.latency.p99, 'ms'),
    measure('api', `steady ${FIXED_RATE} req/s: latency p50`, evenS.p50, 'ms'),
    measure(
      'api',
      `steady ${FIXED_RATE} req/s: latency p99`,
      evenS.p99,
      'ms',
      { op: '<=', value: 20 },
      even.bad ? `${even.bad} non-200 or failed` : undefined,
    ),
    measure('api', `autocannon overallRate ${FIXED_RATE} (bursts each second): p50`, fixed.latency.p50, 'ms'),
    measure('api', `autocannon overallRate ${FIXED_RATE} (bursts each second): p99`, fixed.latency.p99, 'ms', undefined, statusNote(fixed)),
    measure('api', 'sequential p50: GET /livez (no auth)', l.p50, 'ms'),
    measure('api', 'sequential p50: GET /v1/domains (auth, no work)', d.p50, 'ms'),
    measure('api', 'sequential p50: GET list (10 messages)', m.p50, 'ms'),
    measure(
      'api',
      'auth + key controls + quota + log, p50',
      d.p50 - l.p50,
      'ms',
      { op: '<=', value: 1 },
      bad ? `${bad} rounds with a non-200` : undefined,
    ),
  ];
}
