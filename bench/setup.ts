/** Accounts, inboxes and mail that scenarios start from, made the way a customer would. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runCommand } from '@throwbox/admin';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { ApiClient, metricValue } from './http.js';
import { SmtpPool, buildMessage } from './smtp.js';
import type { Stack } from './stack.js';
import { AccountPacer, mapLimit, sleep, until } from './stats.js';

export interface BenchAccount {
  id: number;
  apiKey: string;
}

export interface Inbox {
  address: string;
  account: BenchAccount;
}

/** What every scenario gets. */
export interface BenchContext {
  stack: Stack;
  api: ApiClient;
  /** Shared by every request the driver makes, so no account crosses 100 requests/second. */
  pacer: AccountPacer;
  log(line: string): void;
  /** Runs one measured phase and logs (and keeps) the CPU each process used meanwhile. */
  phase<T>(label: string, run: () => Promise<T>): Promise<T>;
  /** Names a process the scenario started, so that the phases' CPU shows it apart from the driver. */
  track(pid: number, name: string): void;
}

/** Credits per account: far beyond what any run uses, so the monthly quota never answers 429. */
const CREDITS = 100_000_000;

/**
 * Paid accounts with plenty of credits, through the admin command's own code (`pnpm admin accounts
 * create --plan paid`, then `credits add`).
 */
export async function createAccounts(ctx: BenchContext, n: number, label: string): Promise<BenchAccount[]> {
  const admin = { pool: ctx.stack.pool, redis: ctx.stack.redis, redisPrefix: ctx.stack.redisPrefix };
  const run = randomBytes(3).toString('hex');
  return mapLimit(
    Array.from({ length: n }, (_, i) => i),
    4,
    async (i) => {
      const created = (await runCommand(admin, [
        'accounts',
        'create',
        '--email',
        `bench-${label}-${run}-${i}@example.com`,
        '--plan',
        'paid',
      ])) as {
        account: { id: number };
        apiKey: string;
      };
      await runCommand(admin, ['credits', 'add', '--account', String(created.account.id), '--requests', String(CREDITS)]);
      return { id: created.account.id, apiKey: created.apiKey };
    },
  );
}

/** `perAccount` inboxes for each account through POST /v1/inboxes (random usernames, 2-hour lifetime). */
export async function createInboxes(ctx: BenchContext, accounts: readonly BenchAccount[], perAccount: number): Promise<Inbox[][]> {
  const jobs = Array.from({ length: perAccount }, (_, j) => accounts.map((account, a) => ({ account, a, j }))).flat();
  const byAccount = accounts.map(() => [] as Inbox[]);
  await mapLimit(jobs, 32, async ({ account, a }) => {
    for (let attempt = 0; ; attempt++) {
      await ctx.pacer.slot(account.id);
      const res = await ctx.api.request<{ address: string }>('POST', '/v1/inboxes', { apiKey: account.apiKey, body: { ttlMinutes: 120 } });
      if (res.status === 201) {
        byAccount[a]!.push({ address: res.body.address, account });
        return;
      }
      if (attempt >= 3) throw new Error(`POST /v1/inboxes answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  });
  return byAccount;
}

/** Sends `perInbox` messages to each inbox over a few reused connections (setup, not measured). */
export async function fillInboxes(ctx: BenchContext, inboxes: readonly Inbox[], perInbox: number): Promise<void> {
  const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 16);
  try {
    const jobs = Array.from({ length: perInbox }, (_, k) => inboxes.map((inbox) => ({ inbox, k }))).flat();
    await mapLimit(jobs, 16, async ({ inbox, k }) => {
      const r = await smtp.send({ to: inbox.address, data: buildMessage({ to: inbox.address, subject: `Setup message ${k + 1}` }) });
      if (!r.ok) throw new Error(`setup mail to ${inbox.address}: ${r.reply.code} ${r.reply.text}`);
    });
  } finally {
    await smtp.close();
  }
}

/** Jobs waiting or running in the queues the workers consume. */
export async function queuedJobs(stack: Stack): Promise<number> {
  const prefix = bullPrefix(stack.redisPrefix);
  const pipeline = stack.redis.pipeline();
  for (const queue of [QUEUES.extract, QUEUES.webhookEvents, QUEUES.webhookDeliveries]) {
    pipeline.llen(`${prefix}:${queue}:wait`).llen(`${prefix}:${queue}:active`).zcard(`${prefix}:${queue}:prioritized`);
  }
  const results = (await pipeline.exec()) ?? [];
  return results.reduce((sum, [, n]) => sum + Number(n ?? 0), 0);
}

/** Waits until the extractor and the dispatcher have caught up, so one scenario's work does not load the next. */
export async function waitForQuiet(ctx: BenchContext, timeoutMs = 120_000): Promise<void> {
  await until('the queues to drain', async () => (await queuedJobs(ctx.stack)) === 0, timeoutMs, 200);
}

/** Requests the api holds open right now (its throwbox_waiting_requests gauge). */
export async function waitingRequests(ctx: BenchContext): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${ctx.stack.ports.api}/metrics`);
  return metricValue(await res.text(), 'throwbox_waiting_requests');
}

/** Calls per Redis command so far (INFO commandstats). */
async function redisCalls(ctx: BenchContext): Promise<Map<string, number>> {
  const info = await ctx.stack.redis.info('commandstats');
  return new Map([...info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));
}

/** Committed transactions in the bench's database so far. */
async function pgCommits(ctx: BenchContext): Promise<number> {
  // Backends report their statistics at most once a second; clear the snapshot so each read is fresh.
  await ctx.stack.pool.query('SELECT pg_stat_clear_snapshot()');
  await sleep(1100);
  const { rows } = await ctx.stack.pool.query<{ commits: string }>(
    'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.commits);
}

/** The read and write system calls a process has made so far (/proc/PID/io); undefined where there is none. */
function syscalls(pid: number): { reads: number; writes: number } | undefined {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return { reads: Number(/^syscr: (\d+)/m.exec(io)?.[1]), writes: Number(/^syscw: (\d+)/m.exec(io)?.[1]) };
  } catch {
    return undefined;
  }
}

export interface WorkPerMessage {
  /** Postgres transactions in the bench's database. */
  commits: number;
  /** Redis commands (scripts and the commands they run, each counted): in all, and per command, most first. */
  redis: number;
  byCommand: (readonly [string, number])[];
  /** The ingest process's system calls: writes (to sockets and its log) and reads. */
  ingestSyscalls?: { reads: number; writes: number };
}

/** Redis commands and Postgres transactions since a point, per message. Redis is shared with whatever else runs on the machine. */
export class WorkCounters {
  private constructor(
    private readonly redis: Map<string, number>,
    private readonly commits: number,
    private readonly ingest: { reads: number; writes: number } | undefined,
  ) {}

  static async read(ctx: BenchContext): Promise<WorkCounters> {
    const ingest = syscalls(ctx.stack.pids.ingest);
    return new WorkCounters(await redisCalls(ctx), await pgCommits(ctx), ingest);
  }

  async perMessage(ctx: BenchContext, messages: number, minShown = 0.01): Promise<WorkPerMessage> {
    const later = await WorkCounters.read(ctx);
    const byCommand = [...later.redis]
      .map(([cmd, n]) => [cmd, (n - (this.redis.get(cmd) ?? 0)) / messages] as const)
      .filter(([, n]) => n >= minShown)
      .sort((a, b) => b[1] - a[1]);
    const work: WorkPerMessage = {
      commits: (later.commits - this.commits) / messages,
      redis: byCommand.reduce((sum, [, n]) => sum + n, 0),
      byCommand,
    };
    if (this.ingest && later.ingest) {
      work.ingestSyscalls = {
        reads: (later.ingest.reads - this.ingest.reads) / messages,
        writes: (later.ingest.writes - this.ingest.writes) / messages,
      };
    }
    return work;
  }
}

export const describeWork = (w: WorkPerMessage, digits = 2) =>
  `${w.commits.toFixed(digits)} Postgres transactions; ${w.ingestSyscalls ? `ingest system calls ${w.ingestSyscalls.writes.toFixed(digits)} writes, ${w.ingestSyscalls.reads.toFixed(digits)} reads; ` : ''}` +
  `${w.redis.toFixed(1)} Redis commands (${w.byCommand.map(([c, n]) => `${c} ${n.toFixed(digits)}`).join(', ')})`;
