import { schemas } from '@throwbox/contracts';
import { removeSmtpFaults } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const deleteSmtpFaults = defineRoute<{ address: string }>(
  {
    method: 'delete',
    path: '/inboxes/{address}/smtp-faults',
    operationId: 'deleteSmtpFaults',
    summary: "Remove all of the inbox's SMTP fault rules: its mail is answered normally again",
    tag: 'Inboxes',
    params: schemas.AddressParams,
    responses: { 200: { description: 'How many rules were removed', schema: 'DeletedSmtpFaults' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired'],
  },
  async ({ deps, auth, params, res }) => {
    const ctx = { pool: deps.pool, redis: deps.redis, redisPrefix: deps.config.REDIS_PREFIX };
    res.json(await removeSmtpFaults(ctx, auth.accountId, params.address));
  },
);
