import { schemas } from '@throwbox/contracts';
import { deleteInbox as deleteInboxRow } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const deleteInbox = defineRoute<{ address: string }>(
  {
    method: 'delete',
    path: '/inboxes/{address}',
    operationId: 'deleteInbox',
    summary: 'Delete an inbox and its mail at once (an expired inbox too, freeing its address)',
    tag: 'Inboxes',
    params: schemas.AddressParams,
    responses: { 200: { description: 'Deleted', schema: 'DeletedInbox' } },
    errors: ['validation_failed', 'inbox_not_found'],
  },
  async ({ deps, auth, params, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, params.address, { allowExpired: true });
    const deleted = await deleteInboxRow(deps.pool, inbox.id);
    res.json({ deleted, address: inbox.address });
  },
);
