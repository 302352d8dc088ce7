import type { Queryable } from './pool.js';

/** The id the first migrations gave this database (see 007_installation.sql). */
export async function readInstallationId(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM installation');
  if (!rows[0]) throw new Error('the installation row is missing: was the database migrated?');
  return rows[0].id;
}
