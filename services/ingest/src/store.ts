import { findDeliverableInboxes, insertMessages, insertOutbox, newId, withTransaction, type NewMessage, type OutboxRow } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { parseMessage, type ParsedMessage } from './parse.js';

export interface IncomingMessage {
  raw: Buffer;
  recipients: string[];
  envelopeFrom: string;
  sessionId: string;
}

export interface StoredMessage {
  id: string;
  address: string;
}

export interface StoreResult {
  messages: StoredMessage[];
  outbox: OutboxRow[];
}

const UNPARSED: ParsedMessage = { from: '', subject: '', intro: '', text: '', html: '', attachments: [] };
/** Most messages one transaction takes; more wait for the next. */
const MAX_GROUP = 200;

interface Pending {
  message: IncomingMessage;
  parsed: ParsedMessage;
  resolve(result: StoreResult): void;
  reject(err: unknown): void;
}

/**
 * Stores messages with group commit: while one transaction is committing, messages that arrive wait and
 * then go together in the next, sharing its statements and its WAL flush. Nothing waits on a timer, so a
 * lone message is stored at once. Each message's promise settles only when its transaction has committed.
 */
export class MessageStore {
  private waiting: Pending[] = [];
  private committing = false;

  constructor(private readonly deps: IngestDeps) {}

  /**
   * Parses the message and stores a copy for every recipient inbox that is still active, with its
   * attachments and outbox rows. A message that cannot be parsed is still stored with its raw source:
   * losing mail is worse than an empty subject.
   */
  async store(message: IncomingMessage): Promise<StoreResult> {
    const parsed = await parseMessage(message.raw).catch((err: unknown) => {
      this.deps.logger.warn({ err, session: message.sessionId }, 'message could not be parsed; storing raw source only');
      return UNPARSED;
    });
    return new Promise<StoreResult>((resolve, reject) => {
      this.waiting.push({ message, parsed, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length) {
        const group = this.waiting.splice(0, MAX_GROUP);
        try {
          const results = await storeGroup(this.deps, group);
          group.forEach((p, i) => p.resolve(results[i]!));
        } catch (err) {
          if (group.length === 1) {
            group[0]!.reject(err);
            continue;
          }
          // One bad message must not fail the others: store each alone to find it.
          for (const p of group) {
            await storeGroup(this.deps, [p]).then((r) => p.resolve(r[0]!), (e: unknown) => p.reject(e));
          }
        }
      }
    } finally {
      this.committing = false;
    }
  }
}

/** One transaction for a group of messages: three statements however many there are. */
async function storeGroup(deps: IngestDeps, group: Pending[]): Promise<StoreResult[]> {
  return withTransaction(deps.pool, async (client) => {
    const inboxes = await findDeliverableInboxes(client, [...new Set(group.flatMap((p) => p.message.recipients))]);
    const byAddress = new Map(inboxes.map((i) => [i.address, i]));
    const rows: NewMessage[] = [];
    const perMessage = group.map((p) => {
      const stored: (StoredMessage & { hasWebhooks: boolean })[] = [];
      for (const address of p.message.recipients) {
        const inbox = byAddress.get(address);
        if (!inbox) continue;
        const id = newId('msg');
        rows.push({ id, inboxId: inbox.id, envelopeFrom: p.message.envelopeFrom, raw: p.message.raw, ...p.parsed });
        stored.push({ id, address, hasWebhooks: inbox.hasWebhooks });
      }
      return stored;
    });
    await insertMessages(client, rows);
    const outbox = await insertOutbox(
      client,
      perMessage.flat().flatMap((m) => [
        { kind: 'extract' as const, messageId: m.id },
        // Only accounts with an enabled webhook want the event; for the rest it would be pure cost.
        ...(m.hasWebhooks ? [{ kind: 'message.received' as const, messageId: m.id }] : []),
      ]),
    );
    return perMessage.map((stored) => {
      const ids = new Set(stored.map((m) => m.id));
      return { messages: stored.map(({ id, address }) => ({ id, address })), outbox: outbox.filter((o) => ids.has(o.messageId!)) };
    });
  });
}
