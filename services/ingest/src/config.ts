import { ConfigError, commonEnv, env, loadEnv, type EnvConfig, type EnvSpec } from '@throwbox/config';

export const ingestEnv = {
  ...commonEnv,
  SMTP_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  SMTP_PORT: env.port(2525),
  /** Name in the greeting and EHLO answer. */
  SMTP_HOSTNAME: { schema: { type: 'string', minLength: 1 }, default: 'mx.throwbox.test' },
  SMTP_MAX_SIZE: { schema: { type: 'integer', minimum: 1024 }, default: 10 * 1024 * 1024 },
  SMTP_MAX_RECIPIENTS: { schema: { type: 'integer', minimum: 1, maximum: 1000 }, default: 50 },
  SMTP_MAX_CONNECTIONS_PER_IP: { schema: { type: 'integer', minimum: 1 }, default: 250 },
  SMTP_MAX_CONNECTIONS: { schema: { type: 'integer', minimum: 1 }, default: 2000 },
  SMTP_TLS_KEY_FILE: { schema: { type: 'string' }, default: '' },
  SMTP_TLS_CERT_FILE: { schema: { type: 'string' }, default: '' },
  /**
   * Mail whose subject, text and HTML together are at most this many characters has its code and links
   * extracted by ingest, stored with it; larger mail goes to the code-extractor. 0: always the extractor.
   */
  INLINE_EXTRACT_MAX_CHARS: { schema: { type: 'integer', minimum: 0, maximum: 1_000_000 }, default: 16_384 },
  /** How often the key and certificate files are checked for a renewal. */
  SMTP_TLS_RELOAD_MS: { schema: { type: 'integer', minimum: 100 }, default: 60_000 },
  /** On SIGTERM, how long sessions with a message in progress may take to finish it. */
  SMTP_SHUTDOWN_GRACE_MS: { schema: { type: 'integer', minimum: 0 }, default: 30000 },
  /**
   * On SIGTERM, when the stop must be over, counted from the signal: messages still being committed are
   * then answered 421 and the process exits 1, naming what was still open. The sessions' grace ends here at
   * the latest. Below what the platform waits before it kills the process (k8s: 90 s less the 5 s preStop
   * pause; Compose: 40 s).
   */
  SMTP_SHUTDOWN_DEADLINE_MS: { schema: { type: 'integer', minimum: 100 }, default: 35000 },
  /**
   * For apps under test that always authenticate: AUTH PLAIN and LOGIN offered and any credentials
   * accepted (never on the SaaS MX). Only after STARTTLS unless SMTP_AUTH_ALLOW_INSECURE.
   */
  SMTP_AUTH_ACCEPT_ANY: { schema: { type: 'boolean' }, default: false },
  SMTP_AUTH_ALLOW_INSECURE: { schema: { type: 'boolean' }, default: false },
  HEALTH_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  HEALTH_PORT: env.port(8081),
} as const satisfies EnvSpec;

/** PRODUCTION: NODE_ENV is `production` (DECISIONS §14), derived, not a variable of its own. */
export type IngestConfig = EnvConfig<typeof ingestEnv> & { PRODUCTION: boolean };

export function loadIngestConfig(source: NodeJS.ProcessEnv = process.env): IngestConfig {
  const config = loadEnv<Omit<IngestConfig, 'PRODUCTION'>>(ingestEnv, source);
  // A grace that reaches the deadline would make every stop with a message in progress end at the deadline, exit 1.
  if (config.SMTP_SHUTDOWN_GRACE_MS >= config.SMTP_SHUTDOWN_DEADLINE_MS)
    throw new ConfigError([
      `SMTP_SHUTDOWN_GRACE_MS (${config.SMTP_SHUTDOWN_GRACE_MS}) must be less than SMTP_SHUTDOWN_DEADLINE_MS (${config.SMTP_SHUTDOWN_DEADLINE_MS})`,
    ]);
  return { ...config, PRODUCTION: source.NODE_ENV === 'production' };
}

export type SmtpAuth = 'off' | 'after-starttls' | 'anywhere';

/**
 * Whether AUTH is offered, and where. Outside production any credentials are taken, also in clear, so that
 * an app that always logs in works at once. In production only when asked for, and never in clear unless
 * that is asked for too: without a certificate there is no STARTTLS to wait for, so AUTH is not offered.
 */
export function smtpAuth(config: IngestConfig, hasCertificate: boolean): SmtpAuth {
  if (!config.PRODUCTION) return 'anywhere';
  if (!config.SMTP_AUTH_ACCEPT_ANY) return 'off';
  if (config.SMTP_AUTH_ALLOW_INSECURE) return 'anywhere';
  return hasCertificate ? 'after-starttls' : 'off';
}
