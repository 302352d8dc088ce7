import { schemas } from '@throwbox/contracts';
import { listAccountInboxes } from '@throwbox/db';
import { isExpired } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';
import { presentInbox } from '../present.js';

export const listInboxes = defineRoute(
  {
    method: 'get',
    path: '/inboxes',
    operationId: 'listInboxes',
    summary: "The account's inboxes, newest first, expired ones included until they are purged",
    tag: 'Inboxes',
    query: schemas.InboxListQuery,
    responses: { 200: { description: 'One page of inboxes', schema: 'InboxList' } },
    errors: ['validation_failed'],
  },
  async ({ deps, auth, query, res }) => {
    const rows = await listAccountInboxes(deps.pool, {
      accountId: auth.accountId,
      search: query.search,
      before: query.cursor ? Number(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    res.json({
      inboxes: page.map((i) => ({ ...presentInbox(i), expired: isExpired(i), messageCount: i.messageCount })),
      nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
    });
  },
);
