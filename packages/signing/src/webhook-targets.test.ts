import { describe, expect, it } from '@jest/globals';
import { hostOf, isIpLiteral, isPublicAddress } from './webhook-targets.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '[::1]',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::7f00:1',
    '::8.8.8.8',
    '::ffff:0:127.0.0.1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '[2606:4700::1]'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('hosts of URLs', () => {
  it('strip the brackets of IPv6 literals and recognise IP literals in any spelling the URL parser accepts', () => {
    expect(hostOf(new URL('https://[::ffff:127.0.0.1]/hook'))).toBe('::ffff:7f00:1');
    expect(hostOf(new URL('https://2130706433/'))).toBe('127.0.0.1');
    expect(hostOf(new URL('https://0x7f.1/'))).toBe('127.0.0.1');
    expect(isIpLiteral(hostOf(new URL('https://[::1]:8443/')))).toBe(true);
    expect(isIpLiteral(hostOf(new URL('https://hooks.example.com/')))).toBe(false);
  });
});
