import type { ChildProcess } from 'node:child_process';

/**
 * Waits for `child` to exit (`exited`: its exit, as the caller records it) for at most `withinMs`. A child
 * still running then is killed (SIGKILL) and the wait fails, naming it (`name`, its pid), what it was
 * waited for (`after`, e.g. "SIGTERM") and the end of its output, instead of waiting as long as it hangs.
 */
export async function exitWithin<T>(
  child: ChildProcess,
  exited: Promise<T>,
  opts: { name: string; withinMs: number; after: string; output?: () => string },
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), opts.withinMs);
  });
  try {
    const result = await Promise.race([exited, timedOut]);
    if (result !== 'timed out') return result;
  } finally {
    clearTimeout(timer);
  }
  child.kill('SIGKILL');
  const tail = opts.output?.().slice(-3000);
  throw new Error(
    `${opts.name} (pid ${child.pid}) did not exit within ${opts.withinMs} ms of ${opts.after}; killed it with SIGKILL${tail ? `. Its last output:\n${tail}` : ''}`,
  );
}
