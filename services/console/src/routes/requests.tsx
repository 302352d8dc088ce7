/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request } from 'express';
import { listApiKeys, pageRequestLog } from '@throwbox/db';
import type { ConsoleDeps } from '../deps.js';
import { account, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { RequestsPage, type LogFilter } from '../pages/requests.js';

const PAGE = 50;

const intQuery = (req: Request, name: string, min: number, max: number): number | undefined => {
  const raw = req.query[name];
  const n = Number(raw);
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) && n >= min && n <= max ? n : undefined;
};

export function requestRoutes(deps: ConsoleDeps): Router {
  const router = Router();
  router.get('/requests', async (req, res) => {
    const { accountId } = account(res);
    const filter: LogFilter = {
      errors: req.query.errors === '1',
      status: intQuery(req, 'status', 100, 599),
      path: typeof req.query.path === 'string' ? req.query.path.slice(0, 200) : '',
      keyId: intQuery(req, 'key', 1, Number.MAX_SAFE_INTEGER),
    };
    const before = intQuery(req, 'before', 1, Number.MAX_SAFE_INTEGER);
    const [rows, keys] = await Promise.all([
      pageRequestLog(deps.pool, {
        accountId,
        errorsOnly: filter.errors,
        status: filter.status,
        path: filter.path,
        keyId: filter.keyId,
        before,
        limit: PAGE + 1,
      }),
      listApiKeys(deps.pool, accountId),
    ]);
    const next = rows.length > PAGE ? rows[PAGE - 1]!.id : undefined;
    sendPage(
      res,
      <RequestsPage
        ctx={pageContext(deps, req, res)}
        rows={rows.slice(0, PAGE)}
        keys={keys}
        filter={filter}
        next={next}
        paged={before !== undefined}
      />,
    );
  });
  return router;
}
