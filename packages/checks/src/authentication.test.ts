import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticate, dkimSign } from 'mailauth';
import { checkAuthentication, type SmtpEnvelope } from './authentication.js';
import { bounded, fileResolver, loadDnsFile, systemResolver, type DnsRecords, type DnsResolver } from './dns.js';

// The corpus of DECISIONS §12: mails signed by keys made here, verified offline through a
// MAIL_AUTH_DNS_FILE, each with the verdict it must get.

const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = { shop: key(), other: key(), mailer: key(), arc: key() };
const dkimRecord = (k: ReturnType<typeof key>) =>
  `v=DKIM1; k=rsa; p=${k.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const pem = (k: ReturnType<typeof key>) => k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const records: DnsRecords = {
  'shop.example': { TXT: ['v=spf1 ip4:192.0.2.10 ~ip4:192.0.2.30 -all'] },
  'mta.shop.example': { TXT: ['v=spf1 ip4:192.0.2.10 -all'] },
  'sel1._domainkey.shop.example': { TXT: [dkimRecord(keys.shop)] },
  // The selector a rotated-away key was published under: another key now.
  'old._domainkey.shop.example': { TXT: [dkimRecord(keys.other)] },
  '_dmarc.shop.example': { TXT: ['v=DMARC1; p=reject'] },
  'relaxed.example': { TXT: ['v=spf1 ip4:192.0.2.10 -all'] },
  '_dmarc.relaxed.example': { TXT: ['v=DMARC1; p=none'] },
  'mailer.example': { TXT: ['v=spf1 ip4:198.51.100.7 -all'] },
  'm1._domainkey.mailer.example': { TXT: [dkimRecord(keys.mailer)] },
  'arc._domainkey.forwarder.example': { TXT: [dkimRecord(keys.arc)] },
};

let dir: string;
let resolver: DnsResolver;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'throwbox-dns-'));
  const file = join(dir, 'dns.json');
  writeFileSync(file, JSON.stringify(records));
  resolver = fileResolver(await loadDnsFile(file));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mail = (from: string, subject = 'Your order', body = 'Thanks for your order.\r\n') =>
  `From: ${from}\r\nTo: user@throwbox.test\r\nSubject: ${subject}\r\nDate: Wed, 25 Nov 2026 10:00:00 +0000\r\nMessage-ID: <1@${from.split('@')[1]}>\r\n\r\n${body}`;

async function signed(source: string, signingDomain: string, selector: string, privateKey: string): Promise<string> {
  const { signatures, errors } = await dkimSign(source, {
    // mailauth signs what signatureData lists; its type also asks for the fields at the top.
    signingDomain,
    selector,
    privateKey,
    signatureData: [{ signingDomain, selector, privateKey }],
  });
  if (errors.length) throw new Error(String(errors[0]));
  return signatures + source;
}

const shopSigned = (source = mail('news@shop.example')) => signed(source, 'shop.example', 'sel1', pem(keys.shop));
const fromShop: SmtpEnvelope = { clientIp: '192.0.2.10', helo: 'mta.shop.example', mailFrom: 'bounces@shop.example' };
const check = (raw: string, envelope: SmtpEnvelope = fromShop) =>
  checkAuthentication(Buffer.from(raw), envelope, bounded(resolver, { timeoutMs: 2000, budgetMs: 10000 }));

describe('DKIM, SPF and DMARC verdicts on the corpus', () => {
  it('passes a valid signed mail from an allowed address', async () => {
    expect(await check(await shopSigned())).toEqual({
      spf: { result: 'pass', domain: 'shop.example' },
      dkim: [{ result: 'pass', domain: 'shop.example', selector: 'sel1' }],
      dmarc: { result: 'pass', policy: 'reject', domain: 'shop.example' },
      arc: { result: 'none' },
    });
  });

  it('fails the signature of a mail whose body was changed after signing', async () => {
    const raw = (await shopSigned()).replace('Thanks for your order.', 'Thanks for your 0rder.');
    expect((await check(raw)).dkim).toEqual([{ result: 'fail', domain: 'shop.example', selector: 'sel1' }]);
  });

  it('fails the signature of a mail whose signed header was changed after signing', async () => {
    const raw = (await shopSigned()).replace('Subject: Your order', 'Subject: Your 0rder');
    expect((await check(raw)).dkim).toEqual([{ result: 'fail', domain: 'shop.example', selector: 'sel1' }]);
  });

  it('fails a signature naming a selector whose published key is another', async () => {
    const raw = await signed(mail('news@shop.example'), 'shop.example', 'old', pem(keys.shop));
    expect((await check(raw)).dkim).toEqual([{ result: 'fail', domain: 'shop.example', selector: 'old' }]);
  });

  it('answers permerror for a selector with no key published', async () => {
    const raw = await signed(mail('news@shop.example'), 'shop.example', 'nokey', pem(keys.shop));
    expect((await check(raw)).dkim).toEqual([{ result: 'permerror', domain: 'shop.example', selector: 'nokey' }]);
  });

  it('fails DMARC for a valid signature and SPF pass of a domain not aligned with From', async () => {
    const raw = await signed(mail('news@shop.example'), 'mailer.example', 'm1', pem(keys.mailer));
    const result = await check(raw, { clientIp: '198.51.100.7', helo: 'out.mailer.example', mailFrom: 'b@mailer.example' });
    expect(result.spf).toEqual({ result: 'pass', domain: 'mailer.example' });
    expect(result.dkim).toEqual([{ result: 'pass', domain: 'mailer.example', selector: 'm1' }]);
    expect(result.dmarc).toEqual({ result: 'fail', policy: 'reject', domain: 'shop.example' });
  });

  it('reports no signature as an empty list, with DMARC passing on aligned SPF alone', async () => {
    const result = await check(mail('news@shop.example'));
    expect(result.dkim).toEqual([]);
    expect(result.dmarc).toEqual({ result: 'pass', policy: 'reject', domain: 'shop.example' });
  });

  it('reports every signature of a mail signed twice', async () => {
    const once = await shopSigned();
    const twice = await signed(once, 'mailer.example', 'm1', pem(keys.mailer));
    expect((await check(twice)).dkim).toEqual([
      { result: 'pass', domain: 'mailer.example', selector: 'm1' },
      { result: 'pass', domain: 'shop.example', selector: 'sel1' },
    ]);
  });

  it.each([
    ['192.0.2.10', 'pass'],
    ['192.0.2.30', 'softfail'],
    ['203.0.113.99', 'fail'],
    ['::ffff:192.0.2.10', 'pass'],
  ])('evaluates SPF for the connecting address %s: %s', async (clientIp, result) => {
    expect((await check(mail('news@shop.example'), { ...fromShop, clientIp })).spf).toEqual({ result, domain: 'shop.example' });
  });

  it.each([
    ['news@shop.example', 'bounces@shop.example', 'reject', 'shop.example'],
    ['news@relaxed.example', 'bounces@relaxed.example', 'none', 'relaxed.example'],
  ])('fails DMARC of unsigned mail from %s sent from a refused address, with the domain policy', async (from, mailFrom, policy, domain) => {
    const result = await check(mail(from), { clientIp: '203.0.113.99', helo: 'spoofer.example', mailFrom });
    expect(result.spf.result).toBe('fail');
    expect(result.dmarc).toEqual({ result: 'fail', policy, domain });
  });

  it.each([
    ['192.0.2.10', 'pass'],
    ['203.0.113.99', 'fail'],
  ])('evaluates SPF for the HELO name of a bounce (empty MAIL FROM) from %s: %s', async (clientIp, result) => {
    const bounce = { clientIp, helo: 'mta.shop.example', mailFrom: '' };
    expect((await check(mail('mailer-daemon@shop.example'), bounce)).spf).toEqual({ result, domain: 'mta.shop.example' });
  });

  it('answers none for SPF of mail recorded without a client address', async () => {
    expect((await check(mail('news@shop.example'), { clientIp: '', helo: '', mailFrom: '' })).spf).toEqual({ result: 'none', domain: '' });
  });

  it('answers none for a domain with no records at all', async () => {
    const result = await check(mail('a@unknown.example'), { clientIp: '192.0.2.10', helo: 'x', mailFrom: 'a@unknown.example' });
    expect(result.spf.result).toBe('none');
    expect(result.dmarc.result).toBe('none');
  });
});

describe('ARC', () => {
  it('passes a chain sealed by a forwarder, and answers none without one', async () => {
    const original = await shopSigned();
    const sealed = await authenticate(Buffer.from(original), {
      ip: '192.0.2.10',
      helo: 'mta.shop.example',
      sender: 'bounces@shop.example',
      mta: 'forwarder.example',
      resolver,
      disableBimi: true,
      seal: { signingDomain: 'forwarder.example', selector: 'arc', privateKey: pem(keys.arc) },
    });
    expect((await check(sealed.headers + original)).arc).toEqual({ result: 'pass' });
    expect((await check(original)).arc).toEqual({ result: 'none' });
  });
});

describe('DNS without an answer', () => {
  let silent: Socket;
  let port: number;

  beforeAll(async () => {
    // A DNS server that reads every query and answers none.
    silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    port = silent.address().port;
  });

  afterAll(() => {
    silent.close();
  });

  it('gives temperror verdicts within the lookup bound, never a hang', async () => {
    const resolve = bounded(systemResolver({ timeoutMs: 300, servers: [`127.0.0.1:${port}`] })(), { timeoutMs: 300, budgetMs: 2000 });
    const raw = await shopSigned();
    const result = await checkAuthentication(Buffer.from(raw), fromShop, resolve);
    expect(result.spf.result).toBe('temperror');
    expect(result.dkim).toEqual([{ result: 'temperror', domain: 'shop.example', selector: 'sel1' }]);
    expect(result.dmarc.result).toMatch(/^(temperror|none)$/);
  });
});
