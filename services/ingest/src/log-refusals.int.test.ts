import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { captureLogger } from '@throwbox/testkit';
import { createAccount, createInboxRow, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';

// Refused mail leaves a trace a user can find: one info line per refusal, with the addresses, why and the reply.

let env: TestEnv;
let ingest: IngestHandle;
const lines: string[] = [];

interface Entry {
  level: number;
  msg: string;
  from?: string;
  to?: string | string[];
  reason?: string;
  reply?: string;
}
const refusals = () => lines.map((l) => JSON.parse(l) as Entry).filter((e) => e.msg.startsWith('smtp refused'));

async function send(to: string, text: string): Promise<Error | undefined> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: ingest.smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'app@example.com', to, subject: 'Secret subject 9931', text });
    return undefined;
  } catch (err) {
    return err as Error;
  } finally {
    transport.close();
  }
}

beforeAll(async () => {
  env = await createTestEnv();
  const { accountId } = await createAccount(env.pool);
  await createInboxRow(env.pool, accountId, 'small@throwbox.test');
  ingest = await startIngest(loadIngestConfig(serviceEnv(env, { LOG_LEVEL: 'info', SMTP_MAX_SIZE: '2048' })), {
    logger: captureLogger('ingest', lines, 'info'),
  });
});

afterAll(async () => {
  await ingest.stop();
  await env.close();
});

describe('SMTP refusals', () => {
  it('logs an unknown recipient at info with both addresses, the reason and the reply', async () => {
    expect(await send('nobody@throwbox.test', 'Your code is 123456')).toBeDefined();
    expect(refusals()).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'smtp refused at rcpt',
        from: 'app@example.com',
        to: 'nobody@throwbox.test',
        reason: expect.stringContaining('not an active inbox'),
        reply: '550 5.1.1 No such mailbox here',
      }),
    );
  });

  it('logs a message over the size limit with its recipients, and never the content', async () => {
    expect(await send('small@throwbox.test', `Your code is 654321. ${'x'.repeat(4096)}`)).toBeDefined();
    expect(refusals()).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'smtp refused at data',
        to: ['small@throwbox.test'],
        reason: 'message over the size limit',
        reply: expect.stringMatching(/^552 5\.3\.4 /),
      }),
    );
    expect(lines.join('\n')).not.toMatch(/Secret subject|654321|123456/);
  });

  it('logs nothing for mail that is accepted', async () => {
    const before = refusals().length;
    expect(await send('small@throwbox.test', 'short')).toBeUndefined();
    expect(refusals()).toHaveLength(before);
  });
});
