import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { schemaCheck } from '@throwbox/db';
import { handleProbe, readinessChecks } from '@throwbox/observability';
import type { ApiDeps } from './deps.js';
import { mountSdk } from './sdk.js';
import { DOCS_ASSETS, DOCS_CSP, docsPage, errorsPage, openApiDocument } from './docs.js';
import { authenticate } from './http/auth.js';
import { jsonBody, MAX_BODY_BYTES, refuseDeepJson } from './http/body.js';
import { errorHandler, publicUrl } from './http/errors.js';
import { idempotency } from './http/idempotency.js';
import { requestId } from './http/request-id.js';
import { mountRoutes } from './http/route.js';
import type { Step } from './http/lean-waits.js';
import { routes } from './routes/index.js';
import { context } from './request-context.js';

export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // X-Forwarded-For is believed only from these proxies (for key IP allowlists); none by default.
  app.set('trust proxy', deps.config.TRUSTED_PROXIES ? deps.config.TRUSTED_PROXIES.split(',').map((s: string) => s.trim()) : false);

  for (const step of frontSteps(deps)) app.use(step);

  const probes = {
    registry: deps.registry,
    isShuttingDown: deps.isShuttingDown,
    checks: readinessChecks(deps.pool, deps.redis, schemaCheck(deps.pool)),
  };
  for (const path of ['/livez', '/readyz', '/metrics']) {
    app.get(path, async (_req, res) => {
      context(res).route = path;
      const r = (await handleProbe(path, probes))!;
      res.status(r.status).type(r.type).send(r.body);
    });
  }
  app.get('/docs', (_req, res) => {
    context(res).route = '/docs';
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.type('html').send(docsPage());
  });
  app.get('/docs/assets/:name', (req, res) => {
    context(res).route = '/docs/assets';
    const name = String(req.params.name);
    const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
    if (!asset) throw new ApiError('route_not_found', `No route ${req.method} ${req.path}.`);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(asset.type);
    if (asset.body !== undefined) res.send(asset.body);
    // The package sits under node_modules/.pnpm, a dot-folder sendFile refuses unless told.
    else res.sendFile(asset.file!, { dotfiles: 'allow' });
  });
  mountSdk(app);
  app.get('/docs/errors', (_req, res) => {
    context(res).route = '/docs/errors';
    res.type('html').send(errorsPage());
  });

  // The agent server: Streamable HTTP, same keys and quota as the API (tool calls are API calls).
  app.post('/mcp', express.json({ limit: MAX_BODY_BYTES }), refuseDeepJson, lazyMcpHandler(deps));
  app.all('/mcp', (_req, res) => {
    context(res).route = '/mcp';
    res.setHeader('Allow', 'POST');
    throw new ApiError('method_not_allowed', 'The MCP endpoint is stateless: POST JSON-RPC messages to it.');
  });

  const v1 = express.Router();
  v1.get('/openapi.json', (req, res) => {
    context(res).route = '/openapi.json';
    res.json(openApiDocument(routes, publicUrl(deps, req)));
  });
  v1.all('/openapi.json', (_req, res) => {
    context(res).route = '/openapi.json';
    res.setHeader('Allow', 'GET, HEAD');
    throw new ApiError('method_not_allowed', 'The OpenAPI document is read with GET.');
  });
  for (const step of v1Steps(deps)) v1.use(step);
  mountRoutes(v1, deps, routes);
  app.use('/v1', v1);

  app.use((req: Request) => {
    throw new ApiError('route_not_found', `No route ${req.method} ${req.path}.`);
  });
  app.use(errorHandler(deps));
  return app;
}

/** What every request passes first: its id, the shutdown's Connection: close, its log line and request log entry. */
export function frontSteps(deps: ApiDeps): Step[] {
  const closeWhenShuttingDown = (_req: Request, res: Response, next: NextFunction) => {
    if (deps.isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  };
  // The request line's fields are ids, numbers and the route's template, never a secret: the logger's
  // redaction net, whose wildcard paths run on every field of every line (about 4 KB of garbage a line),
  // is left out for it. Same stream, same bindings, same bytes.
  const requestLines = deps.logger.child({}, { redact: [] });
  const logRequest = (req: Request, res: Response, next: NextFunction) => {
    // Numbers, not a bigint and a Date: a held wait keeps these for as long as it waits.
    const started = performance.now();
    const at = Date.now();
    // 'close' comes once: on() spares the wrapper once() would keep per request.
    res.on('close', () => {
      const ctx = context(res);
      const route = ctx.route ?? 'unmatched';
      const seconds = (performance.now() - started) / 1000;
      deps.metrics.duration.observe({ route, method: req.method }, seconds);
      deps.metrics.requests.inc({ route, method: req.method, status: res.statusCode });
      // One line per request: ids and outcome only, never headers, keys, query strings or bodies.
      requestLines.info(
        {
          requestId: ctx.requestId,
          method: req.method,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 10000) / 10,
          accountId: ctx.accountId,
          errorCode: ctx.errorCode,
        },
        'request',
      );
      // One entry per API call. An MCP tool call is logged once, as the /v1 call it makes; the /mcp request
      // itself only when it ends without one (a tool call refused before it, a refused key).
      const mcpWithoutCall = route === '/mcp' && ctx.errorCode === undefined;
      if (ctx.accountId !== undefined && !mcpWithoutCall) {
        const url = req.originalUrl;
        const query = url.indexOf('?');
        deps.requestLog.add({
          requestId: ctx.requestId,
          accountId: ctx.accountId,
          keyId: ctx.keyId ?? null,
          at: new Date(at),
          method: req.method,
          path: (query < 0 ? url : url.slice(0, query)).slice(0, 500),
          status: ctx.logStatus ?? res.statusCode,
          errorCode: ctx.errorCode ?? null,
          durationMs: seconds * 1000,
        });
      }
    });
    next();
  };
  return [requestId, closeWhenShuttingDown, logRequest];
}

/** What every /v1 call passes before its route: the key, its controls and count, the body, idempotency. */
export function v1Steps(deps: ApiDeps): Step[] {
  return [authenticate(deps), jsonBody, idempotency(deps)];
}

/**
 * The agent server's handler, loaded by the first /mcp call: an api process that serves no agent does
 * not hold the MCP SDK and its schemas (15 MB of memory).
 */
function lazyMcpHandler(deps: ApiDeps) {
  let handler: Promise<(req: Request, res: Response) => Promise<void>> | undefined;
  return async (req: Request, res: Response): Promise<void> => {
    handler ??= import('./mcp/server.js').then(
      (m) => m.mcpHandler(deps),
      (err: unknown) => {
        handler = undefined;
        throw err;
      },
    );
    await (
      await handler
    )(req, res);
  };
}
