/** At most `size` calls at once; the rest wait their turn, in order. */
export class Limiter {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await call();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.free++;
    }
  }
}
