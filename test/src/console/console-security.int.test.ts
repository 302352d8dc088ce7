import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConsoleConfig, startConsole } from '@throwbox/console';
import { runCommand } from '@throwbox/admin';
import { serviceEnv } from '@throwbox/db/testing';
import { Client } from '../stack.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The console over HTTP, as an attacker sees it: forms without their token, cookies, guessing, throttling.

let env: ConsoleStack;
const agent = () => new ConsoleAgent(env.console.url);

beforeAll(async () => {
  env = await startConsoleStack({ env: { CONSOLE_SIGNIN_FAILURES_PER_EMAIL: '5' } });
});

afterAll(async () => {
  await env.stop();
});

/** A signed-up agent with one API key; returns the key and its id. */
async function withKey(a: ConsoleAgent): Promise<{ apiKey: string; keyId: number }> {
  await a.signUp(uniqueEmail());
  await a.get('/keys');
  const made = await a.post('/keys');
  expect(made.status).toBe(303);
  const page = await a.follow(made);
  const apiKey = /id="new-key">(tb_live_[0-9a-f]{64})</.exec(page.html)![1]!;
  const keyId = Number(/data-key-id="(\d+)"/.exec(page.html)![1]);
  return { apiKey, keyId };
}

describe('every page', () => {
  it('sends strict security headers: CSP without inline script, no framing, no caching', async () => {
    const a = agent();
    await a.signUp(uniqueEmail());
    for (const path of [
      '/signin',
      '/signup',
      '/inboxes',
      '/keys',
      '/usage',
      '/requests',
      '/webhooks',
      '/account',
      '/nowhere',
      '/webhooks/999999',
    ]) {
      const page = await a.get(path);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect({ path, csp }).toEqual({ path, csp: expect.stringContaining("script-src 'self'") });
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.html).not.toMatch(/\sstyle=|\son[a-z]+=/);
    }
  });

  it("answers another account's pages and actions exactly as missing ones", async () => {
    const owner = agent();
    const { keyId } = await withKey(owner);
    await owner.get('/webhooks');
    const registered = await owner.follow(await owner.post('/webhooks', { url: 'https://127.0.0.1:9/hook' }));
    expect(registered.status).toBe(200);
    const webhookId = Number(/href="\/webhooks\/(\d+)"/.exec(registered.html)![1]);

    const other = agent();
    await other.signUp(uniqueEmail());
    await other.get('/keys');
    const missing = await other.get('/webhooks/99999999');
    expect(missing.status).toBe(404);
    const guessed = await other.get(`/webhooks/${webhookId}`);
    expect({ status: guessed.status, html: guessed.html.replace(/value="[^"]+"/g, '') }).toEqual({
      status: 404,
      html: missing.html.replace(/value="[^"]+"/g, ''),
    });
    for (const action of [
      `/webhooks/${webhookId}/test`,
      `/webhooks/${webhookId}/delete`,
      `/webhooks/${webhookId}/reregister`,
      `/keys/${keyId}/revoke`,
    ]) {
      expect({ action, status: (await other.post(action)).status }).toEqual({ action, status: 404 });
    }
    expect((await other.get('/webhooks')).html).not.toContain('127.0.0.1:9');
    expect((await other.get(`/requests?key=${keyId}`)).html).not.toContain('data-key-id');
    // Still the owner's, untouched.
    expect((await owner.get(`/webhooks/${webhookId}`)).status).toBe(200);
    expect((await owner.get('/keys')).html).toMatch(/<td>active<\/td>/);
  });
});

describe('forms', () => {
  it('are refused without the CSRF token, with a wrong one, or from another site', async () => {
    const a = agent();
    await a.signUp(uniqueEmail());
    await a.get('/keys');
    expect((await a.post('/keys', { _csrf: null })).status).toBe(403);
    expect((await a.post('/keys', { _csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await a.post('/keys', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await a.get('/keys')).html).not.toContain('data-key-id');
    expect((await a.post('/keys')).status).toBe(303);
  });

  it('before sign-in carry a token bound to a cookie', async () => {
    const a = agent();
    await a.get('/signup');
    expect((await a.post('/signup', { email: uniqueEmail(), password: 'a long enough password', _csrf: null })).status).toBe(403);
    const stranger = agent();
    await stranger.get('/signup');
    // A token from another browser does not fit this one's cookie.
    expect((await a.post('/signup', { email: uniqueEmail(), password: 'a long enough password', _csrf: stranger.csrf })).status).toBe(403);
    expect((await a.post('/signup', { email: uniqueEmail(), password: 'a long enough password' })).status).toBe(303);
  });
});

describe('sessions', () => {
  it('live in an HttpOnly, SameSite=Lax cookie, Secure and __Host- behind https', async () => {
    const page = await agent().signUp(uniqueEmail());
    const cookie = page.headers.getSetCookie().find((c) => c.startsWith('tb_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);

    const secure = await startConsole(
      loadConsoleConfig(serviceEnv(env.stack.env, { CONSOLE_PORT: '0', CONSOLE_PUBLIC_URL: 'https://console.example.com' })),
    );
    try {
      const page2 = await new ConsoleAgent(secure.url).signUp(uniqueEmail());
      const hostCookie = page2.headers.getSetCookie().find((c) => c.startsWith('__Host-tb_session='))!;
      expect(hostCookie).toMatch(/; Secure/i);
      expect(hostCookie).toMatch(/; HttpOnly/i);
      expect(hostCookie).not.toMatch(/; Domain=/i);
      expect(page2.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.stop();
    }
  });

  it('end on the server when signed out: the old cookie no longer opens anything', async () => {
    const a = agent();
    await a.signUp(uniqueEmail());
    const stolen = new Map(a.cookies);
    await a.get('/keys');
    expect((await a.post('/signout')).location).toBe('/signin');
    const replay = new ConsoleAgent(env.console.url);
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    const page = await replay.get('/keys');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/signin?next=%2Fkeys');
  });

  it('all end with "sign out everywhere", and the others with a password change', async () => {
    const email = uniqueEmail();
    const first = agent();
    await first.signUp(email);
    const second = agent();
    expect((await second.signIn(email)).status).toBe(303);
    const third = agent();
    expect((await third.signIn(email)).status).toBe(303);
    await first.get('/account');
    expect((await first.post('/account/password', { current: 'a long enough password', password: 'another long password' })).location).toBe(
      '/account?changed=1',
    );
    expect((await first.get('/keys')).status).toBe(200);
    expect((await second.get('/keys')).status).toBe(303);
    expect((await third.signIn(email)).status).toBe(401);
    expect((await third.signIn(email, 'another long password')).status).toBe(303);
    await first.get('/account');
    await first.post('/account/signout-all');
    expect((await first.get('/keys')).status).toBe(303);
    expect((await third.get('/keys')).status).toBe(303);
  });

  it('end after their idle time', async () => {
    const a = agent();
    const email = uniqueEmail();
    await a.signUp(email);
    await env.stack.env.pool.query(
      `UPDATE console_sessions SET last_seen_at = now() - interval '13 hours' WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [email],
    );
    expect((await a.get('/keys')).status).toBe(303);
  });
});

describe('signing in', () => {
  it('fails alike for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await agent().signUp(email);
    const wrong = await agent().signIn(email, 'not the password');
    const unknown = await agent().signIn(uniqueEmail(), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const notice = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];
    expect(notice(wrong.html)).toBe(notice(unknown.html));
  });

  it('is throttled per email and address after repeated failures, even with the right password then, and alike for unknown emails', async () => {
    const email = uniqueEmail();
    await agent().signUp(email);
    for (let i = 0; i < 5; i++) expect((await agent().signIn(email, `wrong password ${i}`)).status).toBe(401);
    const blocked = await agent().signIn(email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.html).toContain('Too many failed sign-ins');

    const nobody = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await agent().signIn(nobody, `wrong password ${i}`)).status).toBe(401);
    const blockedNobody = await agent().signIn(nobody);
    expect(blockedNobody.status).toBe(429);
  });

  it('goes back only to a path of the console', async () => {
    const email = uniqueEmail();
    await agent().signUp(email);
    for (const [next, expected] of [
      ['/usage', '/usage'],
      ['//evil.example/x', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
    ]) {
      const a = agent();
      await a.get(`/signin?next=${encodeURIComponent(next!)}`);
      const page = await a.post('/signin', { email, password: 'a long enough password', next: next! });
      expect({ next, location: page.location }).toEqual({ next, location: expected });
    }
  });
});

describe('signing up', () => {
  it('refuses short passwords and bad emails, clearly', async () => {
    const a = agent();
    await a.get('/signup');
    const short = await a.post('/signup', { email: uniqueEmail(), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('at least 10 characters');
    const bad = await a.post('/signup', { email: 'not-an-email', password: 'a long enough password' });
    expect(bad.status).toBe(400);
  });

  it('when closed, needs an invitation from the admin command line, used once', async () => {
    const closed = await startConsole(loadConsoleConfig(serviceEnv(env.stack.env, { CONSOLE_PORT: '0', CONSOLE_SIGNUP: 'closed' })));
    try {
      const a = new ConsoleAgent(closed.url);
      expect((await a.get('/signup')).html).toContain('by invitation');
      expect((await a.post('/signup', { email: uniqueEmail(), password: 'a long enough password' })).status).toBe(403);
      const email = uniqueEmail();
      const redis = env.console.deps.redis;
      const result = (await runCommand(
        { pool: env.stack.env.pool, redis, redisPrefix: env.console.deps.redisPrefix, consoleUrl: closed.url },
        ['accounts', 'invite', '--email', email, '--plan', 'paid'],
      )) as { url: string; invite: { email: string; plan: string } };
      expect(result.invite).toMatchObject({ email, plan: 'paid' });
      const path = result.url.slice(closed.url.length);
      expect((await a.get(path)).html).toContain(`value="${email}"`);
      const invite = new URL(result.url).searchParams.get('invite')!;
      // The invitation's email is the one used, whatever the form says.
      const done = await a.post('/signup', { invite, email: 'someone-else@example.com', password: 'a long enough password' });
      expect(done.status).toBe(303);
      expect((await a.get('/account')).html).toContain(email);
      expect((await a.get('/account')).html).toContain('data-figure="plan">Paid');
      const again = new ConsoleAgent(closed.url);
      expect((await again.get(path)).status).toBe(410);
    } finally {
      await closed.stop();
    }
  });
});

describe('keys made in the console', () => {
  it('work with the API, keep their controls, and stop at once when revoked', async () => {
    const a = agent();
    const { apiKey, keyId } = await withKey(a);
    const api = new Client(`${env.stack.api.url}/v1`, apiKey);
    expect((await api.get('/domains')).status).toBe(200);

    await a.get('/keys');
    const readOnly = await a.follow(await a.post('/keys', { readOnly: '1', allowedIps: '127.0.0.1, ::1' }));
    const roKey = /id="new-key">(tb_live_[0-9a-f]{64})</.exec(readOnly.html)![1]!;
    expect(readOnly.html).toContain('read-only; only from 127.0.0.1/32, ::1/128');
    const ro = new Client(`${env.stack.api.url}/v1`, roKey);
    expect((await ro.get('/domains')).status).toBe(200);
    expect((await ro.post('/inboxes')).body.error.code).toBe('api_key_read_only');

    const revoked = await a.post(`/keys/${keyId}/revoke`);
    expect(revoked.location).toBe('/keys?revoked=1');
    expect((await api.get('/domains')).status).toBe(401);
  });

  it('refuse a bad allowlist or a past expiry with the reason, keeping what was typed', async () => {
    const a = agent();
    await a.signUp(uniqueEmail());
    await a.get('/keys');
    const page = await a.post('/keys', { allowedIps: '10.0.0.1/8' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('10.0.0.0/8');
    expect(page.html).toContain('>10.0.0.1/8</textarea>');
    const past = await a.post('/keys', { expiresOn: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.html).toContain('a day after today');
    expect((await a.get('/keys')).html).not.toContain('data-key-id');
  });
});

describe('deleting the account', () => {
  it('needs the email typed, then removes the account with its keys, which stop at once', async () => {
    const a = agent();
    const { apiKey } = await withKey(a);
    const api = new Client(`${env.stack.api.url}/v1`, apiKey);
    expect((await api.post('/inboxes')).status).toBe(201);
    await a.get('/account');
    expect((await a.post('/account/delete', { confirm: 'wrong@example.com' })).status).toBe(400);
    const email = /Type your email, ([^,]+), to confirm/.exec((await a.get('/account')).html)![1]!;
    expect((await a.post('/account/delete', { confirm: email })).location).toBe('/signup?deleted=1');
    expect((await api.get('/domains')).status).toBe(401);
    const { rows } = await env.stack.env.pool.query('SELECT count(*)::int AS n FROM accounts WHERE email = $1', [email]);
    expect(rows[0].n).toBe(0);
    expect((await a.get('/keys')).status).toBe(303);
  });
});
