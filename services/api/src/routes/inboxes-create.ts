import { ApiError, schemas } from '@throwbox/contracts';
import { insertInbox, randomToken } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { presentInbox } from '../present.js';

interface Body {
  username?: string;
  domain?: string;
  ttlMinutes: number;
}

/** Random usernames collide about never (36^10); a few tries cover the theoretical case. */
const RANDOM_TRIES = 5;

export const createInbox = defineRoute<Record<string, never>, Record<string, never>, Body>(
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
    const domain = (body.domain ?? deps.domains[0]!).toLowerCase();
    if (!deps.domains.includes(domain)) {
      throw new ApiError('invalid_domain', `The domain ${JSON.stringify(domain)} is not offered; GET /domains lists those that are.`);
    }
    for (let attempt = 0; attempt < (body.username ? 1 : RANDOM_TRIES); attempt++) {
      const address = `${body.username ?? randomToken(10)}@${domain}`;
      const inbox = await insertInbox(deps.pool, { accountId: auth.accountId, address, ttlMinutes: body.ttlMinutes });
      if (inbox) {
        res.status(201).json(presentInbox(inbox));
        return;
      }
    }
    throw new ApiError('address_taken', `The address ${body.username}@${domain} is already held.`);
  },
);
