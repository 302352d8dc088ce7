import { schemas } from '@throwbox/contracts';
import { defineRoute } from '../http/route.js';
import { checkInboxAccess } from '../inbox-access.js';
import { longPoll } from '../long-poll.js';
import { presentSummary } from '../present.js';
import { explainEmptyWait } from '../explain.js';

export const listMessages = defineRoute(
  {
    method: 'get',
    path: '/inboxes/{address}/messages',
    operationId: 'listMessages',
    summary: 'List messages, newest first; with wait, hold the request until matching mail arrives',
    tag: 'Messages',
    params: schemas.AddressParams,
    query: schemas.ListMessagesQuery,
    responses: {
      200: { description: 'Messages (empty with waited: true and an explanation when the wait elapsed)', schema: 'MessageList' },
    },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'too_many_waiting_requests'],
  },
  async ({ deps, auth, params, query, res }) => {
    // The inbox and its first page in one round trip; re-queries after a wake-up go the same way, so the
    // waiters woken together (many at once after a Redis reconnect) share statements too.
    const request = { address: params.address.toLowerCase(), accountId: auth.accountId, ...query };
    const page = await deps.inboxPages.add(request);
    const inbox = checkInboxAccess(page.inbox, auth.accountId);
    const found = (rows: typeof page.messages) => (rows.length ? rows : undefined);
    const { value, waited } = await longPoll(
      deps,
      { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId, expiresAt: inbox.expiresAt },
      async () => found((await deps.inboxPages.add(request)).messages),
      { first: found(page.messages) },
    );
    if (value || !waited) {
      res.json({ address: inbox.address, messages: (value ?? []).map(presentSummary), waited });
      return;
    }
    const filter = { inboxId: inbox.id, since: query.since, from: query.from, subject: query.subject };
    const { explanation } = await explainEmptyWait(deps, filter, { codes: false });
    res.json({ address: inbox.address, messages: [], waited, explanation });
  },
);
