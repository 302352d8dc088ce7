import { describe, expect, it } from '@jest/globals';
import { hashPassword, passwordProblem, verifyPassword } from './password.js';

describe('passwords', () => {
  it('are stored as scrypt hashes with their parameters and salt, and verify', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterz', hash)).resolves.toBe(false);
  });

  it('salt each hash', async () => {
    expect(await hashPassword('same password!')).not.toBe(await hashPassword('same password!'));
  });

  it('never match when there is no hash (an account without a password, or no account)', async () => {
    await expect(verifyPassword('', null)).resolves.toBe(false);
    await expect(verifyPassword('anything at all', undefined)).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$whatever')).resolves.toBe(false);
  });

  it('must be at least 10 characters and not the email', () => {
    expect(passwordProblem('short', 'a@b.c')).toContain('10');
    expect(passwordProblem('a@example.com', 'A@example.com')).toContain('email');
    expect(passwordProblem('long enough pass', 'a@b.c')).toBeUndefined();
  });
});
