/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { AccountInbox } from '@throwbox/db';
import { CsrfField, Layout, Notice, type PageContext } from './layout.js';
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

export const isExpired = (i: { expiresAt: Date | null }) => i.expiresAt !== null && i.expiresAt.getTime() <= Date.now();

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
        <div class="table" tabIndex={0} role="region" aria-label="Inboxes table">
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
                pattern="[A-Za-z0-9._+\-]+"
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
