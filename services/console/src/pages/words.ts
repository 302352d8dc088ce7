/** "1 request", "2 requests", "1,000 requests": a count and its noun, in the console's en-US numbers. */
export const counted = (n: number, noun: string, plural = `${noun}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;

/**
 * A delivery's outcome: the status, and the error only when it says more than the status does
 * (the dispatcher records "HTTP 500" for a plain 500: shown once, not as "500 HTTP 500").
 */
export function outcome(status: number, error: string | null | undefined): string {
  const redundant = !error || error === `HTTP ${status}`;
  if (!status) return error ?? '';
  return redundant ? String(status) : `${status} ${error.startsWith(`HTTP ${status}: `) ? error.slice(`HTTP ${status}: `.length) : error}`;
}
