import { afterAll, beforeAll, expect } from '@jest/globals';
import { eventually, sendMail } from '@throwbox/testkit';
import type { Pool } from '@throwbox/db';
import { createAccount, serviceEnv, type TestAccount } from '@throwbox/db/testing';
import { loadWebhookDispatcherConfig, startWebhookDispatcher, type WebhookDispatcherHandle } from '@throwbox/webhook-dispatcher';
import { Client, startStack, type Stack } from './stack.js';
import { createTestCertificate, startReceiver, type Behaviour, type Receiver, type TestCertificate } from './webhook-receiver.js';

/** A stack, a dispatcher in this process and a real HTTPS receiver it trusts: what webhook tests share. */
export interface WebhookStack {
  stack: Stack;
  dispatcher: WebhookDispatcherHandle;
  receiver: Receiver;
  /** A new account with one live inbox. */
  account(): Promise<{ api: Client; address: string; account: TestAccount }>;
  /** Registers an endpoint on a fresh receiver path answering as told. */
  register(api: Client, behaviour?: Behaviour): Promise<{ id: number; secret: string; path: string }>;
  send(to: string, subject: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** One attempt as GET /webhooks/{id}/deliveries lists it. */
export interface Attempt {
  id: string;
  event: string;
  eventId: string;
  attempt: number;
  status: number;
  error: string | null;
  durationMs: number;
  at: string;
  response: string | null;
}

/** An endpoint's attempt log, newest first. */
export const attempts = async (api: Client, id: number) => (await api.get(`/webhooks/${id}/deliveries`)).body.deliveries as Attempt[];

/** The event id of a delivery's body. */
export const eventIdOf = (raw: Buffer) => JSON.parse(raw.toString()).id as string;

/**
 * Holds the dispatcher's batched writes of successful attempts at their statement, as a slow commit under
 * load does: `reached` resolves when one is held, and nothing is written until `release`.
 */
export const holdSuccessWrites = (pool: Pool) => holdQueries(pool, (query) => query.name === 'record-delivery-successes');

/**
 * Holds the queries of `pool` that `match` picks (by name or text) at their start: `reached` resolves
 * when one is held, and none of them runs until `release`.
 */
/** Holds a replay job at its first read, the endpoint's row with its secret. */
export const holdReplayRead = (pool: Pool) =>
  holdQueries(pool, (q) => q.text.includes('FROM webhooks WHERE id = $1') && q.text.includes('secret_box'));

export function holdQueries(pool: Pool, match: (query: { name?: string; text: string }) => boolean) {
  const query = pool.query;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  pool.query = (async (...args: Parameters<Pool['query']>) => {
    const q = args[0] as string | { name?: string; text: string };
    if (match(typeof q === 'string' ? { text: q } : q)) {
      reach();
      await gate;
    }
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as Pool['query'];
  return {
    reached,
    release() {
      pool.query = query;
      release();
    },
  };
}

/**
 * An event whose first attempt failed (the endpoint answers 500): its retry waits in the queue (on a
 * schedule scaled so that it waits until the test promotes it), and the event is kept and recorded as
 * failed, so both replays can select it.
 */
export async function pendingRetry(ws: WebhookStack, subject = 'Replayed while its retry waits') {
  const { api, address } = await ws.account();
  const since = Date.now();
  const hook = await ws.register(api, 500);
  const first = ws.receiver.next(hook.path);
  await ws.send(address, subject);
  const eventId = eventIdOf((await first).raw);
  const { deliveries, pool } = ws.dispatcher.deps;
  const retry = await eventually(async () => {
    const job = await deliveries.getJob(`${eventId}-wh${hook.id}`);
    return job && (await job.getState()) === 'delayed' ? job : undefined;
  });
  await eventually(async () => (await pool.query('SELECT 1 FROM webhook_events WHERE id = $1', [eventId])).rowCount === 1);
  // Recorded as failed, as failedSince selects.
  await eventually(async () => (await attempts(api, hook.id)).length === 1);
  const ended = () => eventually(async () => ['completed', 'failed'].includes(await retry.getState()));
  const state = async () => (await deliveries.getJob(retry.id!))!;
  // Promotes the retry, and tells whether it was sent or put back (started again, no attempt used, delayed once more).
  const promoteRetry = async (): Promise<'retry sent it' | 'retry waits'> => {
    const again = ws.receiver.next(hook.path);
    await retry.promote();
    const putBack = eventually(async () => {
      const job = await state();
      return job.attemptsStarted === 1 && job.attemptsMade === 0 && (await job.isDelayed());
    });
    return Promise.race([again.then(() => 'retry sent it' as const), putBack.then(() => 'retry waits' as const)]);
  };
  // Promotes the retry once more and tells why it ended ("a replay delivered the event already" when it stood down).
  const promoteToEnd = async (): Promise<string | undefined> => {
    await retry.promote();
    await ended();
    return (await state()).failedReason;
  };
  return { api, hook, since, eventId, retry, ended, state, promoteRetry, promoteToEnd };
}

/** A webhook stack for the test file: started before its tests, stopped after them. */
export function useWebhookStack(dispatcherEnv: Record<string, string> = {}): WebhookStack {
  const ws = {} as WebhookStack;
  beforeAll(async () => {
    Object.assign(ws, await startWebhookStack(dispatcherEnv));
  });
  afterAll(async () => {
    await ws.stop?.();
  });
  return ws;
}

export async function startWebhookStack(dispatcherEnv: Record<string, string> = {}): Promise<WebhookStack> {
  const certificate: TestCertificate = createTestCertificate();
  const receiver = await startReceiver(certificate);
  const stack = await startStack({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  const vars = serviceEnv(stack.env, {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_CA_FILE: certificate.certFile,
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_RETRY_SCALE: '0.0005',
    OUTBOX_RELAY_INTERVAL_MS: '200',
    ...dispatcherEnv,
  });
  // A dispatcher that does not start (a bad setting) must not leave the rest running: jest would never exit.
  const dispatcher = await Promise.resolve()
    .then(() => startWebhookDispatcher(loadWebhookDispatcherConfig(vars)))
    .catch(async (err: unknown) => {
      await stack.stop();
      await receiver.close();
      certificate.remove();
      throw err;
    });
  let paths = 0;
  return {
    stack,
    dispatcher,
    receiver,
    async account() {
      const account = await createAccount(stack.env.pool);
      const api = Client.for(stack, account);
      const inbox = await api.post('/inboxes');
      expect(inbox.status).toBe(201);
      return { api, address: inbox.body.address as string, account };
    },
    async register(api, behaviour = 200) {
      const path = `/hook-${++paths}`;
      receiver.behave(path, behaviour);
      const res = await api.post('/webhooks', { url: receiver.url(path) });
      expect(res.status).toBe(201);
      return { id: res.body.id as number, secret: res.body.secret as string, path };
    },
    send: (to, subject) => sendMail(stack.smtpPort, { from: 'Acme <login@acme.test>', to, subject, text: 'Your code is 123456' }),
    async stop() {
      await dispatcher.stop();
      await stack.stop();
      await receiver.close();
      certificate.remove();
    },
  };
}
