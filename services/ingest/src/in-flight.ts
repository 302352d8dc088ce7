/**
 * Messages between the end of their DATA and the end of their reply's work (the 250 after the commit, its
 * hand-off queued; or a refusal), by SMTP session. A stop lets these sessions have their answer, and waits
 * for them before it closes the connections their work goes out on.
 */
export class InFlight {
  private readonly sessions = new Map<string, number>();
  private waiters: (() => void)[] = [];

  /** Marks a message of `sessionId` in flight; the function returned ends it (once, however often called). */
  begin(sessionId: string): () => void {
    this.sessions.set(sessionId, (this.sessions.get(sessionId) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = this.sessions.get(sessionId)! - 1;
      if (left > 0) this.sessions.set(sessionId, left);
      else this.sessions.delete(sessionId);
      if (this.sessions.size === 0) for (const wake of this.waiters.splice(0)) wake();
    };
  }

  has(sessionId: string): boolean {
    return this.sessions.has(sessionId);
  }

  /** The sessions with a message in flight. */
  list(): string[] {
    return [...this.sessions.keys()];
  }

  /** Resolves when no message is in flight. */
  idle(): Promise<void> {
    if (this.sessions.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
