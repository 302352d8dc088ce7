import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Packs @throwbox/client and @throwbox/playwright (compiled already) into `<root>/dist/sdk/` under the names
 * the api serves them by. pnpm pack writes real versions for `workspace:*`, so npm installs the two together.
 */
export async function packSdk(root: string): Promise<void> {
  const dir = join(root, 'dist', 'sdk');
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
