import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * A sender for the checks' tests: shop.example's DNS records (SPF for 127.0.0.1, a DKIM key, DMARC reject)
 * in a MAIL_AUTH_DNS_FILE, mail sent over real SMTP and signed with that key, and an internal site on
 * loopback that counts what reaches it (the link checks must never fetch it).
 */
export interface ShopMail {
  dnsFile: string;
  /** A URL on the internal site. */
  internalUrl(path: string): string;
  /** Requests the internal site has had. */
  internalRequests(): number;
  send(o: { smtpPort: number; to: string; html: string; signed?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export async function startShopMail(): Promise<ShopMail> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = mkdtempSync(join(tmpdir(), 'throwbox-shop-mail-'));
  const dnsFile = join(dir, 'dns.json');
  writeFileSync(
    dnsFile,
    JSON.stringify({
      'shop.example': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] },
      'mail._domainkey.shop.example': {
        TXT: [`v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`],
      },
      '_dmarc.shop.example': { TXT: ['v=DMARC1; p=reject'] },
    }),
  );
  let requests = 0;
  const internal = http.createServer((_, res) => {
    requests++;
    res.end('internal');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  return {
    dnsFile,
    internalUrl: (path) => `http://127.0.0.1:${(internal.address() as AddressInfo).port}${path}`,
    internalRequests: () => requests,
    async send({ smtpPort, to, html, signed = true }) {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        ignoreTLS: true,
        name: 'mta.shop.example',
      });
      try {
        await transport.sendMail({
          envelope: { from: 'bounces@shop.example', to },
          from: 'Shop <news@shop.example>',
          to,
          subject: signed ? 'Your order' : 'Your order (unsigned)',
          html,
          ...(signed
            ? {
                dkim: {
                  domainName: 'shop.example',
                  keySelector: 'mail',
                  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
                },
              }
            : {}),
        });
      } finally {
        transport.close();
      }
    },
    async close() {
      await new Promise<void>((resolve) => internal.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
