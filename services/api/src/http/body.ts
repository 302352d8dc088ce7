import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';
import { notAnObject } from './errors.js';

export const MAX_BODY_BYTES = 64 * 1024;
/** No request body or tool call of ours nests deeper; validators and the MCP SDK walk values recursively. */
export const MAX_JSON_DEPTH = 32;

const json = express.json({ limit: MAX_BODY_BYTES, strict: true, type: ['application/json', 'application/*+json'] });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Methods whose body means nothing to any route: it is neither read nor judged. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * Request bodies: at most 64 KiB (413), JSON only (415 for another content type), parse errors as 400
 * invalid_json. A POST without a body reads as {}. A body sent with GET, HEAD or DELETE is ignored, as
 * the document says (no 413 or 415 there), and the connection is closed after the answer rather than
 * reading on through a body nobody wants.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  if (!hasBody(req) || BODILESS.has(req.method)) {
    if (hasBody(req)) res.setHeader('Connection', 'close');
    req.body = undefined;
    next();
    return;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES) {
    next(new ApiError('payload_too_large'));
    return;
  }
  if (!req.is(['application/json', 'application/*+json'])) {
    next(
      new ApiError('unsupported_media_type', `Request bodies must be application/json, not ${req.headers['content-type'] ?? 'untyped'}.`),
    );
    return;
  }
  json(req, res, (err?: unknown) => {
    if (err) return next(err);
    // A client that gave up before its body arrived leaves a stream that ends early, which the parser
    // reads as an empty body ({}): nothing may run on it.
    if (!req.complete) return next(new ApiError('invalid_json', 'The request body did not fully arrive.'));
    const notObject = notAnObject(req.body);
    if (notObject) return next(notObject);
    refuseDeepJson(req, res, next);
  });
}

/** Whether arrays and objects nest more than `max` levels deep in `value`, found without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: object; depth: number }> = [];
  if (value !== null && typeof value === 'object') stack.push({ value, depth: 1 });
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.depth > max) return true;
    for (const inner of Object.values(item.value)) {
      if (inner !== null && typeof inner === 'object') stack.push({ value: inner as object, depth: item.depth + 1 });
    }
  }
  return false;
}

/** After a JSON parser: a body nested deeper than MAX_JSON_DEPTH is 400 validation_failed. */
export function refuseDeepJson(req: Request, _res: Response, next: NextFunction): void {
  if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
    next();
    return;
  }
  const message = `is nested more than ${MAX_JSON_DEPTH} levels deep`;
  next(new ApiError('validation_failed', `Invalid request: the body ${message}.`, { details: [{ path: 'body', message }] }));
}
