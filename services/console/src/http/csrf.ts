import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ConsoleDeps } from '../deps.js';
import { cookieOptions, cookiesOf, signedIn } from './session.js';

/** Thrown when a form's token is missing or wrong; answered 403 with a page that says to reload. */
export class CsrfError extends Error {}

/**
 * The token a page's forms carry: the session's own when signed in; before that (sign-in, sign-up), a
 * random value also set as a cookie, which a page of another site can neither read nor set (double submit).
 */
export function csrfToken(deps: ConsoleDeps, req: Request, res: Response): string {
  const session = signedIn(res);
  if (session) return session.csrfToken;
  const existing = cookiesOf(req)[deps.cookies.csrf];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  if (typeof res.locals.anonymousCsrf === 'string') return res.locals.anonymousCsrf;
  const token = randomBytes(32).toString('base64url');
  res.locals.anonymousCsrf = token;
  res.cookie(deps.cookies.csrf, token, cookieOptions(deps));
  return token;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Every POST: the form's token matches, and the browser does not say it came from another site. */
export function verifyCsrf(deps: ConsoleDeps) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return next();
    if (req.get('sec-fetch-site') === 'cross-site') return next(new CsrfError('cross-site form'));
    const given = typeof req.body?._csrf === 'string' ? req.body._csrf : '';
    const session = signedIn(res);
    const expected = session ? session.csrfToken : (cookiesOf(req)[deps.cookies.csrf] ?? '');
    if (!given || !expected || !same(given, expected)) return next(new CsrfError('missing or wrong token'));
    next();
  };
}
