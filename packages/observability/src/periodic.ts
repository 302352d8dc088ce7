/**
 * Runs `task` every `intervalMs`, never two at once: a tick that finds the previous run still going is
 * skipped (a slow database must not stack runs up, each holding a connection). stop() ends the ticks and
 * waits for the run in progress.
 */
export function runEvery(intervalMs: number, task: () => Promise<void>, onError: (err: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * A warning for errors that repeat while a dependency is away (a Redis or Postgres connection retrying):
 * the first is logged at once, then at most one line per `intervalMs` with the number left unlogged.
 */
export function rateLimitedWarn(logger: WarnLogger, msg: string, intervalMs = 10_000): (err: unknown) => void {
  let last = -Infinity;
  let unlogged = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      unlogged++;
      return;
    }
    logger.warn({ err, ...(unlogged ? { unlogged } : {}) }, msg);
    last = now;
    unlogged = 0;
  };
}
