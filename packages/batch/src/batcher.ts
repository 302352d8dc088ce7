/**
 * Group commit for callers that each want one row written or read: an item that arrives while a batch
 * is running waits and goes with the others in the next, so under load one statement serves many
 * callers, and alone an item runs at once. `run` must answer one result per item, in order; when it
 * fails (or answers a different number of results), every item of that batch fails with its error.
 */
export class Batcher<I, O> {
  private waiting: { item: I; resolve(o: O): void; reject(err: unknown): void }[] = [];
  private running = 0;
  /** Every item not yet settled, waiting or in a running batch. */
  private readonly unsettled = new Set<Promise<O>>();

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly opts: { maxItems: number; concurrency: number } = { maxItems: 200, concurrency: 1 },
  ) {}

  add(item: I): Promise<O> {
    const result = new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
    });
    this.unsettled.add(result);
    const forget = () => this.unsettled.delete(result);
    result.then(forget, forget);
    this.next();
    return result;
  }

  /** Resolves once every item added so far has been handled (written or failed), whatever comes after. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.unsettled]);
  }

  private next(): void {
    if (this.waiting.length === 0 || this.running >= this.opts.concurrency) return;
    const batch = this.waiting.splice(0, this.opts.maxItems);
    this.running++;
    let answered: Promise<O[]>;
    try {
      answered = this.run(batch.map((b) => b.item));
    } catch (err) {
      answered = Promise.reject(err);
    }
    answered
      .then((out) => {
        if (out.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${out.length} results`);
        batch.forEach((b, i) => b.resolve(out[i]!));
      })
      .catch((err: unknown) => batch.forEach((b) => b.reject(err)))
      .finally(() => {
        this.running--;
        this.next();
      });
  }
}
