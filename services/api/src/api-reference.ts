import { ERRORS, SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import { SMTP_FAULT_NOTE, openApiDocument } from './docs.js';
import type { Route } from './http/route.js';

/**
 * docs/api.md: the API reference in Markdown, rendered from the same OpenAPI document the api serves (so it
 * cannot drift from the code: a test compares the file with this output). `pnpm docs:api` writes it.
 */
type Schema = {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  items?: Schema;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  format?: string;
  pattern?: string;
  'x-rule'?: string;
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
  description?: string;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(s: Schema): string {
  if (s.$ref) return s.$ref.split('/').pop()!;
  if (s.enum) return s.enum.map((v) => `\`${String(v)}\``).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items ?? {})}[]`;
  const t = [s.type ?? 'any'].flat().join(' \\| ');
  return s.format ? `${t} (${s.format})` : t;
}

function constraints(s: Schema): string {
  const parts: string[] = [];
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? '…'} to ${s.maximum ?? '…'}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join('; ');
}

/** Sentences: a description, then the constraints the schema states. */
const sentences = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .map((p) => (/[.)]$/.test(p) ? p : `${p}.`))
    .join(' ');

function describe(s: Schema): string {
  return sentences(s.description ?? (s['x-rule'] ? `It ${s['x-rule']}` : ''), constraints(s));
}

function fields(schema: Schema): string[] {
  const required = new Set(schema.required ?? []);
  return [
    '| field | type | required | meaning |',
    '|---|---|---|---|',
    ...Object.entries(schema.properties ?? {}).map(
      ([name, s]) => `| \`${name}\` | ${typeOf(s)} | ${required.has(name) ? 'yes' : 'no'} | ${cell(describe(s))} |`,
    ),
  ];
}

export function apiReferenceMarkdown(routes: Route[]): string {
  const doc = openApiDocument(routes, 'http://127.0.0.1:8080') as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const out: string[] = [
    '# Throwbox API reference',
    '',
    '<!-- Rendered from the OpenAPI document by `pnpm docs:api`; a test fails when it differs from the code. -->',
    '',
    "Base URL `http://127.0.0.1:8080/v1` locally (your deployment's `PUBLIC_URL` + `/v1` otherwise). Every call but",
    '`GET /openapi.json` takes `Authorization: Bearer <API_KEY>`. The machine-readable description is',
    '`GET /v1/openapi.json` (OpenAPI 3.1); the README explains waiting, idempotency, webhooks and the MCP server.',
    '',
    '- Every response carries `Throwbox-Request-Id`; authenticated ones `X-RateLimit-Limit`, `X-RateLimit-Remaining`',
    '  and `X-RateLimit-Reset`; those paid by a credit `X-Credits-Remaining`.',
    '- Every failure is `{"error": {"type", "code", "message", "docUrl", "details"?}, "requestId"}`; branch on',
    '  `error.code` (the codes are listed at the end). Rate-limit errors carry `Retry-After` in seconds.',
    '- A POST may carry `Idempotency-Key` (1 to 100 printable ASCII characters): the same key and body replay the',
    '  first answer for 24 hours with `Idempotent-Replayed: true`.',
    '- Times are ISO 8601 in UTC with milliseconds; `since` is Unix milliseconds; lists are newest first.',
    '- Webhook events (`message.received`, `webhook.test`), their headers and signature: see the README, *Webhooks*.',
    '',
  ];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push(`## ${method.toUpperCase()} ${path}`, '', `${op.summary}.`, '');
      const params = op.parameters.filter((p) => p.in !== 'header');
      if (params.length) {
        out.push('| parameter | in | type | required | meaning |', '|---|---|---|---|---|');
        for (const p of params)
          out.push(
            `| \`${p.name}\` | ${p.in} | ${typeOf(p.schema)} | ${p.required ? 'yes' : 'no'} | ${cell(sentences(p.description ?? '', constraints(p.schema)))} |`,
          );
        out.push('');
      }
      const body = op.requestBody?.content['application/json']?.schema;
      if (body) out.push('Body (JSON):', '', ...fields(body), '');
      for (const [status, r] of Object.entries(op.responses).filter(([s]) => Number(s) < 400)) {
        const types = Object.entries(r.content ?? {}).map(([type, { schema }]) =>
          type === 'application/json' ? typeOf(schema) : `\`${type}\``,
        );
        out.push(`**${status}**: ${r.description}${types.length ? ` (${types.join(', ')})` : ''}.`, '');
      }
      const codes = Object.entries(op.responses)
        .filter(([s]) => Number(s) >= 400)
        .flatMap(([, r]) => Object.keys((r.content?.['application/json'] as { examples?: object } | undefined)?.examples ?? {}));
      if (codes.length) out.push(`Errors: ${codes.map((c) => `\`${c}\``).join(', ')}.`, '');
    }
  }
  out.push('## Objects', '');
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if (!schema.properties) continue;
    out.push(`### ${name}`, '', ...fields(schema), '');
  }
  out.push('## Error codes', '', '| code | status | type | meaning |', '|---|---|---|---|');
  for (const [code, e] of Object.entries(ERRORS)) out.push(`| \`${code}\` | ${e.status} | \`${e.type}\` | ${cell(e.message)} |`);
  out.push('', '## SMTP replies of fault rules', '', SMTP_FAULT_NOTE, '', '| reply | enhanced code | standard text |', '|---|---|---|');
  for (const [code, r] of Object.entries(SMTP_FAULT_REPLIES)) out.push(`| ${code} | ${r.enhanced} | ${r.text} |`);
  out.push('');
  return out.join('\n');
}

/** The OpenAPI document the published client is generated from (packages/client/openapi.json). */
export function clientOpenApiDocument(routes: Route[]): string {
  return `${JSON.stringify(openApiDocument(routes, 'http://127.0.0.1:8080'), null, 2)}\n`;
}
