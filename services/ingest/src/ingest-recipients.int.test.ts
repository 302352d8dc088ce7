import { describe, expect, it, jest } from '@jest/globals';
import { SmtpDialog, sendMail, sendRaw } from '@throwbox/testkit';
import type { Pool } from '@throwbox/db';
import { createInboxRow } from '@throwbox/db/testing';
import { messagesFor, ingestForTests } from './ingest-testing.js';

// SMTP as a sender meets it: which recipients are taken, the size limit, and how mail is read.

const t = ingestForTests();

describe('SMTP recipients', () => {
  it('refuses an unknown inbox on our domain with 550 5.1.1', async () => {
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    expect(await smtp.command('EHLO client.test')).toMatch(/^250/);
    expect(await smtp.command('MAIL FROM:<a@example.com>')).toMatch(/^250/);
    expect(await smtp.command('RCPT TO:<nobody@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('refuses a foreign domain with 550 (never an open relay)', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'relay@throwbox.test');
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<relay@gmail.com>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('closes a session with 421 4.7.0 after 20 refused recipients (address probing), without looking up more', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'probed@throwbox.test');
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
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
    const again = await SmtpDialog.open(t.ingest.smtpPort);
    await again.command('EHLO client.test');
    await again.command('MAIL FROM:<a@example.com>');
    expect(await again.command('RCPT TO:<nobody@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    again.close();
  });

  it('refuses an expired inbox with 550', async () => {
    await t.env.pool.query(
      `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, 'gone@throwbox.test', now() - interval '1 minute')`,
      [t.accountId],
    );
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    expect(await smtp.command('RCPT TO:<gone@throwbox.test>')).toMatch(/^550 5\.1\.1/);
    smtp.close();
  });

  it('answers 452 4.5.3 to the 51st recipient and stores the message for the first 50', async () => {
    const addresses = Array.from({ length: 51 }, (_, i) => `many${i}@throwbox.test`);
    for (const a of addresses) await createInboxRow(t.env.pool, t.accountId, a);
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    await smtp.command('EHLO client.test');
    await smtp.command('MAIL FROM:<a@example.com>');
    for (const a of addresses.slice(0, 50)) expect(await smtp.command(`RCPT TO:<${a}>`)).toMatch(/^250/);
    expect(await smtp.command(`RCPT TO:<${addresses[50]}>`)).toMatch(/^452 4\.5\.3/);
    expect(await smtp.data('Subject: fifty\r\n\r\nhello')).toMatch(/^250/);
    smtp.close();
    expect(await messagesFor(t.env, addresses[0]!)).toHaveLength(1);
    expect(await messagesFor(t.env, addresses[49]!)).toHaveLength(1);
    expect(await messagesFor(t.env, addresses[50]!)).toHaveLength(0);
  });

  it('stores one message sent to two inboxes in both, matching addresses case-insensitively', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'both-a@throwbox.test');
    await createInboxRow(t.env.pool, t.accountId, 'both-b@alt.throwbox.test');
    const info = await sendMail(t.ingest.smtpPort, {
      to: ['Both-A@Throwbox.test', 'both-b@alt.throwbox.test'],
      subject: 'to two',
      text: 'hi both',
    });
    expect(info.accepted).toHaveLength(2);
    const [a] = await messagesFor(t.env, 'both-a@throwbox.test');
    const [b] = await messagesFor(t.env, 'both-b@alt.throwbox.test');
    expect(a?.subject).toBe('to two');
    expect(b?.subject).toBe('to two');
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('SMTP recipient lookups', () => {
  it('answers an inbox that receives mail steadily from what it knows while looking it up again, and refuses it once it is gone', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'steady@throwbox.test');
    const lookups = holdRecipientLookups(t.ingest.deps.pool);
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    await smtp.command('EHLO client.test');
    const rcpt = async () => {
      await smtp.command('RSET');
      await smtp.command('MAIL FROM:<a@example.com>');
      return smtp.command('RCPT TO:<steady@throwbox.test>');
    };
    // Only the wall clock that ingest's belief is kept by is moved by hand (timers, sockets and Postgres run
    // as ever), so no step depends on how fast a loaded machine gets through an envelope.
    const start = Date.now();
    jest.useFakeTimers({ now: start, doNotFake: [...REAL_TIMERS] });
    try {
      expect(await rcpt()).toMatch(/^250/); // looked up: believed for a second
      lookups.holding = true;
      // Close to its end the belief is still used, and looked up again meanwhile (a held lookup in the
      // RCPT TO's way would leave it without a reply).
      jest.setSystemTime(start + 900);
      expect(await rcpt()).toMatch(/^250/);
      expect(await rcpt()).toMatch(/^250/);
      expect(lookups.held).toBe(1); // one lookup again, however many recipients meanwhile
      lookups.release();
      // Never believed longer without a lookup: once the inbox is gone, a lookup says so.
      await t.env.pool.query(`UPDATE inboxes SET expires_at = now() - interval '1 second' WHERE address = 'steady@throwbox.test'`);
      let reply = '250';
      for (let s = 2; /^250/.test(reply) && s < 60; s++) {
        jest.setSystemTime(start + s * 1000); // past whatever the released lookup came back with
        reply = await rcpt();
      }
      expect(reply).toMatch(/^550 5\.1\.1/);
    } finally {
      jest.useRealTimers();
      lookups.release();
      lookups.restore();
      smtp.close();
    }
  });
});

/** Every timer but `Date`: the fake clock moves only when a test sets it. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Holds ingest's recipient lookups (the real queries, run once released) while `holding`, counting them. */
function holdRecipientLookups(pool: Pool) {
  const query = pool.query;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = {
    holding: false,
    held: 0,
    release() {
      state.holding = false;
      open();
    },
    restore: () => Object.assign(pool, { query }),
  };
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      const run = () => (query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
      if (!state.holding || (args[0] as { name?: string } | undefined)?.name !== 'find-recipient-inbox') return run();
      state.held++;
      return gate.then(run);
    },
  });
  return state;
}

describe('SMTP size limit', () => {
  it('advertises SIZE and refuses an oversize message with 552 5.3.4, storing nothing', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'big@throwbox.test');
    const smtp = await SmtpDialog.open(t.ingest.smtpPort);
    expect(await smtp.command('EHLO client.test')).toMatch(/^250[ -]SIZE 65536$/m);
    await smtp.command('MAIL FROM:<a@example.com>');
    await smtp.command('RCPT TO:<big@throwbox.test>');
    const reply = await smtp.data(`Subject: big\r\n\r\n${'x'.repeat(70).concat('\r\n').repeat(1000)}`);
    expect(reply).toMatch(/^552 5\.3\.4/);
    smtp.close();
    expect(await messagesFor(t.env, 'big@throwbox.test')).toHaveLength(0);
  });
});

describe('SMTP parsing', () => {
  it('derives the intro of HTML-only mail from its HTML', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'html@throwbox.test');
    await sendMail(t.ingest.smtpPort, {
      to: 'html@throwbox.test',
      subject: 'html only',
      html: '<html><body><p>\n</p><h1>Welcome aboard, Ada</h1><p>Second</p></body></html>',
    });
    const [m] = await messagesFor(t.env, 'html@throwbox.test');
    expect(m?.intro).toMatch(/^welcome aboard, ada$/i);
    expect(m?.html_body).toContain('<h1>Welcome aboard, Ada</h1>');
  });

  it('decodes ISO-8859-1, Windows-1252 and ISO-2022-JP mail', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'charsets@throwbox.test');
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
    for (const raw of [latin1, cp1252, jis]) await sendRaw(t.ingest.smtpPort, envelope, raw);
    const rows = await messagesFor(t.env, 'charsets@throwbox.test');
    expect(rows.map((r) => [r.subject, r.text_body.trim()])).toEqual([
      ['Grüße', 'Grüße aus Köln'],
      ['quotes', '“Quoted” €5'],
      ['こんにちは', 'こんにちは'],
    ]);
  });
});
