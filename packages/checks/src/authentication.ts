import { authenticate, type AuthStatus } from 'mailauth';
import type { DnsResolver } from './dns.js';

/** Results as RFC 8601 writes them (DECISIONS §12). */
export type AuthResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror';

export interface Authentication {
  spf: { result: AuthResult; domain: string };
  dkim: { result: AuthResult; domain: string; selector: string }[];
  dmarc: { result: AuthResult; policy: string | null; domain: string };
  arc: { result: AuthResult };
}

/** What SPF is evaluated for, as recorded at SMTP time. */
export interface SmtpEnvelope {
  clientIp: string;
  helo: string;
  mailFrom: string;
}

/**
 * SPF for the recorded envelope, every DKIM signature, DMARC with its alignment and ARC, by mailauth.
 * The raw source is only read: the verdicts are returned, not written into it as a header.
 */
export async function checkAuthentication(raw: Buffer, envelope: SmtpEnvelope, resolver: DnsResolver): Promise<Authentication> {
  const ip = unmapIpv4(envelope.clientIp);
  const result = await authenticate(raw, {
    ...(ip ? { ip } : {}),
    helo: envelope.helo,
    sender: envelope.mailFrom,
    // Fixed, so that a verdict does not depend on the replica's host name.
    mta: 'throwbox',
    resolver,
    disableBimi: true,
    trustReceived: false,
  });
  const spf =
    ip && result.spf ? { result: rfc8601(result.spf.status), domain: result.spf.domain ?? '' } : { result: 'none' as const, domain: '' };
  return {
    spf,
    // mailauth reports an unsigned message as one `none` entry without a domain: that is no signature.
    dkim: result.dkim.results
      .filter((r) => r.signingDomain)
      .map((r) => ({ result: dkimResult(r.status), domain: r.signingDomain, selector: r.selector ?? '' })),
    dmarc: result.dmarc
      ? { result: rfc8601(result.dmarc.status), policy: result.dmarc.policy || null, domain: result.dmarc.domain ?? '' }
      : { result: 'none', policy: null, domain: '' },
    arc: { result: result.arc ? rfc8601(result.arc.status) : 'none' },
  };
}

/**
 * mailauth answers `neutral` for several signatures RFC 8601 and RFC 6376 call otherwise: a body hash
 * that does not match is a signature that failed verification (`fail`), and a key that is missing or
 * unusable is an error no retry mends (`permerror`).
 */
function dkimResult(status: Pick<AuthStatus, 'result' | 'comment'>): AuthResult {
  if (status.result !== 'neutral') return rfc8601(status);
  if (status.comment === 'body hash did not verify') return 'fail';
  if (status.comment && PERMANENT_KEY_ERRORS.has(status.comment)) return 'permerror';
  return 'neutral';
}

const PERMANENT_KEY_ERRORS = new Set(['no key', 'unknown key version', 'unknown key type', 'invalid public key']);

function rfc8601(status: Pick<AuthStatus, 'result'> | undefined): AuthResult {
  switch (status?.result) {
    case 'pass':
    case 'fail':
    case 'softfail':
    case 'neutral':
    case 'temperror':
    case 'permerror':
      return status.result;
    case 'temperr':
      return 'temperror';
    // A valid signature the verifier does not accept (a key under its minimum size, RFC 8601 `policy`):
    // for a team about to ship a mail, that is a failure.
    case 'policy':
      return 'fail';
    default:
      return 'none';
  }
}

/** smtp-server reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d; SPF's ip4 mechanisms want a.b.c.d. */
function unmapIpv4(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}
