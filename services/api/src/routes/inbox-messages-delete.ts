import { schemas } from '@throwbox/contracts';
import { emptyInbox as empty } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const emptyInbox = defineRoute(
  {
    method: 'delete',
    path: '/inboxes/{address}/messages',
    operationId: 'emptyInbox',
    summary: 'Delete every message of an inbox, keeping the inbox',
    tag: 'Messages',
    params: schemas.AddressParams,
    responses: { 200: { description: 'Emptied', schema: 'EmptiedInbox' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired'],
  },
  async ({ deps, auth, params, res }) => {
    const emptied = await empty(deps.pool, auth.accountId, params.address);
    await deps.pages.changed(emptied.address);
    res.json(emptied);
  },
);
