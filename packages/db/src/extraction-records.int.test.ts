import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { markExtractionFailed } from './index.js';
import { createAccount, createInboxRow, createTestEnv, type TestEnv } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

it('marks only a pending extraction failed: one a duplicate job finished meanwhile keeps its code', async () => {
  const { accountId } = await createAccount(env.pool);
  const inboxId = await createInboxRow(env.pool, accountId, 'extracted@throwbox.test');
  await env.pool.query(
    `INSERT INTO messages (id, inbox_id, raw, size, extract_status, code) VALUES ('msg_done', $1, '\\x00', 1, 'done', '482913'), ('msg_pending', $1, '\\x00', 1, 'pending', NULL)`,
    [inboxId],
  );
  await markExtractionFailed(env.pool, 'msg_done');
  await markExtractionFailed(env.pool, 'msg_pending');
  const { rows } = await env.pool.query('SELECT id, extract_status, code FROM messages ORDER BY id');
  expect(rows).toEqual([
    { id: 'msg_done', extract_status: 'done', code: '482913' },
    { id: 'msg_pending', extract_status: 'failed', code: null },
  ]);
});
