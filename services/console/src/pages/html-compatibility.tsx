/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageChecks } from '@throwbox/checks';
import { RunChecks } from './checks-tabs.js';
import { Notice } from './layout.js';

/** The HTML and CSS features of the mail that some email clients lack, from caniemail's data. */
export function HtmlCompatibility({ path, checks }: { path: string; checks: MessageChecks | undefined }) {
  const html = checks?.html;
  return (
    <section id="compatibility" aria-labelledby="compatibility-title">
      <h2 id="compatibility-title">HTML compatibility</h2>
      {!html ? (
        <RunChecks path={path} anchor="compatibility" />
      ) : html.error ? (
        <Notice kind="warn">{html.error}</Notice>
      ) : html.issues.length === 0 ? (
        <p>Every email client caniemail knows supports every feature this mail uses.</p>
      ) : (
        <div class="table">
          <table aria-label="HTML compatibility">
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Not supported in</th>
                <th scope="col">Partly supported in</th>
              </tr>
            </thead>
            <tbody>
              {html.issues.map((i) => (
                <tr>
                  <td>
                    <code>{i.feature}</code>
                  </td>
                  <td>{i.unsupportedIn.join(', ') || <span class="none">(none)</span>}</td>
                  <td>{i.partialIn.join(', ') || <span class="none">(none)</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
