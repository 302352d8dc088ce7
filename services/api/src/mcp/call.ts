import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { errorEnvelope } from '@throwbox/contracts';
import { newId } from '@throwbox/db';
import type { ApiDeps } from '../deps.js';
import { chargeRequest } from '../accounting/charge.js';
import type { AuthContext } from '../request-context.js';
import { asApiError, publicUrl } from '../http/errors.js';
import { compileRoute, expressPath } from '../http/route.js';
import type { ToolSpec } from './tools.js';

/**
 * What a route handler answers through when an MCP tool runs it: the status and JSON body it gives are
 * kept for the tool's result; `close` is emitted when the tool call ends early (its waits stop holding).
 * It has the parts of express's Response that the tools' routes use, and no others.
 */
class ToolReply extends EventEmitter {
  statusCode = 200;
  body: unknown;
  /** The call ended early, as a socket's response says when its client went (long-poll.ts reads it). */
  destroyed = false;
  readonly locals: Record<string, unknown>;

  constructor(requestId: string) {
    super();
    this.locals = { requestId };
  }

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  json(body: unknown): this {
    this.body = body;
    return this;
  }

  /** A JSON answer already serialized: the list's page, kept as its bytes (page-cache.ts). */
  send(body: Buffer | string): this {
    this.body = JSON.parse(body.toString());
    return this;
  }

  /** Rate-limit headers have no place in a tool result. */
  setHeader(): this {
    return this;
  }
}

export interface RouteCall {
  ok: boolean;
  /** The route's JSON answer, or the error envelope. */
  body: any;
}

const runners = new Map<ToolSpec, ReturnType<typeof compileRoute>>();

/**
 * Runs the tool's route in this process as one API call with the caller's key: counted once, the route's
 * own validation and errors, and one request-log entry for the /v1 call it stands for. `signal` ends a held wait when the agent goes.
 */
export async function callRoute(
  deps: ApiDeps,
  req: Request,
  auth: AuthContext,
  tool: ToolSpec,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<RouteCall> {
  let run = runners.get(tool);
  if (!run) runners.set(tool, (run = compileRoute(tool.route)));
  const at = new Date();
  const started = performance.now();
  const reply = new ToolReply(newId('req'));
  const res = reply as unknown as Response;
  const onAbort = () => {
    reply.destroyed = true;
    reply.emit('close');
  };
  if (signal.aborted) reply.destroyed = true;
  else signal.addEventListener('abort', onAbort, { once: true });
  const input = tool.input(args);
  let result: RouteCall;
  let errorCode: string | null = null;
  try {
    // GET /usage is always answered (DECISIONS §6), as over REST.
    await chargeRequest(deps, auth, res, { answerWhenExceeded: tool.route.spec.path === '/usage' });
    await run({ req, res, deps, auth }, input);
    result = { ok: true, body: reply.body };
  } catch (err) {
    const apiError = asApiError(deps, err, { requestId: reply.locals.requestId, tool: tool.name });
    reply.statusCode = apiError.status;
    errorCode = apiError.code;
    result = { ok: false, body: errorEnvelope(apiError, String(reply.locals.requestId), publicUrl(deps, req)) };
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  const { spec } = tool.route;
  deps.requestLog.add({
    requestId: String(reply.locals.requestId),
    accountId: auth.accountId,
    keyId: auth.keyId,
    at,
    method: spec.method.toUpperCase(),
    path: `/v1${pathOf(spec.path, input.params)}`.slice(0, 500),
    status: reply.statusCode,
    errorCode,
    durationMs: performance.now() - started,
  });
  return result;
}

/** The request path the call stands for, as a client would have written it. */
function pathOf(template: string, params: Record<string, unknown>): string {
  return expressPath(template).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
