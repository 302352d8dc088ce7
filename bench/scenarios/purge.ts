/**
 * purge: what deleting mail costs once the database holds a day's worth. Deleting a message cascades to
 * its outbox rows, and outbox.message_id has no index, so each deleted message scans the outbox. This
 * measures DELETE /v1/inboxes/{address} (20 messages each) and, with EXPLAIN ANALYZE in a rolled-back
 * transaction, the time of the outbox foreign-key trigger per deleted message; then the same after
 * creating the index in this throwaway database (a measurement, not a migration).
 */
import { measure, type Measurement } from '../report.js';
import { createAccounts, createInboxes, fillInboxes, waitForQuiet, type BenchContext } from '../setup.js';
import { summarize } from '../stats.js';

/** Messages already stored (with two outbox rows each, as ingest writes them): ~a day at 0.6 msg/s. */
const FILLER_MESSAGES = 50_000;
const INBOXES = 20;
const PER_INBOX = 20;

interface TriggerPlan {
  Triggers?: { 'Trigger Name': string; 'Constraint Name'?: string; Relation: string; Time: number; Calls: number }[];
  'Execution Time': number;
}

async function fill(ctx: BenchContext): Promise<number> {
  const { pool } = ctx.stack;
  const [account] = await createAccounts(ctx, 1, 'purge-filler');
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO inboxes (account_id, address, expires_at) VALUES ($1, 'purge-filler-' || substr(md5(random()::text), 1, 10) || '@throwbox.test', now() + interval '2 hours') RETURNING id`,
    [account!.id],
  );
  const inboxId = rows[0]!.id;
  await pool.query(
    `WITH m AS (
       INSERT INTO messages (id, inbox_id, subject, raw, size, extract_status)
       SELECT 'msg_fill' || g || substr(md5(random()::text), 1, 8), $1, 'filler', '\\x00'::bytea, 1, 'done' FROM generate_series(1, $2) g
       RETURNING id)
     INSERT INTO outbox (kind, message_id, sent_at) SELECT k, m.id, now() FROM m CROSS JOIN (VALUES ('extract'), ('message.received')) AS kinds(k)`,
    [inboxId, FILLER_MESSAGES],
  );
  await pool.query('ANALYZE outbox; ANALYZE messages');
  return inboxId;
}

/** EXPLAIN ANALYZE of deleting 100 filler messages, rolled back: the outbox trigger's time per message. */
async function triggerCost(ctx: BenchContext, fillerInbox: number): Promise<{ perMessageMs: number; totalMs: number }> {
  const client = await ctx.stack.pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ 'QUERY PLAN': TriggerPlan[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE inbox_id = $1 LIMIT 100)`,
      [fillerInbox],
    );
    await client.query('ROLLBACK');
    const plan = rows[0]!['QUERY PLAN'][0]!;
    // The cascade runs as the foreign key's trigger on messages, named after the constraint.
    const outbox = (plan.Triggers ?? []).filter((t) => t['Constraint Name'] === 'outbox_message_id_fkey');
    const time = outbox.reduce((s, t) => s + t.Time, 0);
    return { perMessageMs: time / 100, totalMs: plan['Execution Time'] };
  } finally {
    client.release();
  }
}

async function deleteInboxes(ctx: BenchContext): Promise<number[]> {
  const accounts = await createAccounts(ctx, 1, 'purge');
  const inboxes = (await createInboxes(ctx, accounts, INBOXES)).flat();
  await fillInboxes(ctx, inboxes, PER_INBOX);
  await waitForQuiet(ctx);
  const times: number[] = [];
  for (const inbox of inboxes) {
    await ctx.pacer.slot(inbox.account.id);
    const res = await ctx.api.request('DELETE', `/v1/inboxes/${encodeURIComponent(inbox.address)}`, { apiKey: inbox.account.apiKey });
    if (res.status >= 300) throw new Error(`DELETE answered ${res.status}`);
    times.push(res.endedAt - res.startedAt);
  }
  return times;
}

export async function purgeScenario(ctx: BenchContext): Promise<Measurement[]> {
  const fillerInbox = await fill(ctx);
  const outboxRows = Number((await ctx.stack.pool.query<{ n: string }>('SELECT count(*) AS n FROM outbox')).rows[0]!.n);
  const without = await triggerCost(ctx, fillerInbox);
  const deletes = summarize(await ctx.phase('purge: DELETE inbox without an index', () => deleteInboxes(ctx)));
  await ctx.stack.pool.query('CREATE INDEX IF NOT EXISTS bench_outbox_message_idx ON outbox (message_id)');
  const withIndex = await triggerCost(ctx, fillerInbox);
  const deletesIndexed = summarize(await ctx.phase('purge: DELETE inbox with the index', () => deleteInboxes(ctx)));
  // What the janitor does to an inbox with that much mail; without the index this one statement would
  // run for FILLER_MESSAGES × the trigger time (beyond the pool's 30 s statement timeout).
  const purgeStarted = performance.now();
  await ctx.stack.pool.query('DELETE FROM inboxes WHERE id = $1', [fillerInbox]);
  const purgeMs = performance.now() - purgeStarted;
  // Leave the database as the migrations made it for the next scenario or run.
  await ctx.stack.pool.query('DROP INDEX bench_outbox_message_idx');
  const note = `${outboxRows.toLocaleString('en-US')} outbox rows; ${PER_INBOX} messages per inbox; purging the ${FILLER_MESSAGES.toLocaleString('en-US')}-message inbox took ${(purgeMs / 1000).toFixed(1)} s with the index, about ${((without.perMessageMs * FILLER_MESSAGES) / 1000).toFixed(0)} s without`;
  ctx.log(
    `purge: ${note}; outbox trigger per deleted message ${without.perMessageMs.toFixed(2)} ms → ${withIndex.perMessageMs.toFixed(3)} ms with an index; DELETE inbox p50 ${deletes.p50.toFixed(1)} → ${deletesIndexed.p50.toFixed(1)} ms`,
  );
  return [
    measure('purge', 'outbox FK check per deleted message, no index', without.perMessageMs, 'ms', undefined, note),
    measure('purge', 'outbox FK check per deleted message, with index', withIndex.perMessageMs, 'ms'),
    measure('purge', `DELETE inbox (${PER_INBOX} messages) p50, no index`, deletes.p50, 'ms'),
    measure('purge', `DELETE inbox (${PER_INBOX} messages) p50, with index`, deletesIndexed.p50, 'ms'),
  ];
}
