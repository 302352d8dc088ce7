import { ApiError, schemas } from '@throwbox/contracts';
import { findNewestWithCode, findRecentForShape, type MessageFilter } from '@throwbox/db';
import { explainExtraction, parseCodeShape, type CodeShape } from '@throwbox/extract';
import type { ApiDeps } from '../deps.js';
import { explainEmptyWait } from '../explain.js';
import { refreshStaleExtractions } from '../extraction-refresh.js';
import { defineRoute } from '../http/route.js';
import { resolveInbox } from '../inbox-access.js';
import { longPoll } from '../long-poll.js';
import { reportWake } from '../server-timing.js';
import { sinceMillis } from '../since.js';

/** Messages read again for a code of the caller's shape, newest first: a wait re-reads only what is recent. */
const SHAPE_LOOKBACK = 20;

/** The newest matching message with a code of the shape, extracted again from its text with only that shape counting. */
async function findNewestOfShape(deps: ApiDeps, filter: MessageFilter, shape: CodeShape) {
  for (const m of await findRecentForShape(deps.pool, filter, SHAPE_LOOKBACK)) {
    const { code, confidence } = explainExtraction({ subject: m.subject, text: m.text, html: m.html }, { shape });
    if (code !== null) return { ...m, code, confidence };
  }
  return undefined;
}

function shapeOf(hint: string | undefined): CodeShape | undefined {
  if (hint === undefined) return undefined;
  const parsed = parseCodeShape(hint);
  if ('shape' in parsed) return parsed.shape;
  throw new ApiError('validation_failed', `Invalid request: shape ${parsed.error}.`, {
    details: [{ path: 'query.shape', message: parsed.error }],
  });
}

export const getCode = defineRoute(
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
    const shape = shapeOf(query.shape);
    const since = sinceMillis(query.since);
    const inbox = await resolveInbox(deps, auth.accountId, params.address);
    const filter = { inboxId: inbox.id, since, from: query.from, subject: query.subject };
    await refreshStaleExtractions(deps, inbox.id);
    // Wakes on arrival and again when the code-extractor has finished with a message.
    const { value, waited } = await longPoll(
      deps,
      { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId, expiresAt: inbox.expiresAt },
      () => (shape ? findNewestOfShape(deps, filter, shape) : findNewestWithCode(deps.pool, filter)),
    );
    if (!value) {
      const { explanation, message } = await explainEmptyWait(deps, filter, { codes: true, shape: query.shape });
      throw new ApiError('code_not_found', message, { explanation: { ...explanation } });
    }
    if (waited) reportWake(deps, res, value.receivedAt, 'code');
    res.json({
      address: inbox.address,
      code: value.code,
      link: value.link,
      messageId: value.id,
      from: value.from,
      subject: value.subject,
      receivedAt: value.receivedAt.toISOString(),
      confidence: value.code === null ? null : value.confidence,
    });
  },
);
