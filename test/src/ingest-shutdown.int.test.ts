import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { Redis } from 'ioredis';
import { inboxChannel } from '@throwbox/queue';
import { SmtpDialog, eventually, exitWithin, startTcpProxy, type TcpProxy } from '@throwbox/testkit';
import { replaceSmtpFaults } from '@throwbox/db';
import { createAccount, createInboxRow, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { spawnService, type ServiceProcess } from './stack.js';

// SIGTERM to an ingest process whose SMTP sessions are in every state: a message being committed, one
// still being sent, idle clients that never close their side, a commit that never returns (Postgres behind
// a proxy that holds or stalls it). Never a 250 for mail that is not stored; never a process that stays.

let env: TestEnv;
let accountId: number;
let pg: TcpProxy;
const running = new Set<ServiceProcess>();
/** Far beyond the stop deadlines set below: only an ingest that hangs meets it. */
const EXIT_WITHIN_MS = 25_000;
const TIMEOUT_MS = 60_000;

beforeAll(async () => {
  env = await createTestEnv();
  accountId = (await createAccount(env.pool)).accountId;
  pg = await startTcpProxy(Number(new URL(env.databaseUrl).port || 5432));
});

afterEach(() => {
  // Drops what the last ingest left at the proxy, so that no held statement reaches Postgres later.
  pg.cut();
  pg.restore();
});

afterAll(async () => {
  for (const p of running) p.child.kill('SIGKILL');
  await pg?.close();
  await env?.close();
});

async function startIngest(settings: Record<string, string>) {
  const url = new URL(env.databaseUrl);
  url.port = String(pg.port);
  const p = await spawnService(
    { env },
    'ingest',
    { HEALTH_PORT: '0', SMTP_PORT: '0', DATABASE_URL: url.toString(), ...settings },
    /ingest listening/,
  );
  running.add(p);
  void p.exited.then(() => running.delete(p));
  const port = (key: string) => Number(new RegExp(`"${key}":(\\d+)`).exec(p.output())![1]);
  const stopped = () => {
    p.child.kill('SIGTERM');
    return exitWithin(p.child, p.exited, { name: 'ingest', withinMs: EXIT_WITHIN_MS, after: 'SIGTERM', output: p.output });
  };
  return { p, smtpPort: port('smtpPort'), healthPort: port('healthPort'), stopped };
}

/** A session with its envelope accepted and DATA answered 354, its body not yet sent. */
async function openData(port: number, to: string): Promise<SmtpDialog> {
  await createInboxRow(env.pool, accountId, to);
  const smtp = await SmtpDialog.open(port);
  await smtp.command('EHLO client.test');
  await smtp.command('MAIL FROM:<a@example.com>');
  expect(await smtp.command(`RCPT TO:<${to}>`)).toMatch(/^250/);
  expect(await smtp.command('DATA')).toMatch(/^354/);
  return smtp;
}

const subjectsTo = async (address: string) =>
  (
    await env.pool.query<{ subject: string }>(
      'SELECT subject FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1 ORDER BY m.seq',
      [address],
    )
  ).rows.map((r) => r.subject);

const unique = (name: string) => `${name}-${Date.now().toString(36)}@throwbox.test`;

describe('ingest on SIGTERM', () => {
  it(
    'a message being committed keeps its session past the grace and gets its 250 and wake-up; one still being sent gets 421 and is not stored; exits 0',
    async () => {
      const ingest = await startIngest({ SMTP_SHUTDOWN_GRACE_MS: '300', SMTP_SHUTDOWN_DEADLINE_MS: '15000' });
      const committing = unique('committing');
      const sending = unique('sending');
      const subscriber = new Redis(env.redisUrl);
      const heard: string[] = [];
      subscriber.on('message', (_channel: string, message: string) => heard.push(message));
      await subscriber.subscribe(inboxChannel(env.redisPrefix, committing));
      try {
        const a = await openData(ingest.smtpPort, committing);
        const b = await openData(ingest.smtpPort, sending);
        b.write('Subject: cut off\r\n\r\nthe first half');
        // Postgres commits a's message, its answer is held on the way back: a's commit is in flight.
        pg.holdReplies();
        a.write('Subject: committed during shutdown\r\n\r\nhello\r\n.\r\n');
        let aReplied = false;
        const aReply = a.reply(EXIT_WITHIN_MS).finally(() => (aReplied = true));
        await eventually(async () => (await subjectsTo(committing)).length === 1);
        ingest.p.child.kill('SIGTERM');
        await eventually(async () => /SMTP grace over/.test(ingest.p.output()), 20_000);
        expect(await b.reply()).toMatch(/^421 4\.3\.2/);
        expect(aReplied).toBe(false);
        pg.restore();
        const reply = await aReply;
        expect(reply).toMatch(/^250/);
        const id = /queued as (msg_\w+)/.exec(reply)![1]!;
        expect((await ingest.stopped()).code).toBe(0);
        // Published before the publisher closed.
        await eventually(async () => heard.some((m) => m.startsWith(`${id} `)), 5000);
        expect(await subjectsTo(committing)).toEqual(['committed during shutdown']);
        expect(await subjectsTo(sending)).toEqual([]);
        a.close();
        b.close();
      } finally {
        subscriber.disconnect();
      }
    },
    TIMEOUT_MS,
  );

  it(
    "a stored message whose 250 an SMTP fault rule delays gets it at once, not a 421 at the grace's end (which its sender would answer by sending it again)",
    async () => {
      const ingest = await startIngest({ SMTP_SHUTDOWN_GRACE_MS: '300', SMTP_SHUTDOWN_DEADLINE_MS: '15000' });
      const delayed = unique('delayed');
      const inboxId = await createInboxRow(env.pool, accountId, delayed);
      // 30 s, the longest a rule may hold (DECISIONS §11), far past the grace.
      await replaceSmtpFaults(env.pool, inboxId, [{ stage: 'data', delayMs: 30_000 }]);
      const smtp = await SmtpDialog.open(ingest.smtpPort);
      await smtp.command('EHLO client.test');
      await smtp.command('MAIL FROM:<a@example.com>');
      expect(await smtp.command(`RCPT TO:<${delayed}>`)).toMatch(/^250/);
      expect(await smtp.command('DATA')).toMatch(/^354/);
      smtp.write('Subject: delayed by a rule\r\n\r\nhello\r\n.\r\n');
      const reply = smtp.reply(EXIT_WITHIN_MS);
      // Stored, its 250 held by the rule.
      await eventually(async () => (await subjectsTo(delayed)).length === 1);
      const signalled = Date.now();
      ingest.p.child.kill('SIGTERM');
      expect(await reply).toMatch(/^250 /);
      expect(Date.now() - signalled).toBeLessThan(30_000);
      expect((await ingest.stopped()).code).toBe(0);
      expect(await subjectsTo(delayed)).toEqual(['delayed by a rule']);
      smtp.close();
    },
    TIMEOUT_MS,
  );

  it(
    'idle clients that never close their side, and one silent in a transaction, do not keep it from exiting 0 within its deadline',
    async () => {
      // The deadline is below smtp-server's 5 s wait for a closed session's client to close its side.
      const ingest = await startIngest({ SMTP_SHUTDOWN_GRACE_MS: '500', SMTP_SHUTDOWN_DEADLINE_MS: '4500' });
      const sockets: net.Socket[] = [];
      const client = async (commands: string[]) => {
        const socket = net.connect({ port: ingest.smtpPort, host: '127.0.0.1', allowHalfOpen: true });
        sockets.push(socket);
        let heard = '';
        socket.on('data', (c: Buffer) => (heard += c.toString()));
        socket.on('error', () => undefined);
        for (const command of ['', ...commands]) {
          if (command) socket.write(`${command}\r\n`);
          const replies = (heard.match(/^\d{3} /gm) ?? []).length + 1;
          await eventually(async () => (heard.match(/^\d{3} /gm) ?? []).length >= replies, 10_000);
        }
        return () => heard;
      };
      try {
        await createInboxRow(env.pool, accountId, 'silent@throwbox.test');
        const idle = await client(['EHLO idle.test']);
        const silent = await client(['EHLO silent.test', 'MAIL FROM:<a@example.com>', 'RCPT TO:<silent@throwbox.test>']);
        // Connected, never reading a byte (not even the greeting).
        const deaf = net.connect({ port: ingest.smtpPort, host: '127.0.0.1', allowHalfOpen: true }).pause();
        deaf.on('error', () => undefined);
        sockets.push(deaf);
        const signalled = Date.now();
        const { code } = await ingest.stopped();
        console.info(`ingest-shutdown: exited ${Date.now() - signalled} ms after SIGTERM with half-open clients`);
        // 1 would mean it met its deadline.
        expect(code).toBe(0);
        expect(idle()).toMatch(/^421 4\.3\.2/m);
        expect(silent()).toMatch(/^421 4\.3\.2/m);
      } finally {
        for (const s of sockets) s.destroy();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'a prober that keeps its connection to /readyz alive, a request of it under way at the stop, does not keep it from exiting 0',
    async () => {
      // The health server's close() waited for every connection; one with a request under way was kept, and a
      // client polling on it (a router every 100 ms, a kubelet) never let it go idle: exit 1 at the deadline.
      const ingest = await startIngest({ SMTP_SHUTDOWN_GRACE_MS: '300', SMTP_SHUTDOWN_DEADLINE_MS: '3000' });
      const probe = net.connect({ port: ingest.healthPort, host: '127.0.0.1' });
      probe.on('error', () => undefined);
      let heard = '';
      let answers = 0;
      // Each request in two writes 50 ms apart, the next begun as soon as the last is answered: at almost any
      // moment one is under way on the connection.
      const ask = () => {
        probe.write('GET /readyz HTTP/1.1\r\nHost: probe\r\n');
        setTimeout(() => probe.writable && probe.write('\r\n'), 50);
      };
      probe.on('data', (c: Buffer) => {
        heard += c.toString();
        const n = (heard.match(/^HTTP\/1\.1 \d{3} /gm) ?? []).length;
        for (; answers < n; answers++) ask();
      });
      try {
        ask();
        await eventually(async () => answers >= 3);
        const { code } = await ingest.stopped();
        expect(ingest.p.output()).not.toMatch(/shutdown deadline/);
        expect(code).toBe(0);
      } finally {
        probe.destroy();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'a commit that never returns: at the deadline the sender gets 421, never 250, the process exits 1 naming it, and nothing is stored',
    async () => {
      const ingest = await startIngest({ SMTP_SHUTDOWN_GRACE_MS: '300', SMTP_SHUTDOWN_DEADLINE_MS: '3000' });
      const stuck = unique('stuck');
      const smtp = await openData(ingest.smtpPort, stuck);
      pg.stall();
      smtp.write('Subject: stuck\r\n\r\nnever committed\r\n.\r\n');
      const reply = smtp.reply(EXIT_WITHIN_MS);
      // Parsed and waiting for its commit.
      const metrics = `http://127.0.0.1:${ingest.healthPort}/metrics`;
      await eventually(async () =>
        /^throwbox_smtp_store_step_seconds_count\{[^}]*step="parse"[^}]*\} 1$/m.test(await (await fetch(metrics)).text()),
      );
      const signalled = Date.now();
      ingest.p.child.kill('SIGTERM');
      expect(await reply).toMatch(/^421 4\.3\.2/);
      const { code } = await ingest.stopped();
      expect(code).toBe(1);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
      const line = ingest.p
        .output()
        .split('\n')
        .find((l) => l.includes('shutdown deadline'));
      expect(line).toMatch(/waiting for SMTP sessions to finish; still open: SMTP session \S+ from \S+ \(its message being committed\)/);
      // What the proxy held dies with it, unsent.
      pg.cut();
      pg.restore();
      expect(await subjectsTo(stuck)).toEqual([]);
      smtp.close();
    },
    TIMEOUT_MS,
  );
});
