import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freePortBase, sendMail } from '@throwbox/testkit';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { hasChromium } from '../console/browser.js';
import { freeBase, root, startStackProcess, type Started } from '../pnpm-start.js';

// The Playwright fixture and the example app in Chromium, and both packages installed from their
// tarballs outside the workspace, all against `pnpm start`.

const run = promisify(execFile);
const describeBrowser = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn('playwright fixture and example tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)');

let env: TestEnv;
let stack: Started;
let ports: { port: number; smtp: number };
let apiKey: string;

beforeAll(async () => {
  env = await createTestEnv();
  ports = await freeBase();
  stack = startStackProcess(env, { PORT: String(ports.port), SMTP_PORT: String(ports.smtp) });
  await stack.readyLine();
  apiKey = (await createAccount(env.pool, { plan: 'paid' })).apiKey!;
  // The stack's progress bounds the wait (readyLine); this only backstops it.
}, 600_000);

afterAll(async () => {
  stack?.child.kill('SIGTERM');
  await stack?.exited;
  await env?.close();
});

interface Report {
  stats: { expected: number; unexpected: number; skipped: number };
  suites: Suite[];
}
interface Suite {
  specs?: {
    title: string;
    tests: { results: { status: string; attachments: { name: string; contentType: string; body?: string }[] }[] }[];
  }[];
  suites?: Suite[];
}
const specsOf = (s: Suite): NonNullable<Suite['specs']> => [...(s.specs ?? []), ...(s.suites ?? []).flatMap(specsOf)];

/** Runs `playwright test` in a folder with the JSON reporter; resolves with its exit code and report. */
async function playwright(cwd: string, vars: Record<string, string>): Promise<{ code: number | null; report: Report; output: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'tb-pw-')), 'report.json');
  const child = spawn(process.execPath, [join(cwd, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=json'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_OPTIONS: '',
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      THROWBOX_API_KEY: apiKey,
      THROWBOX_BASE_URL: `http://127.0.0.1:${ports.port}`,
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, report: JSON.parse(readFileSync(out, 'utf8')) as Report, output };
}

describeBrowser('@throwbox/playwright', () => {
  it('gives each test a fresh inbox, deletes it after, and attaches the mail of a failed test to the report', async () => {
    const { code, report, output } = await playwright(join(root, 'packages/playwright'), {
      THROWBOX_SMTP_PORT: String(ports.smtp),
      THROWBOX_FIXTURE_FAILING: '1',
    });
    expect({ code, stats: report.stats, output: report.stats.expected === 5 ? '' : output }).toEqual({
      code: 1,
      stats: { expected: 5, unexpected: 1, skipped: 0, ...pick(report.stats) },
      output: '',
    });
    const failing = report.suites.flatMap(specsOf).find((s) => s.title === 'fails after mail arrived')!;
    const attachments = failing.tests[0]!.results[0]!.attachments;
    const text = attachments.find((a) => a.name === 'mail 1: Failing mail')!;
    expect(text.contentType).toBe('text/plain');
    expect(Buffer.from(text.body!, 'base64').toString()).toMatch(
      /^From: app@example\.com\nSubject: Failing mail\nReceived: .+\nCode: 777888\n[\s\S]*Your verification code is 777888\./,
    );
    const html = attachments.find((a) => a.name === 'mail 1.html')!;
    expect({ contentType: html.contentType, body: Buffer.from(html.body!, 'base64').toString() }).toEqual({
      contentType: 'text/html',
      body: '<p>Your verification code is <b>777888</b>.</p>',
    });
    // Every inbox the fixture made is gone.
    const inboxes = await fetch(`http://127.0.0.1:${ports.port}/v1/inboxes`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(((await inboxes.json()) as { inboxes: unknown[] }).inboxes).toEqual([]);
  }, 600_000);

  it("runs the example app's sign-up tests: the code typed in, and the link followed", async () => {
    const { code, report, output } = await playwright(join(root, 'examples/signup-app'), {
      SMTP_PORT: String(ports.smtp),
      APP_PORT: String(await freePortBase([0])),
    });
    expect({ code, expected: report.stats.expected, unexpected: report.stats.unexpected, output: code === 0 ? '' : output }).toEqual({
      code: 0,
      expected: 2,
      unexpected: 0,
      output: '',
    });
  }, 600_000);
});

/** The report's other counters (flaky, duration…), so that the comparison above names only what matters. */
function pick(stats: Report['stats']): Record<string, unknown> {
  const { expected: _e, unexpected: _u, skipped: _s, ...rest } = stats;
  return rest;
}

describe('the packages outside the workspace', () => {
  it('install from their tarballs with npm, type-check in a fresh project and work against the stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-pack-'));
    try {
      for (const pkg of ['client', 'playwright'])
        await run('pnpm', ['pack', '--pack-destination', dir], { cwd: join(root, 'packages', pkg) });
      const tarballs = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
      expect(tarballs.sort()).toEqual(['throwbox-client-0.1.0.tgz', 'throwbox-playwright-0.1.0.tgz']);
      // What a user downloads: JavaScript, declarations and a README; no sources, maps or build state.
      const { stdout: listed } = await run('tar', ['tzf', join(dir, 'throwbox-client-0.1.0.tgz')]);
      expect(
        listed
          .split('\n')
          .filter(Boolean)
          .every((f) => /^package\/(package\.json|README\.md|dist\/.+\.(js|d\.ts))$/.test(f)),
      ).toBe(true);
      expect(listed).toContain('package/README.md');
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'outside', private: true, type: 'module' }));
      await run(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...tarballs.map((t) => `./${t}`),
          '@playwright/test@1.65.1',
          '@types/node@20',
        ],
        { cwd: dir, env: { ...process.env, NODE_OPTIONS: '' } },
      );

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
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            noEmit: true,
            lib: ['ES2023', 'DOM', 'ESNext.Disposable'],
            types: ['node'],
            skipLibCheck: false,
          },
          files: ['script.ts'],
        }),
      );
      await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
      // Types checked, the same script runs as JavaScript (types stripped by the compiler).
      await run(
        process.execPath,
        [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir, '--noEmit', 'false', '--outDir', join(dir, 'out')],
        { cwd: dir },
      );

      const child = spawn(process.execPath, [join(dir, 'out/script.js')], {
        cwd: dir,
        env: { PATH: process.env.PATH, NODE_OPTIONS: '', THROWBOX_API_KEY: apiKey, THROWBOX_BASE_URL: `http://127.0.0.1:${ports.port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const address = await eventually(async () => /^(\S+@\S+)\n/.exec(output)?.[1]);
      await sendMail(ports.smtp, { to: address, subject: 'From outside', text: 'Your verification code is 606060.' });
      expect(await exited).toBe(0);
      expect(JSON.parse(output.trim().split('\n').pop()!)).toEqual({
        code: '606060',
        subject: 'From outside',
        deleted: true,
        gone: 'inbox_not_found',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
