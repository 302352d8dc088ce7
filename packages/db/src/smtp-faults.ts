import { INBOX_EXPIRY, type Inbox } from './inboxes.js';
import { withTransaction, type Pool, type Queryable } from './pool.js';

// An inbox's SMTP fault rules (DECISIONS §11): the api replaces, lists and clears them; ingest reads
// which stages an inbox has rules for with its recipient lookup, and records each attempt atomically.

export type SmtpFaultStage = 'rcpt' | 'data';

export interface SmtpFaultRule {
  stage: SmtpFaultStage;
  reply?: { code: number; text?: string };
  action?: 'disconnect';
  delayMs?: number;
  after?: number;
  times?: number;
}

export interface StoredSmtpFaultRule {
  stage: SmtpFaultStage;
  replyCode: number | null;
  replyText: string | null;
  disconnect: boolean;
  delayMs: number;
  after: number;
  times: number | null;
  hits: number;
}

/** The rule that answers one attempt, and the inbox whose rule it is. */
export interface ActingSmtpFault extends Omit<StoredSmtpFaultRule, 'after' | 'times' | 'hits'> {
  inboxId: number;
}

const RULE_COLUMNS = `stage, reply_code AS "replyCode", reply_text AS "replyText", disconnect, delay_ms AS "delayMs"`;

/**
 * Replaces the inbox's rules and starts their attempts from zero. The counters' upsert comes first: its
 * row locks make two replacements of one inbox run one after the other.
 */
export async function replaceSmtpFaults(pool: Pool, inboxId: number, rules: SmtpFaultRule[]): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await tx.query(
      `INSERT INTO smtp_fault_attempts (inbox_id, stage) VALUES ($1, 'rcpt'), ($1, 'data')
       ON CONFLICT (inbox_id, stage) DO UPDATE SET attempts = 0`,
      [inboxId],
    );
    await tx.query('DELETE FROM smtp_fault_rules WHERE inbox_id = $1', [inboxId]);
    if (rules.length === 0) return;
    await tx.query(
      `INSERT INTO smtp_fault_rules (inbox_id, position, stage, reply_code, reply_text, disconnect, delay_ms, after_attempts, times)
       SELECT $1, r.ord - 1, r.stage, r.code, r.text, r.disconnect, r.delay, r.after, r.times
       FROM unnest($2::text[], $3::int[], $4::text[], $5::bool[], $6::int[], $7::int[], $8::int[])
         WITH ORDINALITY AS r (stage, code, text, disconnect, delay, after, times, ord)`,
      [
        inboxId,
        rules.map((r) => r.stage),
        rules.map((r) => r.reply?.code ?? null),
        rules.map((r) => r.reply?.text ?? null),
        rules.map((r) => r.action === 'disconnect'),
        rules.map((r) => r.delayMs ?? 0),
        rules.map((r) => r.after ?? 0),
        rules.map((r) => r.times ?? null),
      ],
    );
  });
}

export async function listSmtpFaults(q: Queryable, inboxId: number): Promise<StoredSmtpFaultRule[]> {
  const { rows } = await q.query<StoredSmtpFaultRule>(
    `SELECT ${RULE_COLUMNS}, after_attempts AS after, times, hits::int AS hits
     FROM smtp_fault_rules WHERE inbox_id = $1 ORDER BY position`,
    [inboxId],
  );
  return rows;
}

/** Removes every rule of the inbox; returns how many there were. */
export async function clearSmtpFaults(q: Queryable, inboxId: number): Promise<number> {
  const { rows } = await q.query<{ deleted: number }>(
    `WITH rules AS (DELETE FROM smtp_fault_rules WHERE inbox_id = $1 RETURNING 1),
          attempts AS (DELETE FROM smtp_fault_attempts WHERE inbox_id = $1)
     SELECT count(*)::int AS deleted FROM rules`,
    [inboxId],
  );
  return rows[0]!.deleted;
}

export interface RecipientInbox extends Inbox {
  /** The stages this inbox has fault rules for; [] for nearly every inbox. */
  faultStages: SmtpFaultStage[];
}

/**
 * The active inbox at this address, with the stages it has fault rules for: SMTP's recipient lookup.
 * Carrying the stages here is what spares an inbox without rules any further query.
 */
export async function findRecipientInbox(q: Queryable, address: string): Promise<RecipientInbox | undefined> {
  const { rows } = await q.query<RecipientInbox>({
    name: 'find-recipient-inbox',
    text: `SELECT i.id, i.account_id AS "accountId", i.address, i.created_at AS "createdAt", ${INBOX_EXPIRY} AS "expiresAt",
             ARRAY(SELECT DISTINCT r.stage FROM smtp_fault_rules r WHERE r.inbox_id = i.id) AS "faultStages"
           FROM inboxes i WHERE i.address = $1 AND i.expires_at > now()`,
    values: [address],
  });
  return rows[0];
}

/**
 * Counts one attempt at `stage` for each of the inboxes and, in the same statement, gives a hit to the
 * rule that answers it: the first applicable rule of the first inbox (in the order given) that has one.
 * Every replica counts through these rows, so "after" and "times" hold across replicas.
 */
export async function recordSmtpFaultAttempt(
  q: Queryable,
  inboxIds: number[],
  stage: SmtpFaultStage,
): Promise<ActingSmtpFault | undefined> {
  const { rows } = await q.query<ActingSmtpFault>({
    name: 'record-smtp-fault-attempt',
    text: `WITH attempt AS (
             UPDATE smtp_fault_attempts SET attempts = attempts + 1
             WHERE inbox_id = ANY($1::bigint[]) AND stage = $2 RETURNING inbox_id, attempts
           ), acting AS (
             SELECT r.inbox_id, r.position FROM smtp_fault_rules r JOIN attempt a USING (inbox_id)
             WHERE r.stage = $2 AND a.attempts > r.after_attempts AND (r.times IS NULL OR a.attempts <= r.after_attempts + r.times)
             ORDER BY array_position($1::bigint[], r.inbox_id), r.position LIMIT 1
           )
           UPDATE smtp_fault_rules r SET hits = r.hits + 1 FROM acting
           WHERE r.inbox_id = acting.inbox_id AND r.position = acting.position
           RETURNING r.inbox_id AS "inboxId", r.stage, r.reply_code AS "replyCode", r.reply_text AS "replyText", r.disconnect,
             r.delay_ms AS "delayMs"`,
    values: [inboxIds, stage],
  });
  return rows[0];
}
