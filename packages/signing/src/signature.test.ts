import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { sign, signStandard, verifyWebhook } from './signature.js';

const secret = 'whsec_2f6c1f8a2b1e4d0c9a7b6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b';
const body = '{"id":"evt_1","event":"message.received","data":{"subject":"Grüße"}}';
const now = new Date('2025-03-01T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);

describe('sign', () => {
  it('is the lower-case hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the whole secret', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    expect(sign(secret, ts, body)).toBe(expected);
    expect(sign(secret, String(ts), Buffer.from(body, 'utf8'))).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys with the whole string, whsec_ prefix included', () => {
    const withoutPrefix = createHmac('sha256', secret.slice('whsec_'.length)).update(`${ts}.${body}`).digest('hex');
    expect(sign(secret, ts, body)).not.toBe(withoutPrefix);
  });

  it('matches a known vector', () => {
    expect(sign('whsec_test', 1700000000, '{}')).toBe(
      createHmac('sha256', Buffer.from('whsec_test')).update('1700000000.{}').digest('hex'),
    );
  });
});

describe('verifyWebhook', () => {
  const signature = sign(secret, ts, body);

  it('accepts a delivery signed with the secret, within five minutes either way', () => {
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp: String(ts), now })).toEqual({ valid: true, timestamp: ts });
    const skewed = (seconds: number) => sign(secret, ts + seconds, body);
    expect(verifyWebhook({ secret, rawBody: body, signature: skewed(-300), timestamp: ts - 300, now }).valid).toBe(true);
    expect(verifyWebhook({ secret, rawBody: body, signature: skewed(300), timestamp: ts + 300, now }).valid).toBe(true);
    expect(verifyWebhook({ secret, rawBody: Buffer.from(body), signature: signature.toUpperCase(), timestamp: ts, now }).valid).toBe(true);
  });

  it('rejects timestamps more than five minutes old or ahead', () => {
    const old = ts - 301;
    expect(verifyWebhook({ secret, rawBody: body, signature: sign(secret, old, body), timestamp: old, now })).toEqual({
      valid: false,
      reason: 'timestamp_out_of_tolerance',
    });
    const ahead = ts + 301;
    expect(verifyWebhook({ secret, rawBody: body, signature: sign(secret, ahead, body), timestamp: ahead, now })).toEqual({
      valid: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(
      verifyWebhook({ secret, rawBody: body, signature: sign(secret, old, body), timestamp: old, now, toleranceSeconds: 600 }).valid,
    ).toBe(true);
  });

  it('rejects a changed body, a re-serialised body, another secret or another timestamp', () => {
    expect(verifyWebhook({ secret, rawBody: body.replace('Grüße', 'Grusse'), signature, timestamp: ts, now })).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
    expect(verifyWebhook({ secret, rawBody: JSON.stringify(JSON.parse(body), null, 1), signature, timestamp: ts, now }).valid).toBe(false);
    expect(verifyWebhook({ secret: `${secret}0`, rawBody: body, signature, timestamp: ts, now }).valid).toBe(false);
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp: ts - 1, now }).valid).toBe(false);
  });

  it('rejects missing or malformed headers without throwing', () => {
    expect(verifyWebhook({ secret, rawBody: body, signature: undefined, timestamp: ts, now })).toEqual({
      valid: false,
      reason: 'missing_header',
    });
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp: '', now })).toEqual({ valid: false, reason: 'missing_header' });
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp: '17e8', now })).toEqual({
      valid: false,
      reason: 'malformed_timestamp',
    });
    expect(verifyWebhook({ secret, rawBody: body, signature: 'abc', timestamp: ts, now })).toEqual({
      valid: false,
      reason: 'malformed_signature',
    });
    expect(verifyWebhook({ secret, rawBody: body, signature: `sha256=${signature}`, timestamp: ts, now })).toEqual({
      valid: false,
      reason: 'malformed_signature',
    });
  });
});

describe('signStandard', () => {
  it("matches Standard Webhooks' published example, keyed by the base64 after whsec_", () => {
    const signature = signStandard(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});
