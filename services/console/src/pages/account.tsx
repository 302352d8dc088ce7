/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Account } from '@throwbox/db';
import { PLAN_QUOTA } from '@throwbox/operations';
import { MIN_PASSWORD_LENGTH } from '../password.js';
import { CsrfField, Layout, Notice, type PageContext } from './layout.js';

const PLAN_NAMES = { free: 'Free', paid: 'Paid', 'no-api': 'No API access', dev: 'Development' } as const;

export function AccountPage(props: {
  ctx: PageContext;
  account: Account;
  permanentAllowance: number;
  sessions: number;
  error?: string;
  notice?: string;
}) {
  const { ctx, account, permanentAllowance, sessions, error, notice } = props;
  return (
    <Layout ctx={ctx} title="Account" active="/account">
      {notice && <Notice kind="ok">{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <section aria-labelledby="plan-title">
        <h2 id="plan-title">Plan</h2>
        <dl class="figures">
          <div>
            <dt>Plan</dt>
            <dd data-figure="plan">
              {PLAN_NAMES[account.plan]}
              {account.planExpired ? ' (lapsed)' : ''}
            </dd>
          </div>
          <div>
            <dt>Requests included a month</dt>
            <dd>{PLAN_QUOTA[account.plan].toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Permanent addresses</dt>
            <dd>{permanentAllowance}</dd>
          </div>
          <div>
            <dt>Credits</dt>
            <dd>{account.credits.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        {account.planExpired && (
          <Notice kind="warn">The subscription has lapsed: the API answers 402 plan_expired until it is renewed.</Notice>
        )}
        <p>Credits pay for requests beyond the month's included ones. To change plan or buy credits, write to your Throwbox operator.</p>
      </section>
      <section aria-labelledby="password-title">
        <h2 id="password-title">Change password</h2>
        <form method="post" action="/account/password" class="narrow">
          <CsrfField ctx={ctx} />
          <input type="hidden" name="email" value={account.email} autocomplete="username" />
          <label>
            Current password
            <input type="password" name="current" autocomplete="current-password" required maxLength={200} />
          </label>
          <label>
            New password
            <input type="password" name="password" autocomplete="new-password" required minLength={MIN_PASSWORD_LENGTH} maxLength={200} />
          </label>
          <button type="submit">Change password</button>
        </form>
        <p>Changing the password signs out every other session.</p>
      </section>
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <p>
          {sessions} signed-in session{sessions === 1 ? '' : 's'}, this one included.
        </p>
        <form method="post" action="/account/signout-all" class="inline">
          <CsrfField ctx={ctx} />
          <button type="submit" class="secondary">
            Sign out everywhere
          </button>
        </form>
      </section>
      <section aria-labelledby="delete-title" class="danger">
        <h2 id="delete-title">Delete the account</h2>
        <p>This deletes the account with all its inboxes, mail, API keys, webhooks and request log, at once and for good.</p>
        <form method="post" action="/account/delete" class="narrow">
          <CsrfField ctx={ctx} />
          <label>
            Type your email, {account.email}, to confirm
            <input type="email" name="confirm" required autocomplete="off" />
          </label>
          <button type="submit" class="danger">
            Delete account
          </button>
        </form>
      </section>
    </Layout>
  );
}
