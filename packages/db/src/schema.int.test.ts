import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestEnv, type TestEnv } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe('the schema', () => {
  it('has an index leading with the columns of every foreign key (deletes cascade through them)', async () => {
    const { rows } = await env.pool.query<{ constraint: string }>(`
      SELECT c.conrelid::regclass || '.' || c.conname AS constraint
      FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)`);
    expect(rows.map((r) => r.constraint)).toEqual([]);
  });

  it('compresses mail with lz4, and a stored message is compressed that way', async () => {
    const { rows } = await env.pool.query<{ column: string; compression: string }>(`
      SELECT attrelid::regclass || '.' || attname AS column, attcompression AS compression FROM pg_attribute
      WHERE (attrelid = 'messages'::regclass AND attname IN ('raw', 'text_body', 'html_body'))
         OR (attrelid = 'attachments'::regclass AND attname = 'content')
      ORDER BY 1`);
    expect(rows).toEqual(
      ['attachments.content', 'messages.html_body', 'messages.raw', 'messages.text_body'].map((column) => ({ column, compression: 'l' })),
    );
    const {
      rows: [account],
    } = await env.pool.query<{ id: number }>(`INSERT INTO accounts (email, plan) VALUES ('lz4@example.com', 'paid') RETURNING id`);
    const {
      rows: [inbox],
    } = await env.pool.query<{ id: number }>(
      `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, 'lz4@throwbox.test', now() + interval '1 hour') RETURNING id`,
      [account!.id],
    );
    const body = 'A line of mail that repeats, as mail does. '.repeat(100);
    await env.pool.query(
      `INSERT INTO messages (id, inbox_id, text_body, raw, size) VALUES ('msg_lz4', $1, $2, convert_to($2, 'UTF8'), 1)`,
      [inbox!.id, body],
    );
    const {
      rows: [stored],
    } = await env.pool.query(
      'SELECT pg_column_compression(text_body) AS text, pg_column_compression(raw) AS raw FROM messages WHERE id = $1',
      ['msg_lz4'],
    );
    expect(stored).toEqual({ text: 'lz4', raw: 'lz4' });
  });

  it('leaves room in message pages so that the extractor updates rows in place', async () => {
    const { rows } = await env.pool.query<{ options: string[] }>(
      `SELECT reloptions AS options FROM pg_class WHERE oid = 'messages'::regclass`,
    );
    expect(rows[0]!.options).toContain('fillfactor=85');
  });
});
