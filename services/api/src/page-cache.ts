import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import type { InboxPage } from '@throwbox/db';
import type { Logger } from '@throwbox/observability';
import { inboxChannel, publishInboxChange } from '@throwbox/queue/redis';
import { presentSummary } from './present.js';

/** How soon a refused subscription to the installation's inbox changes is asked for again. */
const RESUBSCRIBE_MS = 1000;

/** An inbox's first page, kept for the account that read it. */
export interface CachedPage {
  accountId: number;
  limit: number;
  inbox: NonNullable<InboxPage['inbox']>;
  /** How many messages the page holds. */
  count: number;
  /** The answer without a wait, `{address, messages, waited: false}`, as the JSON express would send. */
  body: Buffer;
  /** When the read that filled it began (Date.now()). */
  readAt: number;
}

/** What a kept page counts against the cap: its answer and, roughly, the entry and its key around it. */
const weight = (body: Buffer) => body.length + 300;

/** A read whose page may be kept: spoiled by any change to its inbox heard before it settles. */
interface Fill {
  address: string;
  epoch: number;
  startedAt: number;
  spoiled: boolean;
}

/**
 * The first page of inboxes' lists (no filter), kept in this api process so that reading an unchanged
 * inbox costs no Postgres round trip. Whatever changes an inbox's list publishes on its wake-up channel
 * (ingest's commit, the extractor's results, the api's deletions); every api process listens to all of
 * the installation's inbox channels (one pattern subscription) and drops the inbox's page on each.
 *
 * - A read that began before a change and ends after it is not kept: each read in flight is registered
 *   before its query, and a change heard for its inbox (or a lost subscription) spoils it.
 * - While the subscription is not live (Redis unreachable, reconnecting, not yet subscribed) nothing is
 *   served or kept, and losing it drops everything: a change published meanwhile would be missed.
 * - A page is served only to the account that read it, only while its inbox is active, for at most
 *   `maxAgeMs` (the bound for a change made by something that does not publish), least recently used
 *   pages going first past `maxBytes`.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** The entries' size, as counted against maxBytes. */
  private bytes = 0;
  private readonly fills = new Map<string, Set<Fill>>();
  /** Bumped whenever everything is dropped: reads begun before it are not kept. */
  private epoch = 0;
  private live = false;
  private stopped = false;
  /** Inbox changes heard (tests wait on it). */
  heard = 0;
  /** Hits not yet added to the `reads` counter: added whenever it is read, not on every request. */
  private hits = 0;

  constructor(
    /** The process's subscriber connection. */
    private readonly subscriber: Redis,
    /** The process's command connection, on which its own changes are announced. */
    private readonly publisher: Redis,
    private readonly prefix: string,
    private readonly opts: { maxBytes: number; maxAgeMs: number },
    private readonly reads: Counter<'result'>,
    private readonly logger: Logger,
  ) {
    const collect = (reads as { collect?: () => unknown }).collect;
    (reads as { collect?: () => unknown }).collect = () => {
      if (this.hits) reads.inc({ result: 'hit' }, this.hits);
      this.hits = 0;
      return collect?.call(reads);
    };
  }

  /** True while changes are heard: only then are pages served and kept. */
  get enabled(): boolean {
    return this.live && this.opts.maxBytes > 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** The page of this inbox kept for this account and page size, if it may still be served. */
  get(address: string, accountId: number, limit: number): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.entries.get(address);
    const now = Date.now();
    if (!page || page.accountId !== accountId || page.limit !== limit) {
      this.reads.inc({ result: 'miss' });
      return undefined;
    }
    if (now - page.readAt >= this.opts.maxAgeMs || (page.inbox.expiresAt !== null && page.inbox.expiresAt.getTime() <= now)) {
      this.drop(address);
      this.reads.inc({ result: 'miss' });
      return undefined;
    }
    // Most recently used last: the first entry is the one to evict.
    this.entries.delete(address);
    this.entries.set(address, page);
    this.hits++;
    return page;
  }

  /**
   * Reads an inbox's first page through `query`, keeping it when it is the account's own active inbox and
   * no change of that inbox was heard between the start of the read and its end.
   */
  async read(key: { address: string; accountId: number; limit: number }, query: () => Promise<InboxPage>): Promise<InboxPage> {
    if (!this.enabled) return query();
    const fill: Fill = { address: key.address, epoch: this.epoch, startedAt: Date.now(), spoiled: false };
    let fills = this.fills.get(key.address);
    if (!fills) this.fills.set(key.address, (fills = new Set()));
    fills.add(fill);
    let page: InboxPage | undefined;
    try {
      page = await query();
    } finally {
      fills.delete(fill);
      if (fills.size === 0 && this.fills.get(key.address) === fills) this.fills.delete(key.address);
    }
    const { inbox, messages } = page;
    const keep =
      !fill.spoiled &&
      fill.epoch === this.epoch &&
      this.enabled &&
      inbox !== undefined &&
      inbox.accountId === key.accountId &&
      (inbox.expiresAt === null || inbox.expiresAt.getTime() > Date.now());
    if (keep) {
      const json = JSON.stringify({ address: inbox.address, messages: messages.map(presentSummary), waited: false });
      // A buffer of its own: a small one from Node's shared pool would keep its whole 8 KB slab alive.
      const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
      body.write(json);
      this.drop(key.address);
      this.entries.set(key.address, {
        accountId: key.accountId,
        limit: key.limit,
        inbox,
        count: messages.length,
        body,
        readAt: fill.startedAt,
      });
      this.bytes += weight(body);
      while (this.bytes > this.opts.maxBytes) this.drop(this.entries.keys().next().value!);
    }
    return page;
  }

  /** Drops the inbox's page, here and now; reads of it under way are not kept. */
  invalidate(address: string): void {
    this.drop(address);
    const fills = this.fills.get(address);
    if (fills) for (const fill of fills) fill.spoiled = true;
  }

  /**
   * What a change this process made to an inbox's list does: drops the page here, then announces it to
   * every other process (and wakes the inbox's waits, which re-query). Resolves once Redis has it.
   */
  async changed(address: string): Promise<void> {
    this.invalidate(address);
    await publishInboxChange(this.publisher, this.prefix, address).catch((err: unknown) => {
      // Other processes then keep their page of it until it is maxAgeMs old.
      this.logger.warn({ err }, "announcing a change of an inbox's mail failed");
    });
  }

  start(): void {
    // Off: no page is kept, so every inbox's news would be heard for nothing.
    if (this.opts.maxBytes <= 0) return;
    this.subscriber.on('pmessage', this.onMessage);
    this.subscriber.on('ready', this.subscribe);
    this.subscriber.on('close', this.lost);
    if (this.subscriber.status === 'ready') this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.lost();
    this.subscriber.off('pmessage', this.onMessage);
    this.subscriber.off('ready', this.subscribe);
    this.subscriber.off('close', this.lost);
  }

  private get channels(): { pattern: string; head: string } {
    const head = inboxChannel(this.prefix, '');
    // The prefix is literal: any glob character in it is escaped.
    return { pattern: `${head.replace(/[*?[\]\\]/g, '\\$&')}*`, head };
  }

  private readonly onMessage = (pattern: string, channel: string): void => {
    const { pattern: ours, head } = this.channels;
    if (pattern !== ours) return;
    this.heard++;
    this.invalidate(channel.slice(head.length));
  };

  /** Until the pattern subscription is acknowledged, changes could be missed: nothing is served. */
  private readonly subscribe = (): void => {
    if (this.stopped) return;
    this.subscriber.psubscribe(this.channels.pattern).then(
      () => {
        if (this.stopped || this.subscriber.status !== 'ready') return;
        this.clear();
        this.live = true;
      },
      (err: unknown) => {
        this.logger.warn({ err }, "subscribing to the inboxes' changes failed; lists are read from Postgres until it succeeds");
        if (this.subscriber.status === 'ready') setTimeout(this.subscribe, RESUBSCRIBE_MS).unref();
      },
    );
  };

  /** The connection closed: changes published from now on would not be heard. */
  private readonly lost = (): void => {
    this.live = false;
    this.clear();
  };

  private drop(address: string): void {
    const page = this.entries.get(address);
    if (!page) return;
    this.entries.delete(address);
    this.bytes -= weight(page.body);
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.epoch++;
  }
}
