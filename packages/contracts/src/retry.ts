/**
 * When a failed webhook delivery is tried again (DECISIONS §5): this long after each failure, each ±20% so
 * endpoints that fail together are not retried in lockstep; then the event is given up. The one source of
 * the schedule: the dispatcher's delays, the delivery job's attempts and the document's prose derive from it.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = Object.freeze([10_000, 60_000, 300_000, 900_000, 3_600_000, 10_800_000]);

export const RETRY_JITTER = 0.2;

/** The first attempt and one per entry of the schedule. */
export const WEBHOOK_DELIVERY_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;

const UNITS: [ms: number, unit: string][] = [
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/** The schedule in words, as the document and the README write it: "10 s, 1 min, 5 min, 15 min, 1 h and 3 h". */
export function retrySchedulePhrase(schedule: readonly number[] = RETRY_SCHEDULE_MS): string {
  const words = schedule.map((ms) => {
    const [size, unit] = UNITS.find(([size]) => ms % size === 0 && ms >= size) ?? [1, 'ms'];
    return `${ms / size} ${unit}`;
  });
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}
