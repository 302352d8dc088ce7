import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { relayStaleOutbox, createQueues } from '@throwbox/queue';
import { SmtpDialog, eventually, sendMail, sendRaw, startTcpProxy } from '@throwbox/testkit';
import { createInboxRow, serviceEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest } from './server.js';
import { MessageStore } from './group-commit.js';
import { messagesFor, ingestForTests } from './ingest-testing.js';

// Nothing acknowledged that is not stored: Postgres away, a group partly refused, a crash before the hand-off.

const t = ingestForTests();

describe('SMTP durability', () => {
  it('answers 451 4.3.0 when Postgres is unreachable during DATA, and nothing is acknowledged', async () => {
    const proxy = await startTcpProxy(Number(new URL(t.env.databaseUrl).port || 5432));
    const url = new URL(t.env.databaseUrl);
    url.port = String(proxy.port);
    const faulty = await startIngest(
      loadIngestConfig(serviceEnv(t.env, { DATABASE_URL: url.toString(), HEALTH_PORT: '0', SMTP_SHUTDOWN_GRACE_MS: '500' })),
    );
    let smtp: SmtpDialog | undefined;
    try {
      await createInboxRow(t.env.pool, t.accountId, 'pgdown@throwbox.test');
      await createInboxRow(t.env.pool, t.accountId, 'pgdown-2@throwbox.test');
      smtp = await SmtpDialog.open(faulty.smtpPort);
      await smtp.command('EHLO client.test');
      await smtp.command('MAIL FROM:<a@example.com>');
      expect(await smtp.command('RCPT TO:<pgdown@throwbox.test>')).toMatch(/^250/);
      proxy.cut();
      expect(await smtp.data('Subject: lost?\r\n\r\nmust not be acknowledged')).toMatch(/^451 4\.3\.0/);
      // A lookup while Postgres is gone is a temporary failure too, never a 550.
      await smtp.command('RSET');
      await smtp.command('MAIL FROM:<a@example.com>');
      expect(await smtp.command('RCPT TO:<pgdown-2@throwbox.test>')).toMatch(/^451 4\.3\.0/);
      smtp.close();
      proxy.restore();
      // Once Postgres is back the sender's retry succeeds.
      const info = await sendMail(faulty.smtpPort, { to: 'pgdown@throwbox.test', subject: 'retried', text: 'ok' });
      expect(info.response).toMatch(/^250/);
      expect((await messagesFor(t.env, 'pgdown@throwbox.test')).map((m) => m.subject)).toEqual(['retried']);
    } finally {
      smtp?.close();
      await faulty.stop();
      await proxy.close();
    }
  });

  /**
   * Stores messages to `address` as one group while a trigger fails the insert of the one with the
   * subject `failing` with SQLSTATE condition `errcode`; answers how each store settled.
   */
  async function groupWithOneFailing(
    address: string,
    subjects: string[],
    failing: string,
    errcode: string,
  ): Promise<PromiseSettledResult<unknown>[]> {
    await createInboxRow(t.env.pool, t.accountId, address);
    await t.env.pool.query(`CREATE FUNCTION fail_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.subject = '${failing}' THEN RAISE EXCEPTION 'failed on purpose' USING ERRCODE = '${errcode}'; END IF; RETURN NEW; END $$`);
    await t.env.pool.query('CREATE TRIGGER fail_one BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION fail_one()');
    try {
      // A gather longer than any parse: the messages stored together commit as one group.
      const store = new MessageStore(t.ingest.deps, 10_000);
      return await Promise.allSettled(
        subjects.map((subject, i) =>
          store.store({ raw: Buffer.from(`Subject: ${subject}\r\n\r\nx`), recipients: [address], envelopeFrom: '', sessionId: `f${i}` }),
        ),
      );
    } finally {
      await t.env.pool.query('DROP TRIGGER fail_one ON messages; DROP FUNCTION fail_one()');
    }
  }

  it('when Postgres refuses one message of a group, stores the others and refuses only that one', async () => {
    const results = await groupWithOneFailing(
      'poison@throwbox.test',
      ['good one', 'poison', 'good two'],
      'poison',
      'invalid_parameter_value',
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22023' });
    expect((await messagesFor(t.env, 'poison@throwbox.test')).map((m) => m.subject).sort()).toEqual(['good one', 'good two']);
  });

  it('when a group fails for another reason (a timeout, the database away), refuses all of it at once', async () => {
    const results = await groupWithOneFailing('cancelled@throwbox.test', ['fine', 'cancel', 'fine too'], 'cancel', 'query_canceled');
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['57014', '57014', '57014']);
    expect(await messagesFor(t.env, 'cancelled@throwbox.test')).toEqual([]);
  });

  it('commits a large group as separate statements: one failing refuses only the messages of its own', async () => {
    const subjects = ['one', 'cancel', 'three', 'four', 'five', 'six', 'seven', 'eight'];
    const results = await groupWithOneFailing('split@throwbox.test', subjects, 'cancel', 'query_canceled');
    // Eight messages go as two statements of four: the first four are refused together, the rest stored.
    expect(results.map((r) => r.status)).toEqual([...Array(4).fill('rejected'), ...Array(4).fill('fulfilled')]);
    expect((await messagesFor(t.env, 'split@throwbox.test')).map((m) => m.subject).sort()).toEqual(['eight', 'five', 'seven', 'six']);
  });

  it('stores mail whose text holds NUL characters instead of failing it', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'nul@throwbox.test');
    const info = await sendRaw(
      t.ingest.smtpPort,
      { from: 'a@example.com', to: ['nul@throwbox.test'] },
      Buffer.from('Subject: nul\x00here\r\nContent-Type: text/plain\r\n\r\nbefore\x00after'),
    );
    expect(info.response).toMatch(/^250/);
    const [m] = await messagesFor(t.env, 'nul@throwbox.test');
    expect([m!.subject, m!.text_body.trim()]).toEqual(['nulhere', 'beforeafter']);
  });

  it('the outbox relay re-sends rows a crash left unsent, once', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'relay-me@throwbox.test');
    await sendMail(t.ingest.smtpPort, { to: 'relay-me@throwbox.test', subject: 'crash', text: 'x' });
    const [m] = await messagesFor(t.env, 'relay-me@throwbox.test');
    // Simulate a crash between commit and hand-off: the rows are unsent and no job exists.
    const redis = new Redis(t.env.redisUrl, { maxRetriesPerRequest: null });
    const queues = createQueues(redis, t.env.redisPrefix);
    try {
      // The hand-off has made its job: remove it, as if ingest had died before.
      await (await eventually(async () => queues.extract.getJob(`extract-${m!.id}`)))!.remove();
      // ... and has marked its row sent (after the job), so that the mark cannot land after the rewind below.
      await eventually(
        async () => (await t.env.pool.query('SELECT 1 FROM outbox WHERE message_id = $1 AND sent_at IS NOT NULL', [m!.id])).rowCount,
      );
      // Rows other tests left unsent (stores without a hand-off) must not count here.
      await t.env.pool.query('UPDATE outbox SET sent_at = now() WHERE sent_at IS NULL AND message_id <> $1', [m!.id]);
      await t.env.pool.query("UPDATE outbox SET sent_at = NULL, created_at = now() - interval '1 minute' WHERE message_id = $1", [m!.id]);
      expect(await relayStaleOutbox(t.env.pool, queues, ['extract'], 1000)).toBe(1);
      expect(await relayStaleOutbox(t.env.pool, queues, ['extract'], 1000)).toBe(0);
      expect((await queues.extract.getJob(`extract-${m!.id}`))?.data).toEqual({ messageIds: [m!.id] });
    } finally {
      await queues.close();
      redis.disconnect();
    }
  });
});
