/**
 * search: GET /v1/messages?search= over one account holding 100,000 messages in 100 inboxes, written
 * straight into Postgres (setup, not measured; ingest is measured by its own scenarios). Each kind of
 * query runs QUERIES times, end to end through the api: a rare word of the body, a sender (1% of the
 * mail), a subject phrase, has:attachment (1%), a date range, a sender with a word, and a word in every
 * message (the full-text index then finds 100,000 rows and the newest 20 are sorted out of them).
 */
import { measure, type Measurement } from '../report.js';
import { createAccounts, type BenchContext } from '../setup.js';
import { summarize } from '../stats.js';

const MESSAGES = 100_000;
const INBOXES = 100;
const QUERIES = 30;
const TARGET_MS = 50;

async function fill(ctx: BenchContext, accountId: number): Promise<void> {
  const { pool } = ctx.stack;
  await pool.query(
    `INSERT INTO inboxes (account_id, address, expires_at)
     SELECT $1, 'search-' || g || '-' || substr(md5(random()::text), 1, 8) || '@throwbox.test', now() + interval '2 hours'
     FROM generate_series(1, $2) g`,
    [accountId, INBOXES],
  );
  await pool.query(
    `WITH ids AS (SELECT array_agg(id ORDER BY id) AS a FROM inboxes WHERE account_id = $1)
     INSERT INTO messages (id, inbox_id, received_at, from_header, subject, intro, text_body, raw, size, extract_status)
     SELECT 'msg_search' || g, ids.a[1 + g % $3], now() - g * interval '1 second',
       'Shop ' || (g % 100) || ' <no-reply@shop' || (g % 100) || '.example>',
       'Order ' || g || ': ' || (ARRAY['welcome aboard', 'your invoice', 'reset your password', 'verify your email'])[1 + g % 4],
       'Hello', 'Hello, thanks for your order number ' || g || '. Your code is word' || g || '. See you soon.',
       '\\x00'::bytea, 1, 'done'
     FROM generate_series(1, $2) g, ids`,
    [accountId, MESSAGES, INBOXES],
  );
  await pool.query(
    `INSERT INTO attachments (id, message_id, position, filename, content_type, size, content_id, inline, content)
     SELECT 'att_1', 'msg_search' || g, 0, 'invoice.pdf', 'application/pdf', 4, NULL, false, '\\x25504446'::bytea
     FROM generate_series(100, $1, 100) g`,
    [MESSAGES],
  );
  await pool.query('ANALYZE messages; ANALYZE attachments; ANALYZE inboxes');
}

export async function searchScenario(ctx: BenchContext): Promise<Measurement[]> {
  const [account] = await createAccounts(ctx, 1, 'search');
  await ctx.phase('search: fill 100,000 messages', () => fill(ctx, account!.id));
  const day = new Date(Date.now() - 3_600_000).toISOString();
  const queries: [string, string][] = [
    ['rare word', 'word54321'],
    ['from: (1% of the mail)', 'from:shop17.example'],
    ['subject: phrase', 'subject:"order 4242:"'],
    ['has:attachment (1%)', 'has:attachment'],
    ['after: (the last hour)', `after:${day}`],
    ['from: and a word', 'from:shop5. invoice'],
    ['a word in every message', 'thanks'],
  ];
  const out: Measurement[] = [];
  await ctx.phase('search: queries', async () => {
    for (const [label, search] of queries) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < QUERIES; i++) {
        await ctx.pacer.slot(account!.id);
        const res = await ctx.api.request<{ messages: unknown[] }>('GET', `/v1/messages?search=${encodeURIComponent(search)}`, {
          apiKey: account!.apiKey,
        });
        if (res.status !== 200) throw new Error(`search ${search} answered ${res.status}: ${JSON.stringify(res.body)}`);
        found = res.body.messages.length;
        times.push(res.endedAt - res.startedAt);
      }
      const s = summarize(times);
      ctx.log(`search: ${label} (${search}): p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, ${found} found`);
      out.push(
        measure('search', `${label} p95`, s.p95, 'ms', { op: '<=', value: TARGET_MS }, `p50 ${s.p50.toFixed(1)} ms; ${found} answered`),
      );
    }
  });
  // Leave the database small for the next scenario.
  await ctx.stack.pool.query(`DELETE FROM inboxes WHERE account_id = $1`, [account!.id]);
  return out;
}
