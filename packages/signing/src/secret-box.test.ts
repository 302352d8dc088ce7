import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { decryptSecret, encryptSecret, generateWebhookSecret, parseSecretKey } from './secret-box.js';

describe('webhook secrets', () => {
  it('are whsec_ followed by 32 random bytes in hex', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  it('round-trip through AES-256-GCM, with a fresh IV each time and no clear text in the box', () => {
    const key = randomBytes(32);
    const secret = generateWebhookSecret();
    const box = encryptSecret(key, secret);
    expect(decryptSecret(key, box)).toBe(secret);
    expect(encryptSecret(key, secret).equals(box)).toBe(false);
    expect(box.includes(Buffer.from(secret))).toBe(false);
    expect(box.includes(Buffer.from(secret.slice(6)))).toBe(false);
  });

  it('refuse another key and an altered box', () => {
    const key = randomBytes(32);
    const box = encryptSecret(key, generateWebhookSecret());
    expect(() => decryptSecret(randomBytes(32), box)).toThrow();
    const altered = Buffer.from(box);
    altered[altered.length - 1]! ^= 1;
    expect(() => decryptSecret(key, altered)).toThrow();
    expect(() => decryptSecret(key, box.subarray(0, 10))).toThrow('not an encrypted webhook secret');
  });

  it('take a key of exactly 64 hex characters', () => {
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    expect(() => parseSecretKey('ab'.repeat(31))).toThrow();
    expect(() => parseSecretKey('zz'.repeat(32))).toThrow();
  });
});
