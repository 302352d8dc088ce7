/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request } from 'express';
import { findAccountCredentials, findConsoleInvite, insertAccount, useConsoleInvite, withTransaction } from '@throwbox/db';
import { signUpPlan } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { field, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { endSession, safeNext, signedIn, startSession } from '../http/session.js';
import { clearFailures, failureWait, recordFailure, signInSubjects, withinRate } from '../http/throttle.js';
import { SignInPage, SignUpPage } from '../pages/auth.js';
import { hashPassword, passwordProblem, verifyPassword } from '../password.js';

const EMAIL = /^[^@\s]{1,64}@[^@\s]{1,189}\.[^@\s]{1,63}$/;
/** The one answer to a wrong email or password, so that it never tells which emails have accounts. */
const WRONG = 'That email and password do not match an account.';

const SIGNUP_WINDOW_SECONDS = 60 * 60;

const minutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}`;

export function authRoutes(deps: ConsoleDeps): Router {
  const router = Router();
  const ip = (req: Request) => req.ip ?? 'unknown';

  router.get('/signin', (req, res) => {
    if (signedIn(res)) return res.redirect(303, safeNext(req.query.next));
    sendPage(res, <SignInPage ctx={pageContext(deps, req, res)} next={safeNext(req.query.next)} signedUp={req.query.signedup === '1'} />);
  });

  router.post('/signin', async (req, res) => {
    const email = field(req, 'email', 254).toLowerCase();
    const password = typeof req.body?.password === 'string' ? req.body.password.slice(0, 200) : '';
    const next = safeNext(req.body?.next);
    const again = (status: number, error: string) =>
      sendPage(res, <SignInPage ctx={pageContext(deps, req, res)} email={email} next={next} error={error} />, status);
    const { pair, address } = signInSubjects(deps, email, ip(req));
    const wait = await failureWait(deps, [pair.subject, address.subject]);
    if (wait > 0) {
      deps.metrics.signIns.inc({ result: 'throttled' });
      res.setHeader('Retry-After', String(wait));
      return again(429, `Too many failed sign-ins. Try again in ${minutes(wait)}.`);
    }
    const credentials = EMAIL.test(email) ? await findAccountCredentials(deps.pool, email) : undefined;
    // The hash is checked even without an account (against a decoy), so that both take as long.
    if (!(await verifyPassword(password, credentials?.passwordHash)) || !credentials) {
      deps.metrics.signIns.inc({ result: 'failed' });
      await recordFailure(deps, pair.subject, pair.free);
      await recordFailure(deps, address.subject, address.free);
      return again(401, WRONG);
    }
    deps.metrics.signIns.inc({ result: 'ok' });
    // Only the pair's count: one person's success frees no one else on the same address.
    await clearFailures(deps, pair.subject);
    await startSession(deps, req, res, credentials.id);
    res.redirect(303, next);
  });

  router.post('/signout', async (_req, res) => {
    await endSession(deps, res);
    res.redirect(303, '/signin');
  });

  router.get('/signup', async (req, res) => {
    if (signedIn(res)) return res.redirect(303, '/');
    const ctx = pageContext(deps, req, res);
    const token = typeof req.query.invite === 'string' ? req.query.invite.slice(0, 100) : undefined;
    const invite = token ? await findConsoleInvite(deps.pool, token) : undefined;
    if (token && !invite)
      return sendPage(
        res,
        <SignUpPage ctx={ctx} closed={deps.config.CONSOLE_SIGNUP === 'closed'} error="This invitation has expired or was used." />,
        410,
      );
    if (!invite && deps.config.CONSOLE_SIGNUP === 'closed') return sendPage(res, <SignUpPage ctx={ctx} closed />);
    sendPage(res, <SignUpPage ctx={ctx} {...(invite ? { email: invite.email, invite: token } : {})} />);
  });

  router.post('/signup', async (req, res) => {
    const ctx = pageContext(deps, req, res);
    const token = field(req, 'invite', 100) || undefined;
    const invite = token ? await findConsoleInvite(deps.pool, token) : undefined;
    if (!invite && deps.config.CONSOLE_SIGNUP === 'closed') return sendPage(res, <SignUpPage ctx={ctx} closed />, 403);
    const email = invite ? invite.email : field(req, 'email', 254).toLowerCase();
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    const again = (status: number, error: string) =>
      sendPage(res, <SignUpPage ctx={ctx} email={email} {...(token ? { invite: token } : {})} error={error} />, status);
    if (!EMAIL.test(email)) return again(400, 'Enter an email address, such as you@example.com.');
    const problem = passwordProblem(password, email);
    if (problem) return again(400, `Choose another password: ${problem}`);
    // Sign-ups per client address, so that no one fills the accounts table or probes it in bulk.
    if (!invite && !(await withinRate(deps, `sign-up:${ip(req)}`, deps.config.CONSOLE_SIGNUPS_PER_IP, SIGNUP_WINDOW_SECONDS))) {
      res.setHeader('Retry-After', String(SIGNUP_WINDOW_SECONDS));
      return again(429, 'Too many sign-ups from this address. Try again in an hour.');
    }
    const passwordHash = await hashPassword(password);
    const account = await withTransaction(deps.pool, async (tx) => {
      if (token && !(await useConsoleInvite(tx, token))) return 'invite-used' as const;
      return insertAccount(tx, { email, plan: invite?.plan ?? signUpPlan(deps.config), passwordHash }).catch((err: { code?: string }) => {
        if (err.code === '23505') return 'taken' as const;
        throw err;
      });
    });
    if (account === 'invite-used') return again(410, 'This invitation has expired or was used.');
    if (account !== 'taken') deps.logger.info({ accountId: account.id }, 'account signed up');
    // An invitation proves the email: its holder is signed in at once.
    if (invite && account !== 'taken') {
      await startSession(deps, req, res, account.id);
      return res.redirect(303, '/keys?welcome=1');
    }
    // The same answer whether or not the email had an account, so that sign-up tells no one which emails do.
    res.redirect(303, `/signin?signedup=1&next=${encodeURIComponent('/keys?welcome=1')}`);
  });

  return router;
}
