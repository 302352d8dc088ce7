import { schemas } from '@throwbox/contracts';
import { deleteInbox as deleteInboxRow } from '@throwbox/db';
import { dropRefusals } from '@throwbox/queue/redis';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';

export const deleteInbox = defineRoute(
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
    await deps.pages.changed(inbox.address);
    // Unreadable once the inbox is gone (they are keyed by its id); dropped so nothing of it outlives it.
    await dropRefusals(deps.redis, deps.config.REDIS_PREFIX, inbox.id).catch((err: unknown) => {
      deps.logger.warn({ err }, "dropping a deleted inbox's SMTP refusals failed; they expire on their own");
    });
    res.json({ deleted, address: inbox.address });
  },
);
