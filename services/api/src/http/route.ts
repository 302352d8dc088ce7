import type { Request, Response, Router } from 'express';
import { ApiError, type OperationSpec } from '@throwbox/contracts';
import type { ApiDeps } from '../deps.js';
import type { AuthContext } from './auth.js';
import { compile } from './validate.js';

export interface Ctx<P, Q, B> {
  req: Request;
  res: Response;
  deps: ApiDeps;
  auth: AuthContext;
  params: P;
  query: Q;
  body: B;
}

/** One endpoint: the OpenAPI description (whose schemas also validate the request) and its handler. */
export interface Route {
  spec: OperationSpec;
  handle(ctx: Ctx<unknown, unknown, unknown>): Promise<void>;
}

export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>>(
  spec: OperationSpec,
  handle: (ctx: Ctx<P, Q, B>) => Promise<void>,
): Route {
  return { spec, handle: handle as Route['handle'] };
}

/** /inboxes/{address} → /inboxes/:address */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function mountRoutes(router: Router, deps: ApiDeps, routes: Route[]): void {
  for (const route of routes) {
    const { spec } = route;
    const params = spec.params ? compile('params', spec.params) : undefined;
    const query = compile('query', spec.query ?? { type: 'object', additionalProperties: false, properties: {} });
    const body = spec.body ? compile('body', spec.body) : undefined;
    router[spec.method](expressPath(spec.path), async (req: Request, res: Response) => {
      res.locals.route = spec.path;
      const ctx: Ctx<unknown, unknown, unknown> = {
        req,
        res,
        deps,
        auth: res.locals.auth as AuthContext,
        params: params ? params({ ...req.params }) : {},
        query: query({ ...(req.query as Record<string, unknown>) }),
        body: body ? body(req.body ?? {}) : (assertNoBody(req), {}),
      };
      await route.handle(ctx);
    });
  }
  // A known path with another method: 405 with the methods it does take.
  const methods = new Map<string, string[]>();
  for (const { spec } of routes) methods.set(spec.path, [...(methods.get(spec.path) ?? []), spec.method.toUpperCase()]);
  for (const [path, allowed] of methods) {
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
    router.all(expressPath(path), (_req, res) => {
      res.setHeader('Allow', allow);
      throw new ApiError('method_not_allowed', `This route takes ${allow}.`);
    });
  }
}

function assertNoBody(req: Request): void {
  if (req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE') {
    throw new ApiError('validation_failed', 'This endpoint takes no request body.', [{ path: 'body', message: 'must be empty' }]);
  }
}
