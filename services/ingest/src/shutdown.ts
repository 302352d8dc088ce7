import type { Logger } from '@throwbox/observability';

export interface StopStep {
  /** What the stop waits for during this step, as the deadline's log line names it. */
  waitingFor: string;
  run(signal: AbortSignal): Promise<void> | void;
}

/**
 * Runs a stop's steps one after the other, each awaited before the next begins, until `deadlineMs` after
 * the first. At the deadline it gives up: `open()` says what was still open, which is logged with the step
 * it was waiting for, the running step's signal aborts, `force()` cuts what is left (answers, connections),
 * and it rejects with an error naming them, so that the process exits 1 instead of hanging until the pod is
 * killed. A step still pending then is left behind; no later step starts.
 */
export async function stopInOrder(
  steps: StopStep[],
  opts: { deadlineMs: number; logger: Logger; open: () => string[]; force: () => void },
): Promise<void> {
  const controller = new AbortController();
  let waitingFor = '';
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const open = opts.open();
      const what = `shutdown deadline (${opts.deadlineMs} ms) passed while waiting for ${waitingFor}; still open: ${open.join(', ') || 'nothing else'}`;
      opts.logger.error({ deadlineMs: opts.deadlineMs, waitingFor, open }, what);
      controller.abort();
      opts.force();
      reject(new Error(what));
    }, opts.deadlineMs);
  });
  const run = async () => {
    for (const step of steps) {
      if (controller.signal.aborted) return;
      waitingFor = step.waitingFor;
      await step.run(controller.signal);
    }
  };
  try {
    await Promise.race([run(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
