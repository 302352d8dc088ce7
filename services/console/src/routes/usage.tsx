/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router } from 'express';
import { REQUEST_LOG_RETENTION_DAYS, dailyRequestCounts } from '@throwbox/db';
import { readUsageSnapshot } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { UsagePage } from '../pages/usage.js';

export function usageRoutes(deps: ConsoleDeps): Router {
  const router = Router();
  router.get('/usage', async (req, res) => {
    const me = account(res);
    const [usage, days] = await Promise.all([
      readUsageSnapshot(deps.pool, deps.redis, deps.redisPrefix, me.accountId, me.account.plan),
      dailyRequestCounts(deps.pool, me.accountId, REQUEST_LOG_RETENTION_DAYS),
    ]);
    sendPage(res, <UsagePage ctx={pageContext(deps, req, res)} account={me.account} usage={usage} days={days} />);
  });
  return router;
}
