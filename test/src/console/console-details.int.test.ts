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
