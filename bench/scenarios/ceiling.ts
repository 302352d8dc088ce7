/**
 * ceiling: what the libraries alone get on this machine at this moment, with the same load generators
 * as the scenarios they bound — the machine's speed swings by a third within minutes, so ingest and api
 * numbers are best read against these, run minutes apart in the same bench.
 *  - SMTP: the ingest scenario's two loads, same client, sent to smtp-server alone in a process of its
 *    own (ingest's SMTP options and Node flags), first discarding each message, then parsing it with
 *    ingest's parseMessage before the 250 — no Postgres, no extraction, no logs.
 *  - HTTP: the api scenario's autocannon load (64 connections, 10 s after 3 s of warm-up) on express 5
 *    alone, built as the api builds it, answering every request with a list answer captured from the
 *    real api (the same bytes and headers) — no authentication, no Postgres, no Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NODE_FLAGS } from '../../scripts/services.js';
import { measure, type Measurement } from '../report.js';
import { createAccounts, createInboxes, fillInboxes, type BenchContext } from '../setup.js';
import { DURATION_S, MAX_CONNECTIONS, WARM_UP_S } from './api.js';
import { NEW_PARALLEL, REUSED_CONNECTIONS, describeCycle, mailFor, newConnectionLoad, reusedLoad } from './ingest.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Mode = 'discard' | 'parse';

/**
 * Starts a ceiling server (a script under bench/ printing its port first), with the Node flags of the
 * service it stands for; it dies with the harness, whatever ends it.
 */
async function startServer(
  ctx: BenchContext,
  name: string,
  flags: readonly string[],
  script: string,
  arg: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', '--conditions=@throwbox/source', script, arg], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not start within 30 s`)), 30_000);
      child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => {
        clearTimeout(timer);
        resolve(Number(line));
      });
    });
    ctx.track(child.pid!, name);
    return { child, port };
  } catch (err) {
    await stopServer(child);
    throw err;
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

const LABEL: Record<Mode, string> = { discard: 'smtp-server alone, discarding', parse: "smtp-server + ingest's parse" };

async function smtpCeiling(ctx: BenchContext): Promise<Measurement[]> {
  // Any recipient is accepted; the same 100 bodies as the ingest scenario's (2 KB, one per address).
  const pick = mailFor(Array.from({ length: 100 }, (_, i) => ({ address: `load${i}@ceiling.throwbox.test` })));
  const out: Measurement[] = [];
  for (const mode of ['discard', 'parse'] as const) {
    const { child, port } = await startServer(ctx, `ceiling-${mode}`, NODE_FLAGS.ingest, 'bench/ceiling-server.ts', mode);
    try {
      // A warm-up as the stack gets one: JIT and the parser's first messages off the clock.
      await reusedLoad(ctx, `ceiling ${mode} warm-up`, port, pick, 2000);
      const reused = await reusedLoad(ctx, `ceiling ${mode} reused`, port, pick);
      const fresh = await newConnectionLoad(ctx, `ceiling ${mode} new-connection`, port, pick);
      ctx.log(
        `ceiling: ${LABEL[mode]}: reused ${reused.rate.toFixed(0)} msg/s, new connection ${fresh.rate.toFixed(0)} msg/s; new-connection cycle, p50 ms: ${describeCycle(fresh.cycles)}`,
      );
      out.push(
        measure('ceiling', `${LABEL[mode]}, reused: ${REUSED_CONNECTIONS} connections`, reused.rate, 'msg/s', undefined, reused.errors),
        measure('ceiling', `${LABEL[mode]}, new connection, ${NEW_PARALLEL} parallel`, fresh.rate, 'msg/s', undefined, fresh.errors),
      );
    } finally {
      await stopServer(child);
    }
  }
  return out;
}

/** Headers Node sets on every answer itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

async function httpCeiling(ctx: BenchContext): Promise<Measurement[]> {
  const [account] = await createAccounts(ctx, 1, 'ceiling');
  const inboxes = (await createInboxes(ctx, [account!], 1)).flat();
  await fillInboxes(ctx, inboxes, 10);
  const res = await fetch(`http://127.0.0.1:${ctx.stack.ports.api}/v1/inboxes/${encodeURIComponent(inboxes[0]!.address)}/messages`, {
    headers: { authorization: `Bearer ${account!.apiKey}` },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`the list answer to copy: ${res.status} ${body.slice(0, 200)}`);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name)));
  const file = join(ctx.stack.dir, 'ceiling-answer.json');
  writeFileSync(file, JSON.stringify({ headers, body }));
  const { child, port } = await startServer(ctx, 'ceiling-http', NODE_FLAGS.api, 'bench/ceiling-http.ts', file);
  try {
    const path = `/v1/inboxes/${encodeURIComponent(inboxes[0]!.address)}/messages`;
    const run = (duration: number) => autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: MAX_CONNECTIONS, duration });
    await run(WARM_UP_S); // as the api scenario warms up
    const max = await ctx.phase('ceiling http', () => run(DURATION_S));
    const bad = max.non2xx + max.errors + max.timeouts;
    ctx.log(
      `ceiling: express alone, the list answer (${Buffer.byteLength(body)} bytes): ${Math.round(max.requests.average)} req/s over ${MAX_CONNECTIONS} connections, p50 ${max.latency.p50} p99 ${max.latency.p99} ms`,
    );
    return [
      measure(
        'ceiling',
        `express alone, the list answer, ${MAX_CONNECTIONS} connections`,
        max.requests.average,
        'req/s',
        undefined,
        bad ? `${bad} failed` : undefined,
      ),
    ];
  } finally {
    await stopServer(child);
  }
}

export async function ceilingScenario(ctx: BenchContext): Promise<Measurement[]> {
  return [...(await smtpCeiling(ctx)), ...(await httpCeiling(ctx))];
}
