/**
 * smtp-source: the ingest scenario's two loads sent by Postfix's `smtp-source` instead of the harness's
 * own client, as a check on the client: (a) 20 sessions each sending message after message (`-d`),
 * (b) a new connection per message, 200 sessions in parallel. smtp-source does not pipeline (MAIL, RCPT
 * and DATA are a round trip each) and is written in C, so it costs the shared machine less CPU.
 *
 * Not among the scenarios `pnpm bench` runs by default: it needs the binary. `bench/get-smtp-source.sh`
 * fetches it from Debian's postfix package without installing Postfix; SMTP_SOURCE names another.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measure, type Measurement } from '../report.js';
import { createAccounts, createInboxes, waitForQuiet, type BenchContext } from '../setup.js';

const REUSED_SESSIONS = 20;
const REUSED_MESSAGES = 20_000;
const NEW_PARALLEL = 200;
const NEW_MESSAGES = 12_000;
/** Payload bytes: with smtp-source's headers, a 2 KB message. */
const PAYLOAD = 1800;

function findBinary(): string {
  const candidates = [
    process.env.SMTP_SOURCE,
    fileURLToPath(new URL('../../.cache/smtp-source', import.meta.url)),
    '/usr/sbin/smtp-source',
  ].filter((c): c is string => Boolean(c));
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      // next
    }
  }
  throw new Error(`smtp-source not found (looked at ${candidates.join(', ')}): run bench/get-smtp-source.sh, or set SMTP_SOURCE`);
}

async function storedMessages(ctx: BenchContext): Promise<number> {
  const { rows } = await ctx.stack.pool.query<{ n: string }>('SELECT count(*) AS n FROM messages');
  return Number(rows[0]!.n);
}

interface Run {
  rate: number;
  /** smtp-source's own CPU, in percent of one core (its process ends before the phase's CPU is read). */
  cpu: number;
}

/** Runs smtp-source to its end; the rate counts the messages committed meanwhile. */
async function run(ctx: BenchContext, binary: string, label: string, args: string[], count: number): Promise<Run> {
  await waitForQuiet(ctx);
  const before = await storedMessages(ctx);
  const started = performance.now();
  // bash's `time` reports the child's user and system CPU, which /proc no longer shows once it ends.
  const script = `TIMEFORMAT='%U %S'; time "$0" "$@" >/dev/null`;
  const timing = await ctx.phase(
    label,
    () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(
          'bash',
          ['-c', script, binary, ...args, '-m', String(count), '-l', String(PAYLOAD), `127.0.0.1:${ctx.stack.ports.smtp}`],
          { stdio: ['ignore', 'ignore', 'pipe'] },
        );
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve(stderr) : reject(new Error(`smtp-source exited ${code}: ${stderr.trim().slice(-300)}`)),
        );
      }),
  );
  const ms = performance.now() - started;
  const stored = (await storedMessages(ctx)) - before;
  if (stored !== count) throw new Error(`${label}: ${stored} of ${count} messages stored`);
  const [user, sys] = timing.trim().split('\n').pop()!.split(' ').map(Number);
  const cpu = ((((user ?? 0) + (sys ?? 0)) * 1000) / ms) * 100;
  const rate = (stored / ms) * 1000;
  ctx.log(
    `${label}: ${stored} messages committed in ${(ms / 1000).toFixed(1)} s, ${rate.toFixed(0)} msg/s; smtp-source used ${cpu.toFixed(0)} % of a core`,
  );
  return { rate, cpu };
}

export async function smtpSourceScenario(ctx: BenchContext): Promise<Measurement[]> {
  const binary = findBinary();
  const [account] = await createAccounts(ctx, 1, 'smtp-source');
  const [inbox] = (await createInboxes(ctx, [account!], 1)).flat();
  const envelope = ['-t', inbox!.address, '-f', 'load@example.com', '-M', 'bench.example.com'];
  const reused = await run(ctx, binary, 'smtp-source reused', [...envelope, '-d', '-s', String(REUSED_SESSIONS)], REUSED_MESSAGES);
  const fresh = await run(ctx, binary, 'smtp-source new-connection', [...envelope, '-s', String(NEW_PARALLEL)], NEW_MESSAGES);
  return [
    measure('ingest', `smtp-source, reused: ${REUSED_SESSIONS} connections`, reused.rate, 'msg/s'),
    measure('ingest', 'smtp-source, reused: its CPU (% of a core)', reused.cpu, '%'),
    measure('ingest', `smtp-source, new connection per message, ${NEW_PARALLEL} parallel`, fresh.rate, 'msg/s'),
    measure('ingest', 'smtp-source, new connection: its CPU (% of a core)', fresh.cpu, '%'),
  ];
}
