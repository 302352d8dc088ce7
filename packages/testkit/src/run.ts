/**
 * Identity of one `pnpm test` run. Every database and Redis key a run creates is named after it, so
 * runs on one machine (a developer's and CI's, or two terminals) never collide.
 */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function runId(): string {
  const id = process.env.THROWBOX_TEST_RUN;
  if (!id) throw new Error('THROWBOX_TEST_RUN is not set: run integration tests through jest (pnpm test)');
  return id;
}

export const templateDatabase = (run: string) => `throwbox_t_${run}_tpl`;
export const databasePrefix = (run: string) => `throwbox_t_${run}_`;
export const redisPrefix = (run: string) => `tbt:${run}`;

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
