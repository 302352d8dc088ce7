/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { byteSize, type MessageView } from './view.js';

export function AttachmentsSection({ view: { attachments, path } }: { view: MessageView }) {
  return (
    <section id="attachments" aria-labelledby="attachments-title">
      <h2 id="attachments-title">Attachments</h2>
      {attachments.length === 0 ? (
        <p>No attachments.</p>
      ) : (
        <div class="table" tabIndex={0} role="region" aria-label="Attachments table">
          <table aria-label="Attachments">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Type</th>
                <th scope="col">Size</th>
              </tr>
            </thead>
            <tbody>
              {attachments.map((a) => (
                <tr>
                  <td>
                    <a href={`${path}/attachments/${encodeURIComponent(a.id)}`} download>
                      {a.filename ?? `${a.id} (no name)`}
                    </a>
                    {a.inline && <small> inline{a.contentId ? ` (cid:${a.contentId})` : ''}</small>}
                  </td>
                  <td>
                    <code>{a.contentType}</code>
                  </td>
                  <td>{byteSize(a.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
