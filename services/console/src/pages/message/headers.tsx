/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageView } from './view.js';

export function HeadersSection({ view: { headers } }: { view: MessageView }) {
  return (
    <section id="headers" aria-labelledby="headers-title">
      <h2 id="headers-title">Headers</h2>
      <details>
        <summary>{headers.length} header fields, as sent</summary>
        <div class="table" tabIndex={0} role="region" aria-label="Headers table">
          <table aria-label="Headers" class="headers">
            <tbody>
              {headers.map((h) => (
                <tr>
                  <th scope="row">{h.name}</th>
                  <td>{h.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
