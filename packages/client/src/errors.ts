import type { components } from './generated/openapi.js';

type Envelope = components['schemas']['Error']['error'];
export type ErrorType = Envelope['type'];
/** The API's catalogue of error codes (GET /docs/errors explains each). */
export type ApiErrorCode = Envelope['code'];
/**
 * The client's own, with status 0: a wait that ran out, no answer, no key given; `http_<status>` for an
 * answer that was not the API's (a proxy's 502 page, say).
 */
export type ClientErrorCode =
  'wait_timeout' | 'unexpected_mail' | 'invalid_count' | 'network_error' | 'client_timeout' | 'missing_api_key' | `http_${number}`;
export type ThrowboxErrorCode = ApiErrorCode | ClientErrorCode;
/** With validation_failed: each field refused and why. */
export type ValidationDetails = NonNullable<Envelope['details']>;
/** Why a wait ended with nothing (code_not_found, or an empty list after a wait). */
export type WaitExplanation = components['schemas']['WaitExplanation'];
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
  readonly code: ThrowboxErrorCode;
  readonly type: ErrorType | 'client_error';
  /** Quote it to support: it finds the request in the API's logs. */
  readonly requestId: string | undefined;
  /** Seconds the API asked to wait before trying again (429 and 503). */
  readonly retryAfter: number | undefined;
  /** The API's per-field details, when it gave them. */
  readonly details: ValidationDetails | undefined;
  /** Why a wait ended with nothing (code_not_found): what arrived and why none of it answered. */
  readonly explanation: WaitExplanation | undefined;
  /** The message that arrived (unexpected_mail). */
  readonly summary: MessageSummary | undefined;

  constructor(init: {
    status: number;
    code: ThrowboxErrorCode;
    type: ErrorType | 'client_error';
    message: string;
    requestId?: string | undefined;
    retryAfter?: number | undefined;
    details?: ValidationDetails | undefined;
    explanation?: WaitExplanation | undefined;
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

/** What openapi-fetch answers: the body on success, else the error body, and the response. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The API's error envelope (or, for an answer that is not the API's, what its status says) as a ThrowboxError. */
export function toError(response: Response, body: unknown): ThrowboxError {
  const envelope = (body ?? {}) as {
    error?: Partial<components['schemas']['Error']['error']>;
    requestId?: string;
  };
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ThrowboxError({
    status: response.status,
    code: envelope.error?.code ?? `http_${response.status}`,
    type: envelope.error?.type ?? (response.status >= 500 ? 'api_error' : 'invalid_request_error'),
    message: envelope.error?.message ?? `The API answered ${response.status} ${response.statusText}.`,
    requestId: envelope.requestId ?? response.headers.get('throwbox-request-id') ?? undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter >= 0 && response.headers.has('retry-after') ? retryAfter : undefined,
    details: envelope.error?.details,
    explanation: envelope.error?.explanation,
  });
}
