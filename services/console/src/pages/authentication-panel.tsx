/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { authenticationProblems, type AuthResult, type MessageChecks } from '@throwbox/checks';
import { RunChecks } from './checks-tabs.js';
import { Notice } from './layout.js';

const Result = ({ result }: { result: AuthResult }) => <strong class={`verdict ${result === 'pass' ? 'pass' : 'fail'}`}>{result}</strong>;

/** SPF, DKIM, DMARC and ARC of the message: one pass/fail line first, then each verdict. */
export function AuthenticationPanel({ path, checks }: { path: string; checks: MessageChecks | undefined }) {
  const a = checks?.authentication;
  const problems = a ? authenticationProblems(a) : [];
  return (
    <section id="authentication" aria-labelledby="authentication-title">
      <h2 id="authentication-title">Authentication</h2>
      {!a ? (
        <RunChecks path={path} anchor="authentication" />
      ) : (
        <>
          {problems.length === 0 ? (
            <Notice kind="ok">Passes: SPF, DKIM and DMARC all pass.</Notice>
          ) : (
            <Notice kind="error">Fails: {problems.join('; ')}.</Notice>
          )}
          <div class="table">
            <table aria-label="Authentication results">
              <tbody>
                <tr>
                  <th scope="row">SPF</th>
                  <td>
                    <Result result={a.spf.result} /> {a.spf.domain && <code>{a.spf.domain}</code>}
                  </td>
                </tr>
                {a.dkim.length === 0 ? (
                  <tr>
                    <th scope="row">DKIM</th>
                    <td>
                      <Result result="none" /> no signature
                    </td>
                  </tr>
                ) : (
                  a.dkim.map((s) => (
                    <tr>
                      <th scope="row">DKIM</th>
                      <td>
                        <Result result={s.result} /> d=<code>{s.domain}</code> s=<code>{s.selector}</code>
                      </td>
                    </tr>
                  ))
                )}
                <tr>
                  <th scope="row">DMARC</th>
                  <td>
                    <Result result={a.dmarc.result} /> {a.dmarc.domain && <code>{a.dmarc.domain}</code>}
                    {a.dmarc.policy && <> policy {a.dmarc.policy}</>}
                  </td>
                </tr>
                <tr>
                  <th scope="row">ARC</th>
                  <td>
                    <Result result={a.arc.result} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
