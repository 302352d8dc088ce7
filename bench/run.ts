/**
 * `pnpm bench [SCENARIO...] [--runs N] [--profile SERVICE,...]`
 *
 * Starts the whole stack as `pnpm start` does (four service processes) on a throwaway database and Redis
 * prefix, drives it from this process over loopback sockets, prints a table of each scenario's numbers
 * against its target, then stops the services and removes the database and Redis keys.
 *
 * `pnpm bench start` instead measures `pnpm start` to its ready line (bench/start.ts).
 *
 * Scenarios: cost, ingest, ceiling, wake, wake-count, code, code-large, api, held, webhooks, purge, faults, search, checks (all when none is named); each is
 * bounded in count and time. smtp-source runs only when named: the ingest loads sent by Postfix's
 * smtp-source (bench/get-smtp-source.sh fetches it). Environment:
 *   BENCH_POSTGRES_URL   a URL of the server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_REDIS_URL      default redis://127.0.0.1:6379
 *   BENCH_PORT_BASE      five fixed ports from there instead of free ones
 *   BENCH_WEBHOOK_TRUST  `ca-file` (default: the receiver's certificate through WEBHOOK_CA_FILE) or
 *                        `system` (through NODE_EXTRA_CA_CERTS, as a publicly trusted endpoint would be)
 * and any service tunable (EXTRACT_CONCURRENCY, WEBHOOK_CONCURRENCY, LOG_LEVEL, …), passed through.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuDetail, formatCpu, snapshot, type CpuUse } from './cpu.js';
import { ApiClient } from './http.js';
import { monotonicUs, summarizeProfile, type Window } from './profile-summary.js';
import { ratios } from './ratios.js';
import { measure, rows, table, type Measurement } from './report.js';
import { apiScenario } from './scenarios/api.js';
import { checksScenario } from './scenarios/checks.js';
import { costScenario } from './scenarios/cost.js';
import { faultsScenario } from './scenarios/faults.js';
import { heldScenario } from './scenarios/held.js';
import { ceilingScenario } from './scenarios/ceiling.js';
import { ingestScenario } from './scenarios/ingest.js';
import { purgeScenario } from './scenarios/purge.js';
import { searchScenario } from './scenarios/search.js';
import { codeLargeScenario, codeScenario, wakeCountScenario, wakeScenario } from './scenarios/wait-latency.js';
import { smtpSourceScenario } from './scenarios/smtp-source.js';
import { webhooksScenario } from './scenarios/webhooks.js';
import { createAccounts, createInboxes, fillInboxes, waitForQuiet, type BenchContext } from './setup.js';
import { SERVICES, startStack, type ServiceName, type Stack } from './stack.js';
import { AccountPacer } from './stats.js';

const SCENARIOS: Record<string, (ctx: BenchContext) => Promise<Measurement[]>> = {
  cost: costScenario,
  ingest: ingestScenario,
  ceiling: ceilingScenario,
  wake: wakeScenario,
  'wake-count': wakeCountScenario,
  code: codeScenario,
  'code-large': codeLargeScenario,
  api: apiScenario,
  held: heldScenario,
  webhooks: webhooksScenario,
  purge: purgeScenario,
  faults: faultsScenario,
  search: searchScenario,
  'smtp-source': smtpSourceScenario,
  checks: checksScenario,
};
/** Run only when named: it needs Postfix's smtp-source (bench/get-smtp-source.sh). */
const NAMED_ONLY = new Set(['smtp-source']);

const USAGE = `usage: pnpm bench [${Object.keys(SCENARIOS).join('|')} ...] [--runs N] [--profile ${SERVICES.join(',')}]\n       pnpm bench start [--runs N]`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { runs: { type: 'string', default: '2' }, profile: { type: 'string', default: '' }, help: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length === 1 && positionals[0] === 'start') {
  // Not a scenario on a running stack: it measures starting one.
  const { benchStart } = await import('./start.js');
  await benchStart({ runs: Number(values.runs), log: (line) => process.stderr.write(`${line}\n`) });
  process.exit(0);
}
const chosen = positionals.length ? positionals : Object.keys(SCENARIOS).filter((s) => !NAMED_ONLY.has(s));
const unknown = chosen.filter((s) => !SCENARIOS[s]);
const profile = values.profile
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean) as ServiceName[];
const badProfile = profile.filter((s) => !SERVICES.includes(s));
const runs = Number(values.runs);
if (unknown.length || badProfile.length || !Number.isInteger(runs) || runs < 1) {
  process.stderr.write(
    `${unknown.length ? `unknown scenario ${unknown.join(', ')}\n` : ''}${badProfile.length ? `unknown service ${badProfile.join(', ')}\n` : ''}${USAGE}\n`,
  );
  process.exit(2);
}

const log = (line: string): void => {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

let stack: Stack | undefined;
let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= stack ? stack.stop().catch((err: unknown) => log(`bench: stopping failed: ${String(err)}`)) : Promise.resolve());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`bench: ${signal}; stopping the stack`);
    void stop().then(() => process.exit(130));
  });
}

/** The code under test: the commit, and whether services/ or packages/ differ from it. */
function gitRevision(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'services', 'packages'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${head} + uncommitted changes in services/ or packages/` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
const revision = gitRevision();

/** JIT, caches and pools warm before anything is measured: mail and API calls through every service. */
async function warmUp(ctx: BenchContext): Promise<void> {
  const started = performance.now();
  const accounts = await createAccounts(ctx, 2, 'warmup');
  const inboxes = (await createInboxes(ctx, accounts, 10)).flat();
  await fillInboxes(ctx, inboxes, 40);
  for (let i = 0; i < 300; i++) {
    const inbox = inboxes[i % inboxes.length]!;
    await ctx.pacer.slot(inbox.account.id);
    await ctx.api.request('GET', `/v1/inboxes/${encodeURIComponent(inbox.address)}/messages`, { apiKey: inbox.account.apiKey });
  }
  await waitForQuiet(ctx);
  log(`bench: warmed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  log(`bench: ${chosen.join(', ')} × ${runs} on ${revision}; load average ${load()}`);
  stack = await startStack({ profile, log });
  const named: Record<number, string> = Object.fromEntries(Object.entries(stack.pids).map(([name, pid]) => [pid, name]));
  const cpu: ({ phase: string; wallMs: number } & CpuUse)[] = [];
  const windows: Window[] = [];
  const ctx: BenchContext = {
    stack,
    api: new ApiClient('127.0.0.1', stack.ports.api),
    pacer: new AccountPacer(80),
    log,
    track(pid, name) {
      named[pid] = name;
    },
    async phase(label, run) {
      const before = snapshot();
      const started = performance.now();
      const startUs = monotonicUs();
      try {
        return await run();
      } finally {
        windows.push({ label, startUs, endUs: monotonicUs() });
        const wallMs = performance.now() - started;
        const use = cpuDetail(before, snapshot(), wallMs, named);
        cpu.push({ phase: label, wallMs: Math.round(wallMs), ...use });
        log(`cpu ${label} (${(wallMs / 1000).toFixed(1)} s, % of one core): ${formatCpu(use)}`);
      }
    },
  };
  await warmUp(ctx);
  const results: Measurement[][] = [];
  for (let r = 1; r <= runs; r++) {
    const run: Measurement[] = [];
    for (const name of chosen) {
      log(`bench: run ${r}/${runs}: ${name} (load average ${load()})`);
      const started = performance.now();
      try {
        run.push(...(await SCENARIOS[name]!(ctx)));
      } catch (err) {
        log(`bench: ${name} failed: ${(err as Error).stack ?? String(err)}`);
        run.push(measure(name, 'FAILED', Number.NaN, '', undefined, (err as Error).message));
      }
      log(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    run.push(...ratios(run));
    results.push(run);
  }
  ctx.api.close();

  const machine = {
    revision,
    nproc: os.availableParallelism(),
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    postgres: (await stack.pool.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v,
    redis: /redis_version:(\S+)/.exec(await stack.redis.info('server'))?.[1] ?? '?',
    loadAverageAtEnd: load(),
  };
  const all = rows(results);
  const file = join(stack.dir, 'results.json');
  writeFileSync(file, JSON.stringify({ machine, scenarios: chosen, runs: results, rows: all, cpu, windows }, null, 2));
  await stop();

  process.stdout.write(
    `\ncode: ${machine.revision}\nmachine: ${machine.nproc} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}; load average at the end ${machine.loadAverageAtEnd}\n\n`,
  );
  process.stdout.write(`${table(all)}\n\n`);
  for (const r of all.filter((x) => x.notes.length)) process.stdout.write(`- ${r.scenario} / ${r.metric}: ${r.notes.join(' | ')}\n`);
  process.stdout.write(`\nresults: ${file}\n`);
  if (profile.length) {
    const dir = join(stack.dir, 'profiles');
    // The main threads, over the measured phases only (not start-up, setup or waiting for quiet); the
    // loader-hook threads' profiles are kept beside them but only show start-up.
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.main.cpuprofile'))) {
      const summary = summarizeProfile(join(dir, f), 25, windows);
      writeFileSync(join(dir, `${f}.txt`), `${summary}\n`);
      process.stdout.write(`\n${summary}\n`);
    }
  }
  process.exit(0);
} catch (err) {
  log(`bench: ${(err as Error).stack ?? String(err)}`);
  await stop();
  process.exit(1);
}
