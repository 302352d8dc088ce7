import { ApiError, schemas } from '@throwbox/contracts';
import { findNewestWithCode } from '@throwbox/db';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';
import { longPoll } from '../long-poll.js';

interface Query {
  wait: number;
  since?: number;
  from?: string;
  subject?: string;
}

export const getCode = defineRoute<{ address: string }, Query>(
  {
    method: 'get',
    path: '/inboxes/{address}/code',
    operationId: 'getCode',
    summary: 'The verification code or link of the newest matching message; with wait, hold until one arrives',
    tag: 'Messages',
    params: schemas.AddressParams,
    query: schemas.CodeQuery,
    responses: { 200: { description: 'Code and link (the one not found is null)', schema: 'CodeResult' } },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'code_not_found', 'too_many_waiting_requests'],
  },
  async ({ deps, auth, params, query, res }) => {
    const inbox = await resolveInbox(deps, auth.accountId, params.address);
    const filter = { inboxId: inbox.id, since: query.since, from: query.from, subject: query.subject };
    // Wakes on arrival and again when the code-extractor has finished with a message.
    const { value } = await longPoll(
      deps,
      { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId, expiresAt: inbox.expiresAt },
      () => findNewestWithCode(deps.pool, filter),
    );
    if (!value) throw new ApiError('code_not_found');
    res.json({
      address: inbox.address,
      code: value.code,
      link: value.link,
      messageId: value.id,
      from: value.from,
      subject: value.subject,
      receivedAt: value.receivedAt.toISOString(),
    });
  },
);
