import type { Response } from 'express';
import type { ErrorCode } from '@throwbox/contracts';
import type { Plan } from '@throwbox/db';
import type { ChargeOutcome } from './accounting/quota.js';

/** Who a request acts for, once its key has passed the controls. */
export interface AuthContext {
  accountId: number;
  keyId: number;
  readOnly: boolean;
  plan: Plan;
}

/** A request's count against the month, kept so that a 429 after it can take it back. */
export type Charge = Extract<ChargeOutcome, { month: string }>;

/**
 * What the api's middleware learn about a request and later steps read (the logs, the request log, the
 * refund of a wait refused): one typed context, so that every reader and writer agrees on each field.
 */
export interface RequestContext {
  /** `req_…`, set first for every request. */
  requestId: string;
  /** The route's path as the document writes it (`/inboxes/{address}`), for metrics and logs. */
  route?: string;
  /** Set once the key is known, before the controls: refused requests are logged to the account too. */
  accountId?: number;
  keyId?: number;
  /** Set once the key passed the controls and the request was counted. */
  auth?: AuthContext;
  charge?: Charge;
  errorCode?: ErrorCode;
  /** The status to log when the HTTP status is not the answer's (an MCP tool error answers 200). */
  logStatus?: number;
}

/**
 * A new request's context, every field in place from the start: one shape shared by all requests, its fields
 * inside the object. Built up field by field on express's `Object.create(null)` it is a dictionary, about
 * 300 bytes more, kept for as long as a wait is held.
 */
export function newContext(requestId: string): RequestContext {
  return {
    requestId,
    route: undefined,
    accountId: undefined,
    keyId: undefined,
    auth: undefined,
    charge: undefined,
    errorCode: undefined,
    logStatus: undefined,
  };
}

/** The request's context: kept in `res.locals` (typed `any` by Express), read and written only through this. */
export const context = (res: Response): RequestContext => res.locals as RequestContext;
