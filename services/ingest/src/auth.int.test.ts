import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { SmtpDialog, writeSelfSignedCertificate } from '@throwbox/testkit';
import { createAccount, createInboxRow, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';

// Apps under test that always authenticate (many frameworks send AUTH whenever credentials are set).

let dir: string;
let env: TestEnv;
let accountId: number;
let ca: Buffer;
const started: IngestHandle[] = [];

const start = async (vars: Record<string, string>) => {
  const ingest = await startIngest(loadIngestConfig(serviceEnv(env, vars)));
  started.push(ingest);
  return ingest;
};

const send = async (ingest: IngestHandle, to: string, opts: { tls: boolean }) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ingest.smtpPort,
    secure: false,
    ...(opts.tls ? { requireTLS: true, tls: { ca, servername: 'localhost' } } : { ignoreTLS: true }),
    auth: { user: 'app@example.com', pass: 'whatever-the-app-has' },
  });
  try {
    return (await transport.sendMail({ from: 'app@example.com', to, subject: 'with auth', text: 'Your code is 554433' })).response;
  } finally {
    transport.close();
  }
};

const ehlo = async (ingest: IngestHandle) => {
  const smtp = await SmtpDialog.open(ingest.smtpPort);
  const reply = await smtp.command('EHLO client.test');
  smtp.close();
  return reply;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'throwbox-auth-'));
  const { keyFile, certFile } = writeSelfSignedCertificate(dir, 'smtp');
  ca = readFileSync(certFile);
  env = await createTestEnv();
  ({ accountId } = await createAccount(env.pool));
  await createInboxRow(env.pool, accountId, 'auth@throwbox.test');
  const tls = { SMTP_TLS_KEY_FILE: keyFile, SMTP_TLS_CERT_FILE: certFile };
  Object.assign(files, tls);
});

const files: Record<string, string> = {};

afterAll(async () => {
  for (const ingest of started) await ingest.stop();
  await env.close();
  rmSync(dir, { recursive: true, force: true });
});

const authPlain = async (ingest: IngestHandle) => {
  const smtp = await SmtpDialog.open(ingest.smtpPort);
  await smtp.command('EHLO client.test');
  const reply = await smtp.command(`AUTH PLAIN ${Buffer.from('\0someone\0secret').toString('base64')}`);
  smtp.close();
  return reply;
};

const stored = async () => {
  const { rows } = await env.pool.query(
    `SELECT count(*)::int AS n FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = 'auth@throwbox.test'`,
  );
  return rows[0].n as number;
};

describe('SMTP AUTH outside production', () => {
  it('offers PLAIN and LOGIN and takes any credentials without TLS, whatever SMTP_AUTH_* say', async () => {
    const before = await stored();
    const ingest = await start({ SMTP_AUTH_ACCEPT_ANY: 'false', SMTP_AUTH_ALLOW_INSECURE: 'false' });
    expect(await ehlo(ingest)).toMatch(/AUTH PLAIN LOGIN/);
    expect(await send(ingest, 'auth@throwbox.test', { tls: false })).toMatch(/^250/);
    expect(await authPlain(ingest)).toMatch(/^235/);
    expect(await stored()).toBe(before + 1);
  });

  it('takes AUTH in clear also when a certificate is configured, and after STARTTLS', async () => {
    const ingest = await start({ ...files });
    expect(await authPlain(ingest)).toMatch(/^235/);
    expect(await send(ingest, 'auth@throwbox.test', { tls: true })).toMatch(/^250/);
  });
});

describe('SMTP AUTH in production', () => {
  const production = { NODE_ENV: 'production' };

  it('is not offered by default (an inbound MX), and AUTH is refused', async () => {
    const ingest = await start({ ...production, ...files });
    expect(await ehlo(ingest)).not.toMatch(/AUTH/);
    expect(await authPlain(ingest)).toMatch(/^5\d\d /);
  });

  it('with SMTP_AUTH_ACCEPT_ANY, takes any credentials after STARTTLS, and refuses AUTH before it', async () => {
    const ingest = await start({ ...production, ...files, SMTP_AUTH_ACCEPT_ANY: 'true' });
    expect(await ehlo(ingest)).toMatch(/AUTH PLAIN LOGIN/);
    expect(await authPlain(ingest)).toMatch(/^538 .*STARTTLS/);
    expect(await send(ingest, 'auth@throwbox.test', { tls: true })).toMatch(/^250/);
    await expect(send(ingest, 'auth@throwbox.test', { tls: false })).rejects.toThrow(/STARTTLS/);
  });

  it('with SMTP_AUTH_ACCEPT_ANY and no certificate, does not offer AUTH in clear', async () => {
    const ingest = await start({ ...production, SMTP_AUTH_ACCEPT_ANY: 'true' });
    expect(await ehlo(ingest)).not.toMatch(/AUTH/);
    expect(await authPlain(ingest)).toMatch(/^5\d\d /);
  });

  it('with SMTP_AUTH_ALLOW_INSECURE too, takes AUTH PLAIN and LOGIN without TLS', async () => {
    const before = await stored();
    const ingest = await start({ ...production, SMTP_AUTH_ACCEPT_ANY: 'true', SMTP_AUTH_ALLOW_INSECURE: 'true' });
    expect(await ehlo(ingest)).toMatch(/AUTH PLAIN LOGIN/);
    expect(await send(ingest, 'auth@throwbox.test', { tls: false })).toMatch(/^250/);
    expect(await authPlain(ingest)).toMatch(/^235/);
    expect(await stored()).toBe(before + 1);
  });
});
