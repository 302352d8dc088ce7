import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRedis } from '@throwbox/queue';
import { eventually, sendMail } from '@throwbox/testkit';
import { Client, createAccount, spawnService, startStack, type ServiceProcess, type Stack } from './stack.js';
import { createTestCertificate, startReceiver, type Receiver, type TestCertificate } from './webhook-receiver.js';

// The dispatcher as its own process, as in production: killed mid-delivery, its delivery still happens
// once a dispatcher runs again; stopped with SIGTERM mid-delivery, it finishes and records the attempt.

const SECRET_KEY = 'cd'.repeat(32);

let certificate: TestCertificate;
let receiver: Receiver;
let stack: Stack;
const children = new Set<ServiceProcess>();

beforeAll(async () => {
  certificate = createTestCertificate();
  receiver = await startReceiver(certificate);
  stack = await startStack({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_SECRET_KEY: SECRET_KEY });
});

afterAll(async () => {
  for (const p of children) p.child.kill('SIGKILL');
  await stack.stop();
  await receiver.close();
  certificate.remove();
});

/** The dispatcher as its own process, taking jobs; killed at the end if a test left it running. */
const spawnDispatcher = async () => {
  const p = await spawnService(
    stack,
    'webhook-dispatcher',
    {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_SECRET_KEY: SECRET_KEY,
      WEBHOOK_CA_FILE: certificate.certFile,
      // A dead dispatcher's jobs are taken over after about this long.
      WEBHOOK_LOCK_MS: '1000',
      WEBHOOK_RETRY_SCALE: '0.001',
    },
    /webhook-dispatcher running/,
  );
  children.add(p);
  void p.exited.then(() => children.delete(p));
  return p;
};

async function setUp() {
  const api = Client.for(stack, await createAccount(stack.env.pool));
  const address = (await api.post('/inboxes')).body.address as string;
  const path = `/slow-${Math.random().toString(36).slice(2)}`;
  receiver.behave(path, 'hang');
  const created = await api.post('/webhooks', { url: receiver.url(path) });
  expect(created.status).toBe(201);
  return { api, address, path, id: created.body.id as number };
}

const deliveries = async (api: Client, id: number) =>
  (await api.get(`/webhooks/${id}/deliveries`)).body.deliveries as { status: number; error: string | null }[];

describe('a dispatcher process', () => {
  it('killed with SIGKILL mid-delivery: the delivery still happens after a restart', async () => {
    const { api, address, path, id } = await setUp();
    const first = await spawnDispatcher();
    const arrived = receiver.next(path);
    await sendMail(stack.smtpPort, { to: address, subject: 'Survives a crash', text: 'hello' });
    const interrupted = await arrived;

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The attempt in flight died with the process: nothing was recorded for it.
    expect(await deliveries(api, id)).toEqual([]);

    receiver.behave(path, 200);
    const second = await spawnDispatcher();
    const delivered = await eventually(async () => receiver.requestsTo(path)[1], 20000, 50);
    expect(delivered.answer).toBe(200);
    expect(JSON.parse(delivered.raw.toString()).id).toBe(JSON.parse(interrupted.raw.toString()).id);
    await eventually(async () => (await deliveries(api, id)).length === 1);
    expect(await deliveries(api, id)).toEqual([expect.objectContaining({ status: 200, error: null })]);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(receiver.requestsTo(path)).toHaveLength(2);
  }, 60000);

  it('killed mid-fan-out: an endpoint it had reached is not sent the event again, the one in flight is', async () => {
    const { api, address, path } = await setUp();
    const fastPath = `/fast-${Math.random().toString(36).slice(2)}`;
    receiver.behave(fastPath, 200);
    const fast = (await api.post('/webhooks', { url: receiver.url(fastPath) })).body.id as number;
    const first = await spawnDispatcher();
    const arrived = receiver.next(path);
    await sendMail(stack.smtpPort, { to: address, subject: 'Half delivered', text: 'hello' });
    const eventId = JSON.parse((await arrived).raw.toString()).id as string;
    // The fast endpoint answered and the fan-out marked it before the crash.
    const redis = createRedis(stack.env.redisUrl);
    try {
      await eventually(async () => (await redis.get(`${stack.env.redisPrefix}:webhook-event:${eventId}:${fast}`)) === 'delivered');
    } finally {
      redis.disconnect();
    }
    first.child.kill('SIGKILL');
    await first.exited;
    // Its recorded attempt gone as well (trimmed, on a busy endpoint): the mark alone keeps it from going again.
    await stack.env.pool.query('DELETE FROM webhook_attempts WHERE webhook_id = $1', [fast]);

    receiver.behave(path, 200);
    const second = await spawnDispatcher();
    await eventually(async () => receiver.requestsTo(path)[1], 20000, 50);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(receiver.requestsTo(path)).toHaveLength(2);
    expect(receiver.requestsTo(fastPath)).toHaveLength(1);
  }, 60000);

  it('stopped with SIGTERM mid-delivery: finishes the attempt and records it before exiting', async () => {
    const { api, address, path, id } = await setUp();
    const dispatcher = await spawnDispatcher();
    const arrived = receiver.next(path);
    await sendMail(stack.smtpPort, { to: address, subject: 'Graceful stop', text: 'hello' });
    await arrived;

    dispatcher.child.kill('SIGTERM');
    // Still running: it waits for the attempt in flight.
    const early = await Promise.race([dispatcher.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 300))]);
    expect(early).toBe('running');
    receiver.release(path, 204);
    expect((await dispatcher.exited).code).toBe(0);
    expect(await deliveries(api, id)).toEqual([expect.objectContaining({ status: 204, error: null })]);
    expect(receiver.requestsTo(path)).toHaveLength(1);
  }, 60000);
});
