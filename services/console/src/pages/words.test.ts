import { describe, expect, it } from '@jest/globals';
import { counted, outcome } from './words.js';

describe('counted', () => {
  it('says "1 request" and "2 requests", in en-US numbers', () => {
    expect(counted(1, 'request')).toBe('1 request');
    expect(counted(0, 'request')).toBe('0 requests');
    expect(counted(12345, 'failure')).toBe('12,345 failures');
  });
});

describe('outcome', () => {
  it('shows a status once, not "500 HTTP 500", and keeps errors that say more', () => {
    expect(outcome(500, 'HTTP 500')).toBe('500');
    expect(outcome(200, null)).toBe('200');
    expect(outcome(302, 'HTTP 302: redirects are not followed')).toBe('302 redirects are not followed');
    expect(outcome(0, 'timeout after 10 s')).toBe('timeout after 10 s');
  });
});
