import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { ApiError, errorEnvelope } from '@throwbox/contracts';
import type { ApiDeps } from '../deps.js';
import { chargeRequest } from '../accounting/charge.js';
import { checkKey } from '../http/auth.js';
import type { AuthContext } from '../request-context.js';
import { callRoute } from './call.js';
import { publicUrl } from '../http/errors.js';
import { compile } from '../http/validate.js';
import { TOOLS, inputSchema, outputSchema, type ToolSpec } from './tools.js';
import { context } from '../request-context.js';

const validators = new Map(TOOLS.map((t) => [t.name, compile('body', inputSchema(t))]));

/**
 * A tool call is one call of an API route, run in this process with the caller's key: authentication,
 * key controls, quota, validation and errors are exactly the API's, and each call counts once.
 */
async function callTool(
  deps: ApiDeps,
  req: Request,
  res: Response,
  auth: AuthContext,
  tool: ToolSpec,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<CallToolResult> {
  // Key controls come before the arguments are judged, and are not counted, as over REST.
  if (auth.readOnly && !tool.readOnly) return refused(deps, req, res, new ApiError('api_key_read_only'));
  try {
    validators.get(tool.name)!(args);
  } catch (err) {
    // Refused before reaching the API: still one counted request, like an API call refused with 400.
    await chargeRequest(deps, auth, res);
    const apiError = err as ApiError;
    const details = (apiError.details ?? []).map((d) => ({ ...d, path: d.path.replace(/^body\.?/, '') }));
    const fixed = new ApiError(apiError.code, `Invalid arguments: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}.`, {
      details,
    });
    return refused(deps, req, res, fixed);
  }
  const call = await callRoute(deps, req, auth, tool, args, signal);
  // The agent cancelled the call (a held wait then ends with no answer): nobody reads a result.
  if (call.ok && call.body === undefined && signal.aborted) return { content: [] };
  if (!call.ok) return toolError(call.body);
  return { content: [{ type: 'text', text: tool.summarize(call.body) }], structuredContent: call.body };
}

/** A tool call refused before it reaches the API: the request log records it as the /mcp request. */
function refused(deps: ApiDeps, req: Request, res: Response, err: ApiError): CallToolResult {
  context(res).errorCode = err.code;
  context(res).logStatus = err.status;
  return toolError(errorEnvelope(err, context(res).requestId, publicUrl(deps, req)));
}

function toolError(envelope: any): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${envelope.error.code}: ${envelope.error.message}` }],
    structuredContent: envelope,
  };
}

function createServer(deps: ApiDeps, req: Request, res: Response, auth: AuthContext, gone: AbortSignal): Server {
  const server = new Server({ name: 'throwbox', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: inputSchema(t) as { type: 'object' },
      outputSchema: outputSchema(t) as { type: 'object' },
      annotations: {
        title: t.title,
        readOnlyHint: t.readOnly,
        destructiveHint: t.destructive,
        idempotentHint: t.readOnly || t.destructive,
        openWorldHint: false,
      },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    // Not a tool result: the MCP specification answers an unknown tool with JSON-RPC's invalid params.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${JSON.stringify(request.params.name)}`);
    // Ended by the HTTP connection closing, or by the agent cancelling the call.
    const signal = AbortSignal.any([gone, extra.signal]);
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    // While a wait is held, progress every so often for a client that asked for it (a progress token):
    // with resetTimeoutOnProgress, its request timeout then never ends a wait that is still running.
    const token = request.params._meta?.progressToken;
    const wait = typeof args.wait === 'number' ? args.wait : 0;
    const started = Date.now();
    const progress =
      token !== undefined && wait > 0
        ? setInterval(() => {
            const waited = Math.min(wait, Math.round((Date.now() - started) / 1000));
            // A progress note that cannot be sent (the agent has gone) is simply not sent; the call ends with the connection.
            void extra
              .sendNotification({
                method: 'notifications/progress',
                params: { progressToken: token, progress: waited, total: wait, message: `waiting for mail: ${waited} of ${wait} s` },
              })
              .catch(() => undefined);
          }, deps.config.MCP_PROGRESS_MS)
        : undefined;
    try {
      return await callTool(deps, req, res, auth, tool, args, signal);
    } catch (err) {
      if (signal.aborted)
        return toolError(
          errorEnvelope(new ApiError('internal_error', 'The tool call was cancelled.'), context(res).requestId, publicUrl(deps, req)),
        );
      // A thrown error would reach the agent as a protocol failure: it gets the API's envelope instead.
      const apiError = err instanceof ApiError ? err : new ApiError('internal_error');
      if (!(err instanceof ApiError)) deps.logger.error({ err, requestId: context(res).requestId, tool: tool.name }, 'tool call failed');
      return toolError(errorEnvelope(apiError, context(res).requestId, publicUrl(deps, req)));
    } finally {
      clearInterval(progress);
    }
  });
  return server;
}

function asksForProgress(body: unknown): boolean {
  return (Array.isArray(body) ? body : [body]).some(
    (m) => (m as { params?: { _meta?: { progressToken?: unknown } } } | null)?.params?._meta?.progressToken !== undefined,
  );
}

/**
 * POST /mcp: Streamable HTTP, stateless (a fresh server per request, so any replica answers any call).
 * The key is checked like the API's, but protocol messages (initialize, tools/list) are not counted.
 */
export function mcpHandler(deps: ApiDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    context(res).route = '/mcp';
    const auth = await checkKey(deps, req, res, { protocol: true });
    const gone = new AbortController();
    const server = createServer(deps, req, res, auth, gone.signal);
    // One JSON answer, unless the client asked for progress: then a stream that can carry it first.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !asksForProgress(req.body) });
    res.once('close', () => {
      gone.abort();
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}
