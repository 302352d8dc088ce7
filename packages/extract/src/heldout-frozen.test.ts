import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The held-out set is only worth something while nobody tunes it: its files and their bytes are pinned
// here, so an edit (or a mail moved in or out) fails until someone changes this digest on purpose, in a
// commit that says why.
const HELDOUT_DIR = fileURLToPath(new URL('../corpus/heldout/', import.meta.url));
const HELDOUT_FILES = 61;
const HELDOUT_DIGEST = '3070f2a39ae45f8e5221cc309d9a57aaf7603b40e8cd6d6942cd32e717fef2c2';

describe('held-out corpus', () => {
  it('is frozen: the same files with the same bytes', () => {
    const files = readdirSync(HELDOUT_DIR).sort();
    const hash = createHash('sha256');
    for (const f of files)
      hash.update(
        `${f}\0${createHash('sha256')
          .update(readFileSync(join(HELDOUT_DIR, f)))
          .digest('hex')}\n`,
      );
    expect({ files: files.length, digest: hash.digest('hex') }).toEqual({ files: HELDOUT_FILES, digest: HELDOUT_DIGEST });
  });
});
