import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';

const require = createRequire(import.meta.url);
const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));

/** Every file the pages load, by the name in its URL. Nothing else is served under /assets. */
const FILES = {
  'console.css': `${PUBLIC}console.css`,
  'console.js': `${PUBLIC}console.js`,
  'favicon.svg': `${PUBLIC}favicon.svg`,
  'pico.classless.min.css': require.resolve('@picocss/pico/css/pico.classless.min.css'),
} as const;
export type AssetName = keyof typeof FILES;

let versions: Map<string, string> | undefined;
/** A file's version is a hash of its bytes, read once: a new deployment changes the URL of what changed. */
const versionOf = (name: AssetName): string => {
  versions ??= new Map(
    Object.entries(FILES).map(([n, path]) => [n, createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12)]),
  );
  return versions.get(name)!;
};

/** The URL pages use: versioned, so that the browser may keep it for good. */
export const assetUrl = (name: AssetName): string => `/assets/${name}?v=${versionOf(name)}`;

/**
 * Assets at their current version are cached for a year and never revalidated; any other URL of the same
 * file (an old page's, or none) must revalidate, so that no stale script or style outlives a deployment.
 */
export function assetRoutes(): Router {
  const router = Router();
  router.get('/assets/:name', (req, res, next) => {
    const name = req.params.name as AssetName;
    if (!Object.hasOwn(FILES, name)) return next();
    const current = req.query.v === versionOf(name);
    res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.sendFile(FILES[name], { dotfiles: 'allow', cacheControl: false });
  });
  router.use('/assets', (_req, res) => void res.status(404).type('text').send('Not found'));
  return router;
}
