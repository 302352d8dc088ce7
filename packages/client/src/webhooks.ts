import { createHmac, timingSafeEqual } from 'node:crypto';

/** Receivers reject timestamps further than this from their own clock, in either direction. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Throwbox-Signature: lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the whole secret
 * string (`whsec_` included) as UTF-8. Pure: the caller supplies the timestamp (unix seconds).
 */
export function sign(secret: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');
}

/**
 * Standard Webhooks' `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<raw body>`,
 * keyed by the base64 decoding of the secret's part after `whsec_`, as Standard Webhooks' libraries (and
 * svix's) derive it; our hex secrets are valid base64, so the same `whsec_` string verifies both ways.
 */
export function signStandard(secret: string, id: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(rawBody).digest('base64')}`;
}

export interface VerifyWebhookInput {
  /** The endpoint's signing secret, `whsec_…`, as shown when the webhook was created. */
  secret: string;
  /** The request body exactly as received; re-serialised JSON does not verify. */
  rawBody: string | Uint8Array;
  /** The Throwbox-Signature header. */
  signature: string | null | undefined;
  /** The Throwbox-Timestamp header (unix seconds). */
  timestamp: string | number | null | undefined;
  /** How far the timestamp may be from `now`, either way; five minutes unless told. */
  toleranceSeconds?: number;
  now?: Date;
}

export type VerifyWebhookResult =
  | { valid: true; timestamp: number }
  | {
      valid: false;
      reason: 'missing_header' | 'malformed_timestamp' | 'timestamp_out_of_tolerance' | 'malformed_signature' | 'signature_mismatch';
    };

const TIMESTAMP = /^\d{1,15}$/;
const SIGNATURE = /^[0-9a-f]{64}$/i;

/**
 * Checks a delivery as a receiver should: the timestamp is within the tolerance (a replayed delivery
 * is refused once it is old) and the signature matches, compared in constant time.
 */
export function verifyWebhook(input: VerifyWebhookInput): VerifyWebhookResult {
  const { secret, rawBody, signature, timestamp } = input;
  if (signature == null || signature === '' || timestamp == null || timestamp === '') return { valid: false, reason: 'missing_header' };
  const ts = String(timestamp).trim();
  if (!TIMESTAMP.test(ts)) return { valid: false, reason: 'malformed_timestamp' };
  const seconds = Number(ts);
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - seconds) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return { valid: false, reason: 'timestamp_out_of_tolerance' };
  const given = signature.trim();
  if (!SIGNATURE.test(given)) return { valid: false, reason: 'malformed_signature' };
  const expected = Buffer.from(sign(secret, ts, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { valid: false, reason: 'signature_mismatch' };
  return { valid: true, timestamp: seconds };
}
