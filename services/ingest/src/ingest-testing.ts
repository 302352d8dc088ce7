import { afterAll, beforeAll } from '@jest/globals';
import { createAccount, createTestEnv, serviceEnv, type TestEnv } from '@throwbox/db/testing';
import { loadIngestConfig } from './config.js';
import { startIngest, type IngestHandle } from './server.js';

/** An ingest for one integration test file, on a database and Redis prefix of its own, and an account there. */
export interface IngestForTests {
  env: TestEnv;
  ingest: IngestHandle;
  accountId: number;
  stop(): Promise<void>;
}

/**
 * Every message goes to the code-extractor unless `settings` say otherwise: these tests follow the
 * hand-off to it (ingest's own extraction of small mail has tests of its own).
 */
export async function startIngestForTests(settings: Record<string, string> = {}): Promise<IngestForTests> {
  const env = await createTestEnv();
  const ingest = await startIngest(
    loadIngestConfig(serviceEnv(env, { SMTP_MAX_SIZE: String(64 * 1024), INLINE_EXTRACT_MAX_CHARS: '0', ...settings })),
  );
  const { accountId } = await createAccount(env.pool);
  return {
    env,
    ingest,
    accountId,
    async stop() {
      await ingest.stop();
      await env.close();
    },
  };
}

/** The test file's ingest: started before its first test (the object is filled then), stopped after its last. */
export function ingestForTests(settings: Record<string, string> = {}): IngestForTests {
  const fixture = {} as IngestForTests;
  beforeAll(async () => {
    Object.assign(fixture, await startIngestForTests(settings));
  });
  afterAll(() => fixture.stop());
  return fixture;
}

/** The stored copies of mail to `address`, oldest first, as their columns are. */
export async function messagesFor(env: TestEnv, address: string) {
  const { rows } = await env.pool.query<{
    id: string;
    subject: string;
    from_header: string;
    intro: string;
    text_body: string;
    html_body: string;
    raw: Buffer;
  }>(`SELECT m.* FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE i.address = $1 ORDER BY m.seq`, [address]);
  return rows;
}
