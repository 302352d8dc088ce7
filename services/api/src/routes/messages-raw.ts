import { ApiError, schemas } from '@throwbox/contracts';
import { getRawMessage } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const getRaw = defineRoute(
  {
    method: 'get',
    path: '/messages/{id}/raw',
    operationId: 'getRawMessage',
    summary: 'The original message source as received',
    tag: 'Messages',
    params: schemas.MessageParams,
    query: schemas.MessageQuery,
    responses: {
      200: { description: 'The original RFC 822 source, as bytes', content: { 'message/rfc822': { type: 'string', format: 'binary' } } },
    },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'message_not_found'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, query.address);
    const raw = await getRawMessage(deps.pool, params.id, inbox.id);
    if (!raw) throw new ApiError('message_not_found');
    res.setHeader('Content-Type', 'message/rfc822');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(raw);
  },
);
