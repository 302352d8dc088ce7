/**
 * webhooks: signed message.received deliveries to a local HTTPS receiver (a process of its own). First
 * the latency from the SMTP 250 to the receiver having the event, at a moderate 50 messages/second to an
 * account with one endpoint; then throughput, with a burst of mail to an account with ten endpoints
 * (each message fans out to ten deliveries, so the dispatcher, not ingest, is the limit).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sign } from '@throwbox/signing';
import { USER_AGENT, createHttpCaller } from '@throwbox/webhook-dispatcher';
import { measure, type Measurement } from '../report.js';
import type { ToReceiver } from '../receiver.js';
import { startBenchReceiver } from '../receiver-process.js';
import { createAccounts, createInboxes, waitForQuiet, type BenchAccount, type BenchContext, type Inbox } from '../setup.js';
import { SmtpPool, buildMessage } from '../smtp.js';
import { mapLimit, sleep, summarize, until } from '../stats.js';

const LATENCY_MESSAGES = 500;
/** Well below what the dispatcher sustains (about 450 deliveries/s at 6efd7a4), so this is latency, not backlog. */
const LATENCY_PER_SECOND = 50;
const WARM_UP_MESSAGES = 50;
const BURST_MESSAGES = 300;
const BURST_ENDPOINTS = 10;
/** The burst's deliveries must arrive within this; the rate is computed from those that did. */
const BURST_MAX_MS = 120_000;

async function registerWebhook(ctx: BenchContext, account: BenchAccount, url: string): Promise<string> {
  await ctx.pacer.slot(account.id);
  const res = await ctx.api.request<{ secret: string }>('POST', '/v1/webhooks', { apiKey: account.apiKey, body: { url } });
  if (res.status !== 201) throw new Error(`POST /v1/webhooks answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.secret;
}

export async function webhooksScenario(ctx: BenchContext): Promise<Measurement[]> {
  const receiver = await startBenchReceiver(ctx);
  const { port, deliveries, tell } = receiver;
  try {
    const run = randomBytes(3).toString('hex');
    const [latencyAccount, burstAccount] = (await createAccounts(ctx, 2, 'webhooks')) as [BenchAccount, BenchAccount];
    const [latencyInboxes, burstInboxes] = (await createInboxes(ctx, [latencyAccount, burstAccount], 20)) as [Inbox[], Inbox[]];
    const secrets: Record<string, string> = {};
    const latencyPath = `/l/${run}`;
    secrets[latencyPath] = await registerWebhook(ctx, latencyAccount, `https://127.0.0.1:${port}${latencyPath}`);
    for (let e = 0; e < BURST_ENDPOINTS; e++) {
      const path = `/t/${run}/${e}`;
      secrets[path] = await registerWebhook(ctx, burstAccount, `https://127.0.0.1:${port}${path}`);
    }
    tell({ type: 'secrets', secrets });
    await waitForQuiet(ctx);
    const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 20);

    // The receiver is a fresh process and the dispatcher has no connection to it yet: its first deliveries
    // take 150–200 ms (the slowest of a cold run were its first dozen). Warmed up first, unmeasured.
    const warmedUp = () => deliveries.filter((d) => d.path === latencyPath && d.subject.startsWith('Webhook warm-up')).length;
    for (let i = 0; i < WARM_UP_MESSAGES; i++) {
      const inbox = latencyInboxes[i % latencyInboxes.length]!;
      await smtp.send({ to: inbox.address, data: buildMessage({ to: inbox.address, subject: `Webhook warm-up ${run} ${i}` }) });
      await sleep(1000 / LATENCY_PER_SECOND);
    }
    await until('the warm-up deliveries', () => warmedUp() >= WARM_UP_MESSAGES, 30_000, 50);

    // Latency at a moderate rate.
    const sentAt = new Map<string, number>();
    let smtpFailed = 0;
    const interval = 1000 / LATENCY_PER_SECOND;
    let at = performance.now();
    const sends: Promise<void>[] = [];
    const forLatency = () => deliveries.filter((d) => d.path === latencyPath && sentAt.has(d.subject));
    await ctx.phase('webhooks latency', async () => {
      for (let i = 0; i < LATENCY_MESSAGES; i++) {
        const inbox = latencyInboxes[i % latencyInboxes.length]!;
        const subject = `Webhook latency ${run} ${i}`;
        sends.push(
          smtp.send({ to: inbox.address, data: buildMessage({ to: inbox.address, subject }) }).then(
            (r) => {
              if (r.ok) sentAt.set(subject, performance.timeOrigin + r.reply.at);
              else smtpFailed++;
            },
            () => {
              smtpFailed++;
            },
          ),
        );
        at += interval;
        await sleep(Math.max(0, at - performance.now()));
      }
      await Promise.all(sends);
      await until('the latency deliveries', () => forLatency().length >= sentAt.size, 60_000, 100).catch(() => undefined);
    });
    const timed = forLatency().map((d) => ({
      ms: d.at - sentAt.get(d.subject)!,
      n: Number(d.subject.slice(d.subject.lastIndexOf(' ') + 1)),
    }));
    const latencies = timed.map((t) => t.ms);
    const lat = summarize(latencies);
    // The tail's messages by their place in the sequence: a cold start shows as the first few.
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 6);
    ctx.log(
      `webhooks: 250 → receiver p50 ${lat.p50.toFixed(1)} p95 ${lat.p95.toFixed(1)} p99 ${lat.p99.toFixed(1)} ms (${lat.n} of ${LATENCY_MESSAGES}); slowest: ${slowest.map((t) => `#${t.n} ${t.ms.toFixed(0)} ms`).join(', ')}`,
    );
    await waitForQuiet(ctx);

    // Throughput: a burst, ten deliveries per message.
    const burstPrefix = `/t/${run}/`;
    const expected = BURST_MESSAGES * BURST_ENDPOINTS;
    const mailStart = performance.now();
    let first250 = Number.POSITIVE_INFINITY;
    const forBurst = () => deliveries.filter((d) => d.path.startsWith(burstPrefix));
    let mailS = 0;
    await ctx.phase('webhooks burst', async () => {
      await mapLimit(
        Array.from({ length: BURST_MESSAGES }, (_, i) => i),
        20,
        async (i) => {
          const inbox = burstInboxes[i % burstInboxes.length]!;
          const r = await smtp
            .send({ to: inbox.address, data: buildMessage({ to: inbox.address, subject: `Webhook burst ${run} ${i}` }) })
            .catch(() => undefined);
          if (r?.ok) first250 = Math.min(first250, performance.timeOrigin + r.reply.at);
          else smtpFailed++;
        },
      );
      mailS = (performance.now() - mailStart) / 1000;
      await until('the burst deliveries', () => forBurst().length >= expected, BURST_MAX_MS, 200).catch(() => undefined);
    });
    const burst = forBurst();
    const times = burst.map((d) => d.at).sort((a, b) => a - b);
    const rate = times.length > 1 ? ((times.length - 1) / (times[times.length - 1]! - times[0]!)) * 1000 : 0;
    const total = (times[times.length - 1]! - first250) / 1000;
    const invalid = [...forLatency(), ...burst].filter((d) => !d.valid);
    await smtp.close();
    const note = [
      `${burst.length} of ${expected} delivered; mail took ${mailS.toFixed(1)} s, first 250 → last delivery ${total.toFixed(1)} s`,
      invalid.length ? `${invalid.length} failed verification (${invalid[0]!.reason})` : 'all signatures valid',
      smtpFailed ? `${smtpFailed} SMTP failures` : '',
    ]
      .filter(Boolean)
      .join(', ');
    ctx.log(`webhooks: ${rate.toFixed(0)} deliveries/s; ${note}`);
    await waitForQuiet(ctx, 180_000);
    const ceiling = await callsAlone(ctx, port, run, expected, tell);
    return [
      measure('webhooks', `deliveries/s (burst, ${BURST_ENDPOINTS} endpoints per message)`, rate, 'deliveries/s', undefined, note),
      measure(
        'webhooks',
        `250 → receiver p50 (at ${LATENCY_PER_SECOND} msg/s)`,
        lat.p50,
        'ms',
        { op: '<=', value: 50 },
        `${lat.n} of ${LATENCY_MESSAGES}`,
      ),
      measure('webhooks', '250 → receiver p99', lat.p99, 'ms'),
      measure('ceiling', `the same signed POSTs by the dispatcher's HTTP caller alone, ${CALLS_AT_ONCE} at once`, ceiling, 'deliveries/s'),
    ];
  } finally {
    await receiver.stop();
  }
}

/** As many calls at once as the dispatcher makes by default (WEBHOOK_CONCURRENCY). */
const CALLS_AT_ONCE = 100;

/**
 * The ceiling of the burst: as many signed POSTs of an event's size to the same receiver and its ten
 * endpoints, through the dispatcher's own HTTP caller (got, keep-alive, the address guard), with no queue,
 * no database and no recording. Deliveries a second.
 */
async function callsAlone(ctx: BenchContext, port: number, run: string, calls: number, tell: (m: ToReceiver) => void): Promise<number> {
  const secret = `whsec_${randomBytes(32).toString('hex')}`;
  const paths = Array.from({ length: BURST_ENDPOINTS }, (_, e) => `/c/${run}/${e}`);
  tell({ type: 'secrets', secrets: Object.fromEntries(paths.map((p) => [p, secret])) });
  const call = createHttpCaller({ timeoutMs: 10_000, allowPrivate: true, extraCa: readFileSync(ctx.stack.certificate.certFile) });
  const body = (i: number) =>
    JSON.stringify({
      id: `evt_ceiling_${run}_${i}`,
      event: 'message.received',
      createdAt: new Date().toISOString(),
      data: {
        address: 'load@throwbox.test',
        messageId: `msg_ceiling_${i}`,
        from: 'noreply@app.example.com',
        subject: `Ceiling ${i}`,
        receivedAt: new Date().toISOString(),
      },
    });
  let failed = 0;
  const started = performance.now();
  await mapLimit(
    Array.from({ length: calls }, (_, i) => i),
    CALLS_AT_ONCE,
    async (i) => {
      const raw = body(i);
      const timestamp = Math.floor(Date.now() / 1000);
      const outcome = await call(`https://127.0.0.1:${port}${paths[i % paths.length]}`, raw, {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'Throwbox-Event': 'message.received',
        'Throwbox-Timestamp': String(timestamp),
        'Throwbox-Signature': sign(secret, timestamp, raw),
      });
      if (outcome.kind !== 'success') failed++;
    },
  );
  const rate = (calls / (performance.now() - started)) * 1000;
  ctx.log(
    `ceiling: ${calls} signed POSTs by the HTTP caller alone, ${CALLS_AT_ONCE} at once: ${rate.toFixed(0)}/s${failed ? `, ${failed} failed` : ''}`,
  );
  return rate;
}
