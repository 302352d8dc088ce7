import type { Queryable } from './pool.js';

/** Kinds of outbox rows; each maps to one queue (see @throwbox/queue). */
export type OutboxKind = 'extract' | 'message.received';

export interface OutboxRow {
  id: number;
  kind: OutboxKind;
  messageId: string | null;
  payload: Record<string, unknown>;
}

export async function markOutboxSent(q: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await q.query('UPDATE outbox SET sent_at = now() WHERE id = ANY($1::bigint[]) AND sent_at IS NULL', [ids]);
}

/**
 * Rows of the given kinds left unsent for longer than `olderThanMs`: ingest crashed between the commit
 * and the enqueue. Locked with SKIP LOCKED so relays in several replicas share the work.
 */
export async function claimStaleOutbox(q: Queryable, kinds: OutboxKind[], olderThanMs: number, limit = 100): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    `SELECT id, kind, message_id AS "messageId", payload FROM outbox
     WHERE sent_at IS NULL AND kind = ANY($1::text[]) AND created_at < now() - $2 * interval '1 millisecond'
     ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [kinds, olderThanMs, limit],
  );
  return rows;
}
