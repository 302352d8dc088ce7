import { schemas } from '@throwbox/contracts';
import { createInbox as create } from '@throwbox/operations';
import { defineRoute } from '../http/route.js';
import { presentInbox } from '../present.js';

export const createInbox = defineRoute(
  {
    method: 'post',
    path: '/inboxes',
    operationId: 'createInbox',
    summary: 'Create an inbox',
    tag: 'Inboxes',
    body: schemas.CreateInboxBody,
    responses: { 201: { description: 'The inbox', schema: 'Inbox' } },
    errors: ['validation_failed', 'invalid_domain', 'address_taken'],
  },
  async ({ deps, auth, body, res }) => {
    // Never permanent: only the console makes those, within the plan's allowance.
    const inbox = await create(
      deps.pool,
      deps.domains,
      { id: auth.accountId, plan: auth.plan },
      { username: body.username, domain: body.domain, ttlMinutes: body.ttlMinutes },
    );
    res.status(201).json(presentInbox(inbox));
  },
);
