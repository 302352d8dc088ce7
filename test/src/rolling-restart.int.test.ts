import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { eventually, sendMail } from '@throwbox/testkit';
import { Topology, type Replica, type ServiceName } from './topology.js';

// A rolling restart under load, as a Deployment's rolling update does it: every replica of every service,
// one at a time, SIGTERM, then started again, while mail is sent and the API is waited on and read.
// A client reaches only replicas whose /readyz answers 200, as a Kubernetes Service routes; a connection
// refused (the process not listening yet or any more) is sent to the other replica, as the Service would.

let env: TestEnv;
let topology: Topology;
const TIMEOUT_MS = 240_000;

beforeAll(async () => {
  env = await createTestEnv();
  topology = new Topology(env, { INLINE_EXTRACT_MAX_CHARS: '0' });
  await Promise.all((['api', 'ingest', 'code-extractor', 'webhook-dispatcher'] as ServiceName[]).map((s) => topology.add(s, 2)));
}, 120_000);

afterAll(async () => {
  await topology?.stop();
  await env?.close();
});

/** Which replicas answer /readyz 200, polled every 100 ms. */
function readiness(replicas: Replica[]) {
  const ready = new Set<Replica>(replicas);
  /** Taken out of the routing before SIGTERM, as Kubernetes removes a pod's endpoint before its preStop pause ends. */
  const draining = new Set<Replica>();
  let running = true;
  const poll = async () => {
    while (running) {
      await Promise.all(
        replicas.map(async (r) => {
          const ok =
            (await fetch(`http://127.0.0.1:${r.healthPort}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined))
              ?.status === 200;
          if (ok) ready.add(r);
          else ready.delete(r);
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const done = poll();
  return {
    pick: (service: ServiceName): Replica => {
      const candidates = [...ready].filter((r) => r.service === service && !draining.has(r));
      const pool = candidates.length ? candidates : replicas.filter((r) => r.service === service);
      return pool[Math.floor(Math.random() * pool.length)]!;
    },
    drain: (r: Replica) => draining.add(r),
    route: (r: Replica) => draining.delete(r),
    async stop() {
      running = false;
      await done;
    },
  };
}

const causeOf = (err: unknown) => `${(err as { code?: string }).code} ${String((err as { cause?: unknown }).cause ?? err)}`;
const refusedAtConnect = (err: unknown) => /ECONNREFUSED/.test(causeOf(err));
/**
 * A GET sent on a kept-alive connection just as the stopping server closed it: no answer began, and HTTP lets
 * a client send an idempotent request again on such a close (RFC 9112 §9.3.1), as ingress proxies do.
 */
const closedBeforeAnswer = (err: unknown) => /other side closed|ECONNRESET|socket hang up/.test(causeOf(err));

it(
  'restarts every replica one at a time under load: no request fails but retryably, no acknowledged mail is lost, every held wait is answered',
  async () => {
    const { apiKey } = await createAccount(env.pool);
    const apis = topology.of('api');
    const headers = { authorization: `Bearer ${apiKey}` };
    const inboxes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`http://127.0.0.1:${apis[0]!.port}/v1/inboxes`, { method: 'POST', headers });
      inboxes.push(((await res.json()) as { address: string }).address);
    }
    const route = readiness(topology.replicas);
    const counts = { acked: 0, smtpRetried: 0, answered: 0, waitsAnswered: 0, retryable: 0, rerouted: 0, closedBeforeAnswer: 0 };
    const acked: string[] = [];
    const failures: string[] = [];
    // The load ends when the restarts are over or have failed, and at the latest before the test's own
    // timeout: none of it may run on once the test has ended (a hung restart once left it spinning).
    let restarting = true;
    const loadEnds = Date.now() + TIMEOUT_MS - 30_000;
    const loading = () => restarting && Date.now() < loadEnds;
    const anyInbox = () => inboxes[Math.floor(Math.random() * inboxes.length)]!;

    const sender = async () => {
      for (let i = 0; loading(); i++) {
        const ingest = route.pick('ingest');
        try {
          const sent = await sendMail(ingest.port, {
            to: anyInbox(),
            subject: `load ${i}`,
            text: `Your verification code is ${100000 + (i % 900000)}.`,
          });
          acked.push(/queued as (msg_\w+)/.exec(sent.response)![1]!);
          counts.acked++;
        } catch (err) {
          // A refused connection, or a 4xx the sender retries by the SMTP rules (421 when ingest is stopping).
          const code = (err as { responseCode?: number }).responseCode;
          if (refusedAtConnect(err) || (code !== undefined && code >= 400 && code < 500)) counts.smtpRetried++;
          else failures.push(`smtp ${ingest.service}-${ingest.index}: ${String(err)}`);
        }
      }
    };
    const call = async (path: string, wait: boolean) => {
      const api = route.pick('api');
      try {
        // Bounded: a held wait is answered within its 3 s, so only a hung api meets this.
        const res = await fetch(`http://127.0.0.1:${api.port}/v1${path}`, { headers, signal: AbortSignal.timeout(30_000) });
        const body = (await res.json()) as { waited?: boolean };
        if (res.status === 200) {
          counts.answered++;
          if (wait) counts.waitsAnswered++;
        } else if ((res.status === 503 || res.status === 429) && res.headers.has('retry-after')) counts.retryable++;
        else failures.push(`GET ${path} on api-${api.index}: ${res.status} ${JSON.stringify(body)}`);
      } catch (err) {
        if (refusedAtConnect(err)) counts.rerouted++;
        else if (closedBeforeAnswer(err)) counts.closedBeforeAnswer++;
        else failures.push(`GET ${path} on api-${api.index}: ${String(err)} ${String((err as { cause?: unknown }).cause)}`);
      }
    };
    const waiter = async () => {
      while (loading()) await call(`/inboxes/${anyInbox()}/messages?wait=3&since=${Date.now()}`, true);
    };
    // Paced under the account's 100 requests a second.
    const reader = async () => {
      while (loading()) {
        await call(`/inboxes/${anyInbox()}/messages?limit=5`, false);
        await new Promise((r) => setTimeout(r, 40));
      }
    };
    const load = Promise.all([sender(), sender(), waiter(), waiter(), waiter(), waiter(), reader(), reader()]);

    const exits: string[] = [];
    try {
      await new Promise((r) => setTimeout(r, 2000));
      for (const replica of [...topology.replicas]) {
        route.drain(replica);
        await new Promise((r) => setTimeout(r, 300));
        // Fails, naming the replica, when it does not exit or does not come back (topology.ts).
        const before = replica.output().length;
        const code = await topology.restart(replica);
        route.route(replica);
        // A replica that exits other than 0 is named with what it printed about its stop and its errors.
        const said =
          code === 0
            ? ''
            : `\n${replica
                .output()
                .slice(before)
                .split('\n')
                .filter((l) => /shut|stop|rror|"level":[456]0/.test(l))
                .join('\n')}`;
        exits.push(`${replica.service}-${replica.index}:${code}${said}`);
      }
      await new Promise((r) => setTimeout(r, 2000));
    } finally {
      restarting = false;
      await load;
      await route.stop();
    }
    if (Date.now() >= loadEnds)
      throw new Error(`the restarts were not over ${TIMEOUT_MS - 30_000} ms after the load began: ${exits.join(' ')}`);

    console.info(`rolling restart: ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
    expect(exits.filter((e) => !/^[\w-]+:0$/.test(e))).toEqual([]);
    expect(counts.acked).toBeGreaterThan(20);
    expect(counts.waitsAnswered).toBeGreaterThan(10);
    // Every message answered 250 is stored, and read for its code though the extractors were restarted too.
    await eventually(async () => {
      const { rows } = await env.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM messages WHERE id = ANY($1) AND extract_status = 'done'`,
        [acked],
      );
      return rows[0]!.n === acked.length;
    }, 30_000);
  },
  TIMEOUT_MS,
);
