/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { FoundMessageRow } from '@throwbox/db';
import { MessageCard } from './inbox/messages.js';
import { Layout, Notice, type PageContext } from './layout.js';
import { messagePath } from './message/view.js';

export function SearchPage({
  ctx,
  search,
  found,
  limit,
  error,
}: {
  ctx: PageContext;
  search: string;
  found: FoundMessageRow[];
  limit: number;
  error?: string;
}) {
  return (
    <Layout ctx={ctx} title="Search mail" active="/search">
      <form method="get" action="/search" class="filters" role="search" aria-label="Search all mail">
        <label>
          Search every inbox
          <input type="search" name="q" value={search} maxLength={500} aria-describedby="search-help" />
        </label>
        <button type="submit" class="secondary">
          Search
        </button>
      </form>
      <p id="search-help">
        <small>
          Words of the subject or body, and <code>from:</code>, <code>to:</code> (the inbox), <code>subject:</code>,{' '}
          <code>has:attachment</code>, <code>is:unread</code>, <code>after:2026-11-01</code>, <code>before:</code>. Quote a phrase:{' '}
          <code>subject:"your code"</code>. The API: <code>GET /v1/messages?search=</code>.
        </small>
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {search && !error && (
        <section aria-labelledby="results-title">
          <h2 id="results-title">{found.length === 0 ? 'No message matches' : `The newest ${found.length} matching`}</h2>
          {found.map((m) => (
            <MessageCard href={messagePath(m.address, m.id)} m={m} address={m.address} />
          ))}
          {found.length === limit && <p>Only the newest {limit} are shown: narrow the search to see older ones.</p>}
        </section>
      )}
    </Layout>
  );
}
