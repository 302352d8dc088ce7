import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { packSdk } from '../../scripts/pack-sdk.js';

// `pnpm start` packs the client and the fixture for /sdk on every start; it packs again only when what they
// are made of changed (a restart of an unchanged checkout skips `pnpm pack`, seconds of CPU).

function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'tb-pack-'));
  for (const name of ['client', 'playwright']) {
    const dir = join(root, 'packages', name);
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@throwbox/${name}`, version: '0.0.1', files: ['dist'] }));
    writeFileSync(join(dir, 'dist', 'index.js'), `export const name = '${name}';\n`);
  }
  return root;
}

it('packs once, keeps the tarballs while nothing changed, and packs again when a compiled file changes', async () => {
  const root = fakeRoot();
  const tarball = join(root, 'dist', 'sdk', 'throwbox-client.tgz');
  expect(await packSdk(root)).toBe('packed');
  const first = readFileSync(tarball);
  expect(first.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
  const packedAt = statSync(tarball).mtimeMs;

  expect(await packSdk(root)).toBe('unchanged');
  expect(statSync(tarball).mtimeMs).toBe(packedAt);

  const compiled = join(root, 'packages', 'client', 'dist', 'index.js');
  writeFileSync(compiled, `export const name = 'client, rebuilt';\n`);
  const later = new Date(Date.now() + 5000);
  utimesSync(compiled, later, later);
  expect(await packSdk(root)).toBe('packed');
  expect(readFileSync(tarball).equals(first)).toBe(false);

  // A manifest change (a new version) packs again too.
  writeFileSync(
    join(root, 'packages', 'playwright', 'package.json'),
    JSON.stringify({ name: '@throwbox/playwright', version: '0.0.2', files: ['dist'] }),
  );
  expect(await packSdk(root)).toBe('packed');
  expect(await packSdk(root)).toBe('unchanged');
}, 120_000);
