// Plain JavaScript: jest loads globalSetup outside its ESM transform. Names must match src/run.ts.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Migrates a template database once per run, with the real migration command; test files clone it. */
export default async function globalSetup() {
  process.env.THROWBOX_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/throwbox_t_${process.env.THROWBOX_TEST_RUN}_tpl`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@throwbox/source', 'packages/db/src/migrate-cli.ts'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migrating the test template failed:\n${result.stderr}${result.stdout}`);
}
