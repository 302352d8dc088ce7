import { createRequire } from 'node:module';
import type * as PlaywrightTest from '@playwright/test';
import type { TestInfo } from '@playwright/test';
import {
  Throwbox,
  type Inbox,
  type MessageSummary,
  type SmtpFaultRule,
  type SmtpFaultRuleInput,
  type ThrowboxOptions,
  type WaitOptions,
} from '@throwbox/client';
import { checksMatchers } from './checks.js';

/**
 * The project's own @playwright/test, the copy its `playwright test` runs, else ours. Installed from a path
 * (`npm install <repo>/packages/playwright`) this package is a link into the repository, where Node would
 * find the repository's copy, and Playwright refuses a second one ("Requiring @playwright/test second time").
 */
function playwrightTest(): typeof PlaywrightTest {
  try {
    return createRequire(`${process.cwd()}/`)('@playwright/test') as typeof PlaywrightTest;
  } catch {
    return createRequire(import.meta.url)('@playwright/test') as typeof PlaywrightTest;
  }
}
const { test: base, expect: baseExpect } = playwrightTest();

/** Playwright's expect, with `toPassAuthentication()`, `toHaveWorkingLinks()` and `toRenderInEveryClient()` for `throwbox.getChecks(…)`. */
export const expect = baseExpect.extend(checksMatchers);
export type { Inbox, MessageChecks, SmtpFaultRule, SmtpFaultRuleInput } from '@throwbox/client';
export { authenticationProblems, brokenLinks, htmlIssues } from './checks.js';

/** The inbox's SMTP fault rules: how the mail server answers mail to this address alone (DECISIONS §11). */
export interface InboxSmtpFaults {
  /** Replaces the rules, e.g. `[{ stage: 'data', reply: { code: 451 }, times: 2 }]`: fail the first two, then accept. */
  set(rules: SmtpFaultRuleInput[]): Promise<SmtpFaultRule[]>;
  /** The rules, each with its `hits`. */
  get(): Promise<SmtpFaultRule[]>;
  /** Removes them all; returns how many there were. */
  clear(): Promise<number>;
}

/** The test's inbox, with the waits a test needs and its SMTP fault rules bound to its address. */
export interface TestInbox extends Inbox {
  /** `await inbox.waitForMessages({ count: 3, timeout: 60 })`: all of them, newest first, once `count` came. */
  waitForMessages(options: WaitOptions & { count: number }): Promise<MessageSummary[]>;
  /** `await inbox.expectNoMail({ within: 10 })`: throws `unexpected_mail` the moment matching mail arrives. */
  expectNoMail(options: Omit<WaitOptions, 'timeout'> & { within: number }): Promise<void>;
  smtpFaults: InboxSmtpFaults;
}

export interface ThrowboxTestFixtures {
  /** A fresh inbox for this test, deleted after it (with its rules); its mail is attached to the report if the test fails. */
  inbox: TestInbox;
  /** How `inbox` is made (`test.use({ inboxOptions: { ttlMinutes: 10 } })`). */
  inboxOptions: { domain?: string; ttlMinutes?: number };
}

export interface ThrowboxWorkerFixtures {
  /** A client, one per worker, from THROWBOX_API_KEY and THROWBOX_BASE_URL unless `throwboxOptions` says. */
  throwbox: Throwbox;
  throwboxOptions: ThrowboxOptions;
}

/** At most this many messages of a failed test's inbox are attached. */
const ATTACHED_MESSAGES = 20;

export const test = base.extend<ThrowboxTestFixtures, ThrowboxWorkerFixtures>({
  throwboxOptions: [{}, { option: true, scope: 'worker' }],
  throwbox: [async ({ throwboxOptions }, use) => use(new Throwbox(throwboxOptions)), { scope: 'worker' }],
  inboxOptions: [{}, { option: true }],
  inbox: async ({ throwbox, inboxOptions }, use, testInfo) => {
    const created = await throwbox.createInbox(inboxOptions);
    const smtpFaults: InboxSmtpFaults = {
      set: (rules) => throwbox.setSmtpFaults(created.address, rules),
      get: () => throwbox.getSmtpFaults(created.address),
      clear: () => throwbox.clearSmtpFaults(created.address),
    };
    const bound: Omit<TestInbox, keyof Inbox> = {
      waitForMessages: (options) => throwbox.waitForMessages(created.address, options),
      expectNoMail: (options) => throwbox.expectNoMail(created.address, options),
      smtpFaults,
    };
    // Not enumerable: the inbox still reads, prints and compares as the API's Inbox.
    const inbox = Object.defineProperties(
      { ...created },
      Object.fromEntries(Object.entries(bound).map(([name, value]) => [name, { value, enumerable: false }])),
    ) as TestInbox;
    try {
      await use(inbox);
      if (testInfo.status !== testInfo.expectedStatus) await attachMail(throwbox, inbox.address, testInfo);
    } finally {
      await throwbox.deleteInbox(inbox.address).catch(() => undefined);
    }
  },
});

/** What reached the inbox, for the report of a failed test: each message as text, and its HTML as a file. */
async function attachMail(throwbox: Throwbox, address: string, testInfo: TestInfo): Promise<void> {
  const messages = await throwbox.listMessages(address, { limit: ATTACHED_MESSAGES }).catch((err: unknown) => err as Error);
  if (messages instanceof Error) {
    await testInfo.attach(`mail to ${address}`, { body: `The inbox could not be read: ${messages.message}`, contentType: 'text/plain' });
    return;
  }
  if (messages.length === 0) {
    await testInfo.attach(`mail to ${address}`, { body: `No mail reached ${address} during the test.`, contentType: 'text/plain' });
    return;
  }
  for (const [n, summary] of messages.reverse().entries()) {
    const m = await throwbox.getMessage(summary.id, address);
    const head = [
      `From: ${m.from}`,
      `Subject: ${m.subject}`,
      `Received: ${m.receivedAt}`,
      `Code: ${m.code ?? '(none found)'}`,
      `Verification link: ${m.verificationLink ?? '(none found)'}`,
    ];
    await testInfo.attach(`mail ${n + 1}: ${m.subject || '(no subject)'}`, {
      body: `${head.join('\n')}\n\n${m.text}`,
      contentType: 'text/plain',
    });
    if (m.html) await testInfo.attach(`mail ${n + 1}.html`, { body: m.html, contentType: 'text/html' });
  }
}
