import { schemas } from '@throwbox/contracts';
import { removeMessage } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const deleteMessage = defineRoute(
  {
    method: 'delete',
    path: '/messages/{id}',
    operationId: 'deleteMessage',
    summary: 'Delete one message and its attachments',
    tag: 'Messages',
    params: schemas.MessageParams,
    query: schemas.MessageQuery,
    responses: { 200: { description: 'Deleted', schema: 'DeletedMessage' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'message_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const removed = await removeMessage(deps.pool, auth.accountId, query.address, params.id);
    await deps.pages.changed(query.address.toLowerCase());
    res.json(removed);
  },
);
