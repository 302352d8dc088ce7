import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A throwaway self-signed P-256 certificate for localhost, 127.0.0.1 and ::1, made with openssl, for the
 * HTTPS webhook receivers of tests and benchmarks (the dispatcher trusts it through WEBHOOK_CA_FILE).
 */
export function writeSelfSignedCertificate(dir: string, name = 'receiver'): { keyFile: string; certFile: string } {
  const keyFile = join(dir, `${name}-key.pem`);
  const certFile = join(dir, `${name}-cert.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}
