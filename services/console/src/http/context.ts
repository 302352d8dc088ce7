import type { Request, Response } from 'express';
import type { ConsoleDeps } from '../deps.js';
import type { PageContext } from '../pages/layout.js';
import { csrfToken } from './csrf.js';
import { signedIn, type SignedIn } from './session.js';

export function pageContext(deps: ConsoleDeps, req: Request, res: Response): PageContext {
  return {
    csrf: csrfToken(deps, req, res),
    session: signedIn(res),
    apiUrl: deps.config.API_PUBLIC_URL,
    signup: deps.config.CONSOLE_SIGNUP,
  };
}

/** The signed-in account of a route behind requireSession. */
export const account = (res: Response): SignedIn => signedIn(res)!;

/** A form field as text (absent, repeated or non-text fields read as empty), trimmed and bounded. */
export function field(req: Request, name: string, max = 1000): string {
  const value: unknown = req.body?.[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A positive integer from the path, or undefined (answered as not found). */
export function idParam(req: Request, name = 'id'): number | undefined {
  const raw = req.params[name];
  const n = Number(raw);
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) && n > 0 ? n : undefined;
}
