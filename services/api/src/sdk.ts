import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import { ApiError } from '@throwbox/contracts';

/** The tarballs `pnpm start` packs (scripts/pack-sdk.ts), by the names the README gives. */
export const SDK_TARBALLS = ['throwbox-client.tgz', 'throwbox-playwright.tgz'] as const;

/** Where they are: beside the repository's build output, whether the api runs from source or compiled. */
export const SDK_DIR = fileURLToPath(new URL('../../../dist/sdk/', import.meta.url));

/**
 * `<origin>/sdk/throwbox-client.tgz` and `/sdk/throwbox-playwright.tgz` (DECISIONS §14): until the packages
 * are on a registry, `npm install` takes them from the stack the tests run against, of its own version.
 */
export function mountSdk(app: Express, dir = SDK_DIR): void {
  app.get('/sdk/:name', (req, res) => {
    res.locals.route = '/sdk';
    const name = String(req.params.name);
    const file = (SDK_TARBALLS as readonly string[]).includes(name) ? join(dir, name) : undefined;
    if (!file || !existsSync(file))
      throw new ApiError('route_not_found', file ? `${name} is not built in this installation.` : `No route ${req.method} ${req.path}.`);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/gzip').sendFile(file);
  });
}
