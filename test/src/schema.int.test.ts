import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestEnv, type TestEnv } from '@throwbox/testkit';

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
});
