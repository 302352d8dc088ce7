import { describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix, extractJobId, QUEUES } from '@throwbox/queue';
import { eventually, sendMail } from '@throwbox/testkit';
import { createAccount, createInboxRow } from '@throwbox/db/testing';
import { MessageStore } from './group-commit.js';
import { HandOff, SentMarks } from './hand-off.js';
import { messagesFor, ingestForTests } from './ingest-testing.js';

// After the commit: the outbox rows, the jobs handed to BullMQ, group commits, and the marks of rows sent.

const t = ingestForTests();

describe('hand-off after the commit', () => {
  it('hands extraction and webhook jobs to BullMQ after the commit and marks the outbox sent', async () => {
    const { accountId: withWebhook } = await createAccount(t.env.pool);
    await t.env.pool.query(`INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/x', '\\x00')`, [
      withWebhook,
    ]);
    await createInboxRow(t.env.pool, withWebhook, 'jobs@throwbox.test');
    await sendMail(t.ingest.smtpPort, { to: 'jobs@throwbox.test', subject: 'queued', text: 'hello' });
    const [m] = await messagesFor(t.env, 'jobs@throwbox.test');
    const redis = new Redis(t.env.redisUrl, { maxRetriesPerRequest: null });
    const extract = new Queue(QUEUES.extract, { connection: redis, prefix: bullPrefix(t.env.redisPrefix) });
    const events = new Queue(QUEUES.webhookEvents, { connection: redis, prefix: bullPrefix(t.env.redisPrefix) });
    try {
      const deadline = Date.now() + 5000;
      let unsent = 1;
      while (unsent > 0 && Date.now() < deadline) {
        unsent = (await t.env.pool.query('SELECT 1 FROM outbox WHERE message_id = $1 AND sent_at IS NULL', [m!.id])).rowCount ?? 0;
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
    const { accountId: onlyDisabled } = await createAccount(t.env.pool);
    await t.env.pool.query(
      `INSERT INTO webhooks (account_id, url, secret_box, disabled) VALUES ($1, 'https://hooks.example.com/off', '\\x00', true)`,
      [onlyDisabled],
    );
    await createInboxRow(t.env.pool, t.accountId, 'no-hooks@throwbox.test');
    await createInboxRow(t.env.pool, onlyDisabled, 'off-hooks@throwbox.test');
    for (const address of ['no-hooks@throwbox.test', 'off-hooks@throwbox.test']) {
      await sendMail(t.ingest.smtpPort, { to: address, subject: 'quiet', text: 'hello' });
      const [m] = await messagesFor(t.env, address);
      const { rows } = await t.env.pool.query('SELECT kind FROM outbox WHERE message_id = $1', [m!.id]);
      expect(rows).toEqual([{ kind: 'extract' }]);
    }
  });

  it('stores 40 concurrent messages (committed in groups) each once, acknowledged with its own id', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'burst@throwbox.test');
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sendMail(t.ingest.smtpPort, { to: 'burst@throwbox.test', subject: `burst ${i}`, text: 'x' })),
    );
    const queuedIds = sent.map((s) => /queued as (msg_\w+)/.exec(s.response)![1]);
    const stored = await messagesFor(t.env, 'burst@throwbox.test');
    expect(new Set(stored.map((m) => m.id))).toEqual(new Set(queuedIds));
    expect(stored.map((m) => m.subject).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `burst ${i}`).sort());
  });

  it('stores a group in one go: copies only for active inboxes, attachments on every copy, events only where a webhook is on', async () => {
    const { accountId: hooked } = await createAccount(t.env.pool);
    await t.env.pool.query(`INSERT INTO webhooks (account_id, url, secret_box) VALUES ($1, 'https://hooks.example.com/g', '\\x00')`, [
      hooked,
    ]);
    await createInboxRow(t.env.pool, t.accountId, 'group-a@throwbox.test');
    await createInboxRow(t.env.pool, hooked, 'group-b@throwbox.test');
    await createInboxRow(t.env.pool, t.accountId, 'group-gone@throwbox.test');
    // Accepted at RCPT, expired before the end of DATA: the storing statement checks again.
    await t.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 second' WHERE address = 'group-gone@throwbox.test'`);
    // A gather longer than any parse: the messages stored together commit as one group.
    const store = new MessageStore(t.ingest.deps, 10_000);
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
    expect(await messagesFor(t.env, 'group-gone@throwbox.test')).toEqual([]);
    const copies = first!.messages.map((m) => m.id);
    const { rows: files } = await t.env.pool.query<{ message_id: string; filename: string; content: Buffer }>(
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
    expect((await messagesFor(t.env, 'group-a@throwbox.test')).map((m) => m.subject)).toEqual(['with file']);
    expect((await messagesFor(t.env, 'group-b@throwbox.test')).map((m) => m.subject).sort()).toEqual(['plain', 'with file']);
  });

  it('counts where store time goes, step by step, and the messages each commit took', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'steps@throwbox.test');
    /** Observations so far: per step their number and total seconds; groups committed and the messages in them. */
    const observed = async () => {
      const steps = (await t.ingest.deps.metrics.storeSteps.get()).values;
      const groups = (await t.ingest.deps.metrics.commitGroup.get()).values;
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
    const store = new MessageStore(t.ingest.deps, 10_000);
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
    await createInboxRow(t.env.pool, t.accountId, 'one-job@throwbox.test');
    const store = new MessageStore(t.ingest.deps, 10_000);
    const handOff = new HandOff(t.ingest.deps);
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
    const redis = new Redis(t.env.redisUrl, { maxRetriesPerRequest: null });
    const extract = new Queue(QUEUES.extract, { connection: redis, prefix: bullPrefix(t.env.redisPrefix) });
    try {
      expect((await extract.getJob(extractJobId(stored)))?.data).toEqual({ messageIds: stored });
      expect(await extract.getJob(extractJobId(stored.slice(0, 1)))).toBeUndefined();
    } finally {
      await extract.close();
      redis.disconnect();
    }
  });

  it('marks the outbox rows handed to the queue sent together, in one statement, a flush interval later', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'marks@throwbox.test');
    // A flush interval no test lasts: nothing is marked until the flush.
    const marks = new SentMarks(t.ingest.deps, 60_000);
    const store = new MessageStore(t.ingest.deps);
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
      (await t.env.pool.query('SELECT id FROM outbox WHERE id = ANY($1) AND sent_at IS NULL', [ids])).rowCount;
    const ids = stored.flatMap((s) => s.outbox.map((o) => o.id));
    for (const s of stored) marks.add(s.outbox.map((o) => o.id));
    expect(await unsent(ids)).toBe(ids.length);
    await marks.flush();
    expect(await unsent(ids)).toBe(0);
  });

  it('marks them without an explicit flush once the interval has passed', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'marks-alone@throwbox.test');
    const marks = new SentMarks(t.ingest.deps);
    const store = new MessageStore(t.ingest.deps);
    const only = await store.store({
      raw: Buffer.from('Subject: alone\r\n\r\nx'),
      recipients: ['marks-alone@throwbox.test'],
      envelopeFrom: '',
      sessionId: 'm3',
    });
    marks.add(only.outbox.map((o) => o.id));
    await eventually(
      async () =>
        (await t.env.pool.query('SELECT 1 FROM outbox WHERE message_id = $1 AND sent_at IS NULL', [only.messages[0]!.id])).rowCount === 0,
    );
  });
});
