import type { components, paths } from './generated/openapi.js';

// The client's types: the API's schemas by name, and the options its calls take.

export type Inbox = components['schemas']['Inbox'];
export type InboxListItem = components['schemas']['InboxListItem'];
export type MessageSummary = components['schemas']['MessageSummary'];
export type Message = components['schemas']['Message'];
export type CodeResult = components['schemas']['CodeResult'];
export type Extraction = components['schemas']['Extraction'];
export type Usage = components['schemas']['Usage'];
export type MessageChecks = components['schemas']['MessageChecks'];
/** A rule as stored, with its hits (DECISIONS §11). */
export type SmtpFaultRule = components['schemas']['SmtpFaultRule'];
/** A rule as set: `{stage, reply?: {code, text?}, action?: 'disconnect', delayMs?, after?, times?}`. */
export type SmtpFaultRuleInput = NonNullable<
  paths['/inboxes/{address}/smtp-faults']['put']['requestBody']
>['content']['application/json']['rules'][number];

export interface ThrowboxOptions {
  /** Defaults to the THROWBOX_API_KEY environment variable. */
  apiKey?: string | undefined;
  /** The API's origin, with or without `/v1`; defaults to THROWBOX_BASE_URL, then http://127.0.0.1:8080. */
  baseUrl?: string | undefined;
  /** Retries of a 429 or 503 (after its Retry-After) and of a request that got no answer; 3 unless told. */
  maxRetries?: number;
  /** How long a request that does not wait may take; 30 s unless told. */
  requestTimeoutMs?: number;
  /** A fetch of your own (a proxy agent, a recorder); globalThis.fetch unless told. */
  fetch?: typeof globalThis.fetch;
  /** The longest hold asked of the API per request (at most its 60 seconds); waits chain holds. */
  maxHoldSeconds?: number;
}

export interface MessageFilter {
  /** Only mail received strictly after this instant: a Date, Unix milliseconds, or an ISO 8601 date-time (a receivedAt). */
  since?: Date | number | string | undefined;
  /** Case-insensitive part of the sender. */
  from?: string | undefined;
  /** Case-insensitive part of the subject. */
  subject?: string | undefined;
}

export interface WaitOptions extends MessageFilter {
  /** Seconds to wait in all; may exceed the API's 60-second hold (the client chains holds). 30 unless told. */
  timeout?: number;
}

export interface CodeWaitOptions extends WaitOptions {
  /** What the code looks like; only a code of this shape answers: `6`, `digits`, `digits:6`, `AAA-999`. */
  shape?: string | undefined;
}
