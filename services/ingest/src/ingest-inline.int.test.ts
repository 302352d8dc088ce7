import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { extract } from '@throwbox/extract';
import { sendMail } from '@throwbox/testkit';
import { createInboxRow, serviceEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';
import { MessageStore } from './group-commit.js';
import { ingestForTests } from './ingest-testing.js';

// Small mail extracted by ingest itself and stored done.

const t = ingestForTests();

describe('extraction in ingest', () => {
  let inline: IngestHandle;
  beforeAll(async () => {
    inline = await startIngest(loadIngestConfig(serviceEnv(t.env, { INLINE_EXTRACT_MAX_CHARS: '2000' })));
  });
  afterAll(async () => {
    await inline.stop();
  });

  const stored = async (address: string) =>
    (
      await t.env.pool.query<{
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
    (await t.env.pool.query<{ kind: string }>('SELECT kind FROM outbox WHERE message_id = $1', [id])).rows;
  const extracted = async (result: string) =>
    (await inline.deps.metrics.extractions.get()).values.find((v) => v.labels.result === result)?.value ?? 0;

  it('stores small mail done, with what the code-extractor would have found, and queues no extraction job', async () => {
    await createInboxRow(t.env.pool, t.accountId, 'inline@throwbox.test');
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
    await createInboxRow(t.env.pool, t.accountId, 'emoji@throwbox.test');
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
    await createInboxRow(t.env.pool, t.accountId, address);
    await t.env.pool.query(`CREATE FUNCTION refuse_extraction() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.extract_status = 'done' AND NEW.subject LIKE 'refuse%' THEN RAISE EXCEPTION 'refused on purpose' USING ERRCODE = 'invalid_text_representation'; END IF; RETURN NEW; END $$`);
    await t.env.pool.query('CREATE TRIGGER refuse_extraction BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_extraction()');
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
      await t.env.pool.query('DROP TRIGGER refuse_extraction ON messages; DROP FUNCTION refuse_extraction()');
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
    await createInboxRow(t.env.pool, t.accountId, 'large@throwbox.test');
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
