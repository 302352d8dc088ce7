import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import openapiTS, { astToString } from 'openapi-typescript';
import { clientOpenApiDocument, routes } from '@throwbox/api';

// The client's types are generated from the api's own OpenAPI document, never written by hand.
const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../../packages/client/${path}`, import.meta.url)), 'utf8');

describe('@throwbox/client generated types', () => {
  it('start from the OpenAPI document the api serves as it is now (run `pnpm docs:api` after changing the API)', () => {
    expect(file('openapi.json')).toBe(clientOpenApiDocument(routes));
  });

  it('are what openapi-typescript makes of that document', async () => {
    const generated = astToString(await openapiTS(JSON.parse(file('openapi.json')) as Parameters<typeof openapiTS>[0]));
    expect(file('src/generated/openapi.ts')).toBe(generated);
  });
});
