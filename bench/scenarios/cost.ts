/**
 * cost: CPU per message in each process, measured where the machine is not saturated (so the numbers
 * are CPU, not time spent waiting for a core): 5 s idle, then 10 s of mail at a steady 200 messages/s
 * over 4 reused connections. Explains the ingest numbers: on 2 cores, the whole pipeline (ingest,
 * Postgres, Redis, extractor, dispatcher) must fit in 2,000 ms of CPU per second.
 */
import { cpuByGroup, snapshot } from '../cpu.js';
import { measure, type Measurement } from '../report.js';
import { WorkCounters, createAccounts, createInboxes, describeWork, waitForQuiet, type BenchContext } from '../setup.js';
import { SmtpPool, buildMessage } from '../smtp.js';
import { sleep } from '../stats.js';

const RATE = 200;
const SECONDS = 10;

export async function costScenario(ctx: BenchContext): Promise<Measurement[]> {
  const accounts = await createAccounts(ctx, 1, 'cost');
  const inboxes = (await createInboxes(ctx, accounts, 50)).flat();
  const bodies = inboxes.map((inbox, i) => ({ to: inbox.address, data: buildMessage({ to: inbox.address, subject: `Cost ${i}` }) }));
  await waitForQuiet(ctx);
  const named = Object.fromEntries(Object.entries(ctx.stack.pids).map(([name, pid]) => [pid, name]));

  const idleBefore = snapshot();
  const idleStart = performance.now();
  await sleep(5000);
  const idle = cpuByGroup(idleBefore, snapshot(), performance.now() - idleStart, named);

  const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 4);
  let ok = 0;
  const counters = await WorkCounters.read(ctx);
  const before = snapshot();
  const started = performance.now();
  await ctx.phase(`cost: ${RATE} msg/s`, async () => {
    const sends: Promise<void>[] = [];
    let at = started;
    for (let i = 0; i < RATE * SECONDS; i++) {
      sends.push(
        smtp.send(bodies[i % bodies.length]!).then(
          (r) => {
            if (r.ok) ok++;
          },
          () => undefined,
        ),
      );
      at += 1000 / RATE;
      await sleep(Math.max(0, at - performance.now()));
    }
    await Promise.all(sends);
    await waitForQuiet(ctx); // the extractor's and dispatcher's share of these messages is counted too
  });
  const wallMs = performance.now() - started;
  const busy = cpuByGroup(before, snapshot(), wallMs, named);
  const work = await counters.perMessage(ctx, ok, 0.05);
  await smtp.close();
  ctx.log(`cost: per message ${describeWork(work, 1)}`);

  // CPU ms per message = (% of one core / 100) × wall seconds × 1000 / messages, less the idle baseline.
  const perMessage = (group: string) => Math.max(0, ((((busy[group] ?? 0) - (idle[group] ?? 0)) / 100) * wallMs) / ok);
  const groups = ['ingest', 'postgres', 'redis', 'code-extractor', 'webhook-dispatcher'];
  const total = groups.reduce((s, g) => s + perMessage(g), 0);
  ctx.log(`cost: idle % of one core: ${JSON.stringify(idle)}; at ${RATE}/s: ${JSON.stringify(busy)}`);
  return [
    ...groups.map((g) =>
      measure('cost', `CPU per message: ${g}`, perMessage(g), 'ms', undefined, g === 'ingest' ? `${ok} messages at ${RATE}/s` : undefined),
    ),
    measure('cost', 'CPU per message: the whole stack', total, 'ms'),
    measure('cost', 'CPU per message: the driver (not counted above)', perMessage('driver'), 'ms'),
    measure('cost', 'msg/s two cores could carry at that cost', 2000 / total, 'msg/s'),
    measure('cost', 'Redis commands per message', work.redis, 'commands'),
    measure('cost', 'Postgres transactions per message', work.commits, 'commits'),
  ];
}
