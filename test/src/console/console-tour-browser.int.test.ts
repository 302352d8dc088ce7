import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, sendMail } from '@throwbox/testkit';
import { Client } from '../stack.js';
import { seriousViolations } from './axe.js';
import { hasChromium, launchChromium, signUpInBrowser } from './browser.js';
import { startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// Every page of the console in Chromium, at 1,280 and 390 pixels: axe-core finds nothing serious or
// critical, nothing scrolls sideways but a table inside its own box, and the narrow screenshots of
// docs/console/ are written from here (UPDATE_SCREENSHOTS=1).

const describeBrowser = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn('console tour skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)');

const SHOTS = fileURLToPath(new URL('../../../docs/console/', import.meta.url));
const shoot = process.env.UPDATE_SCREENSHOTS === '1';

interface ValidityState {
  patternMismatch: boolean;
  valid: boolean;
}

let env: ConsoleStack;
let browser: Browser;
const email = uniqueEmail('tour');
/** Page name → path, filled as the tour makes what the pages show. */
const pages = new Map<string, string>();

beforeAll(async () => {
  if (!hasChromium) return;
  env = await startConsoleStack();
  browser = await launchChromium();
  if (shoot) mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

async function visitAll(context: BrowserContext, width: number): Promise<void> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  for (const [name, path] of pages) {
    await page.goto(path);
    expect({ name, width, violations: await seriousViolations(page) }).toEqual({ name, width, violations: [] });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
    if (shoot && (width === 390 || name === 'search')) {
      await page.screenshot({ path: `${SHOTS}${name}${width === 390 ? '-390' : ''}.png`, fullPage: true });
    }
  }
  expect(problems).toEqual([]);
  await page.close();
}

// A cap, not a guess of speed: a visit of every page with axe took over 30 s at a load of 20 on the 2 cores.
const TOUR_CAP_MS = 300_000;

describeBrowser('every page of the console', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: env.console.url });
    const anon = await anonymous.newPage();
    for (const [name, path] of [
      ['sign-in', '/signin'],
      ['sign-up', '/signup'],
    ] as const) {
      for (const width of [1280, 390]) {
        await anon.setViewportSize({ width, height: 844 });
        await anon.goto(path);
        expect({ name, width, violations: await seriousViolations(anon) }).toEqual({ name, width, violations: [] });
        if (shoot && width === 390) await anon.screenshot({ path: `${SHOTS}${name}-390.png`, fullPage: true });
      }
    }
    await anonymous.close();

    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: env.console.url });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    await signUpInBrowser(page, email);
    await page.getByLabel('Name (optional').fill('CI');
    await page.getByRole('button', { name: 'Create key' }).click();
    const apiKey = (await page.locator('#new-key').textContent())!;
    const api = new Client(`${env.stack.api.url}/v1`, apiKey);
    await api.get('/domains');
    await api.get('/inboxes/nobody@throwbox.test/messages');
    await env.stack.api.deps.requestLog.flush();
    await page.goto('/webhooks');
    await page.getByLabel('Endpoint URL (https)').fill('https://127.0.0.1:9/tour');
    await page.getByRole('button', { name: 'Register' }).click();
    const webhook = await page.getByRole('link', { name: 'https://127.0.0.1:9/tour' }).getAttribute('href');
    await page.goto('/inboxes');
    await page.getByRole('button', { name: 'Create inbox' }).click();
    await page.waitForURL('**/inboxes/*?created=1');
    const inbox = new URL(page.url()).pathname;
    const address = decodeURIComponent(inbox.slice('/inboxes/'.length));
    await sendMail(env.stack.smtpPort, {
      to: address,
      from: 'Acme \u202Eexe.ftp <hi@acme.example>',
      subject: `Your Acme code ${'and a very long subject '.repeat(40)}`,
      text: 'Your code is 482913.',
      html: '<p>Your code is <b>482913</b>.</p><p><a href="https://acme.example/verify?t=1">Verify</a></p>',
    });
    await sendMail(env.stack.smtpPort, { to: address, subject: 'Hello', text: 'Nothing to enter.' });
    const message = await eventually(async () => {
      await page.goto(inbox);
      return (await page.locator('a.subject').count()) === 2 ? page.locator('a.subject').first().getAttribute('href') : undefined;
    });
    for (const [name, path] of [
      ['inboxes', '/inboxes'],
      ['inbox', inbox],
      ['message', message!],
      ['search', '/search?q=from%3Aacme+482913'],
      ['keys', '/keys'],
      ['usage', '/usage'],
      ['requests', '/requests'],
      ['webhooks', '/webhooks'],
      ['webhook', webhook!],
      ['account', '/account'],
    ] as const) {
      pages.set(name, path);
    }
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it(
    'has no serious or critical axe violation and no sideways scrolling at 1,280 pixels',
    async () => {
      await visitAll(context, 1280);
    },
    TOUR_CAP_MS,
  );

  it(
    'has none at 390 pixels either',
    async () => {
      const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: env.console.url, isMobile: true });
      await narrow.addCookies(await context.cookies());
      try {
        await visitAll(narrow, 390);
      } finally {
        await narrow.close();
      }
    },
    TOUR_CAP_MS,
  );

  it('runs a live axe: a scrolling table box without tabindex, as the console had, is a serious violation', async () => {
    const p = await context.newPage();
    await p.setContent(
      '<html lang="en"><title>t</title><main><div style="overflow-x:auto;width:100px"><table><tr><td style="white-space:nowrap">' +
        'a very wide cell that does not fit</td></tr></table></div></main></html>',
    );
    expect((await seriousViolations(p)).join('\n')).toContain('scrollable-region-focusable');
    await p.close();
  });

  it('keeps the username check alive: the pattern compiles under the v flag and refuses a bad name', async () => {
    await page.goto('/inboxes');
    const input = page.getByLabel(/^Username/);
    const pattern = await input.getAttribute('pattern');
    expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
    await input.fill('not ok!');
    expect(await input.evaluate((el) => (el as unknown as { validity: ValidityState }).validity.patternMismatch)).toBe(true);
    await input.fill('ok.name+tag-1');
    expect(await input.evaluate((el) => (el as unknown as { validity: ValidityState }).validity.valid)).toBe(true);
  });

  it('shows the request log key columns at 390 pixels, and its table scrolls from the keyboard at 1,280', async () => {
    const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: env.console.url, isMobile: true });
    await narrow.addCookies(await context.cookies());
    try {
      const p = await narrow.newPage();
      await p.goto('/requests');
      for (const column of ['Time (UTC)', 'Request', 'Status', 'Error']) {
        const header = p.getByRole('columnheader', { name: column, exact: true });
        const box = await header.boundingBox();
        expect({ column, visible: box !== null && box.x >= 0 && box.x + box.width <= 390 }).toEqual({ column, visible: true });
      }
    } finally {
      await narrow.close();
    }
    await page.goto('/requests');
    const region = page.getByRole('region', { name: 'Requests table' });
    expect(await region.getAttribute('tabindex')).toBe('0');
  });

  it('moves through an inbox with j and k, copies a code with c, opens with Enter, goes up with u and deletes with d', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.console.url });
    await page.goto(pages.get('inbox')!);
    // The live view swaps the list in once it is connected; the keys must keep their place across it.
    await page.getByText('Live: new mail appears here').waitFor();
    const focused = () => page.evaluate<string>("document.activeElement?.textContent ?? ''");
    await page.keyboard.press('j');
    expect(await focused()).toContain('Hello');
    await page.keyboard.press('j');
    expect(await focused()).toContain('Your Acme code');
    await page.keyboard.press('c');
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe('482913');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/messages/**');
    await page.keyboard.press('k');
    await page.waitForURL((url) => url.pathname !== new URL(pages.get('message')!, env.console.url).pathname);
    expect(await page.locator('h1').textContent()).toBe('Hello');
    await page.keyboard.press('u');
    await page.waitForURL((url) => url.pathname === pages.get('inbox'));
    await page.getByText('Live: new mail appears here').waitFor();
    await page.keyboard.press('j');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('d');
    await page.waitForURL('**?deleted=1');
    await expect(page.locator('a.subject').count()).resolves.toBe(1);
  });
});
