import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, sendMail } from '@throwbox/testkit';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { CHROMIUM, hasChromium } from '../console/browser.js';
import { freeBase, root, startStackProcess, type Started } from '../pnpm-start.js';

// DECISIONS §14: the client and the fixture install outside the repository as the README says, from the
// running stack's /sdk and from a path; there a Playwright sign-up runs against the stack, and a script
// using the client type-checks strictly and runs.

const run = promisify(execFile);
const describeBrowser = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn('install tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)');

let env: TestEnv;
let stack: Started;
let port: number;
let smtpPort: number;
let apiKey: string;
const dirs: string[] = [];
let pathInstall: Promise<string>;

beforeAll(async () => {
  // The path install needs no stack: it runs while the stack starts and the first test installs from
  // the api.
  pathInstall = (async () => {
    const dir = emptyProject();
    await npmInstall(dir, [join(root, 'packages/client'), join(root, 'packages/playwright')]);
    return dir;
  })();
  pathInstall.catch(() => undefined);
  env = await createTestEnv();
  const base = await freeBase();
  port = base.port;
  smtpPort = base.smtp;
  stack = startStackProcess(env, { PORT: String(port), SMTP_PORT: String(base.smtp) });
  await stack.readyLine();
  apiKey = (await createAccount(env.pool, { plan: 'paid' })).apiKey;
}, 600_000);

afterAll(async () => {
  await pathInstall?.catch(() => undefined);
  stack?.child.kill('SIGTERM');
  await stack?.exited;
  await env?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  // The api lets open connections (npm's, the browser's) finish before it exits.
}, 180_000);

/** An empty project outside the repository with a Playwright sign-up test in the console, using the fixture. */
function emptyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-outside-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'outside', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'playwright.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: 'tests',
  use: {
    baseURL: process.env.CONSOLE_URL,
    launchOptions: {
      executablePath: ${JSON.stringify(CHROMIUM)},
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
`,
  );
  mkdirSync(join(dir, 'tests'));
  writeFileSync(
    join(dir, 'tests/signup.spec.ts'),
    `import { test, expect } from '@throwbox/playwright';

test('signs up in the console with a fresh inbox', async ({ page, inbox, throwbox }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up answers alike for new and known emails; then sign in.
  await page.waitForURL('**/signin?signedup=1**');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/keys?welcome=1');
  expect(await throwbox.listMessages(inbox.address)).toEqual([]);
});
`,
  );
  return dir;
}

async function npmInstall(dir: string, specs: string[]): Promise<void> {
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs, '@playwright/test@1.65.1', '@types/node@20'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

/** `npx playwright test` there; its exit code and output. */
async function playwrightTest(dir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(dir, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=line'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_OPTIONS: '',
      THROWBOX_API_KEY: apiKey,
      THROWBOX_BASE_URL: `http://127.0.0.1:${port}`,
      CONSOLE_URL: `http://127.0.0.1:${port + 10}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describeBrowser('the client and the fixture outside the repository', () => {
  it('install together from the running stack (/sdk) and run a Playwright sign-up', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/sdk/throwbox-client.tgz`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/gzip']);
    await res.body?.cancel();
    expect((await fetch(`http://127.0.0.1:${port}/sdk/other.tgz`)).status).toBe(404);
    const dir = emptyProject();
    // What a user downloads: JavaScript, declarations and a README; no sources, maps or build state.
    writeFileSync(
      join(dir, 'client.tgz'),
      Buffer.from(await (await fetch(`http://127.0.0.1:${port}/sdk/throwbox-client.tgz`)).arrayBuffer()),
    );
    const listed = (await run('tar', ['tzf', join(dir, 'client.tgz')])).stdout.split('\n').filter(Boolean);
    expect(listed.filter((f) => !/^package\/(package\.json|README\.md|dist\/.+\.(js|d\.ts))$/.test(f))).toEqual([]);
    expect(listed).toContain('package/README.md');
    await npmInstall(dir, [`http://127.0.0.1:${port}/sdk/throwbox-client.tgz`, `http://127.0.0.1:${port}/sdk/throwbox-playwright.tgz`]);
    const { code, output } = await playwrightTest(dir);
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(await clientScript(dir)).toEqual({ code: '606060', subject: 'From outside', deleted: true, gone: 'inbox_not_found' });
  }, 600_000);

  it('install from a path into the repository and run the same sign-up', async () => {
    const dir = await pathInstall;
    const { code, output } = await playwrightTest(dir);
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
  }, 600_000);
});

/**
 * A script using the client, type-checked strictly against the installed declarations, then run: an inbox,
 * mail to it, its code, the message, the inbox deleted. What it printed last.
 */
async function clientScript(dir: string): Promise<unknown> {
  writeFileSync(
    join(dir, 'script.ts'),
    `import { Throwbox, ThrowboxError } from '@throwbox/client';
import { test, expect } from '@throwbox/playwright';
void test; void expect;
const throwbox = new Throwbox();
const inbox = await throwbox.createInbox({ ttlMinutes: 5 });
console.log(inbox.address);
const found = await throwbox.waitForCode(inbox.address, { timeout: 30 });
const message = await throwbox.getMessage(found.messageId, inbox.address);
const deleted = await throwbox.deleteInbox(inbox.address);
const gone = await throwbox.listMessages(inbox.address).catch((err: unknown) => (err instanceof ThrowboxError ? err.code : 'other'));
console.log(JSON.stringify({ code: found.code, subject: message.subject, deleted: deleted.deleted, gone }));
`,
  );
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    lib: ['ES2023', 'DOM', 'ESNext.Disposable'],
    types: ['node'],
    skipLibCheck: false,
    outDir: 'out',
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['script.ts'] }));
  // Types checked (tsc fails on any error), and the same script emitted as JavaScript.
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
  const child = spawn(process.execPath, [join(dir, 'out/script.js')], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_OPTIONS: '', THROWBOX_API_KEY: apiKey, THROWBOX_BASE_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const address = await eventually(async () => /^(\S+@\S+)\n/.exec(output)?.[1], 60_000);
  await sendMail(smtpPort, { to: address, subject: 'From outside', text: 'Your verification code is 606060.' });
  const exit = await exited;
  expect({ exit, output: exit === 0 ? '' : output }).toEqual({ exit: 0, output: '' });
  return JSON.parse(output.trim().split('\n').pop()!);
}
