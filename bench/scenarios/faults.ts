/**
 * faults: how closely an SMTP fault rule's delayMs is kept (DECISIONS §11: at least delayMs, and less
 * than delayMs + 50 ms). The upper bound is a matter of the machine's load, so it is measured here, not
 * asserted in a test. One inbox, rules set through the api; on one connection, 40 messages answered by
 * {stage: data, reply 451, delayMs} and 40 RCPTs held by {stage: rcpt, delayMs} (a slow server's normal
 * reply); the client's time from the command to its reply, minus delayMs. The client's time includes
 * loopback, so it bounds the server's hold from above.
 */
import { performance } from 'node:perf_hooks';
import { measure, type Measurement } from '../report.js';
import { createAccounts, createInboxes, type BenchContext } from '../setup.js';
import { SmtpClient, buildMessage } from '../smtp.js';
import { summarize } from '../stats.js';

const DELAY_MS = 200;
const SAMPLES = 40;
const BOUND_MS = 50;

export async function faultsScenario(ctx: BenchContext): Promise<Measurement[]> {
  const [account] = await createAccounts(ctx, 1, 'faults');
  const inbox = (await createInboxes(ctx, [account!], 1))[0]![0];
  const to = inbox!.address;
  const setRules = async (rules: unknown[]) => {
    await ctx.pacer.slot(account!.id);
    const res = await ctx.api.request('PUT', `/v1/inboxes/${encodeURIComponent(to)}/smtp-faults`, {
      apiKey: account!.apiKey,
      body: { rules },
    });
    if (res.status !== 200) throw new Error(`PUT smtp-faults answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const overshoot = async (stage: 'rcpt' | 'data', expectCode: number) => {
    const client = await SmtpClient.connect(ctx.stack.ports.smtp);
    const over: number[] = [];
    let wrong = 0;
    try {
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        const r = await client.send({ to, data: buildMessage({ to, subject: `fault ${i}` }) });
        if (r.reply.code !== expectCode) wrong++;
        // data: the body's write to its reply; rcpt: the envelope's write to the 354 that follows the held RCPT.
        over.push((stage === 'data' ? r.reply.at - r.sentAt : client.steps.envelope! - started) - DELAY_MS);
      }
    } finally {
      await client.quit().catch(() => undefined);
    }
    return { s: summarize(over), min: Math.min(...over), wrong };
  };

  await setRules([{ stage: 'data', reply: { code: 451 }, delayMs: DELAY_MS }]);
  const data = await ctx.phase('faults: data-stage 451 held 200 ms', () => overshoot('data', 451));
  await setRules([{ stage: 'rcpt', delayMs: DELAY_MS }]);
  const rcpt = await ctx.phase('faults: rcpt held 200 ms, then stored', () => overshoot('rcpt', 250));
  const note = (r: typeof data) =>
    `n=${r.s.n}, min ${r.min.toFixed(1)} ms, p50 ${r.s.p50.toFixed(1)} ms${r.wrong ? `, ${r.wrong} wrong replies` : ''}`;
  return [
    measure('faults', 'data 451, delayMs 200: reply past the delay, p99', data.s.p99, 'ms', { op: '<=', value: BOUND_MS }, note(data)),
    measure('faults', 'data 451, delayMs 200: reply past the delay, least', data.min, 'ms', { op: '>=', value: 0 }),
    measure('faults', 'rcpt delayMs 200: reply past the delay, p99', rcpt.s.p99, 'ms', { op: '<=', value: BOUND_MS }, note(rcpt)),
    measure('faults', 'rcpt delayMs 200: reply past the delay, least', rcpt.min, 'ms', { op: '>=', value: 0 }),
  ];
}
