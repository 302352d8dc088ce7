import { schemas } from '@throwbox/contracts';
import type { Route, RouteInput } from '../http/route.js';
import { getCode } from '../routes/code-get.js';
import { listDomains } from '../routes/domains-list.js';
import { createInbox } from '../routes/inboxes-create.js';
import { deleteInbox } from '../routes/inboxes-delete.js';
import { getMessage } from '../routes/messages-get.js';
import { listMessages } from '../routes/messages-list.js';
import { getUsage } from '../routes/usage-get.js';

type ComponentName = keyof typeof schemas.components;

type Schema = Record<string, unknown>;

/** One MCP tool: which API route it runs, and the input schema built from that route's own schemas. */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  /** Path parameters become required arguments; query or body fields the rest. */
  params?: Schema;
  args?: Schema;
  route: Route;
  /** Where the arguments go: the route's path parameters, query and body. */
  input(args: Record<string, unknown>): RouteInput;
  readOnly: boolean;
  destructive: boolean;
  /** The API response schema its structuredContent follows (its outputSchema). */
  output: ComponentName;
  summarize(body: any): string;
}

const pick = (args: Record<string, unknown>, omit: string[]) => Object.fromEntries(Object.entries(args).filter(([k]) => !omit.includes(k)));
const none = { params: {}, query: {}, body: undefined };

export const TOOLS: ToolSpec[] = [
  {
    name: 'create_inbox',
    title: 'Create inbox',
    description:
      'Create a disposable inbox. Mail sent to its address can then be listed or waited for. Without arguments: a random address on the default domain, living 60 minutes.',
    args: schemas.CreateInboxBody,
    route: createInbox,
    input: (a) => ({ ...none, body: a }),
    readOnly: false,
    destructive: false,
    output: 'Inbox',
    summarize: (b) => `Created ${b.address}, expiring at ${b.expiresAt}.`,
  },
  {
    name: 'delete_inbox',
    title: 'Delete inbox',
    description: 'Delete an inbox and all its mail at once.',
    params: schemas.AddressParams,
    route: deleteInbox,
    input: (a) => ({ ...none, params: { address: a.address } }),
    readOnly: false,
    destructive: true,
    output: 'DeletedInbox',
    summarize: (b) => `Deleted ${b.address}.`,
  },
  {
    name: 'list_messages',
    title: 'List messages',
    description:
      'List the messages of an inbox, newest first. With wait (seconds, up to 50) the call waits until matching mail arrives; With count, the wait holds until that many have arrived. from and subject filter by substring, since by time (unix milliseconds, or receivedAt as written).',
    params: schemas.AddressParams,
    args: schemas.ListMessagesQuery,
    route: listMessages,
    input: (a) => ({ ...none, params: { address: a.address }, query: pick(a, ['address']) }),
    readOnly: true,
    destructive: false,
    output: 'MessageList',
    summarize: (b) =>
      b.messages.length
        ? `${b.messages.length} message(s): ${b.messages.map((m: { subject: string; from: string; id: string }) => `"${m.subject}" from ${m.from} (${m.id})`).join('; ')}`
        : `No messages${b.waited ? ' arrived during the wait' : ''}.`,
  },
  {
    name: 'get_message',
    title: 'Get message',
    description: 'Read one message: text, HTML, attachments, and the extracted verification code, links and verification link.',
    params: schemas.MessageParams,
    args: schemas.MessageQuery,
    route: getMessage,
    input: (a) => ({ ...none, params: { id: a.id }, query: { address: a.address } }),
    readOnly: true,
    destructive: false,
    output: 'Message',
    summarize: (b) => `"${b.subject}" from ${b.from}. Code: ${b.code ?? 'none'}. Verification link: ${b.verificationLink ?? 'none'}.`,
  },
  {
    name: 'wait_for_code',
    title: 'Wait for verification code',
    description:
      'Return the verification code or confirmation link of the newest matching message in an inbox, waiting up to wait seconds (max 50, under the 60-second request timeout of MCP clients; call again to wait longer) for one to arrive. Mail with neither is skipped. With shape (6, digits, digits:6, AAA-999), only a code of that shape answers; when nothing answers, the error says what arrived and why none of it did.',
    params: schemas.AddressParams,
    args: schemas.CodeQuery,
    route: getCode,
    input: (a) => ({ ...none, params: { address: a.address }, query: pick(a, ['address']) }),
    readOnly: true,
    destructive: false,
    output: 'CodeResult',
    summarize: (b) => `Code: ${b.code ?? 'none'}. Link: ${b.link ?? 'none'}. From "${b.subject}" (${b.messageId}).`,
  },
  {
    name: 'list_domains',
    title: 'List domains',
    description: 'The domains on which inboxes can be created; the first is the default.',
    route: listDomains,
    input: () => none,
    readOnly: true,
    destructive: false,
    output: 'Domains',
    summarize: (b) => `Domains: ${b.domains.join(', ')}.`,
  },
  {
    name: 'get_usage',
    title: 'Get usage',
    description: "This month's request usage, quota, remaining requests and credits.",
    route: getUsage,
    input: () => none,
    readOnly: true,
    destructive: false,
    output: 'Usage',
    summarize: (b) => `${b.used} of ${b.quota} requests used in ${b.month}; ${b.remaining} left, ${b.credits} credits.`,
  },
];

/**
 * The longest wait a tool call may hold: the official SDK gives up on a request after 60 s by default, so a
 * 60-second wait that ends empty would reach the agent as "Request timed out" instead of the API's answer.
 */
export const MCP_MAX_WAIT_SECONDS = 50;

/** The tool's input schema: path parameters and query or body fields of its API call, as one object. */
export function inputSchema(tool: ToolSpec): Schema {
  const props: Schema = { ...((tool.params?.properties as Schema) ?? {}), ...((tool.args?.properties as Schema) ?? {}) };
  if (props.wait) {
    props.wait = {
      ...(props.wait as Schema),
      maximum: MCP_MAX_WAIT_SECONDS,
      description: `Seconds to wait for matching mail, at most ${MCP_MAX_WAIT_SECONDS} (under the MCP SDK's 60-second request timeout); call again to wait longer`,
    };
  }
  if (props.since) {
    // JSON carries milliseconds as a number; the route reads them as the query string would write them.
    const since = props.since as { anyOf: Schema[] };
    props.since = { ...since, anyOf: [{ type: 'integer', minimum: 0 }, ...since.anyOf] };
  }
  const required = [...((tool.params?.required as string[]) ?? []), ...((tool.args?.required as string[]) ?? [])];
  return {
    type: 'object',
    properties: props,
    ...(required.length ? { required: [...new Set(required)] } : {}),
    additionalProperties: false,
  };
}

/**
 * The tool's outputSchema: its API response schema, or the API's error envelope (failures are results with
 * isError whose structuredContent is the envelope, and clients check that too), with every $ref written
 * out, since an outputSchema stands alone.
 */
export function outputSchema(tool: ToolSpec): Schema {
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: string }).$ref;
    if (ref) return inline(schemas.components[ref.split('/').pop() as ComponentName]);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v)]));
  };
  return { type: 'object', anyOf: [inline(schemas.components[tool.output]), inline(schemas.components.Error)] };
}
