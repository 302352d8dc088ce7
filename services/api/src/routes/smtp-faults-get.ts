import { schemas } from '@throwbox/contracts';
import { readSmtpFaults } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const getSmtpFaults = defineRoute<{ address: string }>(
  {
    method: 'get',
    path: '/inboxes/{address}/smtp-faults',
    operationId: 'getSmtpFaults',
    summary: "List the inbox's SMTP fault rules, each with the attempts it has answered (hits)",
    tag: 'Inboxes',
    params: schemas.AddressParams,
    responses: { 200: { description: 'The rules in order', schema: 'SmtpFaults' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired'],
  },
  async ({ deps, auth, params, res }) => {
    res.json(await readSmtpFaults(deps.pool, auth.accountId, params.address));
  },
);
