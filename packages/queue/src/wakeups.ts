import type { Redis } from 'ioredis';
import { preciseNow, rateLimitedWarn, type WarnLogger } from '@throwbox/observability';
import { inboxChannel, readWakeup } from './channels.js';

type Listener = () => void;

/** A stored message's wake-up as heard: its commit instant (ingest's clock) and when it arrived (this process's). */
export interface Heard {
  committedAt: number;
  heardAt: number;
}

/** How many wake-ups heard are kept (their commit instants and when they were heard), the oldest dropped first. */
const COMMITS_KEPT = 4096;

interface Channel {
  listeners: Set<Listener>;
  /** Resolves once Redis acknowledged the SUBSCRIBE. */
  ready: Promise<unknown>;
}

/**
 * One Redis subscriber connection per process, fanned out in memory to every request waiting on an
 * inbox. A wake-up is a hint to re-query Postgres, never the data itself.
 */
export class InboxWakeups {
  private readonly channels = new Map<string, Channel>();
  /** Message id → when its commit completed and when its wake-up was heard here (the newest COMMITS_KEPT). */
  private readonly commits = new Map<string, Heard>();
  private connectedOnce = false;

  private readonly subscribeFailed: (err: unknown) => void;

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
    logger: WarnLogger,
  ) {
    this.subscribeFailed = rateLimitedWarn(logger, "subscribing to an inbox's wake-ups failed; its waits re-query at their deadline");
  }

  private readonly onMessage = (channel: string, message: string): void => {
    const ch = this.channels.get(channel);
    if (!ch) return;
    const heard = readWakeup(message);
    if (heard) {
      this.commits.set(heard.messageId, { committedAt: heard.committedAt, heardAt: preciseNow() });
      if (this.commits.size > COMMITS_KEPT) this.commits.delete(this.commits.keys().next().value!);
    }
    for (const listener of ch.listeners) listener();
  };

  /**
   * When a message's commit completed and when its wake-up reached this process (epoch ms, with a
   * fraction), if it was heard here lately.
   */
  heard(messageId: string): Heard | undefined {
    return this.commits.get(messageId);
  }

  /** After a reconnect, messages published while we were away are lost: everyone re-queries. */
  private readonly onReady = (): void => {
    if (this.connectedOnce) this.wakeAll();
    this.connectedOnce = true;
  };

  start(): void {
    this.connectedOnce = this.subscriber.status === 'ready';
    this.subscriber.on('message', this.onMessage);
    this.subscriber.on('ready', this.onReady);
  }

  /** Wakes every listener (their waits re-query and answer) and stops listening to the connection. */
  async stop(): Promise<void> {
    this.wakeAll();
    this.subscriber.off('message', this.onMessage);
    this.subscriber.off('ready', this.onReady);
  }

  /**
   * Registers a listener and resolves once the subscription is live, so a query made afterwards cannot
   * miss a wake-up. Returns the function that unregisters it.
   */
  async listen(address: string, listener: Listener): Promise<() => void> {
    const name = inboxChannel(this.prefix, address);
    let ch = this.channels.get(name);
    if (!ch) {
      ch = { listeners: new Set(), ready: this.subscriber.subscribe(name) };
      // Awaited (and a failure logged) below; this only keeps a rejection from going unhandled meanwhile.
      ch.ready.catch(() => undefined);
      this.channels.set(name, ch);
    }
    const channel = ch;
    channel.listeners.add(listener);
    const remove = () => {
      if (!channel.listeners.delete(listener) || channel.listeners.size > 0) return;
      if (this.channels.get(name) === channel) {
        this.channels.delete(name);
        // A channel left subscribed only costs its messages until the next reconnect.
        this.subscriber.unsubscribe(name).catch(() => undefined);
      }
    };
    try {
      await channel.ready;
    } catch (err) {
      this.subscribeFailed(err);
      remove();
      // A failed subscription must not stay cached: the next waiter tries again.
      if (this.channels.get(name) === channel) this.channels.delete(name);
      throw err;
    }
    return remove;
  }

  wakeAll(): void {
    for (const ch of this.channels.values()) for (const listener of ch.listeners) listener();
  }

  get channelCount(): number {
    return this.channels.size;
  }
}
