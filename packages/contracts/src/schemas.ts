/**
 * JSON Schemas for every request and response body. The api validates requests with these and the
 * OpenAPI document is generated from them, so the two can never drift apart.
 */
import { MessageChecks } from './checks-schemas.js';

type Schema = Record<string, unknown>;

const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
/** A username that is also a valid address local part: no two dots in a row, no dot at the end. */
export const USERNAME_PATTERN = '^(?!.*\\.\\.)(?!.*\\.$)[a-z0-9][a-z0-9._-]{1,29}$';
export const USERNAME_RULE =
  'must be 2 to 30 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit, with no two dots in a row and no dot at the end';

/**
 * An inbox address, username@domain. Not `format: email`: that refuses addresses our domains can have
 * (x@localhost on a deployment with MAIL_DOMAINS=localhost).
 */
export const address = {
  type: 'string',
  pattern: '^[^@\\s]{1,64}@[^@\\s]{1,253}$',
  maxLength: 254,
  description: 'An inbox address, username@domain',
  'x-rule': 'must be an inbox address, username@domain',
} as const;

export const Inbox = {
  type: 'object',
  required: ['address', 'createdAt', 'expiresAt', 'permanent'],
  properties: {
    address,
    createdAt: dateTime,
    expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'null for a permanent inbox, which never expires' },
    permanent: { type: 'boolean', description: 'Made permanent in the account console (the API creates only inboxes that expire)' },
  },
} as const satisfies Schema;

export const InboxListItem = {
  type: 'object',
  required: [...Inbox.required, 'expired', 'messageCount'],
  properties: {
    ...Inbox.properties,
    expired: { type: 'boolean', description: 'Its lifetime ran out: kept answering 410 until purged' },
    messageCount: { type: 'integer' },
  },
} as const satisfies Schema;

export const InboxList = {
  type: 'object',
  required: ['inboxes', 'nextCursor'],
  properties: {
    inboxes: { type: 'array', items: { $ref: '#/components/schemas/InboxListItem' } },
    nextCursor: { ...nullableString, description: 'Pass as cursor for the next (older) page; null on the last page' },
  },
} as const satisfies Schema;

export const DeletedMessage = {
  type: 'object',
  required: ['deleted', 'id'],
  properties: { deleted: { type: 'boolean' }, id: { type: 'string' } },
} as const satisfies Schema;

export const EmptiedInbox = {
  type: 'object',
  required: ['address', 'deleted'],
  properties: { address, deleted: { type: 'integer', description: 'How many messages were deleted' } },
} as const satisfies Schema;

export const MessageSummary = {
  type: 'object',
  required: ['id', 'from', 'subject', 'intro', 'receivedAt'],
  properties: {
    id: { type: 'string', description: 'Message identifier, msg_…' },
    from: { type: 'string', description: 'Sender as written in the From header' },
    subject: { type: 'string' },
    intro: { type: 'string', description: 'First non-empty line of the text body, at most 200 characters' },
    receivedAt: { ...dateTime, description: 'Millisecond precision' },
  },
} as const satisfies Schema;

export const Attachment = {
  type: 'object',
  required: ['id', 'filename', 'contentType', 'size', 'contentId', 'inline'],
  properties: {
    id: { type: 'string' },
    filename: nullableString,
    contentType: { type: 'string' },
    size: { type: 'integer', description: 'Bytes' },
    contentId: { ...nullableString, description: 'Content-ID without angle brackets' },
    inline: { type: 'boolean' },
  },
} as const satisfies Schema;

export const Link = {
  type: 'object',
  required: ['url', 'text'],
  properties: { url: { type: 'string' }, text: { type: 'string', description: 'Anchor text; "" for a link found in plain text' } },
} as const satisfies Schema;

export const Message = {
  type: 'object',
  required: [...MessageSummary.required, 'text', 'html', 'attachments', 'code', 'links', 'verificationLink'],
  properties: {
    ...MessageSummary.properties,
    text: { type: 'string', description: 'Plain-text body ("" when the mail has none)' },
    html: { type: 'string', description: 'HTML body ("" when the mail has none)' },
    attachments: { type: 'array', items: { $ref: '#/components/schemas/Attachment' } },
    code: { ...nullableString, description: 'Extracted verification code; null until extracted or when there is none' },
    links: {
      type: 'array',
      items: { $ref: '#/components/schemas/Link' },
      description: 'In document order, without duplicates; [] until extracted',
    },
    verificationLink: { ...nullableString, description: 'Extracted verification or confirmation link, or null' },
  },
} as const satisfies Schema;

export const WaitExplanation = {
  type: 'object',
  description:
    'Why a wait ended with nothing: what arrived in its window (after since, when given) and why none of it answered. ' +
    'Present on an empty list answer after a wait and on code_not_found.',
  required: ['arrived', 'withoutCode', 'notMatching', 'pending', 'newestReceivedAt', 'refused'],
  properties: {
    arrived: { type: 'integer', description: 'Messages received in the window, whatever their sender and subject' },
    withoutCode: {
      type: 'object',
      description: 'Matching messages read that hold no code or link (of the shape asked for, when one was)',
      required: ['count', 'subjects'],
      properties: { count: { type: 'integer' }, subjects: { type: 'array', items: { type: 'string' }, description: 'The newest five' } },
    },
    notMatching: {
      type: 'object',
      description: 'Messages in the window that the from or subject filter left out',
      required: ['count', 'nearest'],
      properties: {
        count: { type: 'integer' },
        nearest: {
          type: 'array',
          description: 'The newest three',
          items: {
            type: 'object',
            required: ['from', 'subject', 'receivedAt'],
            properties: { from: { type: 'string' }, subject: { type: 'string' }, receivedAt: dateTime },
          },
        },
      },
    },
    pending: { type: 'integer', description: 'Matching messages whose code is still being looked for; asking again shortly may answer' },
    newestReceivedAt: {
      ...nullableDateTime,
      description: 'When the newest mail in the inbox arrived, in the window or not; null when it has none',
    },
    refused: {
      type: 'array',
      description: 'Mail to this address refused over SMTP in the window (kept an hour, the newest ten)',
      items: {
        type: 'object',
        required: ['at', 'reason', 'reply'],
        properties: {
          at: dateTime,
          reason: { enum: ['too_large', 'too_many_recipients', 'storage_failed'] },
          reply: { type: 'string', description: 'The SMTP reply the sender got' },
        },
      },
    },
  },
} as const satisfies Schema;

export const MessageList = {
  type: 'object',
  required: ['address', 'messages', 'waited'],
  properties: {
    address,
    messages: { type: 'array', items: { $ref: '#/components/schemas/MessageSummary' } },
    waited: { type: 'boolean', description: 'True whenever the request was held open waiting for mail' },
    explanation: { $ref: '#/components/schemas/WaitExplanation' },
  },
} as const satisfies Schema;

export const CodeResult = {
  type: 'object',
  required: ['address', 'code', 'link', 'messageId', 'from', 'subject', 'receivedAt'],
  properties: {
    address,
    code: { ...nullableString, description: 'null when the message holds only a link' },
    link: { type: ['string', 'null'], format: 'uri', description: 'null when the message holds only a code' },
    messageId: { type: 'string' },
    from: { type: 'string' },
    subject: { type: 'string' },
    receivedAt: dateTime,
  },
} as const satisfies Schema;

export const DeletedInbox = {
  type: 'object',
  required: ['deleted', 'address'],
  properties: { deleted: { type: 'boolean' }, address },
} as const satisfies Schema;

export const Domains = {
  type: 'object',
  required: ['domains'],
  properties: { domains: { type: 'array', items: { type: 'string' } } },
} as const satisfies Schema;

export const Error = {
  type: 'object',
  required: ['error', 'requestId'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'code', 'message', 'docUrl'],
      properties: {
        type: { enum: ['invalid_request_error', 'authentication_error', 'rate_limit_error', 'api_error'] },
        code: { type: 'string' },
        message: { type: 'string' },
        docUrl: { type: 'string', format: 'uri' },
        details: {
          type: 'array',
          items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
        explanation: { $ref: '#/components/schemas/WaitExplanation' },
      },
    },
    requestId: { type: 'string' },
  },
} as const satisfies Schema;

export const Usage = {
  type: 'object',
  required: ['month', 'used', 'quota', 'remaining', 'resetsAt', 'credits'],
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'Calendar month in UTC, YYYY-MM' },
    used: { type: 'integer', description: 'Requests counted this month, included and credit-paid' },
    quota: { type: 'integer', description: "The plan's included requests a month" },
    remaining: { type: 'integer', description: 'Included requests left this month' },
    resetsAt: { type: 'integer', description: "Unix seconds of the next month's start" },
    credits: { type: 'integer', description: 'Purchased credits left; they never expire' },
  },
} as const satisfies Schema;

// ---- requests ----

export const CreateInboxBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: {
      type: 'string',
      pattern: USERNAME_PATTERN,
      'x-rule': USERNAME_RULE,
      description: `The part before the @; random 10 characters when left out. It ${USERNAME_RULE}.`,
    },
    domain: { type: 'string', maxLength: 253, description: 'One of GET /domains; the first when left out' },
    ttlMinutes: { type: 'integer', minimum: 1, maximum: 1440, default: 60 },
  },
} as const satisfies Schema;

export const InboxListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    cursor: { type: 'string', pattern: '^[1-9][0-9]{0,15}$', 'x-rule': 'must be the nextCursor of a previous page' },
    search: { type: 'string', maxLength: 254, description: 'Only inboxes whose address contains this (case-insensitive)' },
  },
} as const satisfies Schema;

export const AddressParams = {
  type: 'object',
  required: ['address'],
  properties: { address },
} as const satisfies Schema;

const wait = { type: 'integer', minimum: 0, maximum: 60, default: 0, description: 'Seconds to hold the request open for matching mail' };
// The bound is the largest time a JavaScript Date holds; larger values could not be a time at all.
const SINCE_RULE = 'must be a Unix time in milliseconds, such as 1764000000000 (not seconds, not a date)';
const since = {
  type: 'integer',
  minimum: 0,
  maximum: 8_640_000_000_000_000,
  // 10^9 to 10^11 ms is January 1970 to March 1973: such a value is a time in seconds.
  not: { minimum: 1_000_000_000, exclusiveMaximum: 100_000_000_000 },
  'x-rule': SINCE_RULE,
  description: `Only mail received strictly after this Unix time in milliseconds. It ${SINCE_RULE}.`,
};
const substring = { type: 'string', minLength: 1, maxLength: 256 };

export const ListMessagesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    wait,
    since,
    from: { ...substring, description: 'Case-insensitive substring of the sender' },
    subject: { ...substring, description: 'Case-insensitive substring of the subject' },
  },
} as const satisfies Schema;

export const CodeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    wait,
    since,
    from: ListMessagesQuery.properties.from,
    subject: ListMessagesQuery.properties.subject,
    shape: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      description:
        'What the code looks like; only a code of this shape answers. A length (6), a kind (digits, alnum), both (digits:6), ' +
        'or a pattern of A (letter), 9 (digit) and X (either) with - . or space as written (AAA-999).',
    },
  },
} as const satisfies Schema;

export const MessageParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const satisfies Schema;

export const AttachmentParams = {
  type: 'object',
  required: ['id', 'attachmentId'],
  properties: { id: MessageParams.properties.id, attachmentId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const satisfies Schema;

export const MessageQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['address'],
  properties: { address: { ...address, description: 'The inbox the message belongs to' } },
} as const satisfies Schema;

// ---- webhooks ----

const webhookId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const Webhook = {
  type: 'object',
  required: ['id', 'url', 'createdAt', 'disabled', 'failCount'],
  properties: {
    id: webhookId,
    url: { type: 'string', format: 'uri', description: 'An absolute https URL on a public address' },
    createdAt: dateTime,
    disabled: { type: 'boolean', description: 'True once switched off after 20 consecutive failures; register the URL again to resume' },
    failCount: { type: 'integer', minimum: 0, description: 'Consecutive failed attempts; any 2xx resets it' },
  },
} as const satisfies Schema;

export const WebhookCreated = {
  type: 'object',
  required: [...Webhook.required, 'secret'],
  properties: {
    ...Webhook.properties,
    secret: {
      type: 'string',
      pattern: '^whsec_[0-9a-f]{64}$',
      description: 'The signing secret (the HMAC key is this whole string). Shown only in this response, never readable again',
    },
  },
} as const satisfies Schema;

export const WebhookList = {
  type: 'object',
  required: ['webhooks'],
  properties: { webhooks: { type: 'array', items: { $ref: '#/components/schemas/Webhook' } } },
} as const satisfies Schema;

export const DeliveryAttempt = {
  type: 'object',
  required: ['event', 'eventId', 'attempt', 'status', 'error', 'durationMs', 'at'],
  properties: {
    event: { enum: ['message.received', 'webhook.test'], description: 'Event kind delivered' },
    eventId: { type: 'string', description: "The event's id (evt_…), the same on every attempt and the body's id" },
    attempt: { type: 'integer', minimum: 1, description: 'Which attempt of this event to this endpoint: 1, then 2, 3, … for the retries' },
    durationMs: { type: 'integer', minimum: 0, description: "Time to the endpoint's answer or the failure" },
    status: { type: 'integer', minimum: 0, description: 'HTTP status the endpoint answered; 0 when the request never completed' },
    error: { ...nullableString, description: 'Why the attempt failed; null when it succeeded' },
    at: { ...dateTime, description: 'When the attempt started' },
  },
} as const satisfies Schema;

export const Deliveries = {
  type: 'object',
  required: ['deliveries'],
  properties: {
    deliveries: {
      type: 'array',
      maxItems: 20,
      items: { $ref: '#/components/schemas/DeliveryAttempt' },
      description: 'The last 20 attempts, newest first',
    },
  },
} as const satisfies Schema;

export const WebhookTestResult = {
  type: 'object',
  required: ['delivered', 'status', 'error', 'durationMs'],
  properties: {
    delivered: { type: 'boolean', description: 'True when the endpoint answered 2xx' },
    status: DeliveryAttempt.properties.status,
    error: DeliveryAttempt.properties.error,
    durationMs: { type: 'integer', minimum: 0 },
  },
} as const satisfies Schema;

export const DeletedWebhook = {
  type: 'object',
  required: ['deleted', 'id'],
  properties: { deleted: { type: 'boolean' }, id: webhookId },
} as const satisfies Schema;

export const CreateWebhookBody = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  // Not validated by these keywords (a URL that is not absolute https answers invalid_webhook_url, not
  // validation_failed), but stated in the document (x-openapi: merged in by the generator).
  properties: {
    url: {
      type: 'string',
      maxLength: 2048,
      description: 'An absolute https URL on a public address',
      'x-openapi': { format: 'uri', pattern: '^https://' },
    },
  },
} as const satisfies Schema;

export const WebhookParams = {
  type: 'object',
  required: ['id'],
  properties: { id: webhookId },
} as const satisfies Schema;

/** The body of every webhook delivery (message.received, webhook.test), keys in this order. */
export const WebhookEvent = {
  type: 'object',
  required: ['id', 'event', 'createdAt', 'data'],
  properties: {
    id: { type: 'string', description: 'evt_…: the same on every retry of the event' },
    event: { enum: ['message.received', 'webhook.test'] },
    createdAt: { ...dateTime, description: "When the event came to be (the message's arrival)" },
    data: {
      type: 'object',
      required: ['address', 'from', 'subject', 'intro', 'receivedAt', 'messageId'],
      properties: {
        address,
        from: { type: 'string' },
        subject: { type: 'string' },
        intro: { type: 'string' },
        receivedAt: dateTime,
        messageId: { type: 'string', description: 'Read the message with GET /messages/{messageId}?address=; msg_test in webhook.test' },
      },
    },
  },
} as const satisfies Schema;

/** Named response schemas, placed under components.schemas in the OpenAPI document. */
export const components = {
  Usage,
  Inbox,
  InboxListItem,
  InboxList,
  DeletedMessage,
  EmptiedInbox,
  MessageSummary,
  Message,
  Attachment,
  Link,
  MessageChecks,
  MessageList,
  WaitExplanation,
  CodeResult,
  DeletedInbox,
  Domains,
  Error,
  Webhook,
  WebhookCreated,
  WebhookList,
  DeliveryAttempt,
  Deliveries,
  WebhookTestResult,
  DeletedWebhook,
  WebhookEvent,
};
