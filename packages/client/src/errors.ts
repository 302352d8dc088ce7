import type { components } from './generated/openapi.js';

export type ErrorType = components['schemas']['Error']['error']['type'];
type MessageSummary = components['schemas']['MessageSummary'];

/**
 * Every failure the client reports: an error answer of the API (its envelope's code, type, message and
 * request id), or, with status 0, a wait that ran out (`wait_timeout`), mail where none was expected
 * (`unexpected_mail`, with its `summary`) or a request that got no answer (`network_error`, `client_timeout`).
 */
export class ThrowboxError extends Error {
  override readonly name = 'ThrowboxError';
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The API's error code (`inbox_not_found`, `quota_exceeded`, …) or the client's own. */
  readonly code: string;
  readonly type: ErrorType | 'client_error';
  /** Quote it to support: it finds the request in the API's logs. */
  readonly requestId: string | undefined;
  /** Seconds the API asked to wait before trying again (429 and 503). */
  readonly retryAfter: number | undefined;
  /** The API's per-field details, when it gave them. */
  readonly details: unknown;
  /** Why a wait ended with nothing (code_not_found): what arrived and why none of it answered. */
  readonly explanation: unknown;
  /** The message that arrived (unexpected_mail). */
  readonly summary: MessageSummary | undefined;

  constructor(init: {
    status: number;
    code: string;
    type: ErrorType | 'client_error';
    message: string;
    requestId?: string | undefined;
    retryAfter?: number | undefined;
    details?: unknown;
    explanation?: unknown;
    summary?: MessageSummary | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.details = init.details;
    this.explanation = init.explanation;
    this.summary = init.summary;
  }
}
