/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeliveryAttempt } from '@throwbox/db';
import { utc } from './time.js';

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
export function DeliveriesTable({ deliveries }: { deliveries: DeliveryAttempt[] }) {
  return (
    <div class="table">
      <table aria-label="Deliveries">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Attempt</th>
            <th scope="col">Answer</th>
            <th scope="col">Duration</th>
            <th scope="col">Response</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr id={d.id} class={d.status >= 200 && d.status < 300 ? undefined : 'failed'}>
              <td>{utc(d.at)}</td>
              <td>
                <code>{d.event}</code> <small>{d.eventId}</small>
              </td>
              <td>{d.attempt}</td>
              <td>
                {d.status ? String(d.status) : ''}
                {d.error ? ` ${d.error}` : ''}
              </td>
              <td>{`${Math.round(d.durationMs)} ms`}</td>
              <td>
                <Response d={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
