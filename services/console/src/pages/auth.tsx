/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { MIN_PASSWORD_LENGTH } from '../password.js';
import { CsrfField, Layout, Notice, type PageContext } from './layout.js';

export function SignInPage({
  ctx,
  email = '',
  next = '/',
  error,
  signedUp,
}: {
  ctx: PageContext;
  email?: string;
  next?: string;
  error?: string;
  signedUp?: boolean;
}) {
  return (
    <Layout ctx={ctx} title="Sign in">
      {signedUp && !error && (
        <Notice kind="ok">
          If this email is new, your account is ready: sign in with the password you chose. If it already had an account, sign in with its
          password.
        </Notice>
      )}
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/signin" class="narrow">
        <CsrfField ctx={ctx} />
        <input type="hidden" name="next" value={next} />
        <label>
          Email
          <input type="email" name="email" value={email} autocomplete="username" required maxLength={254} />
        </label>
        <label>
          Password
          <input type="password" name="password" autocomplete="current-password" required maxLength={200} />
        </label>
        <button type="submit">Sign in</button>
      </form>
      {ctx.signup === 'open' && (
        <p>
          No account yet? <a href="/signup">Sign up</a>, free.
        </p>
      )}
    </Layout>
  );
}

export function SignUpPage({
  ctx,
  email = '',
  invite,
  error,
  closed,
}: {
  ctx: PageContext;
  email?: string;
  invite?: string;
  error?: string;
  closed?: boolean;
}) {
  if (closed) {
    return (
      <Layout ctx={ctx} title="Sign up">
        <Notice kind="warn">Sign-up on this Throwbox is by invitation. Ask its operator for an invitation link.</Notice>
        <p>
          Already have an account? <a href="/signin">Sign in</a>.
        </p>
      </Layout>
    );
  }
  return (
    <Layout ctx={ctx} title="Create your account">
      <p>Disposable inboxes for your automated tests. The free plan includes 100 API requests a month and 3 permanent addresses.</p>
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/signup" class="narrow">
        <CsrfField ctx={ctx} />
        {invite && <input type="hidden" name="invite" value={invite} />}
        <label>
          Email
          <input type="email" name="email" value={email} autocomplete="username" required maxLength={254} readOnly={Boolean(invite)} />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autocomplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={200}
            aria-describedby="password-rule"
          />
          <small id="password-rule">At least {MIN_PASSWORD_LENGTH} characters.</small>
        </label>
        <button type="submit">Create account</button>
      </form>
      <p>
        Already have an account? <a href="/signin">Sign in</a>.
      </p>
    </Layout>
  );
}
