import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { captureLogger, eventually, writeSelfSignedCertificate } from '@throwbox/testkit';
import { createAccount, createInboxRow, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';

let dir: string;
let env: TestEnv;
let ingest: IngestHandle;
let keyFile: string;
let certFile: string;
const logLines: string[] = [];

/** Mail over STARTTLS, required, trusting only `ca`: fails unless the server presents that certificate. */
async function sendOverTls(ca: Buffer, to: string, subject: string): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ingest.smtpPort,
    secure: false,
    requireTLS: true,
    tls: { ca, servername: 'localhost' },
  });
  try {
    return (await transport.sendMail({ from: 'sender@example.com', to, subject, text: 'hello' })).response;
  } finally {
    transport.close();
  }
}

const logged = (msg: string) => logLines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg === msg).length;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'throwbox-starttls-'));
  ({ keyFile, certFile } = writeSelfSignedCertificate(dir, 'smtp'));
  env = await createTestEnv();
  ingest = await startIngest(
    loadIngestConfig(serviceEnv(env, { SMTP_TLS_KEY_FILE: keyFile, SMTP_TLS_CERT_FILE: certFile, SMTP_TLS_RELOAD_MS: '100' })),
    { logger: captureLogger('ingest', logLines) },
  );
});

afterAll(async () => {
  await ingest.stop();
  await env.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('STARTTLS', () => {
  it('takes mail over TLS with the configured certificate, and a renewed certificate without a restart', async () => {
    const { accountId } = await createAccount(env.pool);
    const to = 'tls@throwbox.test';
    await createInboxRow(env.pool, accountId, to);
    const first = readFileSync(certFile);
    expect(await sendOverTls(first, to, 'over TLS')).toMatch(/^250/);

    copyFileSync(keyFile, join(dir, 'first-key.pem'));
    // Renewal: new files under the same paths, as a rewritten Kubernetes Secret gives them.
    const renewed = writeSelfSignedCertificate(dir, 'renewed');
    copyFileSync(renewed.keyFile, keyFile);
    copyFileSync(renewed.certFile, certFile);
    const second = readFileSync(certFile);
    await eventually(
      () =>
        sendOverTls(second, to, 'after renewal').then(
          (r) => r.startsWith('250'),
          () => false,
        ),
      5000,
      100,
    );
    expect(logged('SMTP TLS certificate reloaded')).toBe(1);
    // New sessions no longer present the old certificate.
    await expect(sendOverTls(first, to, 'old certificate')).rejects.toThrow(/certificate/i);

    // A broken pair (the key of another certificate) is refused and the renewed certificate kept.
    const warnings = logged('the SMTP TLS key and certificate files changed but do not load; keeping the certificate in use');
    copyFileSync(join(dir, 'first-key.pem'), keyFile);
    await eventually(
      async () => logged('the SMTP TLS key and certificate files changed but do not load; keeping the certificate in use') > warnings,
      5000,
    );
    expect(await sendOverTls(second, to, 'still the renewed one')).toMatch(/^250/);

    const { rows } = await env.pool.query<{ subject: string }>(
      `SELECT subject FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1 ORDER BY m.seq`,
      [to],
    );
    expect(rows.map((r) => r.subject)).toEqual(['over TLS', 'after renewal', 'still the renewed one']);
  });
});
