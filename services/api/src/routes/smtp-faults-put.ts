import { schemas, PutSmtpFaultsBody } from '@throwbox/contracts';
import type { SmtpFaultRule } from '@throwbox/db';
import { setSmtpFaults } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';

export const putSmtpFaults = defineRoute<{ address: string }, Record<string, never>, { rules: SmtpFaultRule[] }>(
  {
    method: 'put',
    path: '/inboxes/{address}/smtp-faults',
    operationId: 'putSmtpFaults',
    summary: "Replace the inbox's SMTP fault rules: scripted replies, disconnects and delays for mail to this address alone",
    tag: 'Inboxes',
    params: schemas.AddressParams,
    body: PutSmtpFaultsBody,
    bodyRequired: true,
    responses: { 200: { description: 'The rules now in force, each with hits 0', schema: 'SmtpFaults' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired'],
  },
  async ({ deps, auth, params, body, res }) => {
    const ctx = { pool: deps.pool, redis: deps.redis, redisPrefix: deps.config.REDIS_PREFIX };
    res.json(await setSmtpFaults(ctx, auth.accountId, params.address, body.rules));
  },
);
