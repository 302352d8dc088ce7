/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { SMTP_FAULT_LIMITS, SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import type { Inbox } from '@throwbox/db';
import type { PresentedSmtpFaultRule } from '@throwbox/operations';
import { CsrfField, Layout, Notice, type PageContext } from './layout.js';

const smtpFaultsPath = (address: string) => `/inboxes/${encodeURIComponent(address)}/smtp-faults`;

function describeRule(r: PresentedSmtpFaultRule): string {
  const what = r.action === 'disconnect' ? 'disconnect' : r.reply ? `${r.reply.code} ${r.reply.text}` : 'normal reply';
  const delay = r.delayMs ? `, after ${r.delayMs} ms` : '';
  const span = `${r.after ? `after ${r.after} attempts, ` : ''}${r.times === null ? 'every attempt' : `${r.times} attempt${r.times === 1 ? '' : 's'}`}`;
  return `${what}${delay}; ${span}`;
}

/** The inbox's SMTP fault rules with their hits, a form to add one, and one to clear them (DECISIONS §11). */
export function SmtpFaultsSection({ ctx, inbox, rules }: { ctx: PageContext; inbox: Inbox; rules: PresentedSmtpFaultRule[] | undefined }) {
  if (!rules) return null;
  const path = smtpFaultsPath(inbox.address);
  return (
    <section aria-labelledby="smtp-faults-title" id="smtp-faults">
      <h2 id="smtp-faults-title">SMTP faults</h2>
      <p>
        How the mail server answers mail to this address alone, to test a sender's retries. Rules are checked in order; the first that
        applies acts.
      </p>
      {rules.length === 0 ? (
        <p>No rules: mail is answered normally.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Stage</th>
              <th>Does</th>
              <th>Hits</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{r.stage === 'rcpt' ? 'RCPT TO' : 'end of DATA'}</td>
                <td>{describeRule(r)}</td>
                <td>{r.hits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rules.length < SMTP_FAULT_LIMITS.rulesPerInbox && (
        <details>
          <summary>Add a rule</summary>
          <form method="post" action={path}>
            <CsrfField ctx={ctx} />
            <label>
              Stage
              <select name="stage">
                <option value="data">End of DATA (the whole message)</option>
                <option value="rcpt">RCPT TO (this address only)</option>
              </select>
            </label>
            <label>
              Answer
              <select name="answer">
                {Object.entries(SMTP_FAULT_REPLIES).map(([code, r]) => (
                  <option value={code}>
                    {code} {r.text}
                  </option>
                ))}
                <option value="disconnect">Disconnect without a reply</option>
                <option value="none">The normal reply (with a delay: a slow server)</option>
              </select>
            </label>
            <label>
              Reply text (optional)
              <input name="text" maxLength={SMTP_FAULT_LIMITS.replyTextLength} pattern="[ -~]*" />
            </label>
            <label>
              Delay in ms
              <input name="delayMs" type="number" min="0" max={SMTP_FAULT_LIMITS.maxDelayMs} value="0" />
            </label>
            <label>
              Let this many attempts pass first
              <input name="after" type="number" min="0" max={SMTP_FAULT_LIMITS.maxCount} value="0" />
            </label>
            <label>
              Then apply to this many (empty: every one)
              <input name="times" type="number" min="1" max={SMTP_FAULT_LIMITS.maxCount} />
            </label>
            <p>Adding a rule starts every rule's count again.</p>
            <button type="submit">Add rule</button>
          </form>
        </details>
      )}
      {rules.length > 0 && (
        <form method="post" action={`${path}/clear`} class="inline" data-confirm="Remove every SMTP fault rule of this inbox?">
          <CsrfField ctx={ctx} />
          <button type="submit" class="secondary">
            Clear rules
          </button>
        </form>
      )}
    </section>
  );
}

/** A rule the form could not add (only a hand-made request gets past the form's own limits). */
export function SmtpFaultErrorPage({ ctx, address, error }: { ctx: PageContext; address: string; error: string }) {
  return (
    <Layout ctx={ctx} title="SMTP faults" active="/inboxes">
      <Notice kind="error">The rule was not added: {error}</Notice>
      <p>
        <a href={`/inboxes/${encodeURIComponent(address)}#smtp-faults`}>Back to the inbox</a>
      </p>
    </Layout>
  );
}
