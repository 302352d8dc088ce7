/**
 * The webhook endpoint for the webhooks scenario, as a process of its own (its TLS work must not share
 * the driver's event loop): HTTPS on a loopback port with the bench's self-signed certificate, checks
 * every delivery's signature, answers 200 at once, and reports each one to the parent over IPC with
 * the time it arrived (Unix ms, sub-millisecond).
 *
 * Parent → child: {type: 'secrets', secrets: {path: secret}}, {type: 'stop'}.
 * Child → parent: {type: 'listening', port}, {type: 'deliveries', items: Delivery[]}.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '@throwbox/signing';

export interface Delivery {
  path: string;
  subject: string;
  /** Unix milliseconds (performance.timeOrigin + performance.now()) when the body had arrived. */
  at: number;
  valid: boolean;
  reason?: string;
}

export type ToReceiver = { type: 'secrets'; secrets: Record<string, string> } | { type: 'stop' };
export type FromReceiver = { type: 'listening'; port: number } | { type: 'deliveries'; items: Delivery[] };

const send = (m: FromReceiver) => process.send?.(m);

const secrets = new Map<string, string>();
let batch: Delivery[] = [];

const server = https.createServer(
  { key: readFileSync(process.env.BENCH_KEY_FILE!), cert: readFileSync(process.env.BENCH_CERT_FILE!) },
  (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.timeOrigin + performance.now();
      const path = (req.url ?? '/').split('?')[0]!;
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(path);
      const check = secret
        ? verifyWebhook({
            secret,
            rawBody: raw,
            signature: req.headers['throwbox-signature'] as string | undefined,
            timestamp: req.headers['throwbox-timestamp'] as string | undefined,
          })
        : { valid: false as const, reason: 'unknown path' };
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      let subject = '';
      try {
        subject = String((JSON.parse(raw.toString('utf8')) as { data?: { subject?: string } }).data?.subject ?? '');
      } catch {
        // counted as invalid below only if the signature fails; the subject is for matching
      }
      batch.push({ path, subject, at, valid: check.valid, ...(check.valid ? {} : { reason: check.reason }) });
    });
  },
);

const flush = setInterval(() => {
  if (batch.length) {
    send({ type: 'deliveries', items: batch });
    batch = [];
  }
}, 50);

process.on('message', (m: ToReceiver) => {
  if (m.type === 'secrets') for (const [path, secret] of Object.entries(m.secrets)) secrets.set(path, secret);
  if (m.type === 'stop') {
    clearInterval(flush);
    if (batch.length) send({ type: 'deliveries', items: batch });
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => send({ type: 'listening', port: (server.address() as AddressInfo).port }));
