import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Packs @throwbox/client and @throwbox/playwright (compiled already) into `<root>/dist/sdk/` (where the api
 * serves them from, services/api/src/sdk.ts) under the names the api serves them by. pnpm pack writes real
 * versions for `workspace:*`, so npm installs the two together.
 */
export async function packSdk(root: string, dir = join(root, 'dist', 'sdk')): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const scratch = mkdtempSync(join(dir, '.pack-'));
  try {
    for (const name of ['client', 'playwright']) {
      // Their prepack is a tsc -b that finds the build done.
      await run('pnpm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'packages', name) });
      const packed = readdirSync(scratch).find((f) => f.startsWith(`throwbox-${name}-`))!;
      renameSync(join(scratch, packed), join(dir, `throwbox-${name}.tgz`));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// `pnpm sdk:pack [dir]`: what `pnpm start` does while the services start, and what the Dockerfile's build
// runs so that the api image serves /sdk too.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await packSdk(root, process.argv[2] ? resolve(process.argv[2]) : undefined);
}
