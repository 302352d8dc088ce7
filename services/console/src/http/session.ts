import { parseCookie } from 'cookie';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { deleteConsoleSession, getAccount, insertConsoleSession, touchConsoleSession, type Account } from '@throwbox/db';
import type { ConsoleDeps } from '../deps.js';

/** What a signed-in request carries in res.locals. */
export interface SignedIn {
  token: string;
  accountId: number;
  csrfToken: string;
  account: Account;
}

export const cookiesOf = (req: Request): Record<string, string | undefined> => parseCookie(req.headers.cookie ?? '');

/** HttpOnly, SameSite=Lax, the whole console; Secure behind https. A session cookie without maxAge. */
export function cookieOptions(deps: ConsoleDeps, maxAgeMs?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.cookies.secure,
    path: '/',
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  };
}

export function clearSessionCookie(deps: ConsoleDeps, res: Response): void {
  res.clearCookie(deps.cookies.session, cookieOptions(deps));
}

const idleMs = (deps: ConsoleDeps) => deps.config.CONSOLE_SESSION_IDLE_MINUTES * 60_000;

/** Finds the request's session, if it has a live one, and its account. */
export function loadSession(deps: ConsoleDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = cookiesOf(req)[deps.cookies.session];
    if (token && token.length <= 100) {
      const session = await touchConsoleSession(deps.pool, token, idleMs(deps));
      const account = session && (await getAccount(deps.pool, session.accountId));
      if (session && account)
        res.locals.signedIn = { token, accountId: session.accountId, csrfToken: session.csrfToken, account } satisfies SignedIn;
    }
    next();
  };
}

export const signedIn = (res: Response): SignedIn | undefined => res.locals.signedIn as SignedIn | undefined;

/** The signed-in account, or a redirect to sign in that comes back here afterwards. */
export function requireSession(req: Request, res: Response, next: NextFunction): void {
  if (signedIn(res)) return next();
  const back = req.method === 'GET' ? req.originalUrl : '/';
  res.redirect(303, `/signin?next=${encodeURIComponent(back)}`);
}

/** Only paths of this console, so that a link cannot send someone elsewhere after signing in. */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && value.length <= 500 ? value : '/';
}

export async function startSession(deps: ConsoleDeps, req: Request, res: Response, accountId: number): Promise<void> {
  const maxAgeMs = deps.config.CONSOLE_SESSION_MAX_HOURS * 3_600_000;
  const { token } = await insertConsoleSession(deps.pool, { accountId, maxAgeMs, userAgent: req.get('user-agent') });
  res.cookie(deps.cookies.session, token, cookieOptions(deps, maxAgeMs));
}

export async function endSession(deps: ConsoleDeps, res: Response): Promise<void> {
  const session = signedIn(res);
  if (session) await deleteConsoleSession(deps.pool, session.token);
  clearSessionCookie(deps, res);
}
