/** Something due at an instant (epoch ms); `slot` is its place in the heap while it is there, else -1. */
export interface Due {
  due: number;
  slot: number;
  fire(): void;
}

/**
 * One timer for many deadlines: a binary min-heap of what is due, and a single `setTimeout` armed for the
 * earliest. A held wait is then a record in the heap instead of a timer and closures of its own.
 */
export class Deadlines<T extends Due> {
  private readonly heap: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (epoch ms), or +∞. */
  private armedFor = Number.POSITIVE_INFINITY;

  get size(): number {
    return this.heap.length;
  }

  /** Adds `item` at `due`; it fires once that instant has passed, unless removed before. */
  add(item: T, due: number): void {
    if (item.slot >= 0) this.remove(item);
    item.due = due;
    item.slot = this.heap.length;
    this.heap.push(item);
    this.up(item.slot);
    this.arm();
  }

  remove(item: T): void {
    const i = item.slot;
    if (i < 0 || this.heap[i] !== item) return;
    item.slot = -1;
    const last = this.heap.pop()!;
    if (last !== item) {
      this.heap[i] = last;
      last.slot = i;
      this.down(i);
      this.up(i);
    }
    if (this.heap.length === 0) this.disarm();
  }

  private readonly fireDue = (): void => {
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    const now = Date.now();
    // Removed before firing: what fire() adds back (a wait's next poll) is due later than now.
    while (this.heap.length > 0 && this.heap[0]!.due <= now) {
      const item = this.heap[0]!;
      this.remove(item);
      item.fire();
    }
    this.arm();
  };

  private arm(): void {
    const first = this.heap[0];
    if (!first || first.due >= this.armedFor) return;
    this.disarm();
    this.armedFor = first.due;
    this.timer = setTimeout(this.fireDue, Math.max(1, first.due - Date.now()));
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
  }

  private up(i: number): void {
    const { heap } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.due <= heap[i]!.due) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const { heap } = this;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const least = right < heap.length && heap[right]!.due < heap[left]!.due ? right : left;
      if (heap[i]!.due <= heap[least]!.due) return;
      this.swap(i, least);
      i = least;
    }
  }

  private swap(a: number, b: number): void {
    const { heap } = this;
    const x = heap[a]!;
    const y = heap[b]!;
    heap[a] = y;
    heap[b] = x;
    x.slot = b;
    y.slot = a;
  }
}
