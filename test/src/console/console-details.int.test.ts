import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, sendMail } from '@throwbox/testkit';
import { Client } from '../stack.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The console's small things over HTTP: how assets are cached, words and counts on its pages.

let env: ConsoleStack;

beforeAll(async () => {
  env = await startConsoleStack();
});

afterAll(async () => {
  await env.stop();
});

async function signedUp(): Promise<ConsoleAgent> {
  const a = new ConsoleAgent(env.console.url);
  await a.signUp(uniqueEmail('details'));
  return a;
}

describe('assets', () => {
  it('are linked by version and cached for good at it; any other URL revalidates; pages are never stored', async () => {
    const page = await new ConsoleAgent(env.console.url).get('/signin');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const urls = [...page.html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/[a-z.]+\?v=[0-9a-f]{12}$/);
      const res = await fetch(env.console.url + url);
      expect({ url, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
        url,
        status: 200,
        cache: 'public, max-age=31536000, immutable',
      });
      const stale = await fetch(`${env.console.url}${url.split('?')[0]}?v=000000000000`);
      expect(stale.headers.get('cache-control')).toBe('no-cache');
    }
    for (const missing of ['/assets/nothing.js', '/assets/..%2Fpackage.json', '/assets/']) {
      expect({ missing, status: (await fetch(env.console.url + missing)).status }).toEqual({ missing, status: 404 });
    }
  });
});

describe('words', () => {
  it('counts one request as "1 request"', async () => {
    const a = await signedUp();
    await a.get('/keys');
    const key = /id="new-key">(tb_live_[0-9a-f]{64})</.exec((await a.follow(await a.post('/keys'))).html)![1]!;
    expect((await new Client(`${env.stack.api.url}/v1`, key).get('/domains')).status).toBe(200);
    await env.stack.api.deps.requestLog.flush();
    const usage = await a.get('/usage');
    expect(usage.html).toContain('1 request, 0 of them errors');
    expect(usage.html).not.toMatch(/\b1 requests\b/);
  });

  it('says once that a mail holds neither code nor link, not "none found" per field', async () => {
    const a = await signedUp();
    await a.get('/inboxes');
    const made = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
    const inbox = made.location!.split('?')[0]!;
    const address = decodeURIComponent(inbox.slice('/inboxes/'.length));
    await sendMail(env.stack.smtpPort, { to: address, subject: 'Just saying hello', text: 'Nothing to enter here.' });
    const page = await eventually(async () => {
      const p = await a.get(inbox);
      return p.html.includes('No code or link found') ? p : undefined;
    });
    expect(page.html.match(/No code or link found/g)).toHaveLength(1);
    expect(page.html).not.toContain('none found');
  });
});

async function inboxWith(
  a: ConsoleAgent,
  mails: { subject: string; text: string; from?: string }[],
): Promise<{ inbox: string; address: string }> {
  await a.get('/inboxes');
  const made = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
  const inbox = made.location!.split('?')[0]!;
  const address = decodeURIComponent(inbox.slice('/inboxes/'.length));
  for (const mail of mails) await sendMail(env.stack.smtpPort, { to: address, ...mail });
  return { inbox, address };
}

describe('search, unread and names', () => {
  it("searches all the account's mail with the API's syntax, and says why a search is refused", async () => {
    const a = await signedUp();
    const { address } = await inboxWith(a, [
      { subject: 'Welcome to Acme', text: 'Your code is 771203.', from: 'Acme <hi@acme.example>' },
      { subject: 'Invoice', text: 'Thanks for paying.', from: 'Globex <billing@globex.example>' },
    ]);
    const other = await signedUp();
    await inboxWith(other, [{ subject: 'Welcome to Acme (not yours)', text: 'Your code is 771203.', from: 'Acme <hi@acme.example>' }]);
    const found = await a.get(`/search?q=${encodeURIComponent('from:acme 771203')}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain('The newest 1 matching');
    expect(found.html).toContain('<bdi>Welcome to Acme</bdi>');
    expect(found.html).toContain(`<bdi>${address}</bdi>`);
    expect(found.html).not.toContain('not yours');
    const refused = await a.get(`/search?q=${encodeURIComponent('after:someday')}`);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('after: takes a date');
  });

  it('shows mail unread until it is opened', async () => {
    const a = await signedUp();
    const { inbox } = await inboxWith(a, [{ subject: 'Fresh one', text: 'hello' }]);
    const page = await eventually(async () => {
      const p = await a.get(inbox);
      return p.html.includes('Fresh one') ? p : undefined;
    });
    expect(page.html).toContain('<article class="message unread"');
    const href = /href="(\/inboxes\/[^"]+\/messages\/[^"]+)" class="subject"/.exec(page.html)![1]!;
    expect((await a.get(`/search?q=${encodeURIComponent('is:unread')}`)).html).toContain('Fresh one');
    await a.get(href);
    expect((await a.get(inbox)).html).toContain('<article class="message"');
    expect((await a.get(`/search?q=${encodeURIComponent('is:unread')}`)).html).not.toContain('Fresh one');
  });

  it('names keys, and keeps control characters out of a name', async () => {
    const a = await signedUp();
    await a.get('/keys');
    await a.follow(await a.post('/keys', { name: 'CI\u0000 runner' }));
    const page = await a.get('/keys');
    expect(page.html).toContain('<bdi>CI runner</bdi>');
  });
});

describe('layout', () => {
  it("isolates strangers' text, shows a long subject whole on demand, and sizes the preview to the mail", async () => {
    const a = await signedUp();
    const long = `Order ${'x'.repeat(1100)}`;
    const rtl = 'Invoice \u202Eexe.ftp';
    const { inbox } = await inboxWith(a, [
      { subject: rtl, text: 'short' },
      { subject: long, text: 'long one' },
    ]);
    const page = await eventually(async () => {
      const p = await a.get(inbox);
      return (p.html.match(/<article class="message/g) ?? []).length === 2 ? p : undefined;
    });
    expect(page.html).toContain(`<bdi>${rtl}</bdi>`);
    expect(page.html).toContain(`title="${long}"`);
    const href = /href="(\/inboxes\/[^"]+\/messages\/[^"]+)" class="subject" title="Order x/.exec(page.html)![1]!;
    const message = await a.get(href);
    expect(message.html).toContain('The whole subject (1106 characters)');
    expect(message.html).toMatch(/<h1 dir="auto" title="Order x+">/);
  });

  it('offers preview widths and dark mode, sized classes, and marks destructive buttons', async () => {
    const a = await signedUp();
    await a.get('/inboxes');
    const made = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
    const inbox = made.location!.split('?')[0]!;
    const address = decodeURIComponent(inbox.slice('/inboxes/'.length));
    await sendMail(env.stack.smtpPort, { to: address, subject: 'Styled', html: '<p>Hello</p><p>Short mail</p>', text: 'Hello' });
    const page = await eventually(async () => {
      const p = await a.get(inbox);
      return p.html.includes('Styled') ? p : undefined;
    });
    expect(page.html).toMatch(/<button type="submit" class="danger[^"]*">\s*Delete inbox/);
    expect(page.html).toContain('class="signout"');
    const href = /href="(\/inboxes\/[^"]+\/messages\/[^"]+)" class="subject"/.exec(page.html)![1]!;
    const plain = await a.get(href);
    expect(plain.html).toContain('class="preview fit-s"');
    expect(plain.html).toMatch(/<button type="submit" class="danger outline">\s*Delete message/);
    const phone = await a.get(`${href}?width=375&dark=1`);
    expect(phone.html).toContain('class="preview fit-s w-375"');
    expect(phone.html).toContain(`src="${href}/preview?dark=1"`);
    const dark = await a.get(`${href}/preview?dark=1`);
    expect(dark.html).toContain('<meta name="color-scheme" content="dark">');
    expect(dark.headers.get('content-security-policy')).not.toContain('script');
  });
});
