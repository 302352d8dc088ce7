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
import { startBenchReceiver } from '../receiver-process.js';
import { sleep, until } from '../stats.js';

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
    ...(await wholeWay(ctx, idle, named)),
    await storedBytes(ctx),
  ];
}

const WHOLE_RATE = 100;

/**
 * The whole way of a verification mail, as a SaaS operator pays for it: SMTP in, extraction, a signed
 * webhook to the account's endpoint, and the test's code read (GET …/code once, right after the 250), at a
 * steady WHOLE_RATE for SECONDS. CPU of every process, Postgres transactions and Redis commands, per message.
 */
async function wholeWay(ctx: BenchContext, idle: Record<string, number>, named: Record<number, string>): Promise<Measurement[]> {
  const receiver = await startBenchReceiver(ctx);
  try {
    const [account] = await createAccounts(ctx, 1, 'cost-whole');
    const inboxes = (await createInboxes(ctx, [account!], 50)).flat();
    const path = '/whole';
    const res = await ctx.api.request<{ secret: string }>('POST', '/v1/webhooks', {
      apiKey: account!.apiKey,
      body: { url: `https://127.0.0.1:${receiver.port}${path}` },
    });
    if (res.status !== 201) throw new Error(`POST /v1/webhooks answered ${res.status}`);
    receiver.tell({ type: 'secrets', secrets: { [path]: res.body.secret } });
    await waitForQuiet(ctx);
    const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 4);
    let ok = 0;
    let codes = 0;
    const counters = await WorkCounters.read(ctx);
    const before = snapshot();
    const started = performance.now();
    await ctx.phase(`cost, the whole way: ${WHOLE_RATE} msg/s`, async () => {
      const work: Promise<void>[] = [];
      let at = started;
      for (let i = 0; i < WHOLE_RATE * SECONDS; i++) {
        const inbox = inboxes[i % inboxes.length]!;
        const since = Date.now() - 1;
        const data = buildMessage({ to: inbox.address, subject: `Whole ${i}`, firstLine: `Your verification code is ${100000 + i}.` });
        work.push(
          smtp.send({ to: inbox.address, data }).then(
            async (r) => {
              if (!r.ok) return;
              ok++;
              await ctx.pacer.slot(account!.id);
              const read = await ctx.api.request<{ code?: string }>(
                'GET',
                `/v1/inboxes/${encodeURIComponent(inbox.address)}/code?since=${since}`,
                { apiKey: account!.apiKey },
              );
              if (read.status === 200) codes++;
            },
            () => undefined,
          ),
        );
        at += 1000 / WHOLE_RATE;
        await sleep(Math.max(0, at - performance.now()));
      }
      await Promise.all(work);
      await until('the deliveries', () => receiver.deliveries.filter((d) => d.path === path).length >= ok, 60_000, 100).catch(
        () => undefined,
      );
      await waitForQuiet(ctx);
    });
    const wallMs = performance.now() - started;
    const busy = cpuByGroup(before, snapshot(), wallMs, named);
    const work = await counters.perMessage(ctx, ok, 0.05);
    await smtp.close();
    const delivered = receiver.deliveries.filter((d) => d.path === path).length;
    const perMessage = (group: string) => Math.max(0, ((((busy[group] ?? 0) - (idle[group] ?? 0)) / 100) * wallMs) / ok);
    const groups = ['ingest', 'api', 'postgres', 'redis', 'code-extractor', 'webhook-dispatcher'];
    const total = groups.reduce((sum, g) => sum + perMessage(g), 0);
    const note = `${ok} messages, ${codes} codes read, ${delivered} webhooks delivered; ${groups.map((g) => `${g} ${perMessage(g).toFixed(2)}`).join(', ')} ms`;
    ctx.log(`cost, the whole way: ${total.toFixed(2)} ms CPU a message (${note}); per message ${describeWork(work, 1)}`);
    return [
      measure('cost', 'the whole way (SMTP → webhook → code read): CPU per message', total, 'ms', undefined, note),
      measure('cost', 'the whole way: Postgres transactions per message', work.commits, 'commits'),
      measure('cost', 'the whole way: Redis commands per message', work.redis, 'commands'),
    ];
  } finally {
    await receiver.stop();
  }
}

/** Bytes of Postgres per stored message (2 KB sources): the messages, outbox and attachments tables with their indexes and TOAST. */
async function storedBytes(ctx: BenchContext): Promise<Measurement> {
  const { rows } = await ctx.stack.pool.query<{ bytes: string; n: string }>(
    `SELECT pg_total_relation_size('messages') + pg_total_relation_size('outbox') + pg_total_relation_size('attachments') AS bytes,
       (SELECT count(*) FROM messages) AS n`,
  );
  const n = Number(rows[0]!.n);
  return measure(
    'cost',
    'Postgres bytes per stored message (2 KB source)',
    n ? Number(rows[0]!.bytes) / n : 0,
    'bytes',
    undefined,
    `${n} messages stored`,
  );
}
