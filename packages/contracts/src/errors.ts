/**
 * The closed catalogue of error codes. The error envelope, the OpenAPI document and the /docs/errors page
 * are all generated from this table; clients branch on `code`, so a code is never renamed or removed.
 */
export type ErrorType = 'invalid_request_error' | 'authentication_error' | 'rate_limit_error' | 'api_error';

export interface ErrorDefinition {
  status: number;
  type: ErrorType;
  /** Default message; a thrown error may give a more specific one. */
  message: string;
}

import { LIMITS } from './limits.js';

export const ERRORS = {
  validation_failed: { status: 400, type: 'invalid_request_error', message: 'The request has invalid parameters; see error.details.' },
  invalid_json: { status: 400, type: 'invalid_request_error', message: 'The request body is not valid JSON.' },
  invalid_domain: { status: 400, type: 'invalid_request_error', message: 'The domain is not one of those offered by GET /domains.' },
  invalid_webhook_url: {
    status: 400,
    type: 'invalid_request_error',
    message: 'The webhook URL must be an absolute https URL on a public address.',
  },
  invalid_idempotency_key: {
    status: 400,
    type: 'invalid_request_error',
    message: `Idempotency-Key must be 1 to ${LIMITS.idempotencyKeyLength} printable ASCII characters.`,
  },
  permanent_address_limit_reached: {
    status: 400,
    type: 'invalid_request_error',
    message: 'The account holds all the permanent addresses its plan allows (free 3, paid 25); delete one or make the inbox temporary.',
  },
  webhook_limit_reached: {
    status: 400,
    type: 'invalid_request_error',
    message: `The account already has the maximum of ${LIMITS.webhooksPerAccount} webhooks.`,
  },
  missing_api_key: { status: 401, type: 'authentication_error', message: 'No API key was given; send Authorization: Bearer <API_KEY>.' },
  invalid_api_key: { status: 401, type: 'authentication_error', message: 'The API key is unknown or has been revoked.' },
  api_key_expired: { status: 401, type: 'authentication_error', message: 'The API key has expired.' },
  plan_expired: { status: 402, type: 'authentication_error', message: 'The subscription has lapsed.' },
  api_key_read_only: { status: 403, type: 'authentication_error', message: 'This API key is read-only; it may only make GET requests.' },
  ip_not_allowed: { status: 403, type: 'authentication_error', message: "The request's IP address is not on this API key's allowlist." },
  api_not_in_plan: { status: 403, type: 'authentication_error', message: "The account's plan has no API access." },
  inbox_not_found: { status: 404, type: 'invalid_request_error', message: 'No such inbox.' },
  message_not_found: { status: 404, type: 'invalid_request_error', message: 'No such message.' },
  attachment_not_found: { status: 404, type: 'invalid_request_error', message: 'No such attachment.' },
  webhook_not_found: { status: 404, type: 'invalid_request_error', message: 'No such webhook.' },
  code_not_found: { status: 404, type: 'invalid_request_error', message: 'No verification code or link arrived within the wait.' },
  route_not_found: { status: 404, type: 'invalid_request_error', message: 'No such route.' },
  method_not_allowed: { status: 405, type: 'invalid_request_error', message: 'The method is not allowed on this route.' },
  address_taken: { status: 409, type: 'invalid_request_error', message: 'The username is already held on that domain.' },
  webhook_disabled: {
    status: 409,
    type: 'invalid_request_error',
    message: 'The webhook is disabled after 20 failed deliveries in a row and replays nothing; register it again.',
  },
  idempotency_key_in_use: {
    status: 409,
    type: 'invalid_request_error',
    message: 'A request with this Idempotency-Key is still running; retry shortly.',
  },
  inbox_expired: { status: 410, type: 'invalid_request_error', message: "The inbox's lifetime ran out." },
  payload_too_large: { status: 413, type: 'invalid_request_error', message: 'The request body is larger than 64 KiB.' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error', message: 'Request bodies must be application/json.' },
  headers_too_large: {
    status: 431,
    type: 'invalid_request_error',
    message: 'The request line and headers are larger than the 16 KiB the server reads.',
  },
  idempotency_key_reused: {
    status: 422,
    type: 'invalid_request_error',
    message: 'This Idempotency-Key was used with a different request.',
  },
  quota_exceeded: { status: 429, type: 'rate_limit_error', message: "The month's requests and the credits are used up." },
  rate_limited: {
    status: 429,
    type: 'rate_limit_error',
    message: `More than ${LIMITS.requestsPerSecond} requests a second for this account.`,
  },
  too_many_waiting_requests: {
    status: 429,
    type: 'rate_limit_error',
    message: `More than ${LIMITS.waitingRequestsPerAccount} requests held open at once for this account.`,
  },
  internal_error: { status: 500, type: 'api_error', message: 'Something went wrong on our side; the request id identifies it.' },
  service_unavailable: { status: 503, type: 'api_error', message: 'A dependency is unavailable; retry shortly.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  path: string;
  message: string;
}

/** Thrown anywhere in a request; the error middleware turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly details: ErrorDetail[] | undefined;
  /** Seconds, sent as Retry-After (rate limits, idempotency conflicts, outages). */
  readonly retryAfter: number | undefined;
  /** Why a wait ended with nothing (code_not_found): the WaitExplanation schema. */
  readonly explanation: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    opts: { details?: ErrorDetail[] | undefined; retryAfter?: number | undefined; explanation?: Record<string, unknown> | undefined } = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
    this.explanation = opts.explanation;
    this.name = 'ApiError';
    this.status = ERRORS[code].status;
    this.type = ERRORS[code].type;
  }
}

export interface ErrorEnvelope {
  error: {
    type: ErrorType;
    code: ErrorCode;
    message: string;
    docUrl: string;
    details?: ErrorDetail[];
    explanation?: Record<string, unknown>;
  };
  requestId: string;
}

export function errorEnvelope(err: ApiError, requestId: string, publicUrl: string): ErrorEnvelope {
  return {
    error: {
      type: err.type,
      code: err.code,
      message: err.message,
      docUrl: `${publicUrl}/docs/errors#${err.code}`,
      ...(err.details ? { details: err.details } : {}),
      ...(err.explanation ? { explanation: err.explanation } : {}),
    },
    requestId,
  };
}
