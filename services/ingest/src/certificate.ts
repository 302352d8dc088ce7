import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createSecureContext } from 'node:tls';
import type { SMTPServer } from 'smtp-server';
import type { Logger } from '@throwbox/observability';
import type { IngestConfig } from './config.js';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** The STARTTLS key and certificate, when both files are configured; read at start, so a bad path fails it. */
export function readCertificate(config: IngestConfig): Certificate | undefined {
  if (!config.SMTP_TLS_KEY_FILE || !config.SMTP_TLS_CERT_FILE) return undefined;
  return { key: readFileSync(config.SMTP_TLS_KEY_FILE), cert: readFileSync(config.SMTP_TLS_CERT_FILE) };
}

/** "CN=mx.example.com, valid to Jan  1 00:00:00 2027 GMT, sha256 AB:CD:…" for the log. */
export function describeCertificate(cert: Buffer): string {
  const x509 = new X509Certificate(cert);
  return `${x509.subject.replaceAll('\n', ', ')}, valid to ${x509.validTo}, sha256 ${x509.fingerprint256}`;
}

/**
 * Re-reads the key and certificate files and, when they changed, gives new STARTTLS sessions the new
 * pair (sessions already in TLS keep theirs): a renewed certificate (cert-manager rewriting the Secret)
 * takes effect without a restart. A pair that does not load — caught halfway through a rotation, the
 * key of another certificate — is logged and the one in use kept; the next check tries again.
 */
export class CertificateReloader {
  constructor(
    private readonly smtp: SMTPServer,
    private readonly config: IngestConfig,
    private readonly logger: Logger,
    private current: Certificate,
  ) {}

  async check(): Promise<void> {
    const [key, cert] = await Promise.all([readFile(this.config.SMTP_TLS_KEY_FILE!), readFile(this.config.SMTP_TLS_CERT_FILE!)]);
    if (key.equals(this.current.key) && cert.equals(this.current.cert)) return;
    let described: string;
    try {
      createSecureContext({ key, cert }); // throws when the key does not belong to the certificate
      described = describeCertificate(cert);
    } catch (err) {
      this.logger.warn({ err }, 'the SMTP TLS key and certificate files changed but do not load; keeping the certificate in use');
      return;
    }
    this.smtp.updateSecureContext({ key, cert });
    this.current = { key, cert };
    this.logger.info({ certificate: described }, 'SMTP TLS certificate reloaded');
  }
}
