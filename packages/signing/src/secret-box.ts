import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Signing secrets are shown once and kept encrypted with AES-256-GCM under a key from the deployment's
 * configuration (WEBHOOK_SECRET_KEY, shared by the api that creates them and the dispatcher that signs).
 */

/** For local runs only: services refuse to start with it when NODE_ENV=production. */
export const DEVELOPMENT_SECRET_KEY = 'd3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0d3f0';

/** WEBHOOK_SECRET_KEY, refused in production while it is the public development default. */
export const webhookSecretKeyProblems = (source: NodeJS.ProcessEnv, key: string): string[] =>
  source.NODE_ENV === 'production' && key.toLowerCase() === DEVELOPMENT_SECRET_KEY
    ? ['WEBHOOK_SECRET_KEY must be set in production (the development default is public)']
    : [];

export const SECRET_KEY_PATTERN = '^[0-9a-fA-F]{64}$';

/** `whsec_` + 32 random bytes in hex. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

export function parseSecretKey(hex: string): Buffer {
  if (!new RegExp(SECRET_KEY_PATTERN).test(hex)) throw new Error('the secret key must be 32 bytes written as 64 hex characters');
  return Buffer.from(hex, 'hex');
}

// Layout: version (1 byte) | IV (12) | tag (16) | ciphertext. The version leaves room for key rotation.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds the ciphertext to its purpose, so it cannot be passed off as another kind of encrypted value.
const AAD = Buffer.from('throwbox webhook secret v1');

export function encryptSecret(key: Buffer, secret: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Throws when the box was not made with this key (or was altered). */
export function decryptSecret(key: Buffer, box: Buffer): string {
  if (box.length < 1 + IV_BYTES + TAG_BYTES || box[0] !== VERSION) throw new Error('not an encrypted webhook secret');
  const iv = box.subarray(1, 1 + IV_BYTES);
  const tag = box.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(AAD);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(box.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
