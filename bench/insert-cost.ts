/**
 * What ingest's statement costs Postgres: the CPU time of the backend that runs `insertMail` (read from
 * its /proc stat, so another process's load moves it far less than a wall clock), per stored message, for
 * groups of 1 and of 20 of the bench's 2 KB mail, parsed and extracted as ingest does. With `--without`,
 * the same after dropping part of the schema in this throwaway database, to see what that part costs:
 * `search-document` (the stored full-text document and its GIN index), `trigram` (the two trigram GIN
 * indexes), `gin` (all three GIN indexes; the document is still computed). With `--plan-cache-mode`, the
 * session plans as told (`auto` is Postgres's default; ingest's sessions use `force_generic_plan`), and
 * `--first` measures only each statement's first five runs on a fresh connection (where `auto` plans every run).
 *
 * `pnpm exec tsx --conditions=@throwbox/source bench/insert-cost.ts [--without search-document|trigram|gin]
 *   [--plan-cache-mode auto|force_generic_plan|force_custom_plan] [--first]`
 * (Postgres on the same machine; BENCH_POSTGRES_URL as for `pnpm bench`). Creates and drops its database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createPool,
  ensureDatabaseAndMigrate,
  insertAccount,
  insertInbox,
  insertMail,
  newId,
  type IncomingMail,
  type Pool,
} from '@throwbox/db';
import { parseMessage } from '@throwbox/ingest';
import { buildMessage } from './smtp.js';

const WITHOUT: Record<string, string> = {
  'search-document': 'ALTER TABLE messages DROP COLUMN search_document',
  trigram: 'DROP INDEX messages_from_trgm_idx; DROP INDEX messages_subject_trgm_idx',
  gin: 'DROP INDEX messages_search_idx; DROP INDEX messages_from_trgm_idx; DROP INDEX messages_subject_trgm_idx',
};
const INBOXES = 50;
const STATEMENTS = 150;

const { values } = parseArgs({
  options: { without: { type: 'string' }, 'plan-cache-mode': { type: 'string' }, first: { type: 'boolean' } },
});
const PLAN_CACHE_MODES = ['auto', 'force_generic_plan', 'force_custom_plan'] as const;
const planCacheMode = values['plan-cache-mode'] as (typeof PLAN_CACHE_MODES)[number] | undefined;
if (planCacheMode !== undefined && !PLAN_CACHE_MODES.includes(planCacheMode)) {
  process.stderr.write(`--plan-cache-mode: one of ${PLAN_CACHE_MODES.join(', ')}\n`);
  process.exit(2);
}
if (values.without !== undefined && !(values.without in WITHOUT)) {
  process.stderr.write(`--without: one of ${Object.keys(WITHOUT).join(', ')}\n`);
  process.exit(2);
}

const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `throwbox_bench_insert_${randomBytes(4).toString('hex')}`;
const url = new URL(server);
url.pathname = `/${name}`;
await ensureDatabaseAndMigrate(url.toString());
const pool = createPool(url.toString(), { max: 1, ...(planCacheMode ? { planCacheMode } : {}) });
try {
  if (values.without) await pool.query(WITHOUT[values.without]!);
  const mail = await sampleMail(pool);
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const cpuMs = () => {
      const fields = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
    };
    // --first: sizes 1 to 30, five runs each, every one of them a statement's first five on this connection.
    const sizes = values.first ? Array.from({ length: 30 }, (_, i) => i + 1) : [1, 5, 20];
    const runs = values.first ? 5 : STATEMENTS;
    const cpu = new Map<number, number>();
    const wall = new Map<number, number>();
    for (const size of sizes) {
      const group = (k: number) => Array.from({ length: size }, (_, i) => mail(k * size + i));
      if (!values.first) for (let k = 0; k < 20; k++) await insertMail(client, group(k)); // prepared, warm
      const [c, w] = [cpuMs(), performance.now()];
      for (let k = 0; k < runs; k++) await insertMail(client, group(k));
      cpu.set(size, (cpuMs() - c) / runs / size);
      wall.set(size, (performance.now() - w) / runs);
    }
    const label = `${values.without ? `without ${values.without}` : 'schema as migrated'}, ${planCacheMode ?? 'auto'}${values.first ? ', first five runs' : ''}`;
    if (values.first) {
      const messages = sizes.reduce((a, s) => a + s, 0);
      const total = sizes.reduce((a, s) => a + cpu.get(s)! * s, 0);
      process.stdout.write(`${label}, groups of 1 to 30: Postgres CPU ${(total / messages).toFixed(3)} ms a message\n`);
    } else
      for (const size of sizes)
        process.stdout.write(
          `${label}, groups of ${size}: Postgres CPU ${cpu.get(size)!.toFixed(3)} ms a message; ${wall.get(size)!.toFixed(2)} ms a statement by the clock\n`,
        );
  } finally {
    client.release();
  }
} finally {
  await pool.end();
  const admin = createPool(server.toString(), { max: 1, applicationName: 'throwbox-bench' });
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
}

/** The bench's 2 KB mail to INBOXES inboxes of one account, as ingest stores it (parsed, extracted: no job). */
async function sampleMail(q: Pool): Promise<(i: number) => IncomingMail> {
  const account = await insertAccount(q, { email: `${name}@bench.throwbox.test`, plan: 'paid' });
  const addresses = Array.from({ length: INBOXES }, (_, i) => `insert${i}@throwbox.test`);
  for (const address of addresses) await insertInbox(q, { accountId: account.id, address, ttlMinutes: 600 });
  const raws = addresses.map((to, i) => buildMessage({ to, subject: `Load message ${i}` }));
  const parsed = await Promise.all(raws.map((raw) => parseMessage(raw)));
  return (i) => ({
    ...parsed[i % INBOXES]!,
    envelopeFrom: 'load@bench.throwbox.test',
    clientIp: '127.0.0.1',
    helo: 'bench.throwbox.test',
    raw: raws[i % INBOXES]!,
    dataEndedAt: new Date(),
    copies: [{ id: newId('msg'), address: addresses[i % INBOXES]! }],
    extraction: { code: null, links: [], verificationLink: null, confidence: null, extractorVersion: 3 },
  });
}
