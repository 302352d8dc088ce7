/** `pnpm docs:api`: writes docs/api.md from the api's OpenAPI document (the test of the same name checks it). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiReferenceMarkdown, routes } from '@throwbox/api';

writeFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), apiReferenceMarkdown(routes));
