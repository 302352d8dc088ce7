import { findActiveInboxes, insertMessage, insertOutbox, newId, withTransaction, type OutboxRow } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { parseMessage, type ParsedMessage } from './parse.js';

export interface StoredMessage {
  id: string;
  address: string;
}

export interface StoreResult {
  messages: StoredMessage[];
  outbox: OutboxRow[];
}

const UNPARSED: ParsedMessage = { from: '', subject: '', intro: '', text: '', html: '', attachments: [] };

/**
 * Parses the message and, in one transaction, stores a copy for every recipient inbox that is still
 * active, with its attachments and the outbox rows for extraction and the webhook event. A message that
 * cannot be parsed is still stored with its raw source: losing mail is worse than an empty subject.
 */
export async function storeMessage(
  deps: IngestDeps,
  m: { raw: Buffer; recipients: string[]; envelopeFrom: string; sessionId: string },
): Promise<StoreResult> {
  const parsed = await parseMessage(m.raw).catch((err: unknown) => {
    deps.logger.warn({ err, session: m.sessionId }, 'message could not be parsed; storing raw source only');
    return UNPARSED;
  });
  return withTransaction(deps.pool, async (client) => {
    const inboxes = await findActiveInboxes(client, m.recipients);
    const messages: StoredMessage[] = [];
    for (const inbox of inboxes) {
      const id = newId('msg');
      await insertMessage(client, { id, inboxId: inbox.id, envelopeFrom: m.envelopeFrom, raw: m.raw, ...parsed });
      messages.push({ id, address: inbox.address });
    }
    const outbox = await insertOutbox(
      client,
      messages.flatMap((msg) => [
        { kind: 'extract' as const, messageId: msg.id },
        { kind: 'message.received' as const, messageId: msg.id },
      ]),
    );
    return { messages, outbox };
  });
}
