import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random lower-case base36 string from a cryptographic source (rejection sampling keeps it unbiased). */
export function randomToken(length: number, alphabet = ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Our ids carry their kind: msg_…, att_…, evt_…. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(20)}`;
}
