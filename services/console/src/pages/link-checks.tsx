/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageChecks } from '@throwbox/checks';
import { RunChecks } from './checks-tabs.js';

/** Each web link of the mail as fetched: its last status, or why none came (blocked: a non-public address). */
export function LinkChecks({ path, checks }: { path: string; checks: MessageChecks | undefined }) {
  const links = checks?.links;
  return (
    <section id="link-checks" aria-labelledby="link-checks-title">
      <h2 id="link-checks-title">Link checks</h2>
      {!links ? (
        <RunChecks path={path} anchor="link-checks" />
      ) : links.length === 0 ? (
        <p>No web links.</p>
      ) : (
        <div class="table">
          <table aria-label="Link checks">
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {links.map((l) => (
                <tr>
                  <td class="url">
                    <code>{l.url}</code>
                  </td>
                  <td>
                    <strong class={`verdict ${l.ok ? 'pass' : 'fail'}`}>
                      {l.ok ? 'works' : l.error === 'blocked' ? 'blocked' : 'broken'}
                    </strong>{' '}
                    {l.status > 0 && `HTTP ${l.status}`}
                    {l.error && l.error !== 'blocked' && ` ${l.error}`}
                    {l.error === 'blocked' && ' (a non-public address: not fetched)'}
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
