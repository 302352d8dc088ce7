// The client without webhook verification (which needs node:crypto): what browsers and bundlers get.
export { SERVER_MAX_WAIT_SECONDS, Throwbox } from './client.js';
export type {
  CodeResult,
  Extraction,
  Inbox,
  InboxListItem,
  Message,
  MessageChecks,
  MessageFilter,
  MessageSummary,
  ThrowboxOptions,
  Usage,
  WaitOptions,
  CodeWaitOptions,
  SmtpFaultRule,
  SmtpFaultRuleInput,
} from './types.js';
export {
  ThrowboxError,
  type ApiErrorCode,
  type ClientErrorCode,
  type ErrorType,
  type ThrowboxErrorCode,
  type ValidationDetails,
  type WaitExplanation,
} from './errors.js';
export type { components, paths } from './generated/openapi.js';
export type { DeliveryAttempt, Webhook, WebhookCalls, WebhookCreated, WebhookTestResult } from './webhook-calls.js';
