import { readFileSync, readdirSync } from 'node:fs';

/** CPU time (clock ticks) a process and all its descendants have used so far, from Linux's /proc; 0 if unknown. */
export function treeCpuTicks(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const p = pending.pop()!;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      // After the command name in parentheses: state is the first field, utime, stime, cutime, cstime the 12th to 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/**
 * Polls `check` until it passes, for as long as the processes under `pid` make progress (use CPU): the
 * budget is renewed by their work rather than fixed, so a loaded machine gets the time starting takes,
 * while a stack that is stuck fails the wait after `stallMs` without progress. `gone` ends it at once.
 */
export async function whileProgressing<T>(
  pid: number,
  check: () => Promise<T | undefined | null | false>,
  opts: { stallMs?: number; everyMs?: number; gone?: () => string | undefined } = {},
): Promise<T> {
  const stallMs = opts.stallMs ?? 60_000;
  let ticks = treeCpuTicks(pid);
  let progressAt = Date.now();
  let last: unknown;
  for (;;) {
    const gone = opts.gone?.();
    if (gone) throw new Error(gone);
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    const now = treeCpuTicks(pid);
    if (now !== ticks) {
      ticks = now;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > stallMs) {
      throw new Error(`no progress (no CPU used) for ${stallMs} ms and not ready${last ? `: ${String(last)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, opts.everyMs ?? 100));
  }
}
