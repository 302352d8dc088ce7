import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes for ids, drawn from a block fetched 4 KiB at a time (as crypto.randomUUID does): one call
 * into the system's generator per ~100 ids instead of one per id, a tenth of the cost of an id. For ids
 * and generated names only; secrets and keys take their bytes directly.
 */
const BLOCK = 4096;
let block = Buffer.alloc(0);
let used = 0;

function randomByte(): number {
  if (used === block.length) {
    block = randomBytes(BLOCK);
    used = 0;
  }
  return block[used++]!;
}

/** Random lower-case base36 string from a cryptographic source (rejection sampling keeps it unbiased). */
export function randomToken(length: number, alphabet = ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/** Our ids carry their kind: msg_…, att_…, evt_…. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(20)}`;
}
