/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/** "2026-11-24 14:05:09 UTC": the console shows every time in UTC, as the API and the request log do. */
export const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function When({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{utc(at)}</time>;
}

/** "in 59 min" as rendered; console.js keeps it counting down to "expired". */
export function leftUntil(at: Date, now = Date.now()): string {
  const s = Math.round((at.getTime() - now) / 1000);
  if (s <= 0) return 'expired';
  if (s < 60) return `${s} s left`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s left`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min left`;
}

export function Expiry({ at }: { at: Date | null }) {
  if (at === null) return <span class="permanent">permanent</span>;
  return (
    <time dateTime={at.toISOString()} data-countdown="" title={utc(at)}>
      {leftUntil(at)}
    </time>
  );
}
