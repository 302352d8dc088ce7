/**
 * `pnpm docs:api`: writes what is rendered from the api's OpenAPI document (tests check each is current):
 * docs/api.md, and the client's copy of the document with the TypeScript types generated from it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { apiReferenceMarkdown, clientOpenApiDocument, routes } from '@throwbox/api';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

writeFileSync(at('docs/api.md'), apiReferenceMarkdown(routes));
const document = clientOpenApiDocument(routes);
writeFileSync(at('packages/client/openapi.json'), document);
writeFileSync(
  at('packages/client/src/generated/openapi.ts'),
  astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0])),
);
