/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ConsoleDeps } from './deps.js';
import { assetRoutes } from './http/assets.js';
import { pageContext } from './http/context.js';
import { CsrfError, verifyCsrf } from './http/csrf.js';
import { sendPage } from './http/render.js';
import { securityHeaders } from './http/security.js';
import { loadSession, requireSession, signedIn } from './http/session.js';
import { Layout, Notice } from './pages/layout.js';
import { accountRoutes } from './routes/account.js';
import { authRoutes } from './routes/auth.js';
import { inboxRoutes } from './routes/inboxes.js';
import { smtpFaultRoutes } from './routes/smtp-faults.js';
import { keyRoutes } from './routes/keys.js';
import { messageRoutes } from './routes/messages.js';
import { notFound } from './routes/not-found.js';
import { requestRoutes } from './routes/requests.js';
import { searchRoutes } from './routes/search.js';
import { usageRoutes } from './routes/usage.js';
import { webhookRoutes } from './routes/webhooks.js';

export function createApp(deps: ConsoleDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUSTED_PROXIES ? deps.config.TRUSTED_PROXIES.split(',').map((s) => s.trim()) : false);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.locals.requestId = `req_${randomBytes(9).toString('base64url')}`;
    res.on('finish', () => {
      const route = (res.locals.route as string | undefined) ?? (req.route?.path as string | undefined) ?? 'other';
      deps.metrics.requests.inc({ route, method: req.method, status: res.statusCode });
      // A live stream lasts minutes by design: it would drown the latency of everything else.
      if (route !== 'live') deps.metrics.duration.observe({ route, method: req.method }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  });

  app.use(securityHeaders(deps.cookies.secure));
  app.use(assetRoutes());

  app.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 }));
  app.use(loadSession(deps));
  app.use(verifyCsrf(deps));

  app.use(authRoutes(deps));
  app.get('/', (_req, res) => res.redirect(303, signedIn(res) ? '/inboxes' : '/signin'));
  app.use(requireSession);
  app.use(inboxRoutes(deps));
  app.use(smtpFaultRoutes(deps));
  app.use(messageRoutes(deps));
  app.use(searchRoutes(deps));
  app.use(keyRoutes(deps));
  app.use(usageRoutes(deps));
  app.use(requestRoutes(deps));
  app.use(webhookRoutes(deps));
  app.use(accountRoutes(deps));
  app.use((req: Request, res: Response) => notFound(deps, req, res));

  app.use((err: Error & { status?: number; type?: string }, req: Request, res: Response, next: NextFunction) => {
    try {
      answerError(err, req, res);
    } catch (failed) {
      // The error page itself failed: a plain answer, never the stack.
      deps.logger.error({ err: failed, requestId: res.locals.requestId }, 'console error page failed');
      if (res.headersSent) return next(failed);
      res
        .status(500)
        .type('text')
        .send(`Something went wrong (request ${String(res.locals.requestId)}).`);
    }
  });

  function answerError(err: Error & { status?: number; type?: string }, req: Request, res: Response): void {
    const ctx = pageContext(deps, req, res);
    if (err instanceof CsrfError) {
      return sendPage(
        res,
        <Layout ctx={ctx} title="Form expired">
          <Notice kind="error">This form has expired or did not come from this console. Go back, reload the page and try again.</Notice>
        </Layout>,
        403,
      );
    }
    if (err.status === 404 && req.path.startsWith('/assets/')) {
      res.status(404).type('text').send('Not found');
      return;
    }
    if (err.status && err.status >= 400 && err.status < 500) {
      const message = err.type === 'entity.too.large' ? 'That form was too large.' : 'That request could not be read.';
      return sendPage(
        res,
        <Layout ctx={ctx} title="Bad request">
          <Notice kind="error">{message}</Notice>
        </Layout>,
        err.status,
      );
    }
    deps.logger.error({ err, requestId: res.locals.requestId, path: req.path }, 'console request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendPage(
      res,
      <Layout ctx={ctx} title="Something went wrong">
        <Notice kind="error">
          The console could not do that just now. Try again in a moment; if it keeps failing, tell us the request id{' '}
          <code>{String(res.locals.requestId)}</code>.
        </Notice>
      </Layout>,
      500,
    );
  }
  return app;
}
