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

  // Services that tests run as processes of their own start from their compiled code, as `pnpm start` and
  // the images run them: tsx compiling a service's sources took a second or more of CPU per process. `tsc -b`
  // finds the build done after `pnpm test`'s type-check; with type errors (work in progress), or
  // THROWBOX_TEST_SERVICES=source, they run from source.
  if (process.env.THROWBOX_TEST_SERVICES === 'source') return;
  const services = ['ingest', 'api', 'code-extractor', 'webhook-dispatcher', 'console'].map((s) => `services/${s}`);
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', ...services], { cwd: root, encoding: 'utf8' });
  process.env.THROWBOX_TEST_SERVICES = tsc.status === 0 ? 'dist' : 'source';
  if (tsc.status !== 0) console.warn(`\ntsc -b failed; services run from source with tsx (slower):\n${tsc.stdout}${tsc.stderr}`);
}
