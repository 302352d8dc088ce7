import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ERRORS, SMTP_FAULT_REPLIES, buildOpenApi, type OperationSpec } from '@throwbox/contracts';
import type { Route } from './http/route.js';

const openApiSelf: OperationSpec = {
  method: 'get',
  path: '/openapi.json',
  operationId: 'getOpenApi',
  summary: 'This OpenAPI 3.1 document (no authentication, not counted)',
  tag: 'Meta',
  responses: { 200: { description: 'OpenAPI document', content: { 'application/json': { type: 'object' } } } },
  errors: [],
  authenticated: false,
};

/** The document, its server the deployment's PUBLIC_URL (else the origin it was asked at). */
export function openApiDocument(routes: Route[], publicUrl: string): Record<string, unknown> {
  return buildOpenApi([...routes.map((r) => r.spec), openApiSelf], `${publicUrl}/v1`);
}

/** What a sender sees from an inbox's SMTP fault rules (PUT /v1/inboxes/{address}/smtp-faults). */
export const SMTP_FAULT_NOTE =
  "An inbox's SMTP fault rules answer its mail with one of these codes, followed by the enhanced status code of the " +
  "code's class and the rule's text (or the standard one); 421 also closes the connection. A rule with action disconnect " +
  'closes it without a reply. A rule the API refuses is 400 validation_failed, naming the field.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page every error's docUrl points into: one anchored row per code. */
export function errorsPage(): string {
  const rows = Object.entries(ERRORS)
    .map(
      ([code, e]) =>
        `<tr id="${code}"><td><a href="#${code}"><code>${code}</code></a></td><td>${e.status}</td><td><code>${e.type}</code></td><td>${escapeHtml(e.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Throwbox API errors</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}tr:target{background:#fff6c8}</style>
</head><body>
<h1>Throwbox API errors</h1>
<p>Every failure answers <code>{"error": {"type", "code", "message", "docUrl"}, "requestId"}</code>, and every response carries
<code>Throwbox-Request-Id</code>. Branch on <code>error.code</code>; the message's wording may change. Rate-limit errors carry <code>Retry-After</code> in seconds.</p>
<table><thead><tr><th>Code</th><th>Status</th><th>Type</th><th>Meaning</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2 id="smtp-faults">SMTP replies of fault rules</h2>
<p>${escapeHtml(SMTP_FAULT_NOTE)}</p>
<table><thead><tr><th>Reply</th><th>Enhanced code</th><th>Standard text</th></tr></thead><tbody>
${Object.entries(SMTP_FAULT_REPLIES)
  .map(([code, r]) => `<tr id="smtp-${code}"><td>${code}</td><td>${r.enhanced}</td><td>${escapeHtml(r.text)}</td></tr>`)
  .join('\n')}
</tbody></table></body></html>`;
}

/**
 * GET /docs: the API reference to browse, Swagger UI from the installed swagger-ui-dist package (no CDN: it
 * works offline), reading /v1/openapi.json. Its script is a file, not inline, under a strict CSP.
 */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const DOCS_ASSETS: Record<string, { file?: string; body?: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerUi, 'swagger-ui.css'), type: 'text/css' },
  'swagger-ui-bundle.js': { file: join(swaggerUi, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  'start.js': {
    body: "window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#api', deepLinking: true, defaultModelsExpandDepth: 0 });\n",
    type: 'text/javascript',
  },
};

export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Throwbox API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head><body>
<div id="api"></div>
<p style="font:14px system-ui,sans-serif;margin:1rem 2rem">Every error code is explained at <a href="/docs/errors">/docs/errors</a>.</p>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/start.js"></script>
</body></html>`;
}
