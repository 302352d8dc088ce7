/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { AccountInbox, Inbox, InboxMessageRow } from '@throwbox/db';
import type { PresentedSmtpFaultRule } from '@throwbox/operations';
import { Copyable, CsrfField, Layout, Notice, type PageContext } from './layout.js';
import { SmtpFaultsSection } from './smtp-faults.js';
import { Expiry, When } from './time.js';

export const inboxPath = (address: string) => `/inboxes/${encodeURIComponent(address)}`;

/** The create form as typed, shown again with an error. */
export interface InboxForm {
  username: string;
  domain: string;
  ttlMinutes: string;
  permanent: boolean;
}

export const LIFETIMES = [
  ['15', '15 minutes'],
  ['60', '1 hour'],
  ['360', '6 hours'],
  ['1440', '24 hours'],
] as const;

const isExpired = (i: { expiresAt: Date | null }) => i.expiresAt !== null && i.expiresAt.getTime() <= Date.now();

export function InboxesPage(props: {
  ctx: PageContext;
  inboxes: AccountInbox[];
  domains: string[];
  search: string;
  next?: number | undefined;
  paged: boolean;
  permanent: { used: number; allowance: number };
  form?: InboxForm;
  error?: string;
  notice?: string;
}) {
  const { ctx, inboxes, domains, search, next, paged, permanent, error, notice } = props;
  const form = props.form ?? { username: '', domain: domains[0]!, ttlMinutes: '60', permanent: false };
  return (
    <Layout ctx={ctx} title="Inboxes" active="/inboxes">
      <p>
        Your inboxes, newest first: those your tests made through the API and those made here. Expired ones stay listed until they are
        purged.
      </p>
      {notice && <Notice kind="ok">{notice}</Notice>}
      <form method="get" action="/inboxes" class="filters" role="search" aria-label="Search inboxes">
        <label>
          Address contains
          <input type="search" name="search" value={search} maxLength={254} />
        </label>
        <button type="submit" class="secondary">
          Search
        </button>
      </form>
      {inboxes.length === 0 ? (
        <p>{search ? 'No inbox matches.' : 'No inboxes yet: make one below, or with POST /v1/inboxes.'}</p>
      ) : (
        <div class="table">
          <table aria-label="Inboxes">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Messages</th>
                <th scope="col">Expires</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {inboxes.map((i, n) => (
                <tr class={isExpired(i) ? 'expired' : undefined}>
                  <td>
                    <a href={inboxPath(i.address)}>{i.address}</a>
                    <code id={`address-${n}`} class="visually-hidden">
                      {i.address}
                    </code>{' '}
                    <button type="button" class="secondary copy" data-copy={`#address-${n}`} aria-label={`Copy ${i.address}`}>
                      Copy
                    </button>
                  </td>
                  <td>{i.messageCount}</td>
                  <td>
                    <Expiry at={i.expiresAt} />
                  </td>
                  <td>
                    <When at={i.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(next !== undefined || paged) && (
        <nav class="pages" aria-label="Pages">
          {paged && <a href={`/inboxes${search ? `?search=${encodeURIComponent(search)}` : ''}`}>Newest</a>}
          {next !== undefined && (
            <a href={`/inboxes?${new URLSearchParams({ ...(search ? { search } : {}), before: String(next) }).toString()}`}>Older</a>
          )}
        </nav>
      )}
      <section aria-labelledby="create-title">
        <h2 id="create-title">New inbox</h2>
        {error && <Notice kind="error">{error}</Notice>}
        <form method="post" action="/inboxes" class="create">
          <CsrfField ctx={ctx} />
          <div class="grid">
            <label>
              Username <small>(empty: a random one)</small>
              <input
                type="text"
                name="username"
                value={form.username}
                maxLength={64}
                pattern="[A-Za-z0-9._+-]+"
                autocomplete="off"
                spellcheck={false}
              />
            </label>
            <label>
              Domain
              <select name="domain">
                {domains.map((d) => (
                  <option value={d} selected={d === form.domain}>
                    @{d}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Lifetime
              <select name="ttlMinutes">
                {LIFETIMES.map(([value, label]) => (
                  <option value={value} selected={value === form.ttlMinutes}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label>
            <input
              type="checkbox"
              name="permanent"
              value="1"
              checked={form.permanent}
              disabled={permanent.used >= permanent.allowance && !form.permanent}
            />{' '}
            Permanent: never expires ({permanent.used} of {permanent.allowance} permanent addresses in use)
          </label>
          <button type="submit">Create inbox</button>
        </form>
      </section>
    </Layout>
  );
}

/** An inbox's messages: rendered into the inbox page, and alone for the live view to swap in. */
export function MessageList({ inbox, messages, limit }: { inbox: Inbox; messages: InboxMessageRow[]; limit: number }) {
  return (
    <div id="message-list">
      {messages.length === 0 ? (
        <p class="empty">No mail yet. Send to {inbox.address}: it appears here within a second of being accepted.</p>
      ) : (
        messages.map((m) => <MessageCard inbox={inbox} m={m} />)
      )}
      {messages.length === limit && <p>The newest {limit} messages are shown.</p>}
    </div>
  );
}

function MessageCard({ inbox, m }: { inbox: Inbox; m: InboxMessageRow }) {
  const href = `${inboxPath(inbox.address)}/messages/${encodeURIComponent(m.id)}`;
  return (
    <article class="message" id={`m-${m.id}`}>
      <header>
        <a href={href} class="subject">
          {m.subject || '(no subject)'}
        </a>
        <small>
          {m.from} · <When at={m.receivedAt} />
        </small>
      </header>
      {m.intro && <p class="intro">{m.intro}</p>}
      <Findings id={m.id} code={m.code} link={m.verificationLink} status={m.extractStatus} />
    </article>
  );
}

/** The extracted code and verification link, up front with copy buttons. */
export function Findings({
  id,
  code,
  link,
  status,
}: {
  id: string;
  code: string | null;
  link: string | null;
  status: 'pending' | 'done' | 'failed';
}) {
  if (status === 'pending') return <p class="findings pending">Reading the code and link…</p>;
  if (status === 'failed') return <p class="findings">Extraction failed for this message; the mail itself is intact.</p>;
  return (
    <dl class="findings">
      <div>
        <dt>Code</dt>
        <dd>{code ? <Copyable id={`code-${id}`} value={code} label="Copy the code" /> : <span class="none">none found</span>}</dd>
      </div>
      <div>
        <dt>Verification link</dt>
        <dd>
          {link ? <Copyable id={`link-${id}`} value={link} label="Copy the verification link" /> : <span class="none">none found</span>}
        </dd>
      </div>
    </dl>
  );
}

export function InboxPage(props: {
  ctx: PageContext;
  inbox: Inbox;
  messages: InboxMessageRow[];
  limit: number;
  notice?: string;
  error?: string;
  smtpFaults?: PresentedSmtpFaultRule[];
}) {
  const { ctx, inbox, messages, limit, notice, error } = props;
  const expired = isExpired(inbox);
  const path = inboxPath(inbox.address);
  return (
    <Layout ctx={ctx} title="Inbox" active="/inboxes">
      <p class="inbox-head">
        <Copyable id="inbox-address" value={inbox.address} label="Copy the address" /> · <Expiry at={inbox.expiresAt} /> · created{' '}
        <When at={inbox.createdAt} />
      </p>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {expired && (
        <Notice kind="warn">
          This inbox has expired: it takes no more mail and the API answers 410 for it. Its address is held until it is purged; delete it to
          free the address now.
        </Notice>
      )}
      <div class="actions">
        {!expired && messages.length > 0 && (
          <form method="post" action={`${path}/empty`} class="inline" data-confirm="Delete every message of this inbox?">
            <CsrfField ctx={ctx} />
            <button type="submit" class="secondary">
              Empty inbox
            </button>
          </form>
        )}
        <form method="post" action={`${path}/delete`} class="inline" data-confirm="Delete this inbox and all its mail?">
          <CsrfField ctx={ctx} />
          <button type="submit" class="secondary outline">
            Delete inbox
          </button>
        </form>
      </div>
      <section aria-labelledby="messages-title">
        <h2 id="messages-title">Messages</h2>
        {!expired && (
          <p
            class="live"
            data-live-events={`${path}/events`}
            data-live-rows={`${path}/rows`}
            data-live-target="#message-list"
            role="status"
            aria-live="polite"
          >
            Reload to see new mail.
          </p>
        )}
        <MessageList inbox={inbox} messages={messages} limit={limit} />
      </section>
      {!expired && <SmtpFaultsSection ctx={ctx} inbox={inbox} rules={props.smtpFaults} />}
      <details>
        <summary>From a test</summary>
        <p>Wait for the code of the next message (up to 30 seconds):</p>
        <pre>
          <code>{`curl -H "Authorization: Bearer $THROWBOX_API_KEY" \\\n  "${ctx.apiUrl}/v1/inboxes/${encodeURIComponent(inbox.address)}/code?wait=30"`}</code>
        </pre>
      </details>
      <p>
        <a href="/inboxes">All inboxes</a>
      </p>
    </Layout>
  );
}
