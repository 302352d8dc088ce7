import { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { ApiError, schemas } from '@throwbox/contracts';
import { defineRoute } from '../http/route.js';
import { checkInboxAccess } from '../inbox-access.js';
import { longPoll } from '../long-poll.js';
import { presentSummary } from '../present.js';
import { explainEmptyWait } from '../explain.js';
import { reportWake } from '../server-timing.js';
import { sinceMillis } from '../since.js';

/**
 * A kept page's answer, as express's `res.send` writes a buffer for a GET (its type, its length, status
 * 200; no ETag: the api turns them off) without the work send does to find that out. A conditional GET,
 * whose freshness express judges, and an MCP tool's reply (no socket) go through `send`.
 */
function sendKept(req: Request, res: Response, body: Buffer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (conditional || req.method !== 'GET' || !(res instanceof ServerResponse)) {
    res.send(body);
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

export const listMessages = defineRoute(
  {
    method: 'get',
    path: '/inboxes/{address}/messages',
    operationId: 'listMessages',
    summary: 'List messages, newest first; with wait, hold the request until count matching messages are there',
    tag: 'Messages',
    params: schemas.AddressParams,
    query: schemas.ListMessagesQuery,
    responses: {
      200: {
        description: 'Messages (fewer than count, or empty with an explanation, when the wait elapsed first; then waited is true)',
        schema: 'MessageList',
      },
    },
    errors: ['validation_failed', 'inbox_not_found', 'inbox_expired', 'too_many_waiting_requests'],
  },
  async ({ deps, auth, params, query, req, res }) => {
    // A page shorter than count could never show that count arrived.
    if (query.count > query.limit)
      throw new ApiError('validation_failed', `Invalid request: query.count must not exceed limit (${query.limit}).`, {
        details: [{ path: 'query.count', message: 'must not exceed limit' }],
      });
    const since = sinceMillis(query.since);
    // The inbox and its first page in one round trip; re-queries after a wake-up go the same way, so the
    // waiters woken together (many at once after a Redis reconnect) share statements too.
    const request = {
      address: params.address.toLowerCase(),
      accountId: auth.accountId,
      limit: query.limit,
      since,
      from: query.from,
      subject: query.subject,
    };
    // An unfiltered first page may come from memory, kept until its inbox changes (page-cache.ts); a
    // wait it does not satisfy reads Postgres, as do its re-queries.
    const unfiltered = since === undefined && query.from === undefined && query.subject === undefined;
    // One turn of the event loop first: a change announced before this request's quota answer (a 250 the
    // caller just had) may have reached this process in the same batch of I/O and not yet been handled.
    if (unfiltered && deps.pages.enabled) await new Promise((resolve) => setImmediate(resolve));
    const kept = unfiltered ? deps.pages.get(request.address, auth.accountId, query.limit) : undefined;
    if (kept && (query.wait === 0 || kept.count >= query.count)) {
      sendKept(req, res, kept.body);
      return;
    }
    const read = () => deps.inboxPages.add(request);
    const page = unfiltered ? await deps.pages.read(request, read) : await read();
    const inbox = checkInboxAccess(page.inbox, auth.accountId);
    let latest = page.messages;
    const enough = (rows: typeof page.messages) => ((latest = rows).length >= query.count ? rows : undefined);
    // Returned, not awaited: while the wait is held, only what the answer needs is kept (no frame of this handler).
    return longPoll(
      deps,
      { address: inbox.address, waitSeconds: query.wait, res, accountId: auth.accountId, expiresAt: inbox.expiresAt },
      async () => enough((await read()).messages),
      { first: enough(page.messages) },
    ).then(async ({ value, waited, clientGone }) => {
      if (clientGone) return;
      // Newest first: the first is the one whose commit completed the count.
      if (value && waited) reportWake(deps, res, value[0]!, 'list');
      if (latest.length || !waited) {
        res.json({ address: inbox.address, messages: latest.map(presentSummary), waited });
        return;
      }
      const filter = { inboxId: inbox.id, since, from: query.from, subject: query.subject };
      const { explanation } = await explainEmptyWait(deps, filter, { codes: false });
      res.json({ address: inbox.address, messages: [], waited, explanation });
    });
  },
);
