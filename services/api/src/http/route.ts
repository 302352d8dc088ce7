import type { Request, Response, Router } from 'express';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { ApiError, type OperationSpec } from '@throwbox/contracts';
import type { ApiDeps } from '../deps.js';
import type { AuthContext } from '../request-context.js';
import { compile } from './validate.js';
import { context } from '../request-context.js';

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

/** What a handler receives for one of its spec's schemas, derived from it (nothing when it has none). */
export type Input<S> = S extends JSONSchema ? FromSchema<S> : Record<string, never>;

/**
 * An endpoint whose handler's params, query and body are typed from the very schemas that validate them,
 * so the two cannot drift. (Explicit types, `defineRoute<P, Q, B>`, remain for a route written that way.)
 */
export function defineRoute<const S extends OperationSpec>(
  spec: S,
  handle: (ctx: Ctx<Input<S['params']>, Input<S['query']>, Input<S['body']>>) => Promise<void>,
): Route;
export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>>(
  spec: OperationSpec,
  handle: (ctx: Ctx<P, Q, B>) => Promise<void>,
): Route;
export function defineRoute(spec: OperationSpec, handle: (ctx: Ctx<never, never, never>) => Promise<void>): Route {
  return { spec, handle: handle as Route['handle'] };
}

/** /inboxes/{address} → /inboxes/:address */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The raw path parameters, query and body of one call, before validation. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Refuses a body sent to an endpoint that takes none (HTTP only: a tool call has no body of its own). */
  refuseBody?: () => void;
}

/**
 * The route's handler behind its own validation: what an HTTP request and an MCP tool call both run, so
 * that the two judge arguments alike.
 */
export function compileRoute(
  route: Route,
): (base: Omit<Ctx<unknown, unknown, unknown>, 'params' | 'query' | 'body'>, input: RouteInput) => Promise<void> {
  const { spec } = route;
  const params = spec.params ? compile('params', spec.params) : undefined;
  const query = compile('query', spec.query ?? { type: 'object', additionalProperties: false, properties: {} });
  const body = spec.body ? compile('body', spec.body) : undefined;
  // Most reads send no query: what validation makes of none (its defaults) is worked out once and copied.
  let noQuery: Record<string, unknown> | undefined;
  const queryOf = (raw: Record<string, unknown>) =>
    hasOwnKeys(raw) ? query({ ...raw }) : { ...(noQuery ??= query({}) as Record<string, unknown>) };
  return (base, input) =>
    route.handle({
      ...base,
      params: params ? params({ ...input.params }) : {},
      query: queryOf(input.query),
      body: body ? body(input.body ?? {}) : (input.refuseBody?.(), {}),
    });
}

function hasOwnKeys(value: Record<string, unknown>): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

export function mountRoutes(router: Router, deps: ApiDeps, routes: Route[]): void {
  for (const route of routes) {
    const { spec } = route;
    const run = compileRoute(route);
    router[spec.method](expressPath(spec.path), async (req: Request, res: Response) => {
      context(res).route = spec.path;
      const input = {
        params: req.params,
        query: req.query as Record<string, unknown>,
        body: req.body,
        refuseBody: () => assertNoBody(req),
      };
      await run({ req, res, deps, auth: context(res).auth! }, input);
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
    throw new ApiError('validation_failed', 'This endpoint takes no request body.', {
      details: [{ path: 'body', message: 'must be empty' }],
    });
  }
}
