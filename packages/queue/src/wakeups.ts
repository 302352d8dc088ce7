import type { Redis } from 'ioredis';
import { inboxChannel } from './channels.js';

type Listener = () => void;

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
  private connectedOnce = false;

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string) => {
      const ch = this.channels.get(channel);
      if (ch) for (const listener of ch.listeners) listener();
    });
    // After a reconnect, messages published while we were away are lost: everyone re-queries.
    subscriber.on('ready', () => {
      if (this.connectedOnce) this.wakeAll();
      this.connectedOnce = true;
    });
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
      ch.ready.catch(() => undefined);
      this.channels.set(name, ch);
    }
    const channel = ch;
    channel.listeners.add(listener);
    const remove = () => {
      if (!channel.listeners.delete(listener) || channel.listeners.size > 0) return;
      if (this.channels.get(name) === channel) {
        this.channels.delete(name);
        this.subscriber.unsubscribe(name).catch(() => undefined);
      }
    };
    try {
      await channel.ready;
    } catch (err) {
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
