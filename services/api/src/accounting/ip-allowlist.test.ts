import { describe, expect, it } from '@jest/globals';
import { ipAllowed } from './ip-allowlist.js';

describe('ipAllowed', () => {
  it('matches single IPv4 addresses and CIDR ranges', () => {
    expect(ipAllowed('203.0.113.7', ['203.0.113.7/32'])).toBe(true);
    expect(ipAllowed('203.0.113.8', ['203.0.113.7/32'])).toBe(false);
    expect(ipAllowed('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
  });

  it('matches IPv6 addresses and ranges', () => {
    expect(ipAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipAllowed('::1', ['::1/128'])).toBe(true);
  });

  it('treats IPv4-mapped IPv6 clients and entries as their IPv4 form', () => {
    expect(ipAllowed('::ffff:10.0.0.5', ['10.0.0.0/24'])).toBe(true);
    expect(ipAllowed('::ffff:10.0.1.5', ['10.0.0.0/24'])).toBe(false);
    expect(ipAllowed('10.0.0.5', ['::ffff:10.0.0.0/120'])).toBe(true);
  });

  it('refuses everything when the client address is not an address', () => {
    expect(ipAllowed('unknown', ['0.0.0.0/0'])).toBe(false);
  });
});
