import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PACKAGES = ['client', 'playwright'] as const;

/**
 * What a pack is made of: each package's manifest, README and licence, and every compiled file's path, size and
 * modification time. Equal stamps mean `pnpm pack` would write the same tarballs again.
 */
export function sdkStamp(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    if (!existsSync(dir)) {
      hash.update(`${dir}\0missing\n`);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const s = statSync(path);
        hash.update(`${path}\0${s.size}\0${s.mtimeMs}\n`);
      }
    }
  };
  for (const name of PACKAGES) {
    const dir = join(root, 'packages', name);
    for (const file of ['package.json', 'README.md', 'LICENSE'])
      hash.update(existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : 'missing');
    walk(join(dir, 'dist'));
  }
  return hash.digest('hex');
}

/**
 * Packs @throwbox/client and @throwbox/playwright (compiled already) into `<root>/dist/sdk/` (where the api
 * serves them from, services/api/src/sdk.ts) under the names the api serves them by. pnpm pack writes real
 * versions for `workspace:*`, so npm installs the two together. When nothing they are made of changed since
 * the last pack (`.stamp`), the tarballs there are kept: a restart does not pack again.
 */
export async function packSdk(root: string, dir = join(root, 'dist', 'sdk')): Promise<'packed' | 'unchanged'> {
  mkdirSync(dir, { recursive: true });
  const stamp = sdkStamp(root);
  const stampFile = join(dir, '.stamp');
  const tarballs = PACKAGES.map((name) => join(dir, `throwbox-${name}.tgz`));
  if (tarballs.every((t) => existsSync(t)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 'unchanged';
  const scratch = mkdtempSync(join(dir, '.pack-'));
  try {
    for (const name of PACKAGES) {
      // Their prepack is a tsc -b that finds the build done.
      await run('pnpm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'packages', name) });
      const packed = readdirSync(scratch).find((f) => f.startsWith(`throwbox-${name}-`))!;
      renameSync(join(scratch, packed), join(dir, `throwbox-${name}.tgz`));
    }
    // Stamped as the build was before packing: a build that changed meanwhile packs again next time.
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return 'packed';
}

// `pnpm sdk:pack [dir]`: what `pnpm start` does while the services start, and what the Dockerfile's build
// runs so that the api image serves /sdk too.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await packSdk(root, process.argv[2] ? resolve(process.argv[2]) : undefined);
}
