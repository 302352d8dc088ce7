/**
 * The time from an SMTP 250 to the answer of a request that was already waiting for that mail.
 *
 * A fixed number of waiting requests is kept open at all times, each on an inbox of its own. Every
 * 1/rate seconds the oldest waiting request that has been open for at least MIN_AGE_MS (so its
 * subscription is surely live) gets its mail; when it answers, a new request on a fresh inbox takes its
 * place. Latency = the answer's last byte − the 250's arrival, both read in this process; beside it the
 * api's own account, Server-Timing `wake` (the message's commit → the answer, the api's clock), checked
 * against the driver's clock from the same start: the answer's last byte − the message's storedAt (the
 * commit as recorded, on this same machine's wall clock). With `count`, each waiting list call asks for that many messages, sent `gapMs`
 * apart, and both clocks measure from the last of them.
 */
import { randomInt } from 'node:crypto';
import { ApiClient } from '../http.js';
import { measure, type Measurement, type Target } from '../report.js';
import { createAccounts, createInboxes, waitForQuiet, type BenchContext, type Inbox } from '../setup.js';
import { SmtpPool, buildMessage } from '../smtp.js';
import { sleep, summarize } from '../stats.js';

const MIN_AGE_MS = 250;
const WAIT_SECONDS = 30;

export interface WaitLatencyOptions {
  scenario: string;
  endpoint: 'messages' | 'code';
  /** Requests held open at once. */
  outstanding: number;
  accounts: number;
  /** Mail to waiting inboxes per second. */
  mailPerSecond: number;
  samples: number;
  /** Bytes of each sampled message (2 KB by default). */
  size?: number;
  /** Mail to other inboxes meanwhile. */
  background?: { perSecond: number; inboxes: number };
  /** Messages each waiting list call holds out for (count=), sent gapMs apart; 1 unless told. */
  count?: number;
  gapMs?: number;
  targets: { p50: Target; p99: Target };
}

interface Sample {
  inbox: Inbox;
  issuedAt: number;
  mailed: boolean;
  expect: string;
  t250?: number;
  answeredAt?: number;
  /** Server-Timing wake;dur and heard;dur: the (last) message's commit → the answer, and → its wake-up's arrival at the api. */
  wakeMs?: number;
  heardMs?: number;
  /** The driver's wall clock at the answer's last byte − the answered message's recorded commit. */
  fromCommitMs?: number;
  ok?: boolean;
}

const timingOf = (name: string, header: string | undefined) => {
  const m = new RegExp(`(?:^|, )${name};dur=(\\d+(?:\\.\\d+)?)`).exec(header ?? '');
  return m ? Number(m[1]) : undefined;
};

export async function waitLatency(ctx: BenchContext, o: WaitLatencyOptions): Promise<Measurement[]> {
  const count = o.count ?? 1;
  const accounts = await createAccounts(ctx, o.accounts, o.scenario);
  const perAccount = Math.ceil((o.samples + o.outstanding) / o.accounts) + 2;
  const fresh = await createInboxes(ctx, accounts, perAccount);
  const background = o.background
    ? (await createInboxes(ctx, await createAccounts(ctx, 1, `${o.scenario}-bg`), o.background.inboxes)).flat()
    : [];
  await waitForQuiet(ctx);

  const api = new ApiClient('127.0.0.1', ctx.stack.ports.api, { maxSockets: o.outstanding * 2 });
  const smtp = await SmtpPool.open(ctx.stack.ports.smtp, 4);
  const bgSmtp = background.length ? await SmtpPool.open(ctx.stack.ports.smtp, 2) : undefined;
  const pending: Sample[] = [];
  const done: Sample[] = [];
  let stopping = false;
  let mailed = 0;
  let failures = 0;
  const failureReasons = new Map<string, number>();
  const failed = (reason: string) => {
    failures++;
    failureReasons.set(reason, (failureReasons.get(reason) ?? 0) + 1);
  };

  const issue = async (a: number): Promise<void> => {
    const inbox = fresh[a]!.shift();
    if (!inbox || stopping) return;
    await ctx.pacer.slot(inbox.account.id);
    const sample: Sample = { inbox, issuedAt: performance.now(), mailed: false, expect: '' };
    pending.push(sample);
    const counted = count > 1 ? `&count=${count}` : '';
    const path = `/v1/inboxes/${encodeURIComponent(inbox.address)}/${o.endpoint}?wait=${WAIT_SECONDS}${counted}`;
    api
      .request<{ messages?: { subject: string; timings: { storedAt: string } }[]; code?: string; receivedAt?: string }>('GET', path, {
        apiKey: inbox.account.apiKey,
        timeoutMs: (WAIT_SECONDS + 10) * 1000,
      })
      .then(
        (res) => {
          sample.answeredAt = res.endedAt;
          sample.wakeMs = timingOf('wake', res.serverTiming);
          sample.heardMs = timingOf('heard', res.serverTiming);
          const storedAt = o.endpoint === 'code' ? res.body.receivedAt : res.body.messages?.[0]?.timings.storedAt;
          if (storedAt) sample.fromCommitMs = performance.timeOrigin + res.endedAt - Date.parse(storedAt);
          const got = o.endpoint === 'code' ? res.body.code : res.body.messages?.[0]?.subject;
          sample.ok = res.status === 200 && got === sample.expect && (o.endpoint === 'code' || res.body.messages!.length >= count);
          if (!sample.mailed) {
            if (!stopping) failed(`answered before its mail: ${res.status}`);
          } else {
            if (!sample.ok) failed(`answer ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
            done.push(sample);
          }
          void issue(a);
        },
        (err: Error) => {
          if (!stopping) failed(err.message);
        },
      );
  };

  const sendTo = async (sample: Sample, i: number) => {
    sample.mailed = true;
    mailed++;
    const code = String(randomInt(100000, 1000000));
    for (let k = 1; k <= count; k++) {
      // The earlier of a counted sample's messages only need to be stored before the last is sent.
      const last = k === count;
      const subject = o.endpoint === 'code' ? 'Your verification code' : `Wake-up ${i}.${k}`;
      if (last) sample.expect = o.endpoint === 'code' ? code : subject;
      const data = buildMessage({
        to: sample.inbox.address,
        subject,
        firstLine: o.endpoint === 'code' ? `Your verification code is ${code}.` : undefined,
        ...(o.size ? { size: o.size } : {}),
      });
      const sent = smtp.send({ to: sample.inbox.address, data }).then(
        (r) => {
          if (!r.ok) failed(`SMTP ${r.reply.code}`);
          else if (last) sample.t250 = r.reply.at;
          return r.ok;
        },
        (err: Error) => (failed(`SMTP ${err.message}`), false),
      );
      if (last || !(await sent)) return;
      await sleep(o.gapMs ?? 0);
    }
  };

  // Background mail at a fixed rate to other inboxes, for the whole measurement.
  let bgSent = 0;
  let bgFailed = 0;
  const bgLoop = (async () => {
    if (!bgSmtp || !o.background) return;
    const interval = 1000 / o.background.perSecond;
    const bodies = background.map((inbox, i) => ({
      to: inbox.address,
      data: buildMessage({ to: inbox.address, subject: `Background ${i}` }),
    }));
    let at = performance.now();
    for (let i = 0; !stopping; i++) {
      if (bgSmtp.backlog < 50) {
        bgSmtp.send(bodies[i % bodies.length]!).then(
          (r) => (r.ok ? bgSent++ : bgFailed++),
          () => bgFailed++,
        );
      }
      at += interval;
      await sleep(Math.max(0, at - performance.now()));
    }
  })();

  const started = performance.now();
  const mailDone = await ctx.phase(o.scenario, async () => {
    for (let a = 0; a < o.accounts; a++) for (let k = 0; k < o.outstanding / o.accounts; k++) void issue(a);

    const interval = 1000 / o.mailPerSecond;
    const deadline = started + (o.samples / o.mailPerSecond) * 1000 * 2 + 20_000;
    let at = performance.now() + MIN_AGE_MS;
    await sleep(MIN_AGE_MS);
    while (mailed < o.samples && performance.now() < deadline) {
      while (pending.length && pending[0]!.mailed) pending.shift();
      const now = performance.now();
      const next = pending.find((s) => !s.mailed && s.issuedAt <= now - MIN_AGE_MS);
      if (next) void sendTo(next, mailed);
      at += interval;
      await sleep(Math.max(0, at - performance.now()));
    }
    return performance.now();
  });
  // Let the last answers arrive.
  while (done.length + failures < mailed && performance.now() < mailDone + (WAIT_SECONDS + 5) * 1000) await sleep(50);
  stopping = true;
  await bgLoop;
  api.close();
  await smtp.close();
  await bgSmtp?.close();
  const elapsedS = (mailDone - started) / 1000;

  const answered = done.filter((s) => s.ok && s.t250 !== undefined && s.answeredAt !== undefined);
  const s = summarize(answered.map((s) => s.answeredAt! - s.t250!));
  // Server-Timing counts from the commit as recorded (the storing statement, before its WAL flush and the
  // 250) to the answer written: against the 250 it is longer by that step; against the driver's clock from
  // the same start, shorter only by the answer's way here, a millisecond or less.
  const timed = answered.filter((s) => s.wakeMs !== undefined && s.fromCommitMs !== undefined);
  const wake = summarize(timed.map((s) => s.wakeMs!));
  const apart = summarize(timed.map((s) => s.wakeMs! - (s.answeredAt! - s.t250!)));
  const same = summarize(timed.map((s) => s.fromCommitMs! - s.wakeMs!));
  const split = (f: (s: Sample) => number) => summarize(timed.filter((s) => s.heardMs !== undefined).map(f));
  const [heard, own] = [split((s) => s.heardMs!), split((s) => s.wakeMs! - s.heardMs!)];
  const note = [
    `${s.n} samples, ${o.outstanding} waiting${count > 1 ? ` for ${count} messages ${o.gapMs ?? 0} ms apart` : ''}`,
    `${timed.length} with Server-Timing wake`,
    o.background ? `background ${(bgSent / elapsedS).toFixed(0)} msg/s${bgFailed ? ` (${bgFailed} failed)` : ''}` : '',
    failures
      ? `${failures} failures: ${[...failureReasons]
          .map(([r, n]) => `${n}× ${r}`)
          .join('; ')
          .slice(0, 200)}`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  ctx.log(`${o.scenario}: ${note}; p50 ${s.p50.toFixed(2)} p95 ${s.p95.toFixed(2)} p99 ${s.p99.toFixed(2)} max ${s.max.toFixed(1)} ms`);
  ctx.log(
    `${o.scenario}: Server-Timing wake p50 ${wake.p50} p99 ${wake.p99} ms (commit → heard p50 ${heard.p50.toFixed(2)} p99 ${heard.p99.toFixed(2)}, heard → answer p50 ${own.p50.toFixed(2)} p99 ${own.p99.toFixed(2)}); driver's storedAt → answer − wake p50 ${same.p50.toFixed(2)}, p99 ${same.p99.toFixed(2)} ms; wake − driver's 250 → answer p50 ${apart.p50.toFixed(2)}, p99 ${apart.p99.toFixed(2)} ms`,
  );
  await waitForQuiet(ctx);
  return [
    measure(o.scenario, '250 → answer p50', s.p50, 'ms', o.targets.p50, note),
    measure(o.scenario, '250 → answer p95', s.p95, 'ms'),
    measure(o.scenario, '250 → answer p99', s.p99, 'ms', o.targets.p99),
    measure(o.scenario, '250 → answer max', s.max, 'ms'),
    // The counted case is judged by the api's own account from the third's commit (the driver cannot see a commit).
    measure(o.scenario, 'Server-Timing wake p50', wake.p50, 'ms', count > 1 ? o.targets.p50 : undefined),
    measure(o.scenario, 'Server-Timing wake p99', wake.p99, 'ms'),
    measure(o.scenario, 'of which commit → heard p50', heard.p50, 'ms'),
    measure(o.scenario, 'of which heard → answer p50', own.p50, 'ms'),
    measure(o.scenario, 'driver storedAt → answer − wake p50', same.p50, 'ms'),
    measure(o.scenario, 'driver storedAt → answer − wake p99', same.p99, 'ms'),
    measure(o.scenario, 'wake − 250 → answer p50', apart.p50, 'ms'),
  ];
}

export const wakeScenario = (ctx: BenchContext) =>
  waitLatency(ctx, {
    scenario: 'wake',
    endpoint: 'messages',
    outstanding: 100,
    accounts: 10,
    mailPerSecond: 100,
    samples: 1000,
    background: { perSecond: 100, inboxes: 50 },
    targets: { p50: { op: '<=', value: 1.5 }, p99: { op: '<=', value: 6 } },
  });

/**
 * Waits for three messages (`count=3`), the second and third sent 100 ms after the one before: the
 * order confirmation, shipping note and invoice case. Both clocks measure from the third message.
 */
export const wakeCountScenario = (ctx: BenchContext) =>
  waitLatency(ctx, {
    scenario: 'wake-count',
    endpoint: 'messages',
    outstanding: 40,
    accounts: 5,
    mailPerSecond: 20,
    samples: 200,
    count: 3,
    gapMs: 100,
    targets: { p50: { op: '<=', value: 1.5 }, p99: { op: '<=', value: 6 } },
  });

export const codeScenario = (ctx: BenchContext) =>
  waitLatency(ctx, {
    scenario: 'code',
    endpoint: 'code',
    outstanding: 50,
    accounts: 5,
    mailPerSecond: 50,
    samples: 500,
    targets: { p50: { op: '<=', value: 1.5 }, p99: { op: '<=', value: 6 } },
  });

/**
 * The code endpoint again with 24 KB mail: over ingest's INLINE_EXTRACT_MAX_CHARS (16,384), so the code
 * comes from the code-extractor's job (the path of larger HTML mail), not from ingest.
 */
export const codeLargeScenario = (ctx: BenchContext) =>
  waitLatency(ctx, {
    scenario: 'code-large',
    endpoint: 'code',
    outstanding: 50,
    accounts: 5,
    mailPerSecond: 50,
    samples: 500,
    size: 24 * 1024,
    targets: { p50: { op: '<=', value: 20 }, p99: { op: '<=', value: 60 } },
  });
