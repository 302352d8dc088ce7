import type { NextFunction, Request, Response } from 'express';
import { newId } from '@throwbox/db';

/** Every response carries our own request id; an incoming Throwbox-Request-Id is never trusted. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = newId('req');
  res.locals.requestId = id;
  res.setHeader('Throwbox-Request-Id', id);
  next();
}
