import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePortBase } from '@throwbox/testkit';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { hasChromium } from '../console/browser.js';
import { freeBase, root, startStackProcess, type Started } from '../pnpm-start.js';

// The Playwright fixture and the example app in Chromium against `pnpm start`. Installed outside the
// workspace: sdk-install.int.test.ts.

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
