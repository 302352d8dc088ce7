/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ApiKey } from '@throwbox/db';
import { Copyable, CsrfField, Layout, Notice, type PageContext } from './layout.js';

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : '');
const when = (d: Date | null | undefined) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never');

function controls(k: ApiKey): string {
  const parts = [k.readOnly ? 'read-only' : 'read and write'];
  if (k.expiresOn) parts.push(`expires ${k.expiresOn}`);
  if (k.allowedIps?.length) parts.push(`only from ${k.allowedIps.join(', ')}`);
  return parts.join('; ');
}

export interface KeyForm {
  name?: string;
  readOnly?: boolean;
  expiresOn?: string;
  allowedIps?: string;
}

export function KeysPage(props: {
  ctx: PageContext;
  keys: (ApiKey & { lastUsedAt: Date | null })[];
  created?: { apiKey: string };
  error?: string;
  notice?: string;
  form?: KeyForm;
  welcome?: boolean;
}) {
  const { ctx, keys, created, error, notice, form = {}, welcome } = props;
  return (
    <Layout ctx={ctx} title="API keys" active="/keys">
      {welcome && <Notice kind="ok">Welcome to Throwbox. Create an API key to start: your tests send it as a bearer token.</Notice>}
      {notice && <Notice kind="ok">{notice}</Notice>}
      {created && (
        <article class="secret" aria-labelledby="new-key-title">
          <h2 id="new-key-title">Your new API key</h2>
          <p>Copy it now: it is shown only this once. Throwbox keeps only a hash of it.</p>
          <Copyable id="new-key" value={created.apiKey} label="Copy the new API key" />
          <pre>
            <code>{`curl -H "Authorization: Bearer ${created.apiKey}" ${ctx.apiUrl}/v1/domains`}</code>
          </pre>
        </article>
      )}
      <section aria-labelledby="keys-title">
        <h2 id="keys-title">Keys</h2>
        {keys.length === 0 ? (
          <p>No keys yet.</p>
        ) : (
          <div class="table" tabIndex={0} role="region" aria-label="Keys table">
            <table aria-label="Keys">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used (14 days)</th>
                  <th scope="col">Controls</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr data-key-id={k.id}>
                    <td>{k.name ? <bdi>{k.name}</bdi> : <span class="none">no name</span>}</td>
                    <td>
                      <code>{k.keyPrefix}…</code>
                    </td>
                    <td>{day(k.createdAt)}</td>
                    <td>{when(k.lastUsedAt)}</td>
                    <td>{controls(k)}</td>
                    <td>{k.revokedAt ? `revoked ${day(k.revokedAt)}` : 'active'}</td>
                    <td>
                      {!k.revokedAt && (
                        <form
                          method="post"
                          action={`/keys/${k.id}/revoke`}
                          class="inline"
                          data-confirm={`Revoke ${k.name ? `"${k.name}" (${k.keyPrefix}…)` : `${k.keyPrefix}…`}? Requests with it fail at once.`}
                        >
                          <CsrfField ctx={ctx} />
                          <button type="submit" class="danger outline" aria-label={`Revoke key ${k.keyPrefix}`}>
                            Revoke
                          </button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="create-key-title">
        <h2 id="create-key-title">Create a key</h2>
        {error && <Notice kind="error">{error}</Notice>}
        <form method="post" action="/keys">
          <CsrfField ctx={ctx} />
          <label>
            Name (optional: where it is used, such as CI or laptop)
            <input type="text" name="name" value={form.name ?? ''} maxLength={100} autocomplete="off" />
          </label>
          <label>
            <input type="checkbox" name="readOnly" value="1" checked={form.readOnly} /> Read-only (GET requests only: reading mail, never
            creating inboxes)
          </label>
          <label>
            Expires on (optional; the key stops at 00:00 UTC of that day)
            <input type="date" name="expiresOn" value={form.expiresOn ?? ''} />
          </label>
          <label>
            IP allowlist (optional; addresses or CIDR ranges, IPv4 or IPv6, one per line or comma-separated)
            <textarea name="allowedIps" rows={3} placeholder={'203.0.113.0/24\n2001:db8::/32'}>
              {form.allowedIps ?? ''}
            </textarea>
          </label>
          <button type="submit">Create key</button>
        </form>
      </section>
    </Layout>
  );
}
