import { ERRORS, type ErrorCode } from './errors.js';
import { retrySchedulePhrase } from './retry.js';
import { components } from './schemas.js';

type Schema = Record<string, unknown>;

/** What a route tells the OpenAPI generator about itself; the same schemas validate its requests. */
export interface OperationSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path relative to /v1, e.g. /inboxes/{address}. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyRequired?: boolean;
  /** Success responses: status → schema name in components, or media type → schema for other bodies. */
  responses: Record<
    number,
    {
      description: string;
      schema?: keyof typeof components;
      content?: Record<string, Schema>;
      headers?: Record<string, Schema>;
    }
  >;
  /** Error codes this operation answers besides the ones every authenticated call can answer. */
  errors: ErrorCode[];
  /** False for the few unauthenticated documents. */
  authenticated?: boolean;
}

const TAGS: Record<string, string> = {
  Inboxes: 'Create and delete disposable inboxes',
  Messages: 'Read mail, wait for it, and read its verification code or link',
  Account: "The account's usage and the domains it may use",
  Webhooks: 'Endpoints that are told when mail arrives',
  Meta: 'This description',
};

/** What the body middleware answers, on every route a body can be sent to (not GET or DELETE, whose body is not read). */
const BODY_ERRORS: ErrorCode[] = ['invalid_json', 'validation_failed', 'payload_too_large', 'unsupported_media_type'];
/** What the idempotency middleware answers, on every POST. */
const IDEMPOTENCY_ERRORS: ErrorCode[] = ['invalid_idempotency_key', 'idempotency_key_in_use', 'idempotency_key_reused'];

/** Errors any authenticated call can answer. */
export const COMMON_ERRORS: ErrorCode[] = [
  'missing_api_key',
  'invalid_api_key',
  'api_key_expired',
  'plan_expired',
  'api_key_read_only',
  'ip_not_allowed',
  'api_not_in_plan',
  'quota_exceeded',
  'rate_limited',
  'internal_error',
  'service_unavailable',
];

const requestIdHeader = { schema: { type: 'string' }, description: 'Identifies the request in logs and support' };
const countHeaders = {
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: "The month's included requests" },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Included requests left after this one' },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: "Unix seconds of the next month's start" },
};
const rateLimitHeaders = {
  'Throwbox-Request-Id': requestIdHeader,
  'X-Credits-Remaining': { schema: { type: 'integer' }, description: 'Credits left, on answers paid by a credit' },
  'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] }, description: 'On a POST replayed for its Idempotency-Key' },
  ...countHeaders,
};

function parameters(where: 'path' | 'query', schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s as { description?: string };
    return { name, in: where, required: where === 'path' || required.has(name), schema: rest, ...(description ? { description } : {}) };
  });
}

function errorResponses(codes: ErrorCode[], authenticated: boolean): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: list.map((c) => `\`${c}\`: ${ERRORS[c].message}`).join(' '),
      headers: {
        'Throwbox-Request-Id': requestIdHeader,
        // Counted failures carry the month's count too (refusals before counting do not: optional).
        ...(authenticated && status !== 401 && status !== 431 ? countHeaders : {}),
        ...(status === 401 ? { 'WWW-Authenticate': { schema: { type: 'string' }, description: 'Bearer realm="throwbox"' } } : {}),
        ...(status === 429 || status === 503 || status === 409
          ? { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before trying again' } }
          : {}),
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: Object.fromEntries(
            list.map((c) => [
              c,
              {
                value: {
                  error: { type: ERRORS[c].type, code: c, message: ERRORS[c].message, docUrl: `https://throwbox.example/docs/errors#${c}` },
                  requestId: 'req_example',
                },
              },
            ]),
          ),
        },
      },
    };
  }
  return out;
}

/** What Throwbox POSTs to a registered endpoint: the two events, their signed headers and body. */
function webhookEvent(event: 'message.received' | 'webhook.test', summary: string): Record<string, unknown> {
  const header = (name: string, description: string, schema: Schema) => ({ name, in: 'header', required: true, description, schema });
  return {
    post: {
      operationId: event === 'message.received' ? 'messageReceivedEvent' : 'webhookTestEvent',
      summary,
      description:
        'Signed afresh on every attempt: Throwbox-Signature is the lower-case hex HMAC-SHA256 of `<Throwbox-Timestamp>.<raw body>` keyed with ' +
        'the whole secret (whsec_ included) as UTF-8. The Standard Webhooks headers beside them verify with its libraries and the same secret: ' +
        'webhook-signature is `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed by the base64 decoding of the ' +
        'part after whsec_. Answer any 2xx within 10 s; anything else is retried after ' +
        `${retrySchedulePhrase()}.`,
      tags: ['Webhooks'],
      parameters: [
        header('Throwbox-Event', 'The event kind', { const: event }),
        header('Throwbox-Timestamp', 'Unix seconds when this attempt was signed', { type: 'string', pattern: '^[0-9]+$' }),
        header('Throwbox-Signature', 'HMAC-SHA256, lower-case hex', { type: 'string', pattern: '^[0-9a-f]{64}$' }),
        header('webhook-id', 'Standard Webhooks: the event id (evt_…), the same on every attempt and replay', {
          type: 'string',
          pattern: '^evt_',
        }),
        header('webhook-timestamp', 'Standard Webhooks: the same unix seconds as Throwbox-Timestamp', {
          type: 'string',
          pattern: '^[0-9]+$',
        }),
        header('webhook-signature', 'Standard Webhooks: v1, and the base64 HMAC-SHA256', {
          type: 'string',
          pattern: '^v1,[A-Za-z0-9+/]{43}=$',
        }),
        header('User-Agent', 'Throwbox-Webhook/1', { type: 'string' }),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } } },
      responses: { '2XX': { description: 'Received; any other answer, a redirect or a timeout is a failed attempt' } },
    },
  };
}

/**
 * A schema as the document gives it: `x-openapi` keywords (rules a handler checks with an error of its own,
 * not the validator) merged in. A deployment's mail domains are not among them: a document (and a client
 * generated from it) must hold for every deployment, and GET /domains lists them.
 */
function documented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documented);
  if (schema === null || typeof schema !== 'object') return schema;
  const { 'x-openapi': extra, ...rest } = schema as Schema & { 'x-openapi'?: Schema };
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, documented(v)])) as Schema;
  return { ...out, ...(extra ?? {}) };
}

type Link = { operationId: string; parameters: Record<string, string>; description: string };
const inboxOf = (description: string): Link => ({
  operationId: 'listMessages',
  parameters: { address: '$response.body#/address' },
  description,
});
const messageOf = (id: string, description: string): Link => ({
  operationId: 'getMessage',
  parameters: { id, address: '$response.body#/address' },
  description,
});

/**
 * OpenAPI links, by operation and status: the way through the API a stateful tester (or a reader) follows,
 * an inbox made, its mail listed, a message read.
 */
const LINKS: Record<string, Record<number, Record<string, Link>>> = {
  createInbox: { 201: { listMessages: inboxOf("The new inbox's mail"), getCode: { ...inboxOf('Its code'), operationId: 'getCode' } } },
  listMessages: { 200: { getMessage: messageOf('$response.body#/messages/0/id', 'The newest message listed, in full') } },
  getCode: { 200: { getMessage: messageOf('$response.body#/messageId', 'The message the code came from, in full') } },
};

/** As packages/client/package.json (and the playwright package) state it; a test holds them together. */
export const LICENSE = { name: 'MIT', identifier: 'MIT' };

export function buildOpenApi(operations: OperationSpec[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const authenticated = op.authenticated !== false;
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.responses)) {
      const content = r.schema
        ? { 'application/json': { schema: { $ref: `#/components/schemas/${r.schema}` } } }
        : r.content && Object.fromEntries(Object.entries(r.content).map(([type, schema]) => [type, { schema }]));
      responses[status] = {
        description: r.description,
        ...(authenticated ? { headers: { ...rateLimitHeaders, ...(r.headers ?? {}) } } : {}),
        ...(content ? { content } : {}),
        ...(LINKS[op.operationId]?.[Number(status)] ? { links: LINKS[op.operationId]![Number(status)] } : {}),
      };
    }
    // Each operation's errors: what its own handler answers, and what the middleware in front of it can.
    const middleware: ErrorCode[] = [
      'headers_too_large',
      ...(authenticated ? COMMON_ERRORS : []),
      // Every route validates its query (unknown parameters included).
      ...(authenticated ? (['validation_failed'] as ErrorCode[]) : []),
      ...(authenticated && op.method !== 'get' && op.method !== 'delete' ? BODY_ERRORS : []),
      ...(authenticated && op.method === 'post' ? IDEMPOTENCY_ERRORS : []),
    ];
    Object.assign(responses, errorResponses([...new Set([...middleware, ...op.errors])], authenticated));
    const operation: Record<string, unknown> = {
      operationId: op.operationId,
      summary: op.summary,
      description: `${op.summary}.${authenticated ? ' Counts one request against the month (DECISIONS: every authenticated call that passes the key controls).' : ' No authentication; not counted.'}`,
      tags: [op.tag],
      parameters: [
        ...parameters('path', op.params),
        ...parameters('query', op.query),
        ...(op.method === 'post'
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', minLength: 1, maxLength: 100 },
                description: 'Repeat the POST safely: the same key and body replay the first response',
              },
            ]
          : []),
      ],
      responses,
      ...(authenticated ? {} : { security: [] }),
    };
    if (op.body) {
      operation.requestBody = {
        required: op.bodyRequired ?? false,
        content: { 'application/json': { schema: documented(op.body) } },
      };
    }
    (paths[op.path] ??= {})[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Throwbox API',
      version: '1.0.0',
      description:
        'Disposable inboxes for automated tests: create an inbox, receive real mail, read the code back. No string parameter or field may hold the NUL character (400 validation_failed).',
      contact: { name: 'Throwbox', url: `${new URL(serverUrl).origin}/docs` },
      license: LICENSE,
    },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name, description: TAGS[name] ?? name })),
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    paths,
    webhooks: {
      'message.received': webhookEvent('message.received', "Mail reached one of the account's inboxes"),
      'webhook.test': webhookEvent('webhook.test', 'Sent by POST /webhooks/{id}/test, with sample values'),
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key, tb_live_…' } },
      schemas: components,
    },
  };
}
