/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageChecks } from '@throwbox/checks';
import type { AttachmentRow, Inbox, MessageRow } from '@throwbox/db';
import { AuthenticationPanel } from './authentication-panel.js';
import { ChecksTabs } from './checks-tabs.js';
import { HtmlCompatibility } from './html-compatibility.js';
import { LinkChecks } from './link-checks.js';
import type { HeaderField } from '../mail/headers.js';
import { Findings, inboxPath } from './inboxes.js';
import { CsrfField, Layout, Notice, type PageContext } from './layout.js';
import { When } from './time.js';

export const messagePath = (address: string, id: string) => `${inboxPath(address)}/messages/${encodeURIComponent(id)}`;

/** Remote images or backgrounds the preview blocks until asked: src, background or CSS url() on the web. */
const REMOTE_REF = /(?:\bsrc|\bbackground)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//i;

const size = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** Only web links are made clickable; the rest (mailto:, javascript:, data:) are shown as text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export function MessagePage(props: {
  ctx: PageContext;
  inbox: Inbox;
  message: MessageRow;
  size: number;
  attachments: AttachmentRow[];
  headers: HeaderField[];
  remote: boolean;
  /** Computed when asked (`?checks=1`): they take DNS lookups and link fetches. */
  checks?: MessageChecks | undefined;
}) {
  const { ctx, inbox, message: m, attachments, headers, remote } = props;
  const path = messagePath(inbox.address, m.id);
  const to = headers.find((h) => h.name.toLowerCase() === 'to')?.value;
  const hasRemote = m.html !== '' && REMOTE_REF.test(m.html);
  return (
    <Layout ctx={ctx} title={m.subject || '(no subject)'} active="/inboxes">
      <dl class="message-meta">
        <div>
          <dt>From</dt>
          <dd>{m.from}</dd>
        </div>
        {to && (
          <div>
            <dt>To</dt>
            <dd>{to}</dd>
          </div>
        )}
        <div>
          <dt>Received</dt>
          <dd>
            <When at={m.receivedAt} />
          </dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{size(props.size)}</dd>
        </div>
      </dl>
      <Findings id={m.id} code={m.code} link={m.verificationLink} status={m.extractStatus} />
      <div class="actions">
        <a href={`${path}/raw`} role="button" class="secondary" download>
          Download .eml
        </a>
        <form method="post" action={`${path}/delete`} class="inline" data-confirm="Delete this message?">
          <CsrfField ctx={ctx} />
          <button type="submit" class="secondary outline">
            Delete message
          </button>
        </form>
        <a href={inboxPath(inbox.address)}>Back to {inbox.address}</a>
      </div>
      <nav class="sections" aria-label="Parts of the message">
        {m.html && <a href="#html">HTML</a>}
        <a href="#text">Text</a>
        <a href="#links">Links ({m.links.length})</a>
        <a href="#attachments">Attachments ({attachments.length})</a>
        <a href="#headers">Headers</a>
        <ChecksTabs path={path} checks={props.checks} />
        <a href="#source">Source</a>
      </nav>
      {m.html && (
        <section id="html" aria-labelledby="html-title">
          <h2 id="html-title">HTML</h2>
          {hasRemote && !remote && (
            <Notice kind="warn">
              Remote images are blocked: loading them would tell the sender this mail was opened.{' '}
              <a href={`${path}?remote=1#html`}>Load remote images</a>
            </Notice>
          )}
          {remote && (
            <p>
              Remote images are loaded for this message. <a href={`${path}#html`}>Block them again</a>
            </p>
          )}
          {/* No allow-scripts, no allow-same-origin: the mail's HTML runs nothing and reaches nothing of the console. */}
          <iframe
            class="preview"
            title="The message as HTML"
            src={`${path}/preview${remote ? '?remote=1' : ''}`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerpolicy="no-referrer"
          />
        </section>
      )}
      <AuthenticationPanel path={path} checks={props.checks} />
      <HtmlCompatibility path={path} checks={props.checks} />
      <section id="text" aria-labelledby="text-title">
        <h2 id="text-title">Text</h2>
        {m.text ? <pre class="mail-text">{m.text}</pre> : <p>This message has no text part.</p>}
      </section>
      <section id="links" aria-labelledby="links-title">
        <h2 id="links-title">Links</h2>
        {m.links.length === 0 ? (
          <p>No links.</p>
        ) : (
          <div class="table">
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
      <LinkChecks path={path} checks={props.checks} />
      <section id="attachments" aria-labelledby="attachments-title">
        <h2 id="attachments-title">Attachments</h2>
        {attachments.length === 0 ? (
          <p>No attachments.</p>
        ) : (
          <div class="table">
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
                    <td>{size(a.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section id="headers" aria-labelledby="headers-title">
        <h2 id="headers-title">Headers</h2>
        <details>
          <summary>{headers.length} header fields, as sent</summary>
          <div class="table">
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
      <section id="source" aria-labelledby="source-title">
        <h2 id="source-title">Source</h2>
        <p>
          The message exactly as it was received: <a href={`${path}/raw`}>download it as {`${m.id}.eml`}</a> to open in a mail program or
          compare with what your mailer sent.
        </p>
      </section>
    </Layout>
  );
}
