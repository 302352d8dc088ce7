/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router } from 'express';
import { ApiError } from '@throwbox/contracts';
import { searchMessages } from '@throwbox/db';
import { SEARCH_MAX_LENGTH, parseMailSearch } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { SearchPage } from '../pages/search.js';

const SHOWN = 50;

/** One search across all the account's inboxes, with the API's syntax (GET /v1/messages?search=). */
export function searchRoutes(deps: ConsoleDeps): Router {
  const router = Router();
  router.get('/search', async (req, res) => {
    const ctx = pageContext(deps, req, res);
    const search = typeof req.query.q === 'string' ? req.query.q.replace(/\p{Cc}/gu, ' ').trim() : '';
    if (!search) return sendPage(res, <SearchPage ctx={ctx} search="" found={[]} limit={SHOWN} />);
    try {
      const parsed = parseMailSearch(search);
      const found = await searchMessages(deps.pool, { ...parsed, accountId: account(res).accountId, limit: SHOWN });
      sendPage(res, <SearchPage ctx={ctx} search={search} found={found} limit={SHOWN} />);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      sendPage(res, <SearchPage ctx={ctx} search={search.slice(0, SEARCH_MAX_LENGTH)} found={[]} limit={SHOWN} error={err.message} />, 400);
    }
  });
  return router;
}
