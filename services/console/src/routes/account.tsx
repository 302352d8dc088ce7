/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import {
  countConsoleSessions,
  deleteAccount,
  deleteConsoleSessions,
  findAccountCredentials,
  listApiKeys,
  setPasswordHash,
} from '@throwbox/db';
import { PERMANENT_ADDRESSES, revokeApiKey } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { clearFailures, failureWait, recordFailure } from '../http/throttle.js';
import { clearSessionCookie } from '../http/session.js';
import { AccountPage } from '../pages/account.js';
import { hashPassword, passwordProblem, verifyPassword } from '../password.js';

/** Wrong current passwords allowed before a change waits (growing, see throttle.ts). */
const PASSWORD_GUESSES = 5;

export function accountRoutes(deps: ConsoleDeps): Router {
  const router = Router();

  async function show(req: Request, res: Response, extra: { error?: string; notice?: string } = {}, status = 200) {
    const me = account(res);
    const sessions = await countConsoleSessions(deps.pool, me.accountId);
    sendPage(
      res,
      <AccountPage
        ctx={pageContext(deps, req, res)}
        account={me.account}
        permanentAllowance={PERMANENT_ADDRESSES[me.account.plan]}
        sessions={sessions}
        {...extra}
      />,
      status,
    );
  }

  router.get('/account', (req, res) =>
    show(req, res, req.query.changed ? { notice: 'Password changed. Other sessions are signed out.' } : {}),
  );

  router.post('/account/password', async (req, res) => {
    const me = account(res);
    const current = typeof req.body?.current === 'string' ? req.body.current.slice(0, 200) : '';
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    // A session alone (a borrowed laptop, a stolen cookie) must not be a way to guess the password.
    const subject = `password-change:${me.accountId}`;
    const wait = await failureWait(deps, [subject]);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return show(req, res, { error: `Too many wrong current passwords. Try again in ${Math.ceil(wait / 60)} minute(s).` }, 429);
    }
    const credentials = await findAccountCredentials(deps.pool, me.account.email);
    if (!(await verifyPassword(current, credentials?.passwordHash))) {
      await recordFailure(deps, subject, PASSWORD_GUESSES);
      return show(req, res, { error: 'The current password is not right.' }, 400);
    }
    await clearFailures(deps, subject);
    const problem = passwordProblem(password, me.account.email);
    if (problem) return show(req, res, { error: `Choose another password: ${problem}` }, 400);
    await setPasswordHash(deps.pool, me.accountId, await hashPassword(password));
    await deleteConsoleSessions(deps.pool, me.accountId, me.token);
    res.redirect(303, '/account?changed=1');
  });

  router.post('/account/signout-all', async (_req, res) => {
    await deleteConsoleSessions(deps.pool, account(res).accountId);
    clearSessionCookie(deps, res);
    res.redirect(303, '/signin');
  });

  router.post('/account/delete', async (req, res) => {
    const me = account(res);
    if (field(req, 'confirm', 254).toLowerCase() !== me.account.email) {
      return show(req, res, { error: 'Type the account email exactly to delete the account.' }, 400);
    }
    // Keys stop at once on every api process (the revoked set), before their rows go with the account.
    for (const key of await listApiKeys(deps.pool, me.accountId)) if (!key.revokedAt) await revokeApiKey(deps.keys, key.id, me.accountId);
    await deleteAccount(deps.pool, me.accountId);
    deps.logger.info({ accountId: me.accountId }, 'account deleted in the console');
    clearSessionCookie(deps, res);
    res.redirect(303, '/signup?deleted=1');
  });

  return router;
}
