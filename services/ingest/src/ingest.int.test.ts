import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { extract } from '@throwbox/extract';
import { relayStaleOutbox, createQueues, bullPrefix, extractJobId, QUEUES } from '@throwbox/queue';
import { SmtpDialog, eventually, sendMail, sendRaw, startTcpProxy } from '@throwbox/testkit';
import { createAccount, createInboxRow, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';
import { MessageStore } from './group-commit.js';
import { HandOff, SentMarks } from './hand-off.js';

let env: TestEnv;
let ingest: IngestHandle;
let accountId: number;

const messagesFor = async (address: string) =>
  (
    await env.pool.query<{
      id: string;
      subject: string;
      from_header: string;
      intro: string;
      text_body: string;
      html_body: string;
      raw: Buffer;
    }>(`SELECT m.* FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1 ORDER BY m.seq`, [address])
  ).rows;

beforeAll(async () => {
  env = await createTestEnv();
  // Every message to the code-extractor: these tests follow the hand-off to it (ingest's own extraction
  // of small mail has tests of its own below).
  ingest = await startIngest(loadIngestConfig(serviceEnv(env, { SMTP_MAX_SIZE: String(64 * 1024), INLINE_EXTRACT_MAX_CHARS: '0' })));
  ({ accountId } = await createAccount(env.pool));
});

afterAll(async () => {
  await ingest.stop();
  await env.close();
});

describe('SMTP recipients', () => {
  it('refuses an unknown inbox on our domain with 550 5.1.1', async () => {
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    expect(await smtp.command('EHLO client.test')).toMatch(/^250/);
    expect(await smtp.command('MAIL FROM:<a@example.com>')).toMatch(/^250/);
    expect(await smtp.command('RCPT TO:<nobody@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('refuses a foreign domain with 550 (never an open relay)', async () => {
    await createInboxRow(env.pool, accountId, 'relay@throwbox.test');
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<relay@gmail.com>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('closes a session with 421 4.7.0 after 20 refused recipients (address probing), without looking up more', async () => {
    await createInboxRow(env.pool, accountId, 'probed@throwbox.test');
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<probed@throwbox.test>')).toMatch(/^250/);
    for (let i = 0; i < 20; i++) {
      expect(await smtp.command(`RCPT TO:<${i % 2 ? `guess${i}@throwbox.test` : `guess${i}@elsewhere.example`}>`)).toMatch(/^550 5\.1\.1/);
    }
    // Even a real inbox is not looked up any more: the session is over.
    expect(await smtp.command('RCPT TO:<probed@throwbox.test>')).toMatch(/^421 4\.7\.0/);
    await smtp.closed();
    // A new session starts afresh.
    const again = await SmtpDialog.open(ingest.smtpPort);
    await again.command('EHLO client.test');
    await again.command('MAIL FROM:<a@example.com>');
    expect(await again.command('RCPT TO:<nobody@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    again.close();
  });

  it('refuses an expired inbox with 550', async () => {
    await env.pool.query(
      `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, 'gone@throwbox.test', now() - interval '1 minute')`,
      [accountId],
    );
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<gone@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('answers 452 4.5.3 to the 51st recipient and stores the message for the first 50', async () => {
    const addresses = Array.from({ length: 51 }, (_, i) => `many${i}@throwbox.test`);
    for (const a of addresses) await createInboxRow(env.pool, accountId, a);
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    for (const a of addresses.slice(0, 50)) expect(await smtp.command(`RCPT TO:<${a}>`)).toMatch(/^250/);
    expect(await smtp.command(`RCPT TO:<${addresses[50]}>`)).toMatch(/^452 4\.5\.3/);
    expect(await smtp.data('Subject: fifty\r\n\r\nhello')).toMatch(/^250/);
    smtp.close();
    expect(await messagesFor(addresses[0]!)).toHaveLength(1);
    expect(await messagesFor(addresses[49]!)).toHaveLength(1);
    expect(await messagesFor(addresses[50]!)).toHaveLength(0);
  });

  it('stores one message sent to two inboxes in both, matching addresses case-insensitively', async () => {
    await createInboxRow(env.pool, accountId, 'both-a@throwbox.test');
    await createInboxRow(env.pool, accountId, 'both-b@alt.throwbox.test');
    const info = await sendMail(ingest.smtpPort, {
      to: ['Both-A@Throwbox.test', 'both-b@alt.throwbox.test'],
      subject: 'to two',
      text: 'hi both',
    });
    expect(info.accepted).toHaveLength(2);
    const [a] = await messagesFor('both-a@throwbox.test');
    const [b] = await messagesFor('both-b@alt.throwbox.test');
    expect(a?.subject).toBe('to two');
    expect(b?.subject).toBe('to two');
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('SMTP size limit', () => {
  it('advertises SIZE and refuses an oversize message with 552 5.3.4, storing nothing', async () => {
    await createInboxRow(env.pool, accountId, 'big@throwbox.test');
    const smtp = await SmtpDialog.open(ingest.smtpPort);
    expect(await smtp.command('EHLO client.test')).toMatch(/^250[ -]SIZE 65536$/m);
    await smtp.command('MAIL FROM:<a@example.com>');
    await smtp.command('RCPT TO:<big@throwbox.test>');
    const reply = await smtp.data(`Subject: big\r\n\r\n${'x'.repeat(70).concat('\r\n').repeat(1000)}`);
    expect(reply).toMatch(/^552 5\.3\.4/);
    smtp.close();
    expect(await messagesFor('big@throwbox.test')).toHaveLength(0);
  });
});

describe('SMTP parsing', () => {
  it('derives the intro of HTML-only mail from its HTML', async () => {
    await createInboxRow(env.pool, accountId, 'html@throwbox.test');
    await sendMail(ingest.smtpPort, {
      to: 'html@throwbox.test',
      subject: 'html only',
      html: '<html><body><p>\n</p><h1>Welcome aboard, Ada</h1><p>Second</p></body></html>',
    });
    const [m] = await messagesFor('html@throwbox.test');
    expect(m?.intro).toMatch(/^welcome aboard, ada$/i);
    expect(m?.html_body).toContain('<h1>Welcome aboard, Ada</h1>');
  });

  it('decodes ISO-8859-1, Windows-1252 and ISO-2022-JP mail', async () => {
    await createInboxRow(env.pool, accountId, 'charsets@throwbox.test');
    const envelope = { from: 'a@example.com', to: ['charsets@throwbox.test'] };
    const latin1 = Buffer.concat([
      Buffer.from(
        'Subject: =?ISO-8859-1?Q?Gr=FC=DFe?=\r\nContent-Type: text/plain; charset=ISO-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n',
      ),
      Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x20, 0x61, 0x75, 0x73, 0x20, 0x4b, 0xf6, 0x6c, 0x6e]), // "Grüße aus Köln"
    ]);
    const cp1252 = Buffer.concat([
      Buffer.from('Subject: quotes\r\nContent-Type: text/plain; charset=windows-1252\r\nContent-Transfer-Encoding: 8bit\r\n\r\n'),
      Buffer.from([0x93, 0x51, 0x75, 0x6f, 0x74, 0x65, 0x64, 0x94, 0x20, 0x80, 0x35]), // “Quoted” €5
    ]);
    // "こんにちは" in ISO-2022-JP
    const jis = Buffer.concat([
      Buffer.from(
        'Subject: =?ISO-2022-JP?B?GyRCJDMkcyRLJEEkTxsoQg==?=\r\nContent-Type: text/plain; charset=ISO-2022-JP\r\nContent-Transfer-Encoding: 7bit\r\n\r\n',
      ),
      Buffer.from([0x1b, 0x24, 0x42, 0x24, 0x33, 0x24, 0x73, 0x24, 0x4b, 0x24, 0x41, 0x24, 0x4f, 0x1b, 0x28, 0x42]),
    ]);
    for (const raw of [latin1, cp1252, jis]) await sendRaw(ingest.smtpPort, envelope, raw);
    const rows = await messagesFor('charsets@throwbox.test');
    expect(rows.map((r) => [r.subject, r.text_body.trim()])).toEqual([
      ['Grüße', 'Grüße aus Köln'],
      ['quotes', '“Quoted” €5'],
      ['こんにちは', 'こんにちは'],
    ]);
  });
});

describe('SMTP durability', () => {
  it('answers 451 4.3.0 when Postgres is unreachable during DATA, and nothing is acknowledged', async () => {
    const proxy = await startTcpProxy(Number(new URL(env.databaseUrl).port || 5432));
    const url = new URL(env.databaseUrl);
    url.port = String(proxy.port);
    const faulty = await startIngest(
      loadIngestConfig(serviceEnv(env, { DATABASE_URL: url.toString(), HEALTH_PORT: '0', SMTP_SHUTDOWN_GRACE_MS: '500' })),
    );
    let smtp: SmtpDialog | undefined;
    try {
      await createInboxRow(env.pool, accountId, 'pgdown@throwbox.test');
      await createInboxRow(env.pool, accountId, 'pgdown-2@throwbox.test');
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
      expect((await messagesFor('pgdown@throwbox.test')).map((m) => m.subject)).toEqual(['retried']);
    } finally {
      smtp?.close();
      await faulty.stop();
      await proxy.close();
    }
  });

  it('hands extraction and webhook jobs to BullMQ after the commit and marks the outbox sent', async () => {
    const { accountId: withWebhook } = await createAccount(env.pool);
    await env.pool.query(`INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/x', '\\x00')`, [
      withWebhook,
    ]);
    await createInboxRow(env.pool, withWebhook, 'jobs@throwbox.test');
    await sendMail(ingest.smtpPort, { to: 'jobs@throwbox.test', subject: 'queued', text: 'hello' });
    const [m] = await messagesFor('jobs@throwbox.test');
    const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
    const extract = new Queue(QUEUES.extract, { connection: redis, prefix: bullPrefix(env.redisPrefix) });
    const events = new Queue(QUEUES.webhookEvents, { connection: redis, prefix: bullPrefix(env.redisPrefix) });
    try {
      const deadline = Date.now() + 5000;
      let unsent = 1;
      while (unsent > 0 && Date.now() < deadline) {
        unsent = (await env.pool.query('SELECT 1 FROM outbox WHERE message_id = $1 AND sent_at IS NULL', [m!.id])).rowCount ?? 0;
        if (unsent) await new Promise((r) => setTimeout(r, 20));
      }
      expect(unsent).toBe(0);
      expect((await extract.getJob(`extract-${m!.id}`))?.data).toEqual({ messageIds: [m!.id] });
      expect((await events.getJob(`message.received-${m!.id}`))?.data).toMatchObject({ messageId: m!.id });
    } finally {
      await extract.close();
      await events.close();
      redis.disconnect();
    }
  });

  it('writes no webhook event for an account without an enabled webhook (none, or only disabled ones)', async () => {
    const { accountId: onlyDisabled } = await createAccount(env.pool);
    await env.pool.query(
      `INSERT INTO webhooks (account_id, url, secret_box, disabled) VALUES ($1, 'https://hooks.example.com/off', '\\x00', true)`,
      [onlyDisabled],
    );
    await createInboxRow(env.pool, accountId, 'no-hooks@throwbox.test');
    await createInboxRow(env.pool, onlyDisabled, 'off-hooks@throwbox.test');
    for (const address of ['no-hooks@throwbox.test', 'off-hooks@throwbox.test']) {
      await sendMail(ingest.smtpPort, { to: address, subject: 'quiet', text: 'hello' });
      const [m] = await messagesFor(address);
      const { rows } = await env.pool.query('SELECT kind FROM outbox WHERE message_id = $1', [m!.id]);
      expect(rows).toEqual([{ kind: 'extract' }]);
    }
  });

  it('stores 40 concurrent messages (committed in groups) each once, acknowledged with its own id', async () => {
    await createInboxRow(env.pool, accountId, 'burst@throwbox.test');
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sendMail(ingest.smtpPort, { to: 'burst@throwbox.test', subject: `burst ${i}`, text: 'x' })),
    );
    const queuedIds = sent.map((s) => /queued as (msg_\w+)/.exec(s.response)![1]);
    const stored = await messagesFor('burst@throwbox.test');
    expect(new Set(stored.map((m) => m.id))).toEqual(new Set(queuedIds));
    expect(stored.map((m) => m.subject).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `burst ${i}`).sort());
  });

  it('stores a group in one go: copies only for active inboxes, attachments on every copy, events only where a webhook is on', async () => {
    const { accountId: hooked } = await createAccount(env.pool);
    await env.pool.query(`INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/g', '\\x00')`, [
      hooked,
    ]);
    await createInboxRow(env.pool, accountId, 'group-a@throwbox.test');
    await createInboxRow(env.pool, hooked, 'group-b@throwbox.test');
    await createInboxRow(env.pool, accountId, 'group-gone@throwbox.test');
    // Accepted at RCPT, expired before the end of DATA: the storing statement checks again.
    await env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 second' WHERE address = 'group-gone@throwbox.test'`);
    // A gather longer than any parse: the messages stored together commit as one group.
    const store = new MessageStore(ingest.deps, 10_000);
    const withFile = Buffer.from(
      'Subject: with file\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nsee file\r\n' +
        '--b\r\nContent-Type: text/csv\r\nContent-Disposition: attachment; filename=a.csv\r\n\r\nx,y\r\n--b--\r\n',
    );
    const [first, second, third] = await Promise.all([
      store.store({
        raw: withFile,
        recipients: ['group-a@throwbox.test', 'group-gone@throwbox.test', 'group-b@throwbox.test'],
        envelopeFrom: 's@example.com',
        sessionId: 't1',
      }),
      store.store({
        raw: Buffer.from('Subject: plain\r\n\r\nhello'),
        recipients: ['group-b@throwbox.test'],
        envelopeFrom: '',
        sessionId: 't2',
      }),
      store.store({
        raw: Buffer.from('Subject: lost\r\n\r\nnobody'),
        recipients: ['group-gone@throwbox.test'],
        envelopeFrom: '',
        sessionId: 't3',
      }),
    ]);
    expect(first!.messages.map((m) => m.address)).toEqual(['group-a@throwbox.test', 'group-b@throwbox.test']);
    expect(second!.messages.map((m) => m.address)).toEqual(['group-b@throwbox.test']);
    expect(third!.messages).toEqual([]);
    expect(await messagesFor('group-gone@throwbox.test')).toEqual([]);
    const copies = first!.messages.map((m) => m.id);
    const { rows: files } = await env.pool.query<{ message_id: string; filename: string; content: Buffer }>(
      'SELECT message_id, filename, content FROM attachments WHERE message_id = ANY($1) ORDER BY message_id',
      [copies],
    );
    expect(files.map((f) => [f.message_id, f.filename, f.content.toString()])).toEqual(
      [...copies].sort().map((id) => [id, 'a.csv', 'x,y']),
    );
    const kinds = (r: typeof first) => r!.outbox.map((o) => `${o.kind}:${o.messageId}`).sort();
    const [toA, toB] = first!.messages;
    expect(kinds(first)).toEqual([`extract:${toA!.id}`, `extract:${toB!.id}`, `message.received:${toB!.id}`].sort());
    expect(kinds(second)).toEqual([`extract:${second!.messages[0]!.id}`, `message.received:${second!.messages[0]!.id}`].sort());
    expect((await messagesFor('group-a@throwbox.test')).map((m) => m.subject)).toEqual(['with file']);
    expect((await messagesFor('group-b@throwbox.test')).map((m) => m.subject).sort()).toEqual(['plain', 'with file']);
  });

  it('counts where store time goes, step by step, and the messages each commit took', async () => {
    await createInboxRow(env.pool, accountId, 'steps@throwbox.test');
    /** Observations so far: per step their number and total seconds; groups committed and the messages in them. */
    const observed = async () => {
      const steps = (await ingest.deps.metrics.storeSteps.get()).values;
      const groups = (await ingest.deps.metrics.commitGroup.get()).values;
      const of = (name: string, step?: string) => steps.find((v) => v.metricName === name && v.labels.step === step)?.value ?? 0;
      const group = (name: string) => groups.find((v) => v.metricName === name)?.value ?? 0;
      return {
        count: Object.fromEntries(['parse', 'group', 'commit'].map((s) => [s, of('throwbox_smtp_store_step_seconds_count', s)])),
        commitSeconds: of('throwbox_smtp_store_step_seconds_sum', 'commit'),
        groups: group('throwbox_smtp_commit_group_messages_count'),
        grouped: group('throwbox_smtp_commit_group_messages_sum'),
      };
    };
    const before = await observed();
    // A gather longer than any parse: the three commit as one group.
    const store = new MessageStore(ingest.deps, 10_000);
    await Promise.all(
      ['a', 'b', 'c'].map((s) =>
        store.store({
          raw: Buffer.from(`Subject: ${s}\r\n\r\nx`),
          recipients: ['steps@throwbox.test'],
          envelopeFrom: '',
          sessionId: `steps-${s}`,
        }),
      ),
    );
    const after = await observed();
    expect({
      parse: after.count.parse! - before.count.parse!,
      group: after.count.group! - before.count.group!,
      commit: after.count.commit! - before.count.commit!,
    }).toEqual({ parse: 3, group: 3, commit: 3 });
    expect(after.commitSeconds).toBeGreaterThan(before.commitSeconds);
    expect({ groups: after.groups - before.groups, messages: after.grouped - before.grouped }).toEqual({ groups: 1, messages: 3 });
  });

  it("hands a group's messages to the extractor as one job, not the first alone and then the rest", async () => {
    await createInboxRow(env.pool, accountId, 'one-job@throwbox.test');
    const store = new MessageStore(ingest.deps, 10_000);
    const handOff = new HandOff(ingest.deps);
    // As the DATA handler does: each message hands its rows over as soon as its own store resolves.
    const stored = await Promise.all(
      ['a', 'b', 'c'].map(async (subject, i) => {
        const result = await store.store({
          raw: Buffer.from(`Subject: ${subject}\r\n\r\nx`),
          recipients: ['one-job@throwbox.test'],
          envelopeFrom: '',
          sessionId: `j${i}`,
        });
        handOff.add(result.outbox);
        return result.messages[0]!.id;
      }),
    );
    await handOff.flush();
    const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
    const extract = new Queue(QUEUES.extract, { connection: redis, prefix: bullPrefix(env.redisPrefix) });
    try {
      expect((await extract.getJob(extractJobId(stored)))?.data).toEqual({ messageIds: stored });
      expect(await extract.getJob(extractJobId(stored.slice(0, 1)))).toBeUndefined();
    } finally {
      await extract.close();
      redis.disconnect();
    }
  });

  it('marks the outbox rows handed to the queue sent together, in one statement, a flush interval later', async () => {
    await createInboxRow(env.pool, accountId, 'marks@throwbox.test');
    // A flush interval no test lasts: nothing is marked until the flush.
    const marks = new SentMarks(ingest.deps, 60_000);
    const store = new MessageStore(ingest.deps);
    const stored = [];
    for (const subject of ['one', 'two']) {
      stored.push(
        await store.store({
          raw: Buffer.from(`Subject: ${subject}\r\n\r\nx`),
          recipients: ['marks@throwbox.test'],
          envelopeFrom: '',
          sessionId: subject,
        }),
      );
    }
    const unsent = async (ids: number[]) =>
      (await env.pool.query('SELECT id FROM outbox WHERE id = ANY($1) AND sent_at IS NULL', [ids])).rowCount;
    const ids = stored.flatMap((s) => s.outbox.map((o) => o.id));
    for (const s of stored) marks.add(s.outbox.map((o) => o.id));
    expect(await unsent(ids)).toBe(ids.length);
    await marks.flush();
    expect(await unsent(ids)).toBe(0);
  });

  it('marks them without an explicit flush once the interval has passed', async () => {
    await createInboxRow(env.pool, accountId, 'marks-alone@throwbox.test');
    const marks = new SentMarks(ingest.deps);
    const store = new MessageStore(ingest.deps);
    const only = await store.store({
      raw: Buffer.from('Subject: alone\r\n\r\nx'),
      recipients: ['marks-alone@throwbox.test'],
      envelopeFrom: '',
      sessionId: 'm3',
    });
    marks.add(only.outbox.map((o) => o.id));
    await eventually(
      async () =>
        (await env.pool.query('SELECT 1 FROM outbox WHERE message_id = $1 AND sent_at IS NULL', [only.messages[0]!.id])).rowCount === 0,
    );
  });

  /**
   * Stores three messages to `address` as one group while a trigger fails the insert of the one with the
   * subject `failing` with SQLSTATE condition `errcode`; answers how each store settled.
   */
  async function groupWithOneFailing(
    address: string,
    subjects: string[],
    failing: string,
    errcode: string,
  ): Promise<PromiseSettledResult<unknown>[]> {
    await createInboxRow(env.pool, accountId, address);
    await env.pool.query(`CREATE FUNCTION fail_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.subject = '${failing}' THEN RAISE EXCEPTION 'failed on purpose' USING ERRCODE = '${errcode}'; END IF; RETURN NEW; END $$`);
    await env.pool.query('CREATE TRIGGER fail_one BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION fail_one()');
    try {
      // A gather longer than any parse: the messages stored together commit as one group.
      const store = new MessageStore(ingest.deps, 10_000);
      return await Promise.allSettled(
        subjects.map((subject, i) =>
          store.store({ raw: Buffer.from(`Subject: ${subject}\r\n\r\nx`), recipients: [address], envelopeFrom: '', sessionId: `f${i}` }),
        ),
      );
    } finally {
      await env.pool.query('DROP TRIGGER fail_one ON messages; DROP FUNCTION fail_one()');
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
    expect((await messagesFor('poison@throwbox.test')).map((m) => m.subject).sort()).toEqual(['good one', 'good two']);
  });

  it('when a group fails for another reason (a timeout, the database away), refuses all of it at once', async () => {
    const results = await groupWithOneFailing('cancelled@throwbox.test', ['fine', 'cancel', 'fine too'], 'cancel', 'query_canceled');
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['57014', '57014', '57014']);
    expect(await messagesFor('cancelled@throwbox.test')).toEqual([]);
  });

  it('stores mail whose text holds NUL characters instead of failing it', async () => {
    await createInboxRow(env.pool, accountId, 'nul@throwbox.test');
    const info = await sendRaw(
      ingest.smtpPort,
      { from: 'a@example.com', to: ['nul@throwbox.test'] },
      Buffer.from('Subject: nul\x00here\r\nContent-Type: text/plain\r\n\r\nbefore\x00after'),
    );
    expect(info.response).toMatch(/^250/);
    const [m] = await messagesFor('nul@throwbox.test');
    expect([m!.subject, m!.text_body.trim()]).toEqual(['nulhere', 'beforeafter']);
  });

  it('the outbox relay re-sends rows a crash left unsent, once', async () => {
    await createInboxRow(env.pool, accountId, 'relay-me@throwbox.test');
    await sendMail(ingest.smtpPort, { to: 'relay-me@throwbox.test', subject: 'crash', text: 'x' });
    const [m] = await messagesFor('relay-me@throwbox.test');
    // Simulate a crash between commit and hand-off: the rows are unsent and no job exists.
    const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
    const queues = createQueues(redis, env.redisPrefix);
    try {
      // The hand-off has made its job: remove it, as if ingest had died before.
      await (await eventually(async () => queues.extract.getJob(`extract-${m!.id}`)))!.remove();
      // Rows other tests left unsent (stores without a hand-off) must not count here.
      await env.pool.query('UPDATE outbox SET sent_at = now() WHERE sent_at IS NULL AND message_id <> $1', [m!.id]);
      await env.pool.query("UPDATE outbox SET sent_at = NULL, created_at = now() - interval '1 minute' WHERE message_id = $1", [m!.id]);
      expect(await relayStaleOutbox(env.pool, queues, ['extract'], 1000)).toBe(1);
      expect(await relayStaleOutbox(env.pool, queues, ['extract'], 1000)).toBe(0);
      expect((await queues.extract.getJob(`extract-${m!.id}`))?.data).toEqual({ messageIds: [m!.id] });
    } finally {
      await queues.close();
      redis.disconnect();
    }
  });
});

describe('extraction in ingest', () => {
  let inline: IngestHandle;
  beforeAll(async () => {
    inline = await startIngest(loadIngestConfig(serviceEnv(env, { INLINE_EXTRACT_MAX_CHARS: '2000' })));
  });
  afterAll(async () => {
    await inline.stop();
  });

  const stored = async (address: string) =>
    (
      await env.pool.query<{
        id: string;
        subject: string;
        text_body: string;
        html_body: string;
        extract_status: string;
        code: string | null;
        links: unknown;
        verification_link: string | null;
        extracted_at: Date | null;
      }>(`SELECT m.* FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1`, [address])
    ).rows;
  const outboxOf = async (id: string) =>
    (await env.pool.query<{ kind: string }>('SELECT kind FROM outbox WHERE message_id = $1', [id])).rows;
  const extracted = async (result: string) =>
    (await inline.deps.metrics.extractions.get()).values.find((v) => v.labels.result === result)?.value ?? 0;

  it('stores small mail done, with what the code-extractor would have found, and queues no extraction job', async () => {
    await createInboxRow(env.pool, accountId, 'inline@throwbox.test');
    const found = await extracted('found');
    await sendMail(inline.smtpPort, {
      to: 'inline@throwbox.test',
      subject: 'Confirm your account',
      text: 'Your verification code is 604118.\nOr confirm here: https://shop.test/confirm?token=abc123',
      html: '<p>Your verification code is <b>604118</b>.</p><p><a href="https://shop.test/confirm?token=abc123">Confirm</a></p>',
    });
    const [row] = await stored('inline@throwbox.test');
    const expected = extract({ subject: row!.subject, text: row!.text_body, html: row!.html_body });
    expect(expected.code).toBe('604118');
    expect(row).toMatchObject({
      extract_status: 'done',
      code: expected.code,
      links: expected.links,
      verification_link: expected.verificationLink,
      extracted_at: expect.any(Date),
    });
    expect(await outboxOf(row!.id)).toEqual([]);
    expect(await extracted('found')).toBe(found + 1);
  });

  it('stores mail whose link text is cut at its limit through an emoji (half a surrogate pair, which jsonb refuses)', async () => {
    await createInboxRow(env.pool, accountId, 'emoji@throwbox.test');
    // Anchor text is kept to 300 UTF-16 units: the cut falls between the two halves of the emoji.
    const html = `<p>Your code is 604118.</p><a href="https://shop.test/confirm">${'x'.repeat(299)}\u{1F600} more</a>`;
    await sendMail(inline.smtpPort, { to: 'emoji@throwbox.test', subject: 'Confirm', html });
    const [row] = await stored('emoji@throwbox.test');
    expect(row).toMatchObject({
      extract_status: 'done',
      code: '604118',
      links: [{ url: 'https://shop.test/confirm', text: 'x'.repeat(299) }],
    });
  });

  it('stores mail for the code-extractor when Postgres refuses what ingest extracted, refusing nothing', async () => {
    const address = 'refused-extraction@throwbox.test';
    await createInboxRow(env.pool, accountId, address);
    await env.pool.query(`CREATE FUNCTION refuse_extraction() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.extract_status = 'done' AND NEW.subject LIKE 'refuse%' THEN RAISE EXCEPTION 'refused on purpose' USING ERRCODE = 'invalid_text_representation'; END IF; RETURN NEW; END $$`);
    await env.pool.query('CREATE TRIGGER refuse_extraction BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_extraction()');
    try {
      // Alone, and in a group with a message Postgres takes as it is.
      const store = new MessageStore(inline.deps, 10_000);
      const alone = await store.store({
        raw: Buffer.from('Subject: refuse alone\r\n\r\nYour code is 604118.'),
        recipients: [address],
        envelopeFrom: '',
        sessionId: 'r1',
      });
      expect(alone.messages).toHaveLength(1);
      const both = await Promise.all(
        ['refuse in a group', 'fine'].map((subject, i) =>
          store.store({
            raw: Buffer.from(`Subject: ${subject}\r\n\r\nYour code is 604118.`),
            recipients: [address],
            envelopeFrom: '',
            sessionId: `r${i + 2}`,
          }),
        ),
      );
      expect(both.map((r) => r.messages.length)).toEqual([1, 1]);
    } finally {
      await env.pool.query('DROP TRIGGER refuse_extraction ON messages; DROP FUNCTION refuse_extraction()');
    }
    const rows = (await stored(address)).map((r) => [r.subject, r.extract_status, r.code]).sort();
    expect(rows).toEqual([
      ['fine', 'done', '604118'],
      ['refuse alone', 'pending', null],
      ['refuse in a group', 'pending', null],
    ]);
    for (const r of await stored(address))
      expect(await outboxOf(r.id)).toEqual(r.extract_status === 'pending' ? [{ kind: 'extract' }] : []);
  });

  it('leaves mail over INLINE_EXTRACT_MAX_CHARS to the code-extractor: pending, with an extract job', async () => {
    await createInboxRow(env.pool, accountId, 'large@throwbox.test');
    await sendMail(inline.smtpPort, {
      to: 'large@throwbox.test',
      subject: 'Your code',
      text: `Your code is 604118.\n${'Lorem ipsum dolor sit amet. '.repeat(80)}`,
    });
    const [row] = await stored('large@throwbox.test');
    expect(row).toMatchObject({ extract_status: 'pending', code: null, extracted_at: null });
    expect(await outboxOf(row!.id)).toEqual([{ kind: 'extract' }]);
  });
});
