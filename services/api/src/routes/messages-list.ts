import { schemas } from '@throwbox/contracts';
import { listMessages as listMessageRows } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';
import { longPoll } from '../long-poll.js';
import { presentSummary } from '../present.js';

interface Query {
  limit: number;
  wait: number;
  since?: number;
  from?: string;
  subject?: string;
}

export const listMessages = defineRoute<{ address: string }, Query>(
  {
    method: 'get',
    path: '/inboxes/{address}/messages',
    operationId: 'listMessages',
    summary: 'List messages, newest first; with wait, hold the request until matching mail arrives',
    tag: 'Messages',
    params: schemas.AddressParams,
    query: schemas.ListMessagesQuery,
    responses: { 200: { description: 'Messages (empty with waited: true when the wait elapsed)', schema: 'MessageList' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'too_many_waiting_requests'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, params.address);
    const filter = { inboxId: inbox.id, since: query.since, from: query.from, subject: query.subject, limit: query.limit };
    const { value, waited } = await longPoll(deps, { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId }, async () => {
      const rows = await listMessageRows(deps.pool, filter);
      return rows.length ? rows : undefined;
    });
    res.json({ address: inbox.address, messages: (value ?? []).map(presentSummary), waited });
  },
);
