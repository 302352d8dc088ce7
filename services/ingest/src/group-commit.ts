import { insertAttachments, insertMail, newId, withTransaction, type Extracted, type IncomingMail, type OutboxRow } from '@throwbox/db';
import type { IngestDeps } from './deps.js';
import { preciseNow } from '@throwbox/observability';
import { extractInline } from './extract-inline.js';
import { publishWakeups } from './wakeups.js';
import { parseMessage, type ParsedMessage } from './parse.js';

export interface IncomingMessage {
  raw: Buffer;
  recipients: string[];
  envelopeFrom: string;
  /** The SMTP client's address and HELO/EHLO name, kept for SPF; '' when not known. */
  clientIp?: string;
  helo?: string;
  sessionId: string;
  /** When the sender's DATA ended; when this is called, unless told. */
  dataEndedAt?: Date;
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
/** Most bytes of raw mail one statement carries (Postgres refuses a message over 1 GB): big mail goes in smaller groups. */
const MAX_GROUP_BYTES = 64 * 1024 * 1024;

interface Pending {
  message: IncomingMessage;
  parsed: ParsedMessage;
  extraction: Extracted | undefined;
  /** performance.now() when it was parsed and extracted, and began waiting for its group. */
  readyAt: number;
  resolve(result: StoreResult): void;
  reject(err: unknown): void;
}

/** How long a parsed message waits, at most, for the others being parsed to join its group. */
const GATHER_MS = 2;
/** Groups committing at once: while one waits for its WAL flush, the next can be on its way. */
const MAX_COMMITS = 2;
/**
 * Statements a group is committed as, on as many pool connections at once: Postgres computes each row's
 * search document in the backend that inserts it, so one statement keeps one core busy while the
 * senders wait. Each settles its own messages; nothing needs a group's messages to commit together.
 */
const STATEMENTS = 2;
/** Fewest messages a statement of a split group carries. */
const MIN_PART = 4;

/** `group` in at most `k` parts of near-equal size, none under MIN_PART (one part when the group is small). */
function split<T>(group: T[], k: number): T[][] {
  const parts = Math.max(1, Math.min(k, Math.floor(group.length / MIN_PART)));
  const out: T[][] = [];
  for (let i = 0; i < parts; i++)
    out.push(group.slice(Math.floor((i * group.length) / parts), Math.floor(((i + 1) * group.length) / parts)));
  return out;
}

/**
 * Stores messages with group commit: while one transaction is committing, messages that arrive wait and
 * then go together in the next, sharing its statement and its WAL flush. A message whose parse ends
 * while others are still being parsed waits for them (up to GATHER_MS) so that a burst goes in one group
 * rather than one lone message and then the rest; a lone message is stored at once. A group of
 * 2 × MIN_PART messages or more goes as STATEMENTS statements at once. Each message's promise settles
 * only when its own transaction has committed.
 */
export class MessageStore {
  private waiting: Pending[] = [];
  private commits = 0;
  private parsing = 0;
  private gather: NodeJS.Timeout | undefined;

  /** throwbox_smtp_store_step_seconds, one child per step. */
  private readonly steps;

  constructor(
    private readonly deps: IngestDeps,
    private readonly gatherMs = GATHER_MS,
  ) {
    const { storeSteps } = deps.metrics;
    this.steps = { parse: storeSteps.labels('parse'), group: storeSteps.labels('group'), commit: storeSteps.labels('commit') };
  }

  /**
   * Parses the message and stores a copy for every recipient inbox that is still active, with its
   * attachments and outbox rows. A message that cannot be parsed is still stored with its raw source:
   * losing mail is worse than an empty subject.
   */
  async store(incoming: IncomingMessage): Promise<StoreResult> {
    const message = { ...incoming, dataEndedAt: incoming.dataEndedAt ?? new Date() };
    const started = performance.now();
    this.parsing++;
    const parsed = await parseMessage(message.raw).catch((err: unknown) => {
      this.deps.logger.warn({ err, session: message.sessionId }, 'message could not be parsed; storing raw source only');
      return UNPARSED;
    });
    this.parsing--;
    const extraction = extractInline(this.deps, parsed);
    const readyAt = performance.now();
    this.steps.parse.observe((readyAt - started) / 1000);
    return new Promise<StoreResult>((resolve, reject) => {
      this.waiting.push({ message, parsed, extraction, readyAt, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Stores a group and publishes its wake-ups at once, before anything else is done with its messages
   * (their senders' replies, log lines and hand-offs): a waiting request's answer starts from there.
   */
  private async storeAndPublish(group: Pending[]): Promise<StoreResult[]> {
    const results = await storeGroup(this.deps, group);
    const committedAt = preciseNow();
    const messages = results.flatMap((r) => r.messages);
    publishWakeups(this.deps, messages, committedAt);
    return results;
  }

  /** Starts a commit of what is waiting when a slot is free and the group is complete (or `now`). */
  private schedule(now = false): void {
    if (this.waiting.length === 0 || this.commits >= MAX_COMMITS) return;
    if (now || this.parsing === 0 || this.waiting.length >= MAX_GROUP) {
      clearTimeout(this.gather);
      this.gather = undefined;
      void this.commit(this.waiting.splice(0, this.groupSize()));
      return;
    }
    this.gather ??= setTimeout(() => {
      this.gather = undefined;
      this.schedule(true);
    }, this.gatherMs);
  }

  /** How many of the waiting messages the next group takes: at most MAX_GROUP, and MAX_GROUP_BYTES (but one at least). */
  private groupSize(): number {
    let n = 0;
    let bytes = 0;
    for (const p of this.waiting) {
      bytes += p.message.raw.length;
      if (n === MAX_GROUP || (n > 0 && bytes > MAX_GROUP_BYTES)) break;
      n++;
    }
    return n;
  }

  /** Commits a group as up to STATEMENTS statements at once, each settling its own messages when it commits. */
  private async commit(group: Pending[]): Promise<void> {
    this.commits++;
    const started = performance.now();
    for (const p of group) this.steps.group.observe((started - p.readyAt) / 1000);
    try {
      await Promise.all(split(group, STATEMENTS).map((part) => this.commitPart(part, started)));
    } finally {
      this.commits--;
      // What arrived meanwhile has waited long enough.
      this.schedule(true);
    }
  }

  private async commitPart(group: Pending[], started: number): Promise<void> {
    this.deps.metrics.commitGroup.observe(group.length);
    try {
      const results = await this.storeAndPublish(group);
      const seconds = (performance.now() - started) / 1000;
      for (const p of group) this.steps.commit.observe(seconds);
      group.forEach((p, i) => p.resolve(results[i]!));
    } catch (err) {
      // A message Postgres refuses (bad data, a limit) must not fail the others: store each alone to find
      // it. Anything else (the database away, a timeout) would fail them one by one, slowly: all fail now.
      if (!isDataError(err)) for (const p of group) p.reject(err);
      else for (const p of group) await this.storeAlone(p, group.length === 1 ? err : undefined);
    }
  }

  /**
   * A message of a group Postgres refused, on its own (`refused`: its error when it was alone already).
   * Refused with what ingest extracted, it is stored without it, for the code-extractor to do: mail is
   * never refused for its extraction.
   */
  private async storeAlone(p: Pending, refused?: unknown): Promise<void> {
    let err = refused;
    if (err === undefined) {
      try {
        p.resolve((await this.storeAndPublish([p]))[0]!);
        return;
      } catch (e) {
        err = e;
      }
    }
    if (!p.extraction || !isDataError(err)) {
      p.reject(err);
      return;
    }
    this.deps.logger.warn(
      { err, session: p.message.sessionId },
      'Postgres refused what ingest extracted; stored for the code-extractor instead',
    );
    await this.storeAndPublish([{ ...p, extraction: undefined }]).then(
      (r) => p.resolve(r[0]!),
      (e: unknown) => p.reject(e),
    );
  }
}

/**
 * One statement for a group of messages, however many there are (a transaction only when some carry
 * attachments): a copy for each recipient whose inbox is still active, and its outbox rows.
 */
async function storeGroup(deps: IngestDeps, group: Pending[]): Promise<StoreResult[]> {
  const mail: IncomingMail[] = group.map((p) => ({
    ...p.parsed,
    envelopeFrom: p.message.envelopeFrom,
    clientIp: p.message.clientIp ?? '',
    helo: p.message.helo ?? '',
    raw: p.message.raw,
    dataEndedAt: p.message.dataEndedAt ?? new Date(),
    copies: p.message.recipients.map((address) => ({ id: newId('msg'), address })),
    ...(p.extraction ? { extraction: p.extraction } : {}),
  }));
  const result = await (mail.some((m) => m.attachments.length)
    ? withTransaction(deps.pool, async (client) => {
        const inserted = await insertMail(client, mail);
        const stored = new Set(inserted.stored);
        await insertAttachments(
          client,
          mail.map((m) => ({ copyIds: m.copies.filter((c) => stored.has(c.id)).map((c) => c.id), attachments: m.attachments })),
        );
        return inserted;
      })
    : insertMail(deps.pool, mail));
  const stored = new Set(result.stored);
  const byMessage = new Map<string, OutboxRow[]>();
  for (const o of result.outbox) {
    const rows = byMessage.get(o.messageId!);
    if (rows) rows.push(o);
    else byMessage.set(o.messageId!, [o]);
  }
  return mail.map((m) => {
    const copies = m.copies.filter((c) => stored.has(c.id));
    return { messages: copies, outbox: copies.flatMap((c) => byMessage.get(c.id) ?? []) };
  });
}

/** SQLSTATE classes of errors in the data of a statement: 22 data exception, 23 integrity, 54 limit exceeded. */
function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}
