/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ApiKey, RequestLogRow } from '@throwbox/db';
import { Layout, type PageContext } from './layout.js';

export interface LogFilter {
  errors: boolean;
  status?: number | undefined;
  path: string;
  keyId?: number | undefined;
}

/** The query string of a filter (and a cursor), for links that keep the filter. */
export function filterQuery(f: LogFilter, before?: number): string {
  const q = new URLSearchParams();
  if (f.errors) q.set('errors', '1');
  if (f.status !== undefined) q.set('status', String(f.status));
  if (f.path) q.set('path', f.path);
  if (f.keyId !== undefined) q.set('key', String(f.keyId));
  if (before !== undefined) q.set('before', String(before));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function RequestsPage(props: {
  ctx: PageContext;
  rows: RequestLogRow[];
  keys: ApiKey[];
  filter: LogFilter;
  next?: number | undefined;
  paged: boolean;
}) {
  const { ctx, rows, keys, filter, next, paged } = props;
  const prefixOf = new Map(keys.map((k) => [k.id, k.keyPrefix]));
  return (
    <Layout ctx={ctx} title="Request log" active="/requests">
      <p>Every API call of the last 14 days, newest first.</p>
      <form method="get" action="/requests" class="filters" role="search" aria-label="Filter the request log">
        <label>
          <input type="checkbox" name="errors" value="1" checked={filter.errors} /> Errors only
        </label>
        <label>
          Status
          <input type="number" name="status" min={100} max={599} value={filter.status ?? ''} inputMode="numeric" />
        </label>
        <label>
          Path contains
          <input type="text" name="path" value={filter.path} maxLength={200} />
        </label>
        <label>
          Key
          <select name="key">
            <option value="">Any key</option>
            {keys.map((k) => (
              <option value={String(k.id)} selected={filter.keyId === k.id}>
                {k.keyPrefix}…{k.revokedAt ? ' (revoked)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
      {rows.length === 0 ? (
        <p role="status">{paged ? 'No older requests.' : 'No requests match.'}</p>
      ) : (
        <div class="table" tabIndex={0} role="region" aria-label="Requests table">
          <table aria-label="Requests" class="narrow-fit">
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Request</th>
                <th scope="col">Status</th>
                <th scope="col">Error</th>
                <th scope="col" class="minor">
                  Duration
                </th>
                <th scope="col" class="minor">
                  Key
                </th>
                <th scope="col" class="minor">
                  Request id
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr class={r.status >= 400 ? 'failed' : undefined}>
                  <td>
                    <time dateTime={r.at.toISOString()}>
                      {/* The day gives way first on a phone: the log is of the last 14 days, the time of day tells most. */}
                      <span class="minor">{r.at.toISOString().slice(0, 10)} </span>
                      {r.at.toISOString().slice(11, 19)}
                    </time>
                  </td>
                  <td class="wrap">
                    <code>
                      {r.method} {r.path}
                    </code>
                  </td>
                  <td>{r.status}</td>
                  <td>{r.errorCode ? <a href={`${ctx.apiUrl}/docs/errors#${r.errorCode}`}>{r.errorCode}</a> : ''}</td>
                  <td class="minor">{`${r.durationMs.toFixed(1)} ms`}</td>
                  <td class="minor">{r.keyId ? <code>{prefixOf.get(r.keyId) ?? `#${r.keyId}`}</code> : ''}</td>
                  <td class="minor">
                    <code>{r.requestId ?? ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" class="pages">
        {paged && <a href={`/requests${filterQuery(filter)}`}>Newest</a>}
        {next !== undefined && (
          <a href={`/requests${filterQuery(filter, next)}`} rel="next">
            Older
          </a>
        )}
      </nav>
    </Layout>
  );
}
