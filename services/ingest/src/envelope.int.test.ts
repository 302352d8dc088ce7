import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { createAccount, createInboxRow, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';

// What SPF is later evaluated for (DECISIONS §12) is kept from the SMTP session with the message itself.

let env: TestEnv;
let ingest: IngestHandle;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv();
  ingest = await startIngest(loadIngestConfig(serviceEnv(env)));
  ({ accountId } = await createAccount(env.pool));
});

afterAll(async () => {
  await ingest.stop();
  await env.close();
});

describe('the SMTP envelope kept with each message', () => {
  it('stores the client address, the EHLO name and MAIL FROM on every copy, and the raw source byte for byte', async () => {
    const to = ['env-a@throwbox.test', 'env-b@throwbox.test'];
    for (const address of to) await createInboxRow(env.pool, accountId, address);
    // Folded header, trailing spaces and 8-bit bytes: nothing of it may be rewritten.
    const raw = Buffer.concat([
      Buffer.from(
        'From: Shop <news@shop.example>\r\nSubject: folded\r\n  subject line   \r\nDKIM-Signature: v=1; a=rsa-sha256;\r\n\tb=abc\r\n',
      ),
      Buffer.from('Content-Type: text/plain; charset=latin1\r\nContent-Transfer-Encoding: 8bit\r\n\r\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(' \t\r\n'),
    ]);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: ingest.smtpPort,
      secure: false,
      ignoreTLS: true,
      name: 'mta.shop.example',
    });
    try {
      await transport.sendMail({ envelope: { from: 'bounces@shop.example', to }, raw });
    } finally {
      transport.close();
    }
    const { rows } = await env.pool.query<{ client_ip: string; helo: string; envelope_from: string; raw: Buffer }>(
      `SELECT m.client_ip, m.helo, m.envelope_from, m.raw FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = ANY($1)`,
      [to],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.client_ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(row.helo).toBe('mta.shop.example');
      expect(row.envelope_from).toBe('bounces@shop.example');
      expect(row.raw.equals(raw)).toBe(true);
    }
  });
});
