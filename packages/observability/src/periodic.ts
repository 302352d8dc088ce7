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
