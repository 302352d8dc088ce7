import type { getFanOutInputs } from '@throwbox/db';

export type FanOutInputs = NonNullable<Awaited<ReturnType<typeof getFanOutInputs>>>;

/** At most this many kept; the oldest goes first. */
const MAX_KEPT = 10_000;
/**
 * Older than this, read again: about as old as the inputs of an admitted fan-out's last call can be when
 * it waits its turn, and past the put-back's own delay (about a second), after which another replica may
 * have run it.
 */
const MAX_AGE_MS = 2000;

/**
 * What a fan-out put back for its account's share had read, kept for when its job comes back (woken
 * within milliseconds, usually): it goes on without reading its message and endpoints a second time.
 */
export class PutBackInputs {
  private readonly kept = new Map<string, { inputs: FanOutInputs; at: number }>();

  keep(messageId: string, inputs: FanOutInputs): void {
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(messageId, { inputs, at: performance.now() });
  }

  take(messageId: string): FanOutInputs | undefined {
    const kept = this.kept.get(messageId);
    if (!kept) return undefined;
    this.kept.delete(messageId);
    return performance.now() - kept.at <= MAX_AGE_MS ? kept.inputs : undefined;
  }
}
