import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { QUEUES, bullPrefix, createRedis } from '@throwbox/queue';
import { SmtpDialog, eventually, sendMail } from '@throwbox/testkit';
import { createInboxRow, type TestAccount } from '@throwbox/db/testing';
import { Client, createAccount, spawnService, startStack, type ServiceProcess, type Stack } from './stack.js';
import type { ServiceName } from '../../scripts/services.js';

// SIGTERM to real service processes under load: readiness fails, work in flight finishes, clients are
// answered rather than cut, and the process exits 0.

let stack: Stack;
let account: TestAccount;
const running = new Set<ServiceProcess>();

const portOf = (p: ServiceProcess, key: string) => Number(new RegExp(`"${key}":(\\d+)`).exec(p.output())![1]);

beforeAll(async () => {
  // Every message to the code-extractor (ingest extracts small mail itself otherwise), so its shutdown
  // test has a job in flight.
  stack = await startStack({ INLINE_EXTRACT_MAX_CHARS: '0' });
  account = await createAccount(stack.env.pool);
});

afterAll(async () => {
  for (const p of running) p.child.kill('SIGKILL');
  await stack.stop();
});

async function spawn(name: ServiceName, ready: RegExp): Promise<ServiceProcess> {
  const p = await spawnService(stack, name, { HEALTH_PORT: '0', SMTP_PORT: '0', PORT: '0' }, ready);
  running.add(p);
  void p.exited.then(() => running.delete(p));
  return p;
}

describe('graceful shutdown', () => {
  it('api: waiting long-polls are answered, not cut, and in-flight requests finish; then it exits 0', async () => {
    const api = await spawn('api', /api listening/);
    const client = new Client(`http://127.0.0.1:${portOf(api, 'port')}/v1`, account.apiKey);
    const addresses = await Promise.all(Array.from({ length: 20 }, async () => (await client.post('/inboxes')).body.address as string));
    const early: string[] = [];
    const waits = addresses.map((a) =>
      client.get(`/inboxes/${a}/messages?wait=30`).then((r) => {
        early.push(`${r.status} ${r.text.slice(0, 200)}`);
        return r;
      }),
    );
    // Should this test fail before awaiting them, their rejections must not spill into the next file.
    for (const w of waits) w.catch(() => undefined);
    // All 20 are held (not yet answered) when SIGTERM arrives; if not, say what happened instead.
    const metrics = `http://127.0.0.1:${portOf(api, 'port')}/metrics`;
    await eventually(async () => {
      if (early.length) throw new Error(`answered before SIGTERM: ${early.join('; ')}`);
      const held = /^throwbox_waiting_requests(?:\{[^}]*\})? (\d+)$/m.exec(await (await fetch(metrics)).text())?.[1];
      if (held !== '20') throw new Error(`throwbox_waiting_requests is ${held ?? 'absent'}`);
      return true;
    }, 20000);
    const killedAt = Date.now();
    api.child.kill('SIGTERM');
    const answers = await Promise.all(waits);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answers.every((r) => r.body.waited === true && Array.isArray(r.body.messages))).toBe(true);
    // Answered at shutdown, far from the 30 s deadline.
    expect(Date.now() - killedAt).toBeLessThan(10000);
    expect((await api.exited).code).toBe(0);
  });

  it('ingest: fails readiness, refuses new connections, lets an open SMTP session finish its message, exits 0', async () => {
    const ingest = await spawn('ingest', /ingest listening/);
    const smtpPort = portOf(ingest, 'smtpPort');
    const healthPort = portOf(ingest, 'healthPort');
    await createInboxRow(stack.env.pool, account.accountId, 'in-flight@throwbox.test');
    expect((await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status).toBe(200);

    const smtp = await SmtpDialog.open(smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<in-flight@throwbox.test>')).toMatch(/^250/);
    ingest.child.kill('SIGTERM');
    await eventually(async () => (await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status === 503);
    await expect(sendMail(smtpPort, { to: 'in-flight@throwbox.test', subject: 'late', text: 'x' })).rejects.toThrow();

    expect(await smtp.data('Subject: finished during shutdown\r\n\r\nhello')).toMatch(/^250/);
    smtp.close();
    expect((await ingest.exited).code).toBe(0);
    const { rows } = await stack.env.pool.query(
      `SELECT subject FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = 'in-flight@throwbox.test'`,
    );
    expect(rows).toEqual([{ subject: 'finished during shutdown' }]);
  });

  it('code-extractor: a job in flight finishes before the process exits 0', async () => {
    await stack.codeExtractor!.stop();
    stack.codeExtractor = undefined;
    const worker = await spawnService(
      stack,
      'code-extractor',
      { HEALTH_PORT: '0', EXTRACT_DEBUG_DELAY_MS: '1500' },
      /code-extractor running/,
    );
    running.add(worker);
    const client = Client.for(stack, account);
    const address = (await client.post('/inboxes')).body.address;
    await sendMail(stack.smtpPort, { to: address, subject: 'Your code', text: 'Your verification code is 918273.' });
    const connection = createRedis(stack.env.redisUrl);
    const extract = new Queue(QUEUES.extract, { connection, prefix: bullPrefix(stack.env.redisPrefix) });
    try {
      // The job is the code-extractor's (held by EXTRACT_DEBUG_DELAY_MS), and the message still waits for it.
      await eventually(async () => (await extract.getActiveCount()) === 1);
    } finally {
      await extract.close();
      connection.disconnect();
    }
    const before = await stack.env.pool.query(
      'SELECT extract_status FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1',
      [address],
    );
    expect(before.rows).toEqual([{ extract_status: 'pending' }]);
    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    const { rows } = await stack.env.pool.query(
      'SELECT extract_status, code FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1',
      [address],
    );
    expect(rows).toEqual([{ extract_status: 'done', code: '918273' }]);
  });
});
