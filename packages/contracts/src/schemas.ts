/**
 * JSON Schemas for every request and response body. The api validates requests with these and the
 * OpenAPI document is generated from them, so the two can never drift apart.
 */
import { DeletedSmtpFaults, SmtpFaultRule, SmtpFaults } from './smtp-faults.js';
import { ERRORS } from './errors.js';
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
  required: ['id', 'from', 'subject', 'intro', 'receivedAt', 'timings'],
  properties: {
    id: { type: 'string', description: 'Message identifier, msg_…' },
    from: { type: 'string', description: 'Sender as written in the From header' },
    subject: { type: 'string' },
    intro: { type: 'string', description: 'First non-empty line of the text body, at most 200 characters' },
    receivedAt: { ...dateTime, description: 'When it was stored, millisecond precision; lists are ordered and since is judged by it' },
    timings: {
      type: 'object',
      description: 'The time the message took through Throwbox, each with millisecond precision',
      required: ['receivedAt', 'storedAt', 'extractedAt'],
      properties: {
        receivedAt: { ...dateTime, description: "End of the sender's SMTP DATA" },
        storedAt: {
          ...dateTime,
          description: "Committed to storage (readable, waits woken); the same instant as the message's receivedAt",
        },
        extractedAt: { ...nullableDateTime, description: 'Code and links extracted (or found unreadable); null until then' },
      },
    },
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
    confidence: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 1,
      description: 'How sure the extractor is of code (0–1; a code is given from 0.5); null until extracted or when there is no code',
    },
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

export const MessageSearchResults = {
  type: 'object',
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: [...MessageSummary.required, 'address'],
        properties: { ...MessageSummary.properties, address },
      },
    },
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
    confidence: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 1,
      description: 'How sure the extractor is of code (0–1; a code is given from 0.5); null when there is no code',
    },
  },
} as const satisfies Schema;

const evidence = {
  type: 'array',
  description: 'What counted for (weight > 0) and against (weight < 0) this candidate',
  items: {
    type: 'object',
    required: ['kind', 'weight', 'note'],
    properties: { kind: { type: 'string' }, weight: { type: 'number' }, note: { type: 'string' } },
  },
} as const satisfies Schema;

export const Extraction = {
  type: 'object',
  description: 'Why the extractor chose this code and link: every candidate it weighed, with its score and evidence',
  required: ['messageId', 'extractorVersion', 'code', 'confidence', 'verificationLink', 'codeCandidates', 'linkCandidates'],
  properties: {
    messageId: { type: 'string' },
    extractorVersion: { type: 'integer', description: 'The extractor that produced this explanation (the current one)' },
    code: nullableString,
    confidence: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'Confidence in code; without a code, in the best candidate that fell short of 0.5',
    },
    verificationLink: nullableString,
    codeCandidates: {
      type: 'array',
      description: 'Best first',
      items: {
        type: 'object',
        required: ['value', 'source', 'context', 'score', 'evidence'],
        properties: {
          value: { type: 'string' },
          source: { type: 'string', enum: ['subject', 'html', 'text'] },
          context: { type: 'string', description: 'The line or cell it stands in' },
          score: { type: 'number' },
          evidence,
        },
      },
    },
    linkCandidates: {
      type: 'array',
      description: 'Links with any evidence for them, best first',
      items: {
        type: 'object',
        required: ['url', 'text', 'score', 'evidence'],
        properties: { url: { type: 'string' }, text: { type: 'string' }, score: { type: 'number' }, evidence },
      },
    },
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
        type: { type: 'string', enum: ['invalid_request_error', 'authentication_error', 'rate_limit_error', 'api_error'] },
        // The closed catalogue: a code is never renamed or removed, only added.
        code: { type: 'string', enum: Object.keys(ERRORS) as (keyof typeof ERRORS)[] },
        message: { type: 'string' },
        docUrl: { type: 'string', format: 'uri' },
        details: {
          type: 'array',
          items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
          description: 'With validation_failed: each field refused and why',
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
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50, description: 'Inboxes per page' },
    cursor: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,15}$',
      'x-rule': 'must be the nextCursor of a previous page',
      description: 'Where the page starts: the nextCursor of the previous page; the first page without it',
    },
    search: { type: 'string', maxLength: 254, description: 'Only inboxes whose address contains this (case-insensitive)' },
  },
} as const satisfies Schema;

export const AddressParams = {
  type: 'object',
  required: ['address'],
  properties: { address },
} as const satisfies Schema;

const wait = {
  type: 'integer',
  minimum: 0,
  maximum: 60,
  default: 0,
  description: 'Seconds to hold the request open for matching mail',
} as const;
// Query strings, not integers, so that only decimal digits count as milliseconds (a coerced `0x10` or
// `1e12` would be a time the caller never wrote). 10 and 11 digits are January 1970 to March 1973: such
// a value is a time in seconds. 15 digits reach the year 33658, within what Postgres and a Date hold.
const SINCE_RULE =
  'must be a Unix time in milliseconds, such as 1764000000000 (not seconds), or an ISO 8601 date-time with its offset, as receivedAt is written';
const since = {
  anyOf: [
    { type: 'string', pattern: '^(0|[1-9][0-9]{0,8}|[1-9][0-9]{11,14})$', 'x-rule': SINCE_RULE },
    { type: 'string', format: 'date-time', 'x-rule': SINCE_RULE },
  ],
  'x-rule': SINCE_RULE,
  description: `Only mail received strictly after this instant. It ${SINCE_RULE}.`,
} as const;
const substring = { type: 'string', minLength: 1, maxLength: 256 } as const;

// A code's shape as the extractor reads it (parseCodeShape in packages/extract/src/shape.ts): 4 to 12
// characters, in any case, blanks around it ignored. A test holds the two to the same answers.
const SHAPE_LENGTH = '(?:0?[4-9]|1[0-2])';
const SHAPE_KIND = '(?:[Dd][Ii][Gg][Ii][Tt][Ss]|[Aa][Ll][Nn][Uu][Mm])';
export const SHAPE_PATTERN = `^\\s*(?:${SHAPE_LENGTH}|${SHAPE_KIND}(?::${SHAPE_LENGTH})?|[-. ]*(?:[AaXx9][-. ]*){4,12})\\s*$`;
const SHAPE_RULE =
  'must be a length (4 to 12), a kind (digits, alnum), both (digits:6), or a pattern of A (letter), 9 (digit) and X (either) ' +
  'with 4 to 12 of them and - . or space as separators, as in AAA-999';

export const ListMessagesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 50, description: 'Messages in the answer at most, the newest' },
    wait,
    count: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 1,
      description: 'With wait, hold until at least this many messages match (at most limit); without wait it holds nothing',
    },
    since,
    from: { ...substring, description: 'Case-insensitive substring of the sender' },
    subject: { ...substring, description: 'Case-insensitive substring of the subject' },
  },
} as const satisfies Schema;

export const SearchMessagesQuery = {
  type: 'object',
  required: ['search'],
  additionalProperties: false,
  properties: {
    search: {
      type: 'string',
      maxLength: 500,
      description:
        'What to find across all the account\'s inboxes: free text in subject and body ("a phrase", or, -word), and ' +
        'from:, to: (the inbox address), subject: (substrings, case-insensitive), has:attachment, is:unread, ' +
        'after: and before: (a day such as 2026-11-25, or a date-time with its offset). Terms narrow the search together; at most 20.',
    },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'How many messages to answer, newest first' },
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
      pattern: SHAPE_PATTERN,
      'x-rule': SHAPE_RULE,
      description:
        'What the code looks like; only a code of this shape answers. A length (6), a kind (digits, alnum), both (digits:6), ' +
        'or a pattern of A (letter), 9 (digit) and X (either) with - . or space as written (AAA-999).',
    },
  },
} as const satisfies Schema;

export const MessageParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, description: "The message's id (msg_…)" } },
} as const satisfies Schema;

export const AttachmentParams = {
  type: 'object',
  required: ['id', 'attachmentId'],
  properties: {
    id: MessageParams.properties.id,
    attachmentId: { type: 'string', minLength: 1, maxLength: 64, description: "The attachment's id, from the message's attachments" },
  },
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
    failCount: {
      type: 'integer',
      minimum: 0,
      description: 'Consecutive failed attempts; any 2xx resets it. A disabled endpoint keeps the count that disabled it',
    },
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
  required: ['id', 'event', 'eventId', 'attempt', 'status', 'error', 'durationMs', 'at', 'response'],
  properties: {
    id: { type: 'string', pattern: '^att_[a-z0-9]+$', description: "The attempt's own id" },
    event: { enum: ['message.received', 'webhook.test'], description: 'Event kind delivered' },
    eventId: { type: 'string', description: "The event's id (evt_…), the same on every attempt and the body's id" },
    attempt: { type: 'integer', minimum: 1, description: 'Which attempt of this event to this endpoint: 1, then 2, 3, … for the retries' },
    durationMs: { type: 'integer', minimum: 0, description: "Time to the endpoint's answer or the failure" },
    status: { type: 'integer', minimum: 0, description: 'HTTP status the endpoint answered; 0 when the request never completed' },
    error: { ...nullableString, description: 'Why the attempt failed; null when it succeeded' },
    at: { ...dateTime, description: 'When the attempt started' },
    response: {
      ...nullableString,
      maxLength: 1024,
      description: "The first 1 KiB of the endpoint's answer (its body) as text; null when no HTTP answer came back",
    },
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
  properties: { id: { ...webhookId, description: "The webhook's id, as POST /webhooks and GET /webhooks give it" } },
} as const satisfies Schema;

export const ReplayWebhookBody = {
  type: 'object',
  additionalProperties: false,
  description: 'Exactly one of eventId and failedSince',
  properties: {
    eventId: { type: 'string', pattern: '^evt_[a-z0-9]+$', maxLength: 64, description: 'Send this event again (kept 7 days)' },
    failedSince: {
      type: 'integer',
      minimum: 0,
      maximum: 8_640_000_000_000_000,
      description:
        'Unix milliseconds: send again every kept event whose delivery to this endpoint failed at or after it and has not gone through since (at most 1,000, oldest first)',
    },
  },
  oneOf: [{ required: ['eventId'] }, { required: ['failedSince'] }],
} as const satisfies Schema;

export const ReplayResult = {
  type: 'object',
  required: ['queued'],
  properties: {
    queued: {
      type: 'integer',
      minimum: 0,
      maximum: 1000,
      description:
        'Deliveries the replay will make; with failedSince, only the events it took: none already delivered, none that another replay or a retry in flight is sending. By eventId, 1 even when the event was delivered (it is sent again), but 0 while another replay or a retry in flight is sending it',
    },
  },
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
  MessageSearchResults,
  WaitExplanation,
  CodeResult,
  Extraction,
  DeletedInbox,
  Domains,
  Error,
  Webhook,
  WebhookCreated,
  WebhookList,
  DeliveryAttempt,
  Deliveries,
  WebhookTestResult,
  ReplayResult,
  DeletedWebhook,
  WebhookEvent,
  SmtpFaults,
  SmtpFaultRule,
  DeletedSmtpFaults,
};
