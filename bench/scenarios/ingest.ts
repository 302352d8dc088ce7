/**
 * ingest: SMTP messages per second answered 250 (so committed), 2 KB each, (a) over 20 connections that
 * each send message after message, (b) a new connection per message with 200 connections in parallel.
 */
import { measure, type Measurement } from '../report.js';
import { WorkCounters, createAccounts, createInboxes, describeWork, waitForQuiet, type BenchContext, type Inbox } from '../setup.js';
import { SmtpClient, buildMessage, type SendResult } from '../smtp.js';
import { summarize } from '../stats.js';

export const REUSED_CONNECTIONS = 20;
const REUSED_MAX_MESSAGES = 20_000;
export const NEW_PARALLEL = 200;
const NEW_MAX_MESSAGES = 12_000;
const MAX_MS = 10_000;

interface Tally {
  ok: number;
  failed: number;
  errors: Map<string, number>;
  /** Body written to 250, per message. */
  storeMs: number[];
  /** When the last 250 came (the clock's start until one does). */
  last: number;
}

const tally = (started: number): Tally => ({ ok: 0, failed: 0, errors: new Map(), storeMs: [], last: started });

/** Counts the answer to one message's end of data. */
function record(t: Tally, r: SendResult): void {
  if (!r.ok) {
    fail(t, `${r.reply.code} ${r.reply.text}`);
    return;
  }
  t.ok++;
  t.storeMs.push(r.reply.at - r.sentAt);
  t.last = Math.max(t.last, r.reply.at);
}

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

const STEPS = ['parse', 'group', 'commit'] as const;

/**
 * Ingest's own account of its store time (throwbox_smtp_store_step_seconds, throwbox_smtp_commit_group_messages
 * on its /metrics): seconds and observations per step, and the groups committed with their messages.
 */
class StoreSteps {
  private constructor(private readonly totals: Map<string, number>) {}

  static async read(ctx: BenchContext): Promise<StoreSteps> {
    const page = await (await fetch(`http://127.0.0.1:${ctx.stack.ports.ingestHealth}/metrics`)).text();
    const totals = new Map<string, number>();
    for (const line of page.split('\n')) {
      const m = /^(throwbox_smtp_store_step_seconds|throwbox_smtp_commit_group_messages)_(sum|count)\{([^}]*)\} (\S+)$/.exec(line);
      if (!m) continue;
      const step = /step="([^"]+)"/.exec(m[3]!)?.[1] ?? 'group size';
      totals.set(`${step} ${m[2]}`, Number(m[4]));
    }
    return new StoreSteps(totals);
  }

  /** Mean time per message in each step since this reading, and the mean group. */
  async describeSince(ctx: BenchContext): Promise<string> {
    const later = await StoreSteps.read(ctx);
    const delta = (key: string) => (later.totals.get(key) ?? 0) - (this.totals.get(key) ?? 0);
    const mean = (step: string) => delta(`${step} sum`) / delta(`${step} count`);
    return `${STEPS.map((s) => `${s} ${(mean(s) * 1000).toFixed(2)} ms`).join(', ')}; ${mean('group size').toFixed(1)} messages per commit`;
  }
}

/** What one of the two loads got: messages answered 250 a second, and the client's timings. */
export interface LoadResult {
  ok: number;
  seconds: number;
  rate: number;
  /** Body written → 250, per message. */
  store: ReturnType<typeof summarize>;
  errors: string | undefined;
  /** New connections only: each one's steps, for the cycle's breakdown. */
  cycles: SmtpClient['steps'][];
}

type Pick = (i: number) => { to: string; data: Buffer };

function result(t: Tally, started: number, cycles: SmtpClient['steps'][] = []): LoadResult {
  return {
    ok: t.ok,
    seconds: (t.last - started) / 1000,
    rate: (t.ok / (t.last - started)) * 1000,
    store: summarize(t.storeMs),
    errors: errorNote(t),
    cycles,
  };
}

/**
 * Load (a): 20 connections, opened before the clock starts, each sending message after message (10 s or
 * 20,000 messages). The ingest and ceiling scenarios drive their servers with this same client.
 */
export async function reusedLoad(
  ctx: BenchContext,
  label: string,
  port: number,
  pick: Pick,
  maxMessages = REUSED_MAX_MESSAGES,
): Promise<LoadResult> {
  const conns = await Promise.all(Array.from({ length: REUSED_CONNECTIONS }, () => SmtpClient.connect(port)));
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_MS;
  const t = tally(started);
  await ctx.phase(label, () =>
    Promise.all(
      conns.map(async (c) => {
        while (next < maxMessages && performance.now() < deadline) {
          const i = next++;
          try {
            record(t, await c.send(pick(i)));
          } catch (err) {
            fail(t, (err as Error).message);
            return;
          }
        }
      }),
    ),
  );
  await Promise.all(conns.map((c) => c.quit().catch(() => undefined)));
  return result(t, started);
}

/** Load (b): a new connection per message, 200 in parallel (10 s or 12,000 messages); connecting and the 100 ms greeting are on the clock. */
export async function newConnectionLoad(ctx: BenchContext, label: string, port: number, pick: Pick): Promise<LoadResult> {
  const cycles: SmtpClient['steps'][] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_MS;
  const t = tally(started);
  await ctx.phase(label, () =>
    Promise.all(
      Array.from({ length: NEW_PARALLEL }, async () => {
        while (next < NEW_MAX_MESSAGES && performance.now() < deadline) {
          const i = next++;
          let c: SmtpClient | undefined;
          try {
            c = await SmtpClient.connect(port);
            record(t, await c.send(pick(i)));
            await c.quit();
            cycles.push(c.steps);
          } catch (err) {
            c?.destroy();
            fail(t, (err as Error).message);
          }
        }
      }),
    ),
  );
  return result(t, started, cycles);
}

/** The new-connection cycle's steps, p50 of each, as the client saw them. */
export function describeCycle(cycles: readonly SmtpClient['steps'][]): string {
  const step = (from: keyof SmtpClient['steps'], to: keyof SmtpClient['steps']) =>
    summarize(cycles.map((c) => (c[to] ?? Number.NaN) - (c[from] ?? Number.NaN)).filter((x) => !Number.isNaN(x))).p50.toFixed(1);
  return `connect ${step('started', 'connected')}, greeting ${step('connected', 'greeted')}, EHLO ${step('greeted', 'ehlo')}, MAIL/RCPT/DATA ${step('ehlo', 'envelope')}, body → 250 ${step('envelope', 'stored')}, QUIT → 221 ${step('stored', 'quitAnswered')}; whole ${step('started', 'quitAnswered')}`;
}

/** One prepared 2 KB body per inbox (building one per message would load the driver, not the server). */
export function mailFor(targets: readonly { address: string }[]): Pick {
  const bodies = targets.map((inbox, i) => buildMessage({ to: inbox.address, subject: `Load message ${i}` }));
  return (i) => ({ to: targets[i % targets.length]!.address, data: bodies[i % bodies.length]! });
}

export async function ingestScenario(ctx: BenchContext): Promise<Measurement[]> {
  const pick = mailFor(await inboxes(ctx));
  const port = ctx.stack.ports.smtp;
  await waitForQuiet(ctx);

  let counters = await WorkCounters.read(ctx);
  let steps = await StoreSteps.read(ctx);
  const reused = await reusedLoad(ctx, 'ingest reused', port, pick);
  ctx.log(
    `ingest: reused ${reused.ok} messages in ${reused.seconds.toFixed(1)} s; store p50 ${reused.store.p50.toFixed(1)} ms p99 ${reused.store.p99.toFixed(1)} ms`,
  );
  ctx.log(`ingest: reused, store time per message by ingest's metrics (mean): ${await steps.describeSince(ctx)}`);
  await waitForQuiet(ctx);
  ctx.log(
    `ingest: reused, per message, with the extractor's and dispatcher's work: ${describeWork(await counters.perMessage(ctx, reused.ok))}`,
  );

  counters = await WorkCounters.read(ctx);
  steps = await StoreSteps.read(ctx);
  const fresh = await newConnectionLoad(ctx, 'ingest new-connection', port, pick);
  ctx.log(
    `ingest: new-connection ${fresh.ok} messages in ${fresh.seconds.toFixed(1)} s; store p50 ${fresh.store.p50.toFixed(1)} ms p99 ${fresh.store.p99.toFixed(1)} ms`,
  );
  ctx.log(`ingest: new-connection, store time per message by ingest's metrics (mean): ${await steps.describeSince(ctx)}`);
  await waitForQuiet(ctx);
  ctx.log(`ingest: new-connection cycle, p50 ms: ${describeCycle(fresh.cycles)}`);
  ctx.log(
    `ingest: new-connection, per message, with the extractor's and dispatcher's work: ${describeWork(await counters.perMessage(ctx, fresh.ok))}`,
  );

  return [
    measure('ingest', `reused: ${REUSED_CONNECTIONS} connections`, reused.rate, 'msg/s', undefined, reused.errors),
    measure('ingest', 'reused: end of data → 250 p50', reused.store.p50, 'ms'),
    measure('ingest', 'reused: end of data → 250 p99', reused.store.p99, 'ms'),
    measure('ingest', `new connection per message, ${NEW_PARALLEL} parallel`, fresh.rate, 'msg/s', undefined, fresh.errors),
    measure('ingest', 'new-conn: end of data → 250 p50', fresh.store.p50, 'ms'),
  ];
}
