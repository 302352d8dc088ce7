import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from '../stack.js';
import { hasChromium, launchChromium, signUpInBrowser } from './browser.js';
import { startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// A new customer in a real browser (Debian's Chromium through playwright-core): sign up, make a key, use it,
// read the log, register a webhook and send it a test, revoke the key. Pages are selected by role and label.

const describeBrowser = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn('console browser tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)');

const SHOTS = fileURLToPath(new URL('../../../docs/console/', import.meta.url));
/** Screenshots for docs/console/ are written when asked (UPDATE_SCREENSHOTS=1), not on every run. */
const shoot = process.env.UPDATE_SCREENSHOTS === '1';

let env: ConsoleStack;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  env = await startConsoleStack({ webhooks: true });
  browser = await launchChromium();
  if (shoot) mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shoot) return;
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

/** Fails the test on any script error or CSP violation the page reports. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  return problems;
}

describeBrowser('the console in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const email = uniqueEmail('browser');
  let apiKey = '';

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: env.console.url });
    context.setDefaultTimeout(10_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.console.url });
    page = await context.newPage();
    problems = watch(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('signs a new customer up', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'sign-in');
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await screenshot(page, 'sign-up');
    // The browser's own check holds the short password back; the server's is tested over HTTP.
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Sign-up answers alike for known and new emails: the customer signs in next.
    await page.waitForURL('**/signin?signedup=1**');
    expect(await page.getByRole('status').first().textContent()).toContain('If this email is new, your account is ready');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/keys?welcome=1');
    expect(await page.getByRole('status').first().textContent()).toContain('Welcome to Throwbox');
  });

  it('creates a key, shown once with a copy button, and the key works with the API', async () => {
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = await page.locator('#new-key').textContent();
    expect(shown).toMatch(/^tb_live_[0-9a-f]{64}$/);
    apiKey = shown!;
    await page.getByRole('button', { name: 'Copy the new API key' }).click();
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(apiKey);
    await screenshot(page, 'keys');
    // Post/redirect/get: a reload shows the page again, neither the key nor a second one.
    await page.reload();
    expect(await page.content()).not.toContain(apiKey);
    expect(await page.getByRole('status').first().textContent()).toContain('shown once');
    await expect(page.locator('[data-key-id]').count()).resolves.toBe(1);

    const api = new Client(`${env.stack.api.url}/v1`, apiKey);
    expect((await api.post('/inboxes')).status).toBe(201);
    expect((await api.get('/inboxes/nobody@throwbox.test/messages')).status).toBe(404);
  });

  it('shows the calls in the request log, and only the failing one when filtered to errors', async () => {
    await env.stack.api.deps.requestLog.flush();
    await page.getByRole('link', { name: 'Request log' }).click();
    const rows = page.getByRole('table', { name: 'Requests' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(3);
    expect(await rows.nth(1).textContent()).toContain('GET /v1/inboxes/nobody@throwbox.test/messages');
    expect(await rows.nth(2).textContent()).toContain('POST /v1/inboxes');
    await screenshot(page, 'requests');
    await page.getByLabel('Errors only').check();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/\/requests\?errors=1/);
    await expect(rows.count()).resolves.toBe(2);
    const failing = rows.nth(1);
    expect(await failing.textContent()).toContain('404');
    const link = failing.getByRole('link', { name: 'inbox_not_found' });
    expect(await link.getAttribute('href')).toBe(`${env.stack.api.url}/docs/errors#inbox_not_found`);
  });

  it('shows usage for the month and the days', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    expect(await page.locator('[data-figure="used"]').textContent()).toBe('2');
    expect(await page.locator('[data-figure="quota"]').textContent()).toBe('1,000,000');
    expect(await page.getByRole('img', { name: /Requests per day/ }).isVisible()).toBe(true);
    await screenshot(page, 'usage');
  });

  it('registers a webhook on a local HTTPS receiver and sends it a test', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('Endpoint URL (https)').fill(env.receiver!.url('/console-hook'));
    await page.getByRole('button', { name: 'Register' }).click();
    const secret = await page.locator('#webhook-secret').textContent();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await screenshot(page, 'webhooks');
    await page.reload();
    expect(await page.content()).not.toContain(secret);
    await expect(page.getByRole('table', { name: 'Endpoints' }).getByRole('row').count()).resolves.toBe(2);
    await page.getByRole('link', { name: env.receiver!.url('/console-hook') }).click();
    const received = env.receiver!.next('/console-hook');
    await page.getByRole('button', { name: 'Send test' }).click();
    expect(JSON.parse((await received).raw.toString()).event).toBe('webhook.test');
    expect(await page.getByRole('heading', { name: 'Test event delivered' }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Deliveries' }).textContent()).toContain('webhook.test');
    await screenshot(page, 'webhook');

    env.receiver!.behave('/console-hook', 500);
    await page.getByRole('button', { name: 'Send test' }).click();
    expect(await page.getByRole('heading', { name: 'Test event not delivered' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').last().textContent()).toContain('The endpoint answered 500');
    // The status once: the dispatcher's error for a plain 500 is "HTTP 500", which says nothing more.
    expect(await page.getByRole('table', { name: 'Deliveries' }).textContent()).not.toContain('HTTP 500');
    expect(await page.getByRole('status').last().textContent()).not.toContain('HTTP 500');
  });

  it('revokes the key, and the API refuses it from the next request', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /Revoke key tb_live_/ }).click();
    await page.waitForURL('**/keys?revoked=1');
    expect(await page.getByRole('table').textContent()).toContain('revoked');
    const api = new Client(`${env.stack.api.url}/v1`, apiKey);
    expect((await api.get('/domains')).status).toBe(401);
  });

  it('shows the account and signs out', async () => {
    await page.getByRole('link', { name: 'Account' }).click();
    expect(await page.locator('[data-figure="plan"]').textContent()).toBe('Development');
    await screenshot(page, 'account');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/signin');
    await page.goto('/keys');
    expect(page.url()).toContain('/signin?next=%2Fkeys');
  });

  it('ran no script error and broke no CSP rule on any page', () => {
    expect(problems).toEqual([]);
  });
});

describeBrowser('at 390 pixels wide', () => {
  it('every page fits the screen without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: env.console.url, isMobile: true });
    try {
      const page = await context.newPage();
      const problems = watch(page);
      await signUpInBrowser(page, uniqueEmail('narrow'));
      await page.getByRole('button', { name: 'Create key' }).click();
      for (const path of ['/keys', '/usage', '/requests', '/webhooks', '/account']) {
        await page.goto(path);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
