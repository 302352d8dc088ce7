import { ApiError, schemas } from '@throwbox/contracts';
import { runChecks } from '@throwbox/checks';
import { getMessageForChecks } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const getChecks = defineRoute<{ id: string }, { address: string }>(
  {
    method: 'get',
    path: '/messages/{id}/checks',
    operationId: 'getMessageChecks',
    summary: 'Checks of a message, computed on request: SPF, DKIM, DMARC and ARC; HTML support in email clients; its links',
    tag: 'Messages',
    params: schemas.MessageParams,
    query: schemas.MessageQuery,
    responses: { 200: { description: 'The verdicts', schema: 'MessageChecks' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'message_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, query.address);
    const message = await getMessageForChecks(deps.pool, params.id, inbox.id);
    if (!message) throw new ApiError('message_not_found');
    res.json(await runChecks(message, deps.checks));
  },
);
