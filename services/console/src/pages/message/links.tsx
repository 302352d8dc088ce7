/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageView } from './view.js';

/** Only web links are made clickable; the rest (mailto:, javascript:, data:) are shown as text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export function LinksSection({ view: { message: m } }: { view: MessageView }) {
  return (
    <section id="links" aria-labelledby="links-title">
      <h2 id="links-title">Links</h2>
      {m.links.length === 0 ? (
        <p>No links.</p>
      ) : (
        <div class="table" tabIndex={0} role="region" aria-label="Links table">
          <table aria-label="Links">
            <thead>
              <tr>
                <th scope="col">Anchor text</th>
                <th scope="col">URL</th>
              </tr>
            </thead>
            <tbody>
              {m.links.map((l) => (
                <tr class={l.url === m.verificationLink ? 'chosen' : undefined}>
                  <td>{l.text || <span class="none">(none)</span>}</td>
                  <td class="url">
                    {isWebLink(l.url) ? (
                      <a href={l.url} target="_blank" rel="noopener noreferrer">
                        {l.url}
                      </a>
                    ) : (
                      <code>{l.url}</code>
                    )}
                    {l.url === m.verificationLink && <strong> (verification link)</strong>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
