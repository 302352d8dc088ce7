import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, errorEnvelope } from '@throwbox/contracts';
import { newId } from '@throwbox/db';
import type { ApiDeps } from '../deps.js';
import { context } from '../request-context.js';

export function publicUrl(deps: ApiDeps, req: Request): string {
  return deps.config.PUBLIC_URL || `${req.protocol}://${req.get('host') ?? `127.0.0.1:${deps.config.PORT}`}`;
}

export function sendError(deps: ApiDeps, req: Request, res: Response, err: ApiError): void {
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
  // RFC 9110: a 401 names the scheme that would be accepted.
  if (err.status === 401)
    res.setHeader('WWW-Authenticate', `Bearer realm="throwbox"${err.code === 'missing_api_key' ? '' : `, error="invalid_token"`}`);
  context(res).errorCode = err.code;
  res.status(err.status).json(errorEnvelope(err, context(res).requestId, publicUrl(deps, req)));
}

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** Postgres or Redis being away is a 503 the client may retry, not a 500. */
function isDependencyDown(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string };
  if (e.code && (PG_UNAVAILABLE.has(e.code) || NET_UNAVAILABLE.has(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  return /timeout exceeded when trying to connect|Connection terminated|Connection is closed|enableOfflineQueue|Client has encountered a connection error|Query read timeout|Command timed out/i.test(
    e.message ?? '',
  );
}

const MUST_BE_OBJECT = 'must be a JSON object ({...})';

/** JSON that parses but is not an object (a string, a number, null, an array): say so, not "not valid JSON". */
export function notAnObject(body: unknown): ApiError | undefined {
  let value: unknown = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return undefined;
  return new ApiError('validation_failed', `Invalid request: the body ${MUST_BE_OBJECT}.`, {
    details: [{ path: 'body', message: MUST_BE_OBJECT }],
  });
}

/** Translates the errors express and body-parser raise for bad requests into the contract's codes. */
function fromFramework(err: unknown): ApiError | undefined {
  const type = (err as { type?: string }).type;
  // The router could not percent-decode a path parameter (e.g. /inboxes/%E0%A4%A/messages).
  if (err instanceof URIError)
    return new ApiError('validation_failed', 'The path is not valid percent-encoding.', {
      details: [{ path: 'params', message: 'is not valid percent-encoding' }],
    });
  if (type === 'entity.too.large') return new ApiError('payload_too_large');
  if (type === 'entity.parse.failed') return notAnObject((err as { body?: string }).body) ?? new ApiError('invalid_json');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new ApiError('unsupported_media_type', 'The body must be UTF-8 JSON.');
  if (type === 'request.aborted' || type === 'request.size.invalid' || type === 'stream.encoding.set')
    return new ApiError('invalid_json', 'The request body could not be read.');
  return undefined;
}

/** Any failure as the contract's error: dependency outages as a retryable 503, the unknown logged and never leaked. */
export function asApiError(deps: ApiDeps, err: unknown, context: Record<string, unknown>): ApiError {
  const known = err instanceof ApiError ? err : fromFramework(err);
  if (known) return known;
  if (isDependencyDown(err)) {
    deps.logger.warn({ err, ...context }, 'dependency unavailable');
    return new ApiError('service_unavailable', undefined, { retryAfter: 1 });
  }
  deps.logger.error({ err, ...context }, 'unhandled error');
  return new ApiError('internal_error');
}

/** The last middleware: every failure leaves in the envelope. */
export function errorHandler(deps: ApiDeps) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const apiError = asApiError(deps, err, { requestId: context(res).requestId, method: req.method, path: req.path });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(deps, req, res, apiError);
  };
}

/**
 * The HTTP parser's refusals (a request line or headers over Node's 16 KiB, malformed HTTP), which never
 * reach express: answered in the envelope with a request id like every other error, then closed.
 */
export function answerClientError(deps: ApiDeps, origin: () => string, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!err.code?.startsWith('HPE_') || !socket.writable) {
    socket.destroy();
    return;
  }
  const apiError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError('headers_too_large')
      : new ApiError('validation_failed', 'The request is not valid HTTP/1.1.', {
          details: [{ path: 'request', message: 'is not valid HTTP/1.1' }],
        });
  const id = newId('req');
  const body = JSON.stringify(errorEnvelope(apiError, id, deps.config.PUBLIC_URL || origin()));
  deps.logger.info(
    { requestId: id, status: apiError.status, errorCode: apiError.code, parserError: err.code },
    'request refused by the HTTP parser',
  );
  socket.end(
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nThrowbox-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
  );
}
