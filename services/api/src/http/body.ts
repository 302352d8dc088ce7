import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '@throwbox/contracts';

export const MAX_BODY_BYTES = 64 * 1024;

const json = express.json({ limit: MAX_BODY_BYTES, strict: true, type: ['application/json', 'application/*+json'] });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Request bodies: at most 64 KiB (413), JSON only (415 for another content type), parse errors as 400
 * invalid_json. A POST without a body reads as {}.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  if (!hasBody(req)) {
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
    next(new ApiError('unsupported_media_type', `Request bodies must be application/json, not ${req.headers['content-type'] ?? 'untyped'}.`));
    return;
  }
  json(req, res, next);
}
