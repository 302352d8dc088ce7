import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// Credentials in the console over HTTP: secrets shown once after a redirect, sign-in throttled by email and
// address together, sign-up that tells nothing, and the current password guarded at a change.
// Clients come from addresses of their own through X-Forwarded-For (the console trusts the loopback proxy).

let env: ConsoleStack;
let addresses = 0;
/** An agent from an address of its own (198.18.0.0/15, the benchmarking range), or from `ip`. */
const agent = (ip = `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`) =>
  new ConsoleAgent(env.console.url, { 'x-forwarded-for': ip });
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  env = await startConsoleStack({
    env: {
      TRUSTED_PROXIES: 'loopback',
      CONSOLE_SIGNIN_FAILURES_PER_EMAIL: '3',
      CONSOLE_SIGNIN_FAILURES_PER_IP: '8',
      CONSOLE_SIGNUPS_PER_IP: '3',
    },
  });
});

afterAll(async () => {
  await env.stop();
});

const count = async (sql: string, params: unknown[]) => ((await env.stack.env.pool.query(sql, params)).rows[0] as { n: number }).n;
const accountKeys = (email: string) =>
  count('SELECT count(*)::int AS n FROM api_keys WHERE account_id = (SELECT id FROM accounts WHERE email = $1)', [email]);
const accountWebhooks = (email: string) =>
  count('SELECT count(*)::int AS n FROM webhooks WHERE account_id = (SELECT id FROM accounts WHERE email = $1)', [email]);

describe('a new key or signing secret', () => {
  it('is made by the POST alone and shown once after the redirect: a reload makes and shows nothing', async () => {
    const email = uniqueEmail('prg');
    const a = agent();
    await a.signUp(email);
    await a.get('/keys');
    const made = await a.post('/keys');
    expect(made.status).toBe(303);
    expect(made.html).not.toMatch(/tb_live_/);
    expect(made.location).toMatch(/^\/keys\?created=[A-Za-z0-9_-]{22}$/);
    const shown = await a.get(made.location!);
    const apiKey = /id="new-key">(tb_live_[0-9a-f]{64})</.exec(shown.html)![1]!;

    // Another session with the same link sees nothing, and does not spend the owner's view.
    const other = agent();
    await other.signUp(uniqueEmail());
    expect((await other.get(made.location!)).html).not.toContain('tb_live_');

    const reloaded = await a.get(made.location!);
    expect(reloaded.status).toBe(200);
    expect(reloaded.html).not.toContain(apiKey);
    expect(reloaded.html).toContain('shown once');
    expect(await accountKeys(email)).toBe(1);
  });

  it('of a webhook is shown once, and registering a URL again warns that it would get every event twice', async () => {
    const email = uniqueEmail('hooks');
    const a = agent();
    await a.signUp(email);
    await a.get('/webhooks');
    const first = await a.post('/webhooks', { url: 'https://127.0.0.1:9/twice' });
    expect(first.status).toBe(303);
    const shown = await a.follow(first);
    const secret = /id="webhook-secret">(whsec_[0-9a-f]{64})</.exec(shown.html)![1]!;
    expect(shown.html).not.toContain('already registered');
    const reloaded = await a.get(first.location!);
    expect(reloaded.html).not.toContain(secret);
    expect(await accountWebhooks(email)).toBe(1);

    const second = await a.follow(await a.post('/webhooks', { url: 'https://127.0.0.1:9/twice' }));
    expect(second.html).toMatch(/already registered \(endpoint \d+\): it will receive every event\s*2 times/);
    expect(await accountWebhooks(email)).toBe(2);

    // Registering again (a new secret) is an action too: it redirects to the new endpoint's page.
    const id = /href="\/webhooks\/(\d+)"/.exec(second.html)![1]!;
    const again = await a.post(`/webhooks/${id}/reregister`);
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/^\/webhooks\/\d+\?created=/);
    expect((await a.get(again.location!)).html).toMatch(/id="webhook-secret">whsec_/);
    expect((await a.get(again.location!)).html).not.toMatch(/id="webhook-secret"/);
    expect(await accountWebhooks(email)).toBe(2);
  });
});

describe('signing in', () => {
  it("throttles an attacker's address with a growing wait while the owner signs in from their own", async () => {
    const email = uniqueEmail('owner');
    await agent().signUp(email);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await agent(attacker).signIn(email, `guess ${i}`)).status).toBe(401);
    const blocked = await agent(attacker).signIn(email);
    expect(blocked.status).toBe(429);
    const firstWait = Number(blocked.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);

    // The owner, elsewhere, with the right password: signed in.
    const owner = await agent('198.51.100.20').signIn(email);
    expect(owner.status).toBe(303);

    // The wait grows: let it run out (the key's expiry stands in for time passing) and fail once more.
    const digest = createHash('sha256').update(`sign-in:${email}|${attacker}`).digest('hex').slice(0, 32);
    await env.console.deps.redis.del(`${env.console.deps.redisPrefix}:console:wait:${digest}`);
    expect((await agent(attacker).signIn(email, 'guess 4')).status).toBe(401);
    const longer = await agent(attacker).signIn(email);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(firstWait);
  });

  it('throttles one address trying many emails', async () => {
    const ip = '203.0.113.8';
    for (let i = 0; i < 8; i++) expect((await agent(ip).signIn(uniqueEmail('spray'), 'guess')).status).toBe(401);
    expect((await agent(ip).signIn(uniqueEmail('spray'), 'guess')).status).toBe(429);
  });
});

describe('signing up', () => {
  it('answers the same whether or not the email has an account, and changes nothing of an existing one', async () => {
    const known = uniqueEmail('known');
    await agent().signUp(known);
    const answers = [];
    for (const email of [known, uniqueEmail('new')]) {
      const a = agent();
      await a.get('/signup');
      const page = await a.post('/signup', { email, password: 'another long password' });
      answers.push({ status: page.status, location: page.location, session: [...a.cookies.keys()].includes('tb_session') });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 303, location: '/signin?signedup=1&next=%2Fkeys%3Fwelcome%3D1', session: false });
    // The existing account keeps its password.
    expect((await agent().signIn(known, 'another long password')).status).toBe(401);
    expect((await agent().signIn(known)).status).toBe(303);
  });

  it('is limited per address, for known and new emails alike', async () => {
    const ip = '203.0.113.9';
    const known = uniqueEmail('known');
    await agent().signUp(known);
    const statuses = [];
    for (const email of [uniqueEmail(), known, uniqueEmail(), known, uniqueEmail()]) {
      const a = agent(ip);
      await a.get('/signup');
      statuses.push((await a.post('/signup', { email, password: PASSWORD })).status);
    }
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
  });
});

describe('changing the password', () => {
  it('throttles guesses of the current password, even a right one then, and keeps the session', async () => {
    const a = agent();
    const email = uniqueEmail('change');
    await a.signUp(email);
    await a.get('/account');
    for (let i = 0; i < 5; i++) {
      expect((await a.post('/account/password', { current: `guess ${i}`, password: 'another long password' })).status).toBe(400);
    }
    const blocked = await a.post('/account/password', { current: PASSWORD, password: 'another long password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.html).toContain('Too many wrong current passwords');
    expect((await agent().signIn(email)).status).toBe(303);
    expect((await a.get('/account')).status).toBe(200);
  });
});
