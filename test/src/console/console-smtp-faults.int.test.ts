import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sendMail } from '@throwbox/testkit';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// The inbox page's SMTP faults: the rules with their hits, adding one and clearing them, behind the
// session's CSRF token, and another account's inbox out of reach.

let env: ConsoleStack;
const path = (address: string) => `/inboxes/${encodeURIComponent(address)}`;

beforeAll(async () => {
  env = await startConsoleStack();
});
afterAll(async () => {
  await env.stop();
});

async function signedUpWithInbox(): Promise<{ a: ConsoleAgent; address: string }> {
  const a = new ConsoleAgent(env.console.url);
  expect((await a.signUp(uniqueEmail('faults'))).status).toBe(303);
  await a.get('/inboxes');
  const page = await a.post('/inboxes', { username: '', domain: 'throwbox.test', ttlMinutes: '60' });
  return { a, address: decodeURIComponent(/^\/inboxes\/([^/?]+)/.exec(page.location!)![1]!) };
}

const rule = { stage: 'data', answer: '451', text: '', delayMs: '0', after: '0', times: '2' };
/** The rules table of the inbox page, one row's cells a line. */
const rows = (html: string) => {
  const section = /<section aria-labelledby="smtp-faults-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<tr>(<td>[\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((c) => c[1]).join(' | '),
  );
};

describe('the inbox page', () => {
  it('adds a rule, shows it with its hits as mail comes, and clears the rules', async () => {
    const { a, address } = await signedUpWithInbox();
    expect((await a.get(path(address))).html).toContain('No rules: mail is answered normally.');
    const added = await a.post(`${path(address)}/smtp-faults`, rule);
    expect([added.status, added.location]).toEqual([303, `${path(address)}#smtp-faults`]);
    await expect(sendMail(env.stack.smtpPort, { to: address, subject: 's', text: 't' })).rejects.toMatchObject({ responseCode: 451 });
    expect(rows((await a.get(path(address))).html)).toEqual([
      '1 | end of DATA | 451 Local error in processing, try again later; 2 attempts | 1',
    ]);
    await a.post(`${path(address)}/smtp-faults`, { ...rule, stage: 'rcpt', answer: 'disconnect', times: '', after: '3' });
    expect(rows((await a.get(path(address))).html)).toEqual([
      '1 | end of DATA | 451 Local error in processing, try again later; 2 attempts | 0',
      '2 | RCPT TO | disconnect; after 3 attempts, every attempt | 0',
    ]);
    const cleared = await a.post(`${path(address)}/smtp-faults/clear`);
    expect(cleared.status).toBe(303);
    expect((await a.get(path(address))).html).toContain('No rules: mail is answered normally.');
    expect(await sendMail(env.stack.smtpPort, { to: address, subject: 's', text: 't' })).toMatchObject({ accepted: [address] });
  });

  it('refuses a form without the CSRF token, and one a hand-made request puts out of bounds', async () => {
    const { a, address } = await signedUpWithInbox();
    expect((await a.post(`${path(address)}/smtp-faults`, { ...rule, _csrf: null })).status).toBe(403);
    for (const bad of [{ delayMs: '30001' }, { answer: '250' }, { stage: 'mail' }, { text: 'a\tb' }, { times: '0' }]) {
      const page = await a.post(`${path(address)}/smtp-faults`, { ...rule, ...bad });
      expect([page.status, page.html.includes('The rule was not added')]).toEqual([400, true]);
    }
    await a.get(path(address));
    expect(rows((await a.get(path(address))).html)).toEqual([]);
  });

  it("answers another account's inbox as not found and changes nothing of it", async () => {
    const { a, address } = await signedUpWithInbox();
    await a.post(`${path(address)}/smtp-faults`, rule);
    const { a: other } = await signedUpWithInbox();
    expect((await other.post(`${path(address)}/smtp-faults`, rule)).status).toBe(404);
    expect((await other.post(`${path(address)}/smtp-faults/clear`)).status).toBe(404);
    expect(rows((await a.get(path(address))).html)).toHaveLength(1);
  });
});
