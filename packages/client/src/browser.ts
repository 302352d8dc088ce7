// The client without webhook verification (which needs node:crypto): what browsers and bundlers get.
export { SERVER_MAX_WAIT_SECONDS, Throwbox } from './client.js';
export type {
  CodeResult,
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
} from './client.js';
export { ThrowboxError, type ErrorType } from './errors.js';
export type { components, paths } from './generated/openapi.js';
