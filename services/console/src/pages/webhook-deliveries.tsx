/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeliveryAttempt } from '@throwbox/db';
import { CsrfField, type PageContext } from './layout.js';
import { utc } from './time.js';
import { outcome } from './words.js';

/** What the replay forms need: the page (for the CSRF token) and the endpoint; a disabled one replays nothing. */
export interface ReplayTarget {
  ctx: PageContext;
  webhookId: number;
  disabled: boolean;
}

/** "Replay" on a failed message.received attempt: the same event once more, signed afresh. */
function ReplayOne({ d, target }: { d: DeliveryAttempt; target: ReplayTarget }) {
  if (target.disabled || d.event !== 'message.received' || d.error === null) return null;
  return (
    <form method="post" action={`/webhooks/${target.webhookId}/replay`} class="inline">
      <CsrfField ctx={target.ctx} />
      <input type="hidden" name="eventId" value={d.eventId} />
      <button type="submit" class="secondary">
        Replay
      </button>
    </form>
  );
}

/** "Replay all failed since…": every kept event whose delivery failed since then and has not gone through. */
export function ReplayFailedSince({ target }: { target: ReplayTarget }) {
  if (target.disabled) return null;
  return (
    <form method="post" action={`/webhooks/${target.webhookId}/replay`} aria-label="Replay all failed since">
      <CsrfField ctx={target.ctx} />
      <label>
        Replay all failed since (UTC; events are kept 7 days)
        <input type="datetime-local" name="failedSince" required step={1} />
      </label>
      <button type="submit">Replay all failed since…</button>
    </form>
  );
}

/** What the endpoint answered, folded away until asked for: it is the endpoint's text, shown as text. */
function Response({ d }: { d: DeliveryAttempt }) {
  if (d.response === null) return <small>no answer</small>;
  if (d.response === '') return <small>empty body</small>;
  return (
    <details>
      <summary>Response</summary>
      <pre class="webhook-response">{d.response}</pre>
    </details>
  );
}

/** The attempt log of one endpoint, newest first. */
export function DeliveriesTable({ deliveries, target }: { deliveries: DeliveryAttempt[]; target: ReplayTarget }) {
  return (
    <div class="table" tabIndex={0} role="region" aria-label="Deliveries table">
      <table aria-label="Deliveries">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Attempt</th>
            <th scope="col">Answer</th>
            <th scope="col">Duration</th>
            <th scope="col">Response</th>
            <th scope="col">
              <span class="visually-hidden">Replay</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr id={d.id} class={d.status >= 200 && d.status < 300 ? undefined : 'failed'}>
              <td>{utc(d.at)}</td>
              <td class="wrap">
                <code>{d.event}</code> <small>{d.eventId}</small>
              </td>
              <td>{d.attempt}</td>
              <td>{outcome(d.status, d.error)}</td>
              <td>{`${Math.round(d.durationMs)} ms`}</td>
              <td>
                <Response d={d} />
              </td>
              <td>
                <ReplayOne d={d} target={target} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
