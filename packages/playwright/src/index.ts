import { test as base, expect as baseExpect, type TestInfo } from '@playwright/test';
import { Throwbox, type Inbox, type ThrowboxOptions } from '@throwbox/client';
import { checksMatchers } from './checks.js';

/** Playwright's expect, with `toPassAuthentication()`, `toHaveWorkingLinks()` and `toRenderInEveryClient()` for `throwbox.getChecks(…)`. */
export const expect = baseExpect.extend(checksMatchers);
export type { Inbox, MessageChecks } from '@throwbox/client';
export { authenticationProblems, brokenLinks, htmlIssues } from './checks.js';

export interface ThrowboxTestFixtures {
  /** A fresh inbox for this test, deleted after it; its mail is attached to the report if the test fails. */
  inbox: Inbox;
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
    const inbox = await throwbox.createInbox(inboxOptions);
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
