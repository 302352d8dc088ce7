import type http from 'node:http';
import querystring from 'node:querystring';
import type { Express, NextFunction, Request, Response } from 'express';
import type { ApiDeps } from '../deps.js';
import { context } from '../request-context.js';
import { errorHandler } from './errors.js';
import { compileRoute, type Route } from './route.js';

/** A middleware as express runs it: answers, calls next(), or fails (next(err), a throw or a rejection). */
export type Step = (req: Request, res: Response, next: NextFunction) => void | Promise<void>;

/**
 * The long-poll reads, `GET /v1/inboxes/{address}/messages` and `…/code`, written exactly so (lower case,
 * no trailing slash): every other spelling, method and path is left to express, which answers it as before.
 */
const WAIT_PATH = /^\/v1\/inboxes\/([^/?#]+)\/(messages|code)(?:\?|$)/;

/** Where parseurl leaves its fast path for Node's url.parse (a query it would read differently). */
const SLOW_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * `req.query` as express reads it under the 'simple' parser (querystring.parse of parseurl's query), without
 * the parsed URL object parseurl would leave on the request for as long as a wait is held.
 */
function simpleQuery(req: Request): Record<string, unknown> {
  const url = req.url;
  if (SLOW_URL.test(url)) return req.query as Record<string, unknown>;
  const mark = url.indexOf('?');
  return querystring.parse(mark < 0 ? '' : url.slice(mark + 1));
}

/**
 * Runs one step. A step that passed the request on before it returned, and returned no promise (the id, the
 * log line, the body of a GET), costs nothing more: `undefined`. Otherwise a promise that settles when the
 * step passes the request on and rejects when it fails it, as express would judge each (the first call of
 * `next` wins; a throw after `next()` is ignored).
 */
function pass(step: Step, req: Request, res: Response): Promise<void> | undefined {
  let passed = false;
  let failed: { err: unknown } | undefined;
  let later: ((err?: unknown) => void) | undefined;
  const next = ((err?: unknown) => {
    if (later) later(err);
    else if (!passed && !failed) {
      if (err === undefined) passed = true;
      else failed = { err };
    }
  }) as NextFunction;
  let running: void | Promise<void> = undefined;
  try {
    running = step(req, res, next);
  } catch (err) {
    if (!passed && !failed) failed = { err };
  }
  if (passed && !running) return undefined;
  return new Promise<void>((resolve, reject) => {
    if (failed) reject(failed.err);
    else if (passed) resolve();
    else later = (err) => (err === undefined ? resolve() : reject(err));
    if (running) running.catch(reject);
  });
}

/**
 * The api's request listener. A held wait through express's routers kept ~6 KB of per-request state alive
 * for as long as it waited (the routers' next() closures and their saved params and urls, finalhandler's
 * closure): at 10,000 waits, tens of MB. The two long-poll routes are answered here instead, by the same
 * steps express runs (request id, log line and request log, key, quota, body, idempotency), the same
 * compiled route (its validation and handler) and the same error handler; only the routing is skipped.
 */
export function leanWaits(
  deps: ApiDeps,
  app: Express,
  routes: Route[],
  steps: Step[],
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const byTail = new Map<string, { path: string; run: ReturnType<typeof compileRoute> }>();
  for (const route of routes) {
    const tail = /^\/inboxes\/\{address\}\/(messages|code)$/.exec(route.spec.path)?.[1];
    if (route.spec.method === 'get' && tail) byTail.set(tail, { path: route.spec.path, run: compileRoute(route) });
  }
  const onError = errorHandler(deps);

  function fail(err: unknown, req: Request, res: Response): void {
    try {
      onError(err, req, res, () => undefined);
    } catch (failed) {
      // Where express's finalhandler would take over: nothing may escape as an unhandled rejection.
      deps.logger.error({ err: failed, requestId: context(res).requestId }, 'answering an error failed');
      res.destroy();
    }
  }

  async function serve(req: Request, res: Response, raw: string, target: { path: string; run: ReturnType<typeof compileRoute> }) {
    let running: Promise<void>;
    try {
      for (const step of steps) {
        const waiting = pass(step, req, res);
        if (waiting) await waiting;
      }
      context(res).route = target.path;
      // As express's router decodes a path parameter: a malformed escape is its URIError (400).
      const address = decodeURIComponent(raw);
      // A GET's body is neither read nor judged (jsonBody left it undefined): nothing to refuse.
      running = target.run({ req, res, deps, auth: context(res).auth! }, { params: { address }, query: simpleQuery(req), body: req.body });
    } catch (err) {
      fail(err, req, res);
      return;
    }
    // Not awaited: this function's frame ends here instead of being kept for as long as the wait is held.
    running.catch((err: unknown) => fail(err, req, res));
  }

  return (incoming, outgoing) => {
    const match = incoming.method === 'GET' ? WAIT_PATH.exec(incoming.url ?? '') : null;
    const target = match ? byTail.get(match[2]!) : undefined;
    if (!match || !target) {
      app(incoming, outgoing);
      return;
    }
    // What express's app.handle sets up for every request; the prototypes are already express's (bornExpress).
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    req.originalUrl = req.url;
    res.locals = Object.create(null) as Response['locals'];
    void serve(req, res, match[1]!, target);
  };
}
