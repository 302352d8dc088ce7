import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@throwbox/testkit';
import { startShopMail, type ShopMail } from '../shop-mail.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The checks in the console's message view: computed only when asked, a pass/fail authentication panel,
// the HTML compatibility section and the link results, under the console's strict policy.

let env: ConsoleStack;
let shop: ShopMail;

beforeAll(async () => {
  shop = await startShopMail();
  env = await startConsoleStack({ env: { MAIL_AUTH_DNS_FILE: shop.dnsFile, WEBHOOK_ALLOW_PRIVATE: 'false' } });
});

afterAll(async () => {
  await env.stop();
  await shop.close();
});

async function inboxOf(a: ConsoleAgent): Promise<string> {
  await a.get('/inboxes');
  const page = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
  return decodeURIComponent(/^\/inboxes\/([^/?]+)/.exec(page.location!)![1]!);
}

async function messageHref(a: ConsoleAgent, address: string): Promise<string> {
  const page = await eventually(async () => {
    const p = await a.get(`/inboxes/${encodeURIComponent(address)}`);
    return /href="(\/inboxes\/[^"]+\/messages\/[^"?#]+)"/.test(p.html) ? p : undefined;
  });
  return /href="(\/inboxes\/[^"]+\/messages\/[^"?#]+)"/.exec(page.html)![1]!;
}

describe('checks in the message view', () => {
  it('are computed only when asked, then show a failing panel, the HTML features some clients lack and blocked links', async () => {
    const a = new ConsoleAgent(env.console.url);
    await a.signUp(uniqueEmail('checks'));
    const address = await inboxOf(a);
    const internalUrl = shop.internalUrl('/admin');
    await shop.send({
      smtpPort: env.stack.smtpPort,
      to: address,
      html: `<div style="display:grid"><a href="${internalUrl}">admin</a></div>`,
      signed: false,
    });
    const href = await messageHref(a, address);

    const plain = await a.get(href);
    expect(plain.status).toBe(200);
    expect(plain.html).toContain(`href="${href}?checks=1#authentication"`);
    expect(plain.html).toContain('run the checks');
    expect(plain.html).not.toContain('class="notice error"');

    const page = await a.get(`${href}?checks=1`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Fails: no DKIM signature.');
    expect(page.html).toMatch(/<th scope="row">SPF<\/th><td><strong class="verdict pass">pass<\/strong> <code>shop.example<\/code>/);
    expect(page.html).toContain('<code>display:grid</code>');
    expect(page.html).toMatch(/<code>http:\/\/127\.0\.0\.1:\d+\/admin<\/code><\/td><td><strong class="verdict fail">blocked<\/strong>/);
    expect(shop.internalRequests()).toBe(0);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('show a passing panel for a mail signed and sent from an allowed address', async () => {
    const a = new ConsoleAgent(env.console.url);
    await a.signUp(uniqueEmail('checks'));
    const address = await inboxOf(a);
    await shop.send({ smtpPort: env.stack.smtpPort, to: address, html: '<p>Thanks for your order</p>' });
    const page = await a.get(`${await messageHref(a, address)}?checks=1`);
    expect(page.html).toContain('Passes: SPF, DKIM and DMARC all pass.');
    expect(page.html).toContain('No web links.');
    expect(page.html).toMatch(
      /<th scope="row">DKIM<\/th><td><strong class="verdict pass">pass<\/strong> d=<code>shop.example<\/code> s=<code>mail<\/code>/,
    );
  });
});
