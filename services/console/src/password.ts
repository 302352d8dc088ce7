import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N = 2^15, r = 8, p = 1 (OWASP's floor for scrypt), a 16-byte salt and a 32-byte hash:
 * about 60 ms and 32 MiB a hash here. The parameters are stored with each hash, so raising them later
 * leaves old hashes readable.
 */
const PARAMS = { log2N: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 10;
/** Longer passwords cost scrypt no more, but are refused to bound the request. */
export const MAX_PASSWORD_LENGTH = 200;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 2 ** log2N * r * 256 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.log2N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.log2N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash to check against when an email has no account, so that the answer takes as long as for one that has. */
const DECOY = hashPassword(randomBytes(16).toString('hex'));

/** Whether the password matches the stored hash; with no hash, a decoy is checked and false returned. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? (await DECOY)).split('$');
  const [scheme, log2N, r, p, salt, key] = parts;
  if (scheme !== 'scrypt' || parts.length !== 6) return false;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), Number(log2N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'Use something other than your email address.';
  return undefined;
}
