import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadApiConfig, startApi, type ApiHandle } from '@throwbox/api';
import { RETRY_SCHEDULE_MS } from '@throwbox/contracts';
import { QUEUES, bullPrefix } from '@throwbox/queue';
import { decryptSecret, parseSecretKey, verifyWebhook } from '@throwbox/signing';
import { captureLogger, eventually, sendMail } from '@throwbox/testkit';
import { serviceEnv, type TestAccount } from '@throwbox/db/testing';
import { loadWebhookDispatcherConfig, startWebhookDispatcher, type WebhookDispatcherHandle } from '@throwbox/webhook-dispatcher';
import { Client, createAccount, startStack, type Stack } from './stack.js';
import {
  closedPort,
  createTestCertificate,
  startReceiver,
  type ReceivedRequest,
  type Receiver,
  type TestCertificate,
} from './webhook-receiver.js';

// A message arrives over SMTP; the dispatcher, in this process, delivers the event to a real HTTPS
// receiver on 127.0.0.1 whose self-signed certificate it trusts through WEBHOOK_CA_FILE.

/** The retry schedule's hours become seconds: its 3 h, 5.4 s. */
const RETRY_SCALE = 0.0005;
// Long enough that an endpoint answering at once is never timed out on a loaded machine (the receiver and
// the dispatcher share this test process), short enough for seven timed-out attempts in one test.
const TIMEOUT_MS = 2000;
const SECRET_KEY = 'ab'.repeat(32);

let certificate: TestCertificate;
let receiver: Receiver;
let stack: Stack;
let dispatcher: WebhookDispatcherHandle;
/** A second api on the same database whose log lines are kept, to look for secrets in them. */
let loggedApi: ApiHandle;
const logLines: string[] = [];
let redis: Redis;
const queues: Queue[] = [];

beforeAll(async () => {
  certificate = createTestCertificate();
  receiver = await startReceiver(certificate);
  stack = await startStack({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_SECRET_KEY: SECRET_KEY });
  const vars = serviceEnv(stack.env, {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_SECRET_KEY: SECRET_KEY,
    WEBHOOK_CA_FILE: certificate.certFile,
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_RETRY_SCALE: String(RETRY_SCALE),
    OUTBOX_RELAY_INTERVAL_MS: '200',
  });
  dispatcher = await startWebhookDispatcher(loadWebhookDispatcherConfig(vars), { logger: captureLogger('webhook-dispatcher', logLines) });
  loggedApi = await startApi(loadApiConfig(vars), { logger: captureLogger('api', logLines) });
  redis = new Redis(stack.env.redisUrl);
});

afterAll(async () => {
  await Promise.all(queues.map((q) => q.close()));
  redis.disconnect();
  await dispatcher.stop();
  await loggedApi.stop();
  await stack.stop();
  await receiver.close();
  certificate.remove();
});

const queue = (name: string) => {
  const q = new Queue(name, { connection: { url: stack.env.redisUrl }, prefix: bullPrefix(stack.env.redisPrefix) });
  queues.push(q);
  return q;
};

interface Registered {
  id: number;
  secret: string;
  path: string;
}

async function setUp(): Promise<{ account: TestAccount; api: Client; address: string }> {
  const account = await createAccount(stack.env.pool);
  const api = Client.for(stack, account);
  const inbox = await api.post('/inboxes');
  expect(inbox.status).toBe(201);
  return { account, api, address: inbox.body.address as string };
}

let pathCounter = 0;
async function register(api: Client, behaviour: number | 'hang' | 'reset' = 200): Promise<Registered> {
  const path = `/hook-${++pathCounter}`;
  receiver.behave(path, behaviour);
  const res = await api.post('/webhooks', { url: receiver.url(path) });
  expect(res.status).toBe(201);
  return { id: res.body.id, secret: res.body.secret, path };
}

const send = (to: string, subject: string, text = `Hello there\nYour code is 123456`) =>
  sendMail(stack.smtpPort, { from: 'Acme Login <login@acme.test>', to, subject, text });

const deliveries = async (api: Client, id: number) =>
  (await api.get(`/webhooks/${id}/deliveries`)).body.deliveries as { event: string; status: number; error: string | null; at: string }[];
const webhook = async (api: Client, id: number) =>
  ((await api.get('/webhooks')).body.webhooks as { id: number; failCount: number; disabled: boolean }[]).find((w) => w.id === id)!;

/** The check a receiver makes, written independently of the service's code: plain node:crypto. */
function independentlyVerified(r: ReceivedRequest, secret: string): boolean {
  const timestamp = String(r.headers['throwbox-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), r.raw]))
    .digest('hex');
  return expected === r.headers['throwbox-signature'];
}

/** Resolves once BullMQ has finished with a job (completed or failed for good). */
async function finishedJob(queueName: string, jobId: string) {
  const q = queue(queueName);
  return eventually(async () => {
    const job = await q.getJob(jobId);
    const state = job ? await job.getState() : 'missing';
    return state === 'completed' || state === 'failed' ? { job: job!, state } : undefined;
  }, 25000);
}

describe('a message arriving over SMTP', () => {
  it('produces exactly one signed delivery per enabled endpoint of the account, verifiable over the raw bytes', async () => {
    const { api, address } = await setUp();
    const first = await register(api);
    const second = await register(api);
    const disabled = await register(api);
    await stack.env.pool.query('UPDATE webhooks SET disabled = true, fail_count = 20 WHERE id = $1', [disabled.id]);
    const otherAccount = await register(Client.for(stack, await createAccount(stack.env.pool)));

    const sentAt = Math.floor(Date.now() / 1000);
    await send(address, 'Confirm your Acme account');
    const [a, b] = await eventually(async () => {
      const got = [receiver.requestsTo(first.path), receiver.requestsTo(second.path)];
      return got.every((r) => r.length >= 1) ? got.map((r) => r[0]!) : undefined;
    });
    const [message] = (await api.get(`/inboxes/${address}/messages`)).body.messages;

    for (const [request, hook] of [
      [a!, first],
      [b!, second],
    ] as const) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('Throwbox-Webhook/1');
      expect(request.headers['throwbox-event']).toBe('message.received');
      // Exactly these headers, nothing more (header names are case-insensitive; they go out lower-case).
      expect(request.headerNames.map((h) => h.toLowerCase()).sort()).toEqual([
        'connection',
        'content-length',
        'content-type',
        'host',
        'throwbox-event',
        'throwbox-signature',
        'throwbox-timestamp',
        'user-agent',
        'webhook-id',
        'webhook-signature',
        'webhook-timestamp',
      ]);
      expect(request.headers['throwbox-timestamp']).toMatch(/^\d{10}$/);
      expect(Math.abs(Number(request.headers['throwbox-timestamp']) - sentAt)).toBeLessThanOrEqual(5);
      expect(request.headers['throwbox-signature']).toMatch(/^[0-9a-f]{64}$/);
      expect(request.headers['content-length']).toBe(String(request.raw.length));
      expect(independentlyVerified(request, hook.secret)).toBe(true);
      expect(independentlyVerified(request, first === hook ? second.secret : first.secret)).toBe(false);
      // The exported helper a receiver would use agrees.
      expect(
        verifyWebhook({
          secret: hook.secret,
          rawBody: request.raw,
          signature: request.headers['throwbox-signature'] as string,
          timestamp: request.headers['throwbox-timestamp'] as string,
        }),
      ).toMatchObject({ valid: true });

      const body = JSON.parse(request.raw.toString('utf8'));
      // The body is what the OpenAPI document's webhooks section says it is.
      const doc = (await api.request('GET', '/openapi.json')).body;
      const validate = new Ajv({ strict: false, validateFormats: false }).compile(doc.components.schemas.WebhookEvent);
      expect([validate(body), validate.errors]).toEqual([true, null]);
      expect(Object.keys(body)).toEqual(['id', 'event', 'createdAt', 'data']);
      expect(Object.keys(body.data)).toEqual(['address', 'from', 'subject', 'intro', 'receivedAt', 'messageId']);
      expect(body).toEqual({
        id: expect.stringMatching(/^evt_[a-z0-9]+$/),
        event: 'message.received',
        createdAt: message.receivedAt,
        data: {
          address,
          from: message.from,
          subject: 'Confirm your Acme account',
          intro: 'Hello there',
          receivedAt: message.receivedAt,
          messageId: message.id,
        },
      });
      expect(body.data.from).toContain('login@acme.test');
    }
    // One event: the same id at every endpoint.
    expect(JSON.parse(a!.raw.toString()).id).toBe(JSON.parse(b!.raw.toString()).id);

    // The fan-out made both attempts itself: a success needs no delivery job.
    const eventId = JSON.parse(a!.raw.toString()).id as string;
    const deliveryJobs = queue(QUEUES.webhookDeliveries);
    expect(await deliveryJobs.getJob(`${eventId}-wh${first.id}`)).toBeUndefined();
    // Running the fan-out again (as a relay re-send would) sends nothing: both deliveries are recorded.
    const events = queue(QUEUES.webhookEvents);
    await events.add('message.received', { messageId: message.id, outboxId: 0 }, { jobId: `rerun-${message.id}` });
    expect((await finishedJob(QUEUES.webhookEvents, `rerun-${message.id}`)).state).toBe('completed');
    expect(await deliveryJobs.getJob(`${eventId}-wh${first.id}`)).toBeUndefined();
    expect(receiver.requestsTo(first.path)).toHaveLength(1);
    expect(receiver.requestsTo(second.path)).toHaveLength(1);
    expect(receiver.requestsTo(disabled.path)).toHaveLength(0);
    expect(receiver.requestsTo(otherAccount.path)).toHaveLength(0);

    expect(await deliveries(api, first.id)).toEqual([
      {
        id: expect.stringMatching(/^att_[0-9a-f]{32}$/),
        response: 'ok',
        event: 'message.received',
        eventId: expect.stringMatching(/^evt_/),
        attempt: 1,
        status: 200,
        error: null,
        durationMs: expect.any(Number),
        at: expect.stringMatching(/Z$/),
      },
    ]);
    expect(await webhook(api, first.id)).toMatchObject({ failCount: 0, disabled: false });
    expect(await deliveries(api, disabled.id)).toEqual([]);

    // Nor once the recorded attempts are gone (they are trimmed to the newest per endpoint): the fan-out
    // marked the event's deliveries in Redis.
    await stack.env.pool.query('DELETE FROM webhook_attempts WHERE event_id = $1', [eventId]);
    await events.add('message.received', { messageId: message.id, outboxId: 0 }, { jobId: `rerun-again-${message.id}` });
    expect((await finishedJob(QUEUES.webhookEvents, `rerun-again-${message.id}`)).state).toBe('completed');
    expect(receiver.requestsTo(first.path)).toHaveLength(1);
    expect(receiver.requestsTo(second.path)).toHaveLength(1);
    expect(await deliveryJobs.getJob(`${eventId}-wh${first.id}`)).toBeUndefined();
  });
});

describe('failing endpoints', () => {
  it('records every attempt with its status and error, retries on the schedule, then gives the event up', async () => {
    const { api, address } = await setUp();
    const hooks = {
      error: await register(api, 500),
      redirect: await register(api, 302),
      timeout: await register(api, 'hang'),
      reset: await register(api, 'reset'),
    };
    const port = await closedPort();
    const closed = (await api.post('/webhooks', { url: `https://127.0.0.1:${port}/hook` })).body as { id: number };

    await send(address, 'Retry me');
    // With what the endpoint answered in the body: null when no HTTP answer came.
    const expected: [number, number, RegExp, string | null][] = [
      [hooks.error.id, 500, /^HTTP 500$/, 'nope'],
      [hooks.redirect.id, 302, /^HTTP 302: redirects are not followed$/, ''],
      [hooks.timeout.id, 0, new RegExp(`^timed out: no answer within ${TIMEOUT_MS} ms$`), null],
      [hooks.reset.id, 0, /^connection reset before an answer/, null],
      [closed.id, 0, /^connection refused \(ECONNREFUSED\)$/, null],
    ];
    // Seven attempts each: the first and six retries.
    await eventually(
      async () => {
        const counts = await Promise.all(expected.map(([id]) => deliveries(api, id)));
        return counts.every((d) => d.length === 7);
      },
      // Seven timed-out attempts in a row, plus the schedule (5.4 s scaled), with room for a busy machine.
      120_000,
      100,
    );

    const eventId = JSON.parse(receiver.requestsTo(hooks.error.path)[0]!.raw.toString()).id as string;
    for (const [id, status, error, response] of expected) {
      const attempts = await deliveries(api, id);
      for (const attempt of attempts) {
        expect(attempt).toEqual({
          id: expect.stringMatching(/^att_[0-9a-f]{32}$/),
          response,
          event: 'message.received',
          eventId,
          attempt: expect.any(Number),
          status,
          error: expect.stringMatching(error),
          durationMs: expect.any(Number),
          at: expect.any(String),
        });
      }
      // Newest first: the seventh attempt down to the first.
      expect(attempts.map((d) => (d as unknown as { attempt: number }).attempt)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      // Newest first.
      expect(attempts.map((d) => d.at)).toEqual([...attempts.map((d) => d.at)].sort().reverse());
      expect(await webhook(api, id)).toMatchObject({ failCount: 7, disabled: false });
      // Given up after the seventh: the job holding the six retries (the fan-out made the first) has failed for good.
      const { job, state } = await finishedJob(QUEUES.webhookDeliveries, `${eventId}-wh${id}`);
      expect(state).toBe('failed');
      expect({ attemptsBefore: job.data.attemptsBefore, attemptsMade: job.attemptsMade }).toEqual({ attemptsBefore: 1, attemptsMade: 6 });
    }

    for (const hook of Object.values(hooks)) {
      const requests = receiver.requestsTo(hook.path);
      expect(requests).toHaveLength(7);
      // The same event every time, signed afresh.
      for (const r of requests) {
        expect(JSON.parse(r.raw.toString()).id).toBe(eventId);
        expect(independentlyVerified(r, hook.secret)).toBe(true);
      }
    }

    // Gaps between attempts follow the retry schedule (±20%), scaled down for the test.
    const schedule = RETRY_SCHEDULE_MS.map((ms) => ms * RETRY_SCALE);
    const times = receiver.requestsTo(hooks.error.path).map((r) => r.at);
    for (let i = 1; i < times.length; i++) {
      const gap = times[i]! - times[i - 1]!;
      expect(gap).toBeGreaterThanOrEqual(Math.floor(schedule[i - 1]! * 0.8) - 2);
      // Not far later either: the slack is for a busy machine, not for a missing delay.
      expect(gap).toBeLessThan(schedule[i - 1]! * 1.2 + 5000);
    }
  }, 180_000);

  it('disables the endpoint at the 20th consecutive failure, after which nothing more is sent', async () => {
    const { api, address } = await setUp();
    const hook = await register(api, 500);
    // Test events count toward the failures too.
    for (let i = 0; i < 19; i++) {
      expect((await api.post(`/webhooks/${hook.id}/test`)).body).toMatchObject({ delivered: false, status: 500, error: 'HTTP 500' });
    }
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 19, disabled: false });

    await send(address, 'The twentieth');
    await eventually(async () => (await webhook(api, hook.id)).disabled);
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 20, disabled: true });
    expect(receiver.requestsTo(hook.path)).toHaveLength(20);
    const [message] = (await api.get(`/inboxes/${address}/messages`)).body.messages;
    const eventId = JSON.parse(receiver.requestsTo(hook.path)[19]!.raw.toString()).id;
    // No retry of the failed delivery either: the fan-out's attempt disabled it, and no job was queued.
    expect(await queue(QUEUES.webhookDeliveries).getJob(`${eventId}-wh${hook.id}`)).toBeUndefined();
    expect(eventId).toBe(`evt_${message.id.slice(4)}`);

    // A new message: with no enabled endpoint left, ingest writes no event at all (and, the mail being small,
    // no extraction job either: ingest extracted it), and nothing is sent.
    await send(address, 'After disabling');
    const latest = await eventually(async () => {
      const list = (await api.get(`/inboxes/${address}/messages`)).body.messages;
      return list.length === 2 ? list[0] : undefined;
    });
    const { rows: events } = await stack.env.pool.query(`SELECT kind FROM outbox WHERE message_id = $1 ORDER BY kind`, [latest.id]);
    expect(events).toEqual([]);
    expect(await queue(QUEUES.webhookEvents).getJob(`message.received-${latest.id}`)).toBeUndefined();
    expect(receiver.requestsTo(hook.path)).toHaveLength(20);

    // The deliveries endpoint keeps the last 20, newest first.
    const attempts = await deliveries(api, hook.id);
    expect(attempts).toHaveLength(20);
    expect(attempts[0]).toMatchObject({ event: 'message.received', status: 500 });
    expect(attempts.slice(1).every((d) => d.event === 'webhook.test')).toBe(true);

    // The test call still sends to a disabled endpoint, and does not re-enable it or move its count.
    receiver.behave(hook.path, 200);
    expect((await api.post(`/webhooks/${hook.id}/test`)).body).toMatchObject({ delivered: true, status: 200, error: null });
    expect(receiver.requestsTo(hook.path)).toHaveLength(21);
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 20, disabled: true });
    receiver.behave(hook.path, 500);
    expect((await api.post(`/webhooks/${hook.id}/test`)).body).toMatchObject({ delivered: false, status: 500 });
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 20, disabled: true });
    const after = await deliveries(api, hook.id);
    expect(after).toHaveLength(20);
    expect(after.slice(0, 2)).toMatchObject([
      { event: 'webhook.test', status: 500 },
      { event: 'webhook.test', status: 200, error: null },
    ]);
  }, 60000);

  it('starts counting again after any 2xx', async () => {
    const { api, address } = await setUp();
    const hook = await register(api, 503);
    for (let i = 0; i < 3; i++) await api.post(`/webhooks/${hook.id}/test`);
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 3, disabled: false });
    receiver.behave(hook.path, 201);
    await send(address, 'Reset the count');
    await eventually(async () => (await deliveries(api, hook.id))[0]?.event === 'message.received');
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 0, disabled: false });
    receiver.behave(hook.path, 500);
    await api.post(`/webhooks/${hook.id}/test`);
    expect(await webhook(api, hook.id)).toMatchObject({ failCount: 1, disabled: false });
  });

  it('run again after a failed first attempt, leaves the retries to their job instead of making a second first attempt', async () => {
    const { api, address } = await setUp();
    const hook = await register(api, 500);
    await send(address, 'Fails at first');
    const firstAttempts = async () =>
      (
        await stack.env.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_attempts WHERE webhook_id = $1 AND attempt = 1`, [
          hook.id,
        ])
      ).rows[0]!.n;
    const [message] = await eventually(async () => {
      const list = (await api.get(`/inboxes/${address}/messages`)).body.messages;
      return list.length ? list : undefined;
    });
    const eventId = `evt_${message.id.slice(4)}`;
    // The fan-out recorded the failure, queued the retries and marked them; the mark then lost (expired,
    // Redis restarted): the recorded failure alone must keep a re-run from a second first attempt.
    const mark = `${stack.env.redisPrefix}:webhook-event:${eventId}:${hook.id}`;
    await eventually(async () => (await redis.get(mark)) === 'retrying');
    await redis.del(mark);
    await queue(QUEUES.webhookEvents).add('message.received', { messageId: message.id, outboxId: 0 }, { jobId: `rerun-${message.id}` });
    expect((await finishedJob(QUEUES.webhookEvents, `rerun-${message.id}`)).state).toBe('completed');
    await eventually(async () => (await deliveries(api, hook.id)).length === 7, 40000, 100);
    expect(await firstAttempts()).toBe(1);
    expect(receiver.requestsTo(hook.path)).toHaveLength(7);
  }, 60000);

  it('stops retrying once the webhook is deleted', async () => {
    const { api, address } = await setUp();
    const hook = await register(api, 500);
    await send(address, 'Deleted meanwhile');
    const first = await eventually(async () => receiver.requestsTo(hook.path)[0]);
    expect((await api.delete(`/webhooks/${hook.id}`)).body).toEqual({ deleted: true, id: hook.id });
    const { state } = await finishedJob(QUEUES.webhookDeliveries, `${JSON.parse(first.raw.toString()).id}-wh${hook.id}`);
    expect(state).toBe('failed');
    expect(receiver.requestsTo(hook.path).length).toBeLessThanOrEqual(2);
  }, 40000);
});

describe('POST /webhooks/{id}/test', () => {
  it('sends one signed webhook.test event with sample data and reports what the endpoint answered', async () => {
    const { api } = await setUp();
    const hook = await register(api, 200);
    const res = await api.post(`/webhooks/${hook.id}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ delivered: true, status: 200, error: null, durationMs: expect.any(Number) });
    const [request] = receiver.requestsTo(hook.path);
    expect(request!.headers['throwbox-event']).toBe('webhook.test');
    expect(request!.headers['user-agent']).toBe('Throwbox-Webhook/1');
    expect(independentlyVerified(request!, hook.secret)).toBe(true);
    const body = JSON.parse(request!.raw.toString());
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/),
      event: 'webhook.test',
      createdAt: expect.any(String),
      data: {
        address: 'test@throwbox.test',
        from: expect.any(String),
        subject: expect.any(String),
        intro: expect.any(String),
        receivedAt: body.createdAt,
        messageId: 'msg_test',
      },
    });
    expect(await deliveries(api, hook.id)).toEqual([
      {
        id: expect.stringMatching(/^att_[0-9a-f]{32}$/),
        response: 'ok',
        event: 'webhook.test',
        eventId: body.id,
        attempt: 1,
        status: 200,
        error: null,
        durationMs: expect.any(Number),
        at: expect.any(String),
      },
    ]);
  });

  it('answers 200 whatever the endpoint did, and does not retry', async () => {
    const { api } = await setUp();
    const failing = await register(api, 500);
    expect((await api.post(`/webhooks/${failing.id}/test`)).body).toEqual({
      delivered: false,
      status: 500,
      error: 'HTTP 500',
      durationMs: expect.any(Number),
    });
    const silent = await register(api, 'hang');
    const res = await api.post(`/webhooks/${silent.id}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ delivered: false, status: 0, error: `timed out: no answer within ${TIMEOUT_MS} ms` });
    expect(res.body.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    // Make sure nothing else is on its way: a later successful test is the only other request.
    receiver.behave(failing.path, 200);
    await api.post(`/webhooks/${failing.id}/test`);
    expect(receiver.requestsTo(failing.path).map((r) => r.answer)).toEqual([500, 200]);
    expect(receiver.requestsTo(silent.path)).toHaveLength(1);
  });
});

describe('operating the dispatcher', () => {
  it('serves readiness and Prometheus metrics of attempts by outcome and their latency', async () => {
    const base = `http://127.0.0.1:${dispatcher.healthPort}`;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ok', checks: { postgres: 'ok', redis: 'ok', schema: 'ok' } },
    });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /throwbox_webhook_attempts_total\{event="message.received",outcome="success",service="webhook-dispatcher"\} \d+/,
    );
    expect(metrics).toMatch(
      /throwbox_webhook_attempts_total\{event="message.received",outcome="timeout",service="webhook-dispatcher"\} \d+/,
    );
    expect(metrics).toContain('throwbox_webhook_attempt_duration_seconds_bucket');
  });
});

describe('the signing secret', () => {
  it('is never seen again after creation: not in the API, the database, Redis or the logs', async () => {
    const account = await createAccount(stack.env.pool);
    const api = new Client(`${loggedApi.url}/v1`, account.apiKey);
    const address = (await api.post('/inboxes')).body.address;
    const path = `/hook-${++pathCounter}`;
    const created = await api.post('/webhooks', { url: receiver.url(path) });
    const { id, secret } = created.body as { id: number; secret: string };
    const hex = Buffer.from(secret).toString('hex');
    await send(address, 'Secret keeping');
    await eventually(async () => receiver.requestsTo(path)[0]);
    await api.post(`/webhooks/${id}/test`);
    const failed = await register(api, 500);
    await api.post(`/webhooks/${failed.id}/test`);

    const list = await api.get('/webhooks');
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(secret.slice(6));
    expect((await api.get(`/webhooks/${id}/deliveries`)).text).not.toContain(secret.slice(6));

    // Stored encrypted under the configured key, nowhere in clear.
    const { rows } = await stack.env.pool.query<{ row: string; secret_box: Buffer }>(
      'SELECT w::text AS row, secret_box FROM webhooks w WHERE id = $1',
      [id],
    );
    expect(rows[0]!.row).not.toContain(secret.slice(6));
    expect(rows[0]!.row).not.toContain(hex);
    expect(rows[0]!.secret_box.includes(Buffer.from(secret.slice(6)))).toBe(false);
    expect(decryptSecret(parseSecretKey(SECRET_KEY), rows[0]!.secret_box)).toBe(secret);
    const attempts = await stack.env.pool.query('SELECT a::text AS row FROM webhook_attempts a');
    expect(attempts.rows.map((r) => r.row).join('\n')).not.toContain(secret.slice(6));

    // Queue jobs carry ids only.
    const keys = await redis.keys(`${stack.env.redisPrefix}:*`);
    for (const key of keys) {
      const type = await redis.type(key);
      const dump = type === 'hash' ? JSON.stringify(await redis.hgetall(key)) : type === 'string' ? await redis.get(key) : '';
      expect(dump ?? '').not.toContain(secret.slice(6));
    }

    // Everything the api and the dispatcher logged at trace level.
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((l) => l.includes('webhook-dispatcher'))).toBe(true);
    const logs = logLines.join('');
    expect(logs).not.toContain(secret.slice(6));
    expect(logs).not.toContain(hex);
  });
});
