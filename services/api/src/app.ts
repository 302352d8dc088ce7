import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { handleProbe } from '@throwbox/observability';
import type { ApiDeps } from './deps.js';
import { errorsPage, openApiDocument } from './docs.js';
import { authenticate } from './http/auth.js';
import { jsonBody } from './http/body.js';
import { errorHandler, publicUrl } from './http/errors.js';
import { requestId } from './http/request-id.js';
import { mountRoutes } from './http/route.js';
import { routes } from './routes/index.js';

export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(requestId);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const end = deps.metrics.duration.startTimer();
    res.once('finish', () => {
      const route = String(res.locals.route ?? 'unmatched');
      end({ route, method: req.method });
      deps.metrics.requests.inc({ route, method: req.method, status: res.statusCode });
    });
    next();
  });

  const probes = {
    registry: deps.registry,
    isShuttingDown: deps.isShuttingDown,
    checks: { postgres: () => deps.pool.query('SELECT 1'), redis: () => deps.redis.ping() },
  };
  for (const path of ['/livez', '/readyz', '/metrics']) {
    app.get(path, async (_req, res) => {
      res.locals.route = path;
      const r = (await handleProbe(path, probes))!;
      res.status(r.status).type(r.type).send(r.body);
    });
  }
  app.get('/docs/errors', (_req, res) => {
    res.locals.route = '/docs/errors';
    res.type('html').send(errorsPage());
  });

  const v1 = express.Router();
  v1.get('/openapi.json', (req, res) => {
    res.locals.route = '/openapi.json';
    res.json(openApiDocument(routes, publicUrl(deps, req)));
  });
  v1.use(authenticate(deps));
  v1.use(jsonBody);
  mountRoutes(v1, deps, routes);
  app.use('/v1', v1);

  app.use((req: Request) => {
    throw new ApiError('route_not_found', `No route ${req.method} ${req.path}.`);
  });
  app.use(errorHandler(deps));
  return app;
}
