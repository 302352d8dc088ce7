import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ERRORS } from '@throwbox/contracts';
import { apiReferenceMarkdown } from './api-reference.js';
import { routes } from './routes/index.js';

describe('docs/api.md', () => {
  const rendered = apiReferenceMarkdown(routes);

  it('is the reference rendered from the code as it is now (run `pnpm docs:api` after changing the API)', () => {
    expect(readFileSync(fileURLToPath(new URL('../../../docs/api.md', import.meta.url)), 'utf8')).toBe(rendered);
  });

  it('covers every route and every error code', () => {
    for (const route of routes) expect(rendered).toContain(`## ${route.spec.method.toUpperCase()} ${route.spec.path}`);
    for (const code of Object.keys(ERRORS)) expect(rendered).toContain(`| \`${code}\` |`);
  });
});
