/**
 * ingest: SMTP messages per second answered 250 (so committed), 2 KB each, (a) over 20 connections that
 * each send message after message, (b) a new connection per message with 200 connections in parallel.
 */
import { measure, type Measurement } from '../report.js';
import { WorkCounters, createAccounts, createInboxes, describeWork, waitForQuiet, type BenchContext, type Inbox } from '../setup.js';
import { SmtpClient, buildMessage } from '../smtp.js';
import { summarize } from '../stats.js';

const REUSED_CONNECTIONS = 20;
const REUSED_MAX_MESSAGES = 20_000;
const NEW_PARALLEL = 200;
const NEW_MAX_MESSAGES = 12_000;
const MAX_MS = 10_000;

interface Tally {
  ok: number;
  failed: number;
  errors: Map<string, number>;
  /** Body written to 250, per message. */
  storeMs: number[];
}

const tally = (): Tally => ({ ok: 0, failed: 0, errors: new Map(), storeMs: [] });

function fail(t: Tally, reason: string): void {
  t.failed++;
  const key = reason.slice(0, 60);
  t.errors.set(key, (t.errors.get(key) ?? 0) + 1);
}

const errorNote = (t: Tally) => (t.failed ? `${t.failed} failed: ${[...t.errors].map(([e, n]) => `${n}× ${e}`).join('; ')}` : undefined);

let setupInboxes: Inbox[] | undefined;

async function inboxes(ctx: BenchContext): Promise<Inbox[]> {
  if (!setupInboxes) {
    const accounts = await createAccounts(ctx, 2, 'ingest');
    setupInboxes = (await createInboxes(ctx, accounts, 50)).flat();
  }
  return setupInboxes;
}

export async function ingestScenario(ctx: BenchContext): Promise<Measurement[]> {
  const targets = await inboxes(ctx);
  // One prepared body per inbox: building 2 KB per message would load the driver, not the server.
  const bodies = targets.map((inbox, i) => buildMessage({ to: inbox.address, subject: `Load message ${i}` }));
  const pick = (i: number) => ({ to: targets[i % targets.length]!.address, data: bodies[i % bodies.length]! });
  await waitForQuiet(ctx);

  // (a) reused connections, opened before the clock starts.
  const reused = tally();
  let counters = await WorkCounters.read(ctx);
  const conns = await Promise.all(Array.from({ length: REUSED_CONNECTIONS }, () => SmtpClient.connect(ctx.stack.ports.smtp)));
  let next = 0;
  let started = performance.now();
  let deadline = started + MAX_MS;
  let last = started;
  await ctx.phase('ingest reused', () => Promise.all(conns.map(async (c) => {
    while (next < REUSED_MAX_MESSAGES && performance.now() < deadline) {
      const i = next++;
      try {
        const r = await c.send(pick(i));
        if (r.ok) {
          reused.ok++;
          reused.storeMs.push(r.reply.at - r.sentAt);
          last = Math.max(last, r.reply.at);
        } else fail(reused, `${r.reply.code} ${r.reply.text}`);
      } catch (err) {
        fail(reused, (err as Error).message);
        return;
      }
    }
  })));
  const reusedRate = (reused.ok / (last - started)) * 1000;
  await Promise.all(conns.map((c) => c.quit().catch(() => undefined)));
  const reusedStore = summarize(reused.storeMs);
  ctx.log(`ingest: reused ${reused.ok} messages in ${((last - started) / 1000).toFixed(1)} s; store p50 ${reusedStore.p50.toFixed(1)} ms p99 ${reusedStore.p99.toFixed(1)} ms`);
  await waitForQuiet(ctx);
  ctx.log(`ingest: reused, per message, with the extractor's and dispatcher's work: ${describeWork(await counters.perMessage(ctx, reused.ok))}`);
  counters = await WorkCounters.read(ctx);

  // (b) a new connection per message, 200 in parallel; connecting (and the 100 ms greeting) is on the clock.
  const fresh = tally();
  const cycles: SmtpClient['steps'][] = [];
  next = 0;
  started = performance.now();
  deadline = started + MAX_MS;
  last = started;
  await ctx.phase('ingest new-connection', () => Promise.all(Array.from({ length: NEW_PARALLEL }, async () => {
    while (next < NEW_MAX_MESSAGES && performance.now() < deadline) {
      const i = next++;
      let c: SmtpClient | undefined;
      try {
        c = await SmtpClient.connect(ctx.stack.ports.smtp);
        const r = await c.send(pick(i));
        if (r.ok) {
          fresh.ok++;
          fresh.storeMs.push(r.reply.at - r.sentAt);
          last = Math.max(last, r.reply.at);
        } else fail(fresh, `${r.reply.code} ${r.reply.text}`);
        await c.quit();
        cycles.push(c.steps);
      } catch (err) {
        c?.destroy();
        fail(fresh, (err as Error).message);
      }
    }
  })));
  const freshRate = (fresh.ok / (last - started)) * 1000;
  const freshStore = summarize(fresh.storeMs);
  ctx.log(`ingest: new-connection ${fresh.ok} messages in ${((last - started) / 1000).toFixed(1)} s; store p50 ${freshStore.p50.toFixed(1)} ms p99 ${freshStore.p99.toFixed(1)} ms`);
  await waitForQuiet(ctx);
  const step = (from: keyof SmtpClient['steps'], to: keyof SmtpClient['steps']) => summarize(cycles.map((c) => (c[to] ?? Number.NaN) - (c[from] ?? Number.NaN)).filter((x) => !Number.isNaN(x))).p50.toFixed(1);
  ctx.log(`ingest: new-connection cycle, p50 ms: connect ${step('started', 'connected')}, greeting ${step('connected', 'greeted')}, EHLO ${step('greeted', 'ehlo')}, MAIL/RCPT/DATA ${step('ehlo', 'envelope')}, body → 250 ${step('envelope', 'stored')}, QUIT → 221 ${step('stored', 'quitAnswered')}; whole ${step('started', 'quitAnswered')}`);
  ctx.log(`ingest: new-connection, per message, with the extractor's and dispatcher's work: ${describeWork(await counters.perMessage(ctx, fresh.ok))}`);

  return [
    measure('ingest', `reused: ${REUSED_CONNECTIONS} connections`, reusedRate, 'msg/s', { op: '>=', value: 3000 }, errorNote(reused)),
    measure('ingest', 'reused: end of data → 250 p50', reusedStore.p50, 'ms'),
    measure('ingest', 'reused: end of data → 250 p99', reusedStore.p99, 'ms'),
    measure('ingest', `new connection per message, ${NEW_PARALLEL} parallel`, freshRate, 'msg/s', { op: '>=', value: 1500 }, errorNote(fresh)),
    measure('ingest', 'new-conn: end of data → 250 p50', freshStore.p50, 'ms'),
  ];
}
