/**
 * ceiling: the ingest scenario's two loads, same client, sent to smtp-server alone in a process of its
 * own (ingest's SMTP options and Node flags), first discarding each message, then parsing it with
 * ingest's parseMessage before the 250 — no Postgres, no extraction, no logs. What ingest gets can be
 * read against what the SMTP library and the MIME parser alone get on this machine at that moment:
 * the machine's speed swings by a third within minutes, and these run minutes from the ingest scenario.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../../scripts/services.js';
import { measure, type Measurement } from '../report.js';
import type { BenchContext } from '../setup.js';
import { NEW_PARALLEL, REUSED_CONNECTIONS, describeCycle, mailFor, newConnectionLoad, reusedLoad } from './ingest.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Mode = 'discard' | 'parse';

async function startServer(mode: Mode): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...NODE_FLAGS.ingest, '--import', 'tsx', '--conditions=@throwbox/source', 'bench/ceiling-server.ts', mode], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the ceiling server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(Number(line));
    });
  });
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

const LABEL: Record<Mode, string> = { discard: 'smtp-server alone, discarding', parse: "smtp-server + ingest's parse" };

export async function ceilingScenario(ctx: BenchContext): Promise<Measurement[]> {
  // Any recipient is accepted; the same 100 bodies as the ingest scenario's (2 KB, one per address).
  const pick = mailFor(Array.from({ length: 100 }, (_, i) => ({ address: `load${i}@ceiling.throwbox.test` })));
  const out: Measurement[] = [];
  for (const mode of ['discard', 'parse'] as const) {
    const { child, port } = await startServer(mode);
    ctx.track(child.pid!, `ceiling-${mode}`);
    try {
      // A warm-up as the stack gets one: JIT and the parser's first messages off the clock.
      await reusedLoad(ctx, `ceiling ${mode} warm-up`, port, pick, 2000);
      const reused = await reusedLoad(ctx, `ceiling ${mode} reused`, port, pick);
      const fresh = await newConnectionLoad(ctx, `ceiling ${mode} new-connection`, port, pick);
      ctx.log(`ceiling: ${LABEL[mode]}: reused ${reused.rate.toFixed(0)} msg/s, new connection ${fresh.rate.toFixed(0)} msg/s; new-connection cycle, p50 ms: ${describeCycle(fresh.cycles)}`);
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
