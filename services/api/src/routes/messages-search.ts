import { schemas } from '@throwbox/contracts';
import { searchMessages } from '@throwbox/db';
import { parseMailSearch } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';
import { presentSummary } from '../present.js';

interface Query {
  search: string;
  limit: number;
}

export const searchAllMessages = defineRoute<Record<string, never>, Query>(
  {
    method: 'get',
    path: '/messages',
    operationId: 'searchMessages',
    summary: "Search all the account's mail, newest first (from:, to:, subject:, has:attachment, after:, before:, free text)",
    tag: 'Messages',
    query: schemas.SearchMessagesQuery,
    responses: { 200: { description: 'The newest matching messages, each with its inbox address', schema: 'MessageSearchResults' } },
    errors: ['validation_failed'],
  },
  async ({ deps, auth, query, res }) => {
    const found = await searchMessages(deps.pool, { ...parseMailSearch(query.search), accountId: auth.accountId, limit: query.limit });
    res.json({ messages: found.map((m) => ({ ...presentSummary(m), address: m.address })) });
  },
);
