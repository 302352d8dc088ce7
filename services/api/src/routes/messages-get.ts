import { ApiError, schemas } from '@throwbox/contracts';
import { getMessage as getMessageRow, listAttachments } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { refreshStaleExtractions } from '../extraction-refresh.js';
import { resolveInbox } from '../inbox-access.js';
import { presentMessage } from '../present.js';

export const getMessage = defineRoute(
  {
    method: 'get',
    path: '/messages/{id}',
    operationId: 'getMessage',
    summary: 'Read one message with its bodies, attachments, code and links',
    tag: 'Messages',
    params: schemas.MessageParams,
    query: schemas.MessageQuery,
    responses: { 200: { description: 'The message', schema: 'Message' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'message_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, query.address);
    await refreshStaleExtractions(deps, inbox.id);
    const message = await getMessageRow(deps.pool, params.id, inbox.id);
    if (!message) throw new ApiError('message_not_found');
    res.json(presentMessage(message, await listAttachments(deps.pool, message.id)));
  },
);
