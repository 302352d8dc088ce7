import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@throwbox/contracts';
import { MAX_ALLOWED_IPS, parseExpiryDate, parseIpAllowlist } from './keys.js';

const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('validation_failed');
    return (err as ApiError).message;
  }
  throw new Error('expected a refusal');
};

describe('parseIpAllowlist', () => {
  it('reads addresses and ranges of both families, separated by commas, spaces or new lines', () => {
    expect(parseIpAllowlist('203.0.113.7, 10.0.0.0/8\n2001:db8::/32  ::1')).toEqual([
      '203.0.113.7/32',
      '10.0.0.0/8',
      '2001:db8::/32',
      '::1/128',
    ]);
  });

  it('is no allowlist when empty', () => {
    expect(parseIpAllowlist('  \n ')).toBeNull();
  });

  it('refuses what is not an address or range, saying which entry', () => {
    expect(refusal(() => parseIpAllowlist('10.0.0.1, example.com'))).toContain('"example.com"');
    expect(refusal(() => parseIpAllowlist('10.0.0.0/33'))).toContain('"10.0.0.0/33"');
    expect(refusal(() => parseIpAllowlist('10.0.0.0/8/1'))).toContain('"10.0.0.0/8/1"');
    expect(refusal(() => parseIpAllowlist('::1/x'))).toContain('"::1/x"');
  });

  it('refuses a range with host bits set, naming the range meant', () => {
    expect(refusal(() => parseIpAllowlist('10.0.0.1/8'))).toContain('10.0.0.0/8');
  });

  it('holds a bounded number of entries', () => {
    const many = Array.from({ length: MAX_ALLOWED_IPS + 1 }, (_, i) => `10.0.${i}.1`).join(',');
    expect(refusal(() => parseIpAllowlist(many))).toContain(String(MAX_ALLOWED_IPS));
  });
});

describe('parseExpiryDate', () => {
  it('takes a real date and refuses others', () => {
    expect(parseExpiryDate('2027-02-28')).toBe('2027-02-28');
    expect(refusal(() => parseExpiryDate('2027-02-30'))).toContain('YYYY-MM-DD');
    expect(refusal(() => parseExpiryDate('tomorrow'))).toContain('YYYY-MM-DD');
    expect(refusal(() => parseExpiryDate('2027-13-40'))).toContain('YYYY-MM-DD');
  });
});
