import type { NextFunction, Request, Response } from 'express';
import { newId } from '@throwbox/db';
import { newContext } from '../request-context.js';

/** Every response carries our own request id; an incoming Throwbox-Request-Id is never trusted. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = newId('req');
  res.locals = newContext(id) as Response['locals'];
  res.setHeader('Throwbox-Request-Id', id);
  next();
}
