/**
 * What ingest's statement costs Postgres: the CPU time of the backend that runs `insertMail` (read from
 * its /proc stat, so another process's load moves it far less than a wall clock), per stored message, for
 * groups of 1 and of 20 of the bench's 2 KB mail, parsed and extracted as ingest does. With `--without`,
 * the same after dropping part of the schema in this throwaway database, to see what that part costs:
 * `search-document` (the stored full-text document and its GIN index), `trigram` (the two trigram GIN
 * indexes), `gin` (all three GIN indexes; the document is still computed).
 *
 * `pnpm exec tsx --conditions=@throwbox/source bench/insert-cost.ts [--without search-document|trigram|gin]`
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

const { values } = parseArgs({ options: { without: { type: 'string' } } });
if (values.without !== undefined && !(values.without in WITHOUT)) {
  process.stderr.write(`--without: one of ${Object.keys(WITHOUT).join(', ')}\n`);
  process.exit(2);
}

const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `throwbox_bench_insert_${randomBytes(4).toString('hex')}`;
const url = new URL(server);
url.pathname = `/${name}`;
await ensureDatabaseAndMigrate(url.toString());
const pool = createPool(url.toString(), { max: 1 });
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
    for (const size of [1, 20]) {
      const group = (k: number) => Array.from({ length: size }, (_, i) => mail(k * size + i));
      for (let k = 0; k < 20; k++) await insertMail(client, group(k)); // prepared, warm
      const [cpu, wall] = [cpuMs(), performance.now()];
      for (let k = 0; k < STATEMENTS; k++) await insertMail(client, group(k));
      const perMessage = (cpuMs() - cpu) / STATEMENTS / size;
      const perStatement = (performance.now() - wall) / STATEMENTS;
      process.stdout.write(
        `${values.without ? `without ${values.without}` : 'schema as migrated'}, groups of ${size}: ` +
          `Postgres CPU ${perMessage.toFixed(3)} ms a message; ${perStatement.toFixed(2)} ms a statement by the clock\n`,
      );
    }
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
