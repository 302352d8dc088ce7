import { ApiError, schemas } from '@throwbox/contracts';
import { findNewestWithCode, findRecentForShape, getCodeBodies, type MessageFilter } from '@throwbox/db';
import { EXTRACTOR_VERSION, explainExtraction, parseCodeShape, type CodeShape } from '@throwbox/extract';
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

/**
 * A message's code of one shape, once found: mail never changes, so each (message, shape) is extracted once
 * per process, not again on every wake-up of every wait (a large HTML mail costs tens of milliseconds).
 */
const shapedCodes = new Map<string, { code: string | null; confidence: number | null }>();
const SHAPED_CODES_KEPT = 20_000;

/** The newest matching message with a code of the shape, extracted again from its text with only that shape counting. */
async function findNewestOfShape(deps: ApiDeps, filter: MessageFilter, shape: CodeShape) {
  const recent = await findRecentForShape(deps.pool, filter, SHAPE_LOOKBACK);
  const key = (id: string) => `${EXTRACTOR_VERSION}\n${JSON.stringify(shape)}\n${id}`;
  const unread = recent.filter((m) => !shapedCodes.has(key(m.id))).map((m) => m.id);
  const bodies = new Map(unread.length ? (await getCodeBodies(deps.pool, filter.inboxId, unread)).map((b) => [b.id, b]) : []);
  for (const m of recent) {
    let found = shapedCodes.get(key(m.id));
    const body = bodies.get(m.id);
    if (!found && body) {
      const { code, confidence } = explainExtraction({ subject: body.subject, text: body.text, html: body.html }, { shape });
      if (shapedCodes.size >= SHAPED_CODES_KEPT) shapedCodes.clear();
      shapedCodes.set(key(m.id), (found = { code, confidence }));
    }
    if (found?.code) return { ...m, code: found.code, confidence: found.confidence };
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
    // Returned, not awaited: while the wait is held, only what the answer needs is kept (no frame of this handler).
    return longPoll(
      deps,
      { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId, expiresAt: inbox.expiresAt },
      () => (shape ? findNewestOfShape(deps, filter, shape) : findNewestWithCode(deps.pool, filter)),
    ).then(async ({ value, waited, clientGone }) => {
      if (clientGone) return;
      if (!value) {
        const { explanation, message } = await explainEmptyWait(deps, filter, { codes: true, shape: query.shape });
        throw new ApiError('code_not_found', message, { explanation: { ...explanation } });
      }
      if (waited) reportWake(deps, res, value, 'code');
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
    });
  },
);
