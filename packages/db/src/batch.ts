/**
 * Group commit for callers that each want one row written or read: an item that arrives while a batch
 * is running waits and goes with the others in the next, so under load one statement serves many
 * callers, and alone an item runs at once. `run` must answer one result per item, in order; when it
 * throws, every item of that batch fails with its error.
 */
export class Batcher<I, O> {
  private waiting: { item: I; resolve(o: O): void; reject(err: unknown): void }[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly opts: { maxItems: number; concurrency: number } = { maxItems: 200, concurrency: 1 },
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.waiting.length === 0 || this.running >= this.opts.concurrency) return;
    const batch = this.waiting.splice(0, this.opts.maxItems);
    this.running++;
    this.run(batch.map((b) => b.item))
      .then(
        (out) => batch.forEach((b, i) => b.resolve(out[i]!)),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        this.running--;
        this.next();
      });
  }
}
